import FlowLayout
import Primitives
import Testing

/// `RowFlow.maxRowsPerSection`: each section (from a heading or a `SectionStart` item) broken
/// and limited on its own, by the rule `maxRows` follows for the whole flow.
@Suite("Row limit per section")
struct SectionRowLimitTests {
    static func item(
        _ width: Double, priority: Double = 0, breaks: Bool = false, starts: Bool = false,
        heading: Bool = false
    ) -> MeasuredItem {
        MeasuredItem(
            size: Size(width: width, height: 20), breaksBefore: breaks, priority: priority, isHeading: heading,
            startsSection: starts)
    }
    /// The "+N" item: 20 by 20 whatever it counts.
    static func plus(_: Int) -> MeasuredItem { MeasuredItem(size: Size(width: 20, height: 20)) }

    @Test("Each section keeps its heaviest items that fit its rows with its +N; a section that fits shows all")
    func twoSections() {
        // Section 0 needs two rows at 100 (40 + 10 + 40 + 10 + 40 = 140); its heaviest, b, and "+2"
        // fit one (70); with c as well, 120 would not. Section 1 fits one row (90).
        let items = [
            Self.item(40, priority: 1), Self.item(40, priority: 3), Self.item(40, priority: 2),
            Self.item(40, breaks: true, starts: true), Self.item(40),
        ]
        let plan = RowFlow(spacing: 10, maxRowsPerSection: 1).plan(
            proposal: ProposedSize(width: 100, height: nil), items: items, overflow: Self.plus)
        #expect(plan.hidden == [0, 2])
        #expect(plan.order == [1, 3, 4])
        #expect(plan.rows.map(\.span) == [0..<1, 1..<3])
        #expect(plan.overflow == nil)
        #expect(
            plan.sectionOverflows == [
                OverflowPlacement(hiddenCount: 2, frame: Rect(x: 50, y: 0, width: 20, height: 20), row: 0, section: 0)
            ])
        #expect([1, 3, 4].map { plan.frames[$0].minX } == [0, 0, 50])
        #expect([1, 3, 4].map { plan.frames[$0].minY } == [0, 30, 30])
    }

    @Test("A heading alone on a row above its section takes a row the limit does not count")
    func headingRow() {
        let items = [Self.item(30, heading: true), Self.item(40, breaks: true), Self.item(40), Self.item(40)]
        let plan = RowFlow(spacing: 10, maxRowsPerSection: 1).plan(
            proposal: ProposedSize(width: 100, height: nil), items: items, overflow: Self.plus)
        #expect(plan.hidden == [2, 3])
        #expect(plan.rows.map(\.span) == [0..<1, 1..<2])
        #expect(plan.sectionOverflows.map(\.frame) == [Rect(x: 50, y: 30, width: 20, height: 20)])
        #expect(plan.sectionOverflows.map(\.row) == [1])
    }

    @Test("Without sections it is maxRows: the same frames, hidden items and +N", arguments: 1...3)
    func oneSectionIsMaxRows(rows: Int) {
        var random = SplitMix64(state: UInt64(rows))
        for _ in 0..<50 {
            let items = (0..<12).map { _ in
                Self.item(Double(random.next() % 60 + 10), priority: Double(random.next() % 4))
            }
            let proposal = ProposedSize(width: 150, height: nil)
            let whole = RowFlow(spacing: 8, maxRows: rows).plan(proposal: proposal, items: items, overflow: Self.plus)
            let each = RowFlow(spacing: 8, maxRowsPerSection: rows).plan(
                proposal: proposal, items: items, overflow: Self.plus)
            #expect(each.frames == whole.frames && each.hidden == whole.hidden && each.rows == whole.rows)
            #expect(each.sectionOverflows.map(\.frame) == whole.overflow.map { [$0.frame] } ?? [])
            #expect(each.sectionOverflows.map(\.hiddenCount) == whole.overflow.map { [$0.hiddenCount] } ?? [])
        }
    }

    @Test("In a heading column the sections are the headings'; each +N moves past the column with its row")
    func headingColumn() {
        let items = [
            Self.item(50, heading: true), Self.item(40), Self.item(40), Self.item(40),
            Self.item(30, heading: true), Self.item(40, breaks: true), Self.item(40),
        ]
        let plan = HeadingColumn(rows: RowFlow(spacing: 10, maxRowsPerSection: 1)).plan(
            proposal: ProposedSize(width: 150, height: nil), items: items, overflow: Self.plus)
        // The rows get 150 - 50 - 10 = 90: the first section's a and "+2" (70), the second's two items (90).
        #expect(plan.hidden == [2, 3])
        #expect(
            plan.sectionOverflows == [
                OverflowPlacement(hiddenCount: 2, frame: Rect(x: 110, y: 0, width: 20, height: 20), row: 0, section: 0)
            ])
        #expect([0, 1, 4, 5, 6].map { plan.frames[$0].minX } == [0, 60, 0, 60, 110])
        #expect(plan.horizontalExtent(.content) == 0...150)
    }
}
