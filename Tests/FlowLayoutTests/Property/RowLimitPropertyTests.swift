import Primitives
import Testing

@testable import FlowLayout

/// A row limit hides the lightest items, in every line-breaking mode, over random weights.
@Suite("A row limit keeps the heaviest items")
struct RowLimitPropertyTests {
    struct Case {
        var layout: RowFlow
        var width: Double
        var items: [MeasuredItem]
        var overflow: ((Int) -> MeasuredItem)?
    }

    static func randomCase(seed: Int) -> Case {
        var random = SplitMix64(state: UInt64(seed) &* 0x2545_F491_4F6C_DD1D &+ 7)
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
        // Weights from a few levels (ties happen) or continuous; sizes loosely follow weight, as
        // in a weighted cloud, or not at all.
        let levels = pick([3, 10, 1000])
        let sizedByWeight = Bool.random(using: &random)
        let items = (0..<Int.random(in: 1...60, using: &random)).map { _ in
            let weight = Double(Int.random(in: 0..<levels, using: &random))
            let width =
                sizedByWeight
                ? 20 + weight / Double(levels) * 80 + Double.random(in: 0...30, using: &random)
                : Double.random(in: 4...160, using: &random)
            return MeasuredItem(
                size: Size(width: width, height: 20), breaksBefore: Int.random(in: 0..<15, using: &random) == 0,
                priority: weight)
        }
        let layout = RowFlow(
            spacing: Double(Int.random(in: 0...10, using: &random)), lineBreaking: pick(LineBreaking.allCases),
            maxItemsPerRow: pick([nil, nil, nil, 3]), maxRows: Int.random(in: 1...4, using: &random))
        let overflow: ((Int) -> MeasuredItem)? =
            Int.random(in: 0..<4, using: &random) == 0
            ? nil : { MeasuredItem(size: Size(width: Double(14 + 7 * String($0).count), height: 20)) }
        return Case(
            layout: layout, width: Double(Int.random(in: 60...500, using: &random)), items: items, overflow: overflow)
    }

    @Test(
        "No hidden item is heavier than a visible one; among equals the later are hidden; order and limit kept",
        arguments: 0..<2000)
    func heaviestKept(seed: Int) {
        let test = Self.randomCase(seed: seed)
        let plan = test.layout.plan(
            proposal: ProposedSize(width: test.width, height: nil), items: test.items, overflow: test.overflow)
        let context = "seed \(seed), \(test.layout.lineBreaking)"
        let visible = plan.order
        #expect((visible + plan.hidden).sorted() == Array(test.items.indices), "\(context)")
        #expect(plan.rows.count <= test.layout.maxRows!, "\(context)")
        #expect((plan.overflow != nil) == (!plan.hidden.isEmpty && test.overflow != nil), "\(context)")
        guard !plan.hidden.isEmpty else { return }
        #expect(!visible.isEmpty || test.overflow != nil, "\(context): something is shown")

        // Weights decide: every hidden item is at most as heavy as every visible one, and where
        // weights tie the earlier item is the one kept.
        for hidden in plan.hidden {
            for shown in visible {
                let (h, s) = (test.items[hidden].priority, test.items[shown].priority)
                #expect(
                    h < s || (h == s && hidden > shown), "\(context): hid \(hidden) (\(h)) but showed \(shown) (\(s))")
            }
        }

        // The visible items keep the chosen order: input order for greedy and balanced, input
        // order within each row for dense (which picks the rows).
        for row in plan.rows {
            let items = Array(plan.items(in: row))
            #expect(items == items.sorted(), "\(context)")
        }
        if test.layout.lineBreaking != .dense { #expect(visible == visible.sorted(), "\(context)") }

        // The +N item ends the last row, inside the limit unless it is alone there.
        if let overflow = plan.overflow, let last = plan.rows.last {
            #expect(overflow.hiddenCount == plan.hidden.count)
            #expect(overflow.frame.minY >= last.y - 1e-9, "\(context)")
            if !last.span.isEmpty { #expect(overflow.frame.maxX <= test.width + 1e-6, "\(context)") }
        }
    }

    @Test("Balanced rows under a row limit hide exactly the items greedy hides", arguments: 0..<2000)
    func balancedHidesAsGreedyDoes(seed: Int) {
        var test = Self.randomCase(seed: seed)
        func hidden(_ mode: LineBreaking) -> [Int] {
            test.layout.lineBreaking = mode
            return test.layout.plan(
                proposal: ProposedSize(width: test.width, height: nil), items: test.items, overflow: test.overflow
            ).hidden
        }
        #expect(hidden(.balanced) == hidden(.greedy), "seed \(seed)")
    }

    @Test(
        "Heavy items late in the list are kept and light early ones hidden, in every mode",
        arguments: LineBreaking.allCases)
    func lateHeavyItemsKept(_ mode: LineBreaking) {
        // Twenty light items, then three heavy ones; room for about eight on one row.
        let items = (0..<23).map { MeasuredItem(size: Size(width: 30, height: 10), priority: $0 < 20 ? 1 : 9) }
        let plan = RowFlow(spacing: 2, lineBreaking: mode, maxRows: 1).plan(
            proposal: ProposedSize(width: 260, height: nil), items: items,
            overflow: { MeasuredItem(size: Size(width: Double(10 + 8 * String($0).count), height: 10)) })
        #expect(Set(plan.order).isSuperset(of: [20, 21, 22]), "\(plan.order)")
        // The light items kept are the first ones, and the row is as full as the +N allows.
        #expect(plan.order.filter { $0 < 20 } == Array(0..<(plan.order.count - 3)))
        #expect(plan.order.count == 7, "\(plan.order)")
        #expect(plan.overflow?.hiddenCount == 16)
    }
}
