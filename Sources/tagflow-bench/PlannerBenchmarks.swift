import FlowLayout
import Primitives

/// Planner speed: greedy at three sizes (cost must grow linearly), balanced and dense.
enum PlannerBenchmarks {
    /// Chip-like boxes: 40–200 px wide, 29 px tall, from a fixed seed.
    static func items(_ count: Int) -> [MeasuredItem] {
        var random = SplitMix64(state: 42)
        return (0..<count).map { _ in
            MeasuredItem(size: Size(width: Double(Int.random(in: 640...3200, using: &random)) / 16, height: 29))
        }
    }

    static func run() {
        let proposal = ProposedSize(width: 800, height: nil)
        let greedy = RowFlow(spacing: 8)
        var perItem: [Double] = []
        for count in [10_000, 100_000, 1_000_000] {
            let input = items(count)
            let runs = count >= 1_000_000 ? 7 : 21
            let (seconds, _) = median(runs: runs) { greedy.plan(proposal: proposal, items: input).size.height }
            perItem.append(seconds / Double(count) * 1e9)
            report(
                "planner greedy \(count) items", Double(count) / seconds / 1e6, "M items/s",
                "\((seconds * 1e3 * 100).rounded() / 100) ms, \((perItem.last! * 10).rounded() / 10) ns/item")
        }
        report("planner greedy 1M vs 10k per item", perItem[2] / perItem[0], "×", "1.0 = linear")

        // Balanced and dense are O(n log n): 1M items should cost about 100 times 10k, not 10,000.
        for count in [10_000, 1_000_000] {
            let input = items(count)
            for (name, breaking) in [("greedy", LineBreaking.greedy), ("balanced", .balanced), ("dense", .dense)] {
                let layout = RowFlow(spacing: 8, lineBreaking: breaking)
                let (seconds, _) = median(runs: count >= 1_000_000 ? 5 : 21) {
                    layout.plan(proposal: proposal, items: input).size.height
                }
                report("planner \(name) \(count) items", seconds * 1e3, "ms")
            }
        }
        // Balanced's hardest case: few rows with much slack, so each row's end has thousands of
        // places to go (10,000 items in 3 rows of a 340,000 px limit).
        let wide = RowFlow(spacing: 8, lineBreaking: .balanced)
        let few = items(10_000)
        let (fewSeconds, _) = median(runs: 21) {
            wide.plan(proposal: ProposedSize(width: 340_000, height: nil), items: few).size.height
        }
        report("planner balanced 10000 in 3 rows", fewSeconds * 1e3, "ms")
        let aligned = RowFlow(
            spacing: 8, alignment: .justify, itemAlignment: .baseline, direction: .rtl)
        let big = items(1_000_000)
        let (seconds, _) = median(runs: 7) { aligned.plan(proposal: proposal, items: big).size.height }
        report("planner justified+baseline+rtl 1M", 1 / seconds, "M items/s")
    }
}
