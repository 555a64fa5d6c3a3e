import Primitives
import Testing

@testable import FlowLayout

@Suite("Row shape: item limits, forced breaks, balanced and dense rows")
struct RowShapeTests {
    @Test("maxItemsPerRow caps every row, like Compose's FlowRow")
    func maxItemsPerRow() {
        let plan = RowFlow(spacing: 0, maxItemsPerRow: 2).plan(
            proposal: ProposedSize(width: 100, height: nil), sizes: sizes([1, 1, 1, 1, 1]))
        #expect(plan.rows.map(\.span) == [0..<2, 2..<4, 4..<5])
    }

    @Test("A forced line break starts a new row even with room left; a justified row before it stays leading")
    func forcedBreak() {
        var items = sizes([3, 3, 3, 3]).map { MeasuredItem(size: $0) }
        items[2].breaksBefore = true
        let plan = RowFlow(spacing: 1, alignment: .justify).plan(
            proposal: ProposedSize(width: 9, height: nil), items: items)
        #expect(
            ascii(plan, unit: 1) == """
                |AAA BBB  |
                |CCC DDD  |
                """)
    }

    @Test("A forced break on the first item makes no empty row")
    func forcedBreakFirst() {
        let plan = RowFlow().plan(
            proposal: ProposedSize(width: 100, height: nil),
            items: [MeasuredItem(size: Size(width: 5, height: 5), breaksBefore: true)])
        #expect(plan.rows.count == 1)
    }

    @Test("Balanced rows: as many as greedy, as even as they can be")
    func balanced() {
        let greedy = RowFlow(spacing: 1).plan(
            proposal: ProposedSize(width: 20, height: nil), sizes: sizes([4, 4, 4, 4, 4]))
        let balanced = RowFlow(spacing: 1, lineBreaking: .balanced).plan(
            proposal: ProposedSize(width: 20, height: nil), sizes: sizes([4, 4, 4, 4, 4]))
        #expect(
            ascii(greedy, unit: 1) == """
                |AAAA BBBB CCCC DDDD |
                |EEEE                |
                """)
        #expect(
            ascii(balanced, unit: 1) == """
                |AAAA BBBB CCCC      |
                |DDDD EEEE           |
                """)
        // The reported width is still the limit (rule 4).
        #expect(balanced.size.width == 20)
    }

    @Test("Balanced keeps oversized items alone and never adds rows", arguments: 0..<300)
    func balancedNeverAddsRows(seed: Int) {
        var random = SplitMix64(state: UInt64(seed) &+ 7919)
        let items = (0..<Int.random(in: 1...60, using: &random)).map { _ in
            Size(width: Double(Int.random(in: 1...3000, using: &random)) / 10, height: 10)
        }
        let limit = Double(Int.random(in: 20...400, using: &random))
        let greedy = RowFlow(spacing: 4).plan(proposal: ProposedSize(width: limit, height: nil), sizes: items)
        let balanced = RowFlow(spacing: 4, lineBreaking: .balanced).plan(
            proposal: ProposedSize(width: limit, height: nil), sizes: items)
        #expect(balanced.rows.count == greedy.rows.count, "seed \(seed)")
        #expect(balanced.order == Array(items.indices))
        // The rows are at least as even as greedy's: Σ width² (the balanced objective) is no larger.
        let squares = { (plan: Plan) in plan.rows.reduce(0.0) { $0 + $1.width * $1.width } }
        #expect(squares(balanced) <= squares(greedy) * (1 + 1e-12), "seed \(seed)")
        for row in balanced.rows where row.span.count > 1 {
            #expect(row.width <= limit + 1e-9)
        }
    }

    @Test("Dense packing fills gaps with later items and uses fewer rows than greedy")
    func denseUsesFewerRows() {
        // Greedy: [6] [6] [6] then 4,4,4 two per row… dense puts a 4 beside each 6.
        let widths: [Double] = [6, 6, 6, 3, 3, 3]
        let greedy = RowFlow(spacing: 1).plan(proposal: ProposedSize(width: 10, height: nil), sizes: sizes(widths))
        let dense = RowFlow(spacing: 1, lineBreaking: .dense).plan(
            proposal: ProposedSize(width: 10, height: nil), sizes: sizes(widths))
        #expect(greedy.rows.count == 4)
        #expect(dense.rows.count == 3)
        #expect(
            ascii(dense, unit: 1) == """
                |AAAAAA DDD|
                |BBBBBB EEE|
                |CCCCCC FFF|
                """)
    }

    @Test("Dense packing is deterministic for equal sizes and places higher priorities first")
    func denseOrder() {
        var items = sizes([5, 5, 5, 5]).map { MeasuredItem(size: $0) }
        let layout = RowFlow(spacing: 0, lineBreaking: .dense, maxRows: 1)
        let plain = layout.plan(proposal: ProposedSize(width: 10, height: nil), items: items)
        #expect(plain.order == [0, 1])
        items[3].priority = 1
        let prioritised = layout.plan(proposal: ProposedSize(width: 10, height: nil), items: items)
        #expect(prioritised.order == [0, 3])
        #expect(prioritised.hidden == [1, 2])
    }
}
