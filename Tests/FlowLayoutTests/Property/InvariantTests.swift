import Primitives
import Testing

@testable import FlowLayout

@Suite("Planner invariants over random inputs")
struct InvariantTests {
    @Test(
        "Rows cover every item once, in order; rows fit unless they hold one item; frames never overlap",
        arguments: 0..<200)
    func invariants(seed: Int) {
        var random = SplitMix64(state: UInt64(seed))
        let count = Int.random(in: 0...30, using: &random)
        let items = (0..<count).map { _ in
            Size(
                width: Double(Int.random(in: 0...4000, using: &random)) / 16,
                height: Double(Int.random(in: 1...60, using: &random)))
        }
        let limit = Double(Int.random(in: 1...400, using: &random))
        let spacing = Double(Int.random(in: 0...16, using: &random))
        let lineSpacing = Double(Int.random(in: 0...16, using: &random))
        let plan = RowFlow(spacing: spacing, lineSpacing: lineSpacing).plan(
            proposal: ProposedSize(width: limit, height: nil), sizes: items)

        #expect(plan.frames.count == count)
        // Greedy keeps the input order, so a row's span is its items.
        #expect(plan.order == Array(0..<count))
        #expect(plan.rows.flatMap { Array($0.span) } == Array(0..<count))
        for (index, row) in plan.rows.enumerated() {
            // A row over the limit holds a single oversized item.
            #expect(row.width <= limit || row.span.count == 1, "seed \(seed) row \(index)")
            // Greedy: the next row's first item would not have fit on this row.
            if index + 1 < plan.rows.count {
                let next = items[plan.rows[index + 1].span.lowerBound]
                #expect(row.width + spacing + next.width > limit, "seed \(seed) row \(index)")
            }
            for item in row.span {
                #expect(plan.frames[item].minY == row.y)
                #expect(plan.frames[item].size == items[item])
                if item > row.span.lowerBound {
                    #expect(plan.frames[item].minX == plan.frames[item - 1].maxX + spacing)
                }
            }
        }
        let widest = plan.rows.map(\.width).max() ?? 0
        #expect(plan.size.width == (count == 0 ? 0 : max(limit, widest)))
        let expectedHeight =
            plan.rows.map(\.height).reduce(0, +) + Double(max(0, plan.rows.count - 1)) * lineSpacing
        #expect(abs(plan.size.height - expectedHeight) < 1e-9)
    }
}
