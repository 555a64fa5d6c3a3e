import FlowLayout
import Primitives
import Testing

/// `HeadingColumn`: headings in a column of their own beside their sections' rows.
@Suite("Heading column")
struct HeadingColumnTests {
    /// Heading 50 wide, items 40 and 40; heading 30 wide, item 40 (its section starts a row).
    static let items = [
        MeasuredItem(size: Size(width: 50, height: 20), isHeading: true),
        MeasuredItem(size: Size(width: 40, height: 20)),
        MeasuredItem(size: Size(width: 40, height: 20)),
        MeasuredItem(size: Size(width: 30, height: 20), isHeading: true),
        MeasuredItem(size: Size(width: 40, height: 20), breaksBefore: true),
    ]

    @Test("Every section's items start past the widest heading; headings at the leading edge, beside their first row")
    func leftToRight() {
        let plan = HeadingColumn(rows: RowFlow(spacing: 10)).plan(
            proposal: ProposedSize(width: 150, height: nil), items: Self.items, overflow: nil)
        // The rows get 150 - 50 - 10 = 90: both items of the first section fit one row exactly.
        #expect(plan.frames.map(\.minX) == [0, 60, 110, 0, 60])
        #expect(plan.frames.map(\.minY) == [0, 0, 0, 30, 30])
        #expect(plan.size == Size(width: 150, height: 50))
        #expect(plan.order == [0, 1, 2, 3, 4])
        #expect(plan.rows.map(\.span) == [0..<3, 3..<5])
    }

    @Test("Right to left mirrors it: the column on the right, headings against the right edge")
    func rightToLeft() {
        let plan = HeadingColumn(rows: RowFlow(spacing: 10, direction: .rtl)).plan(
            proposal: ProposedSize(width: 150, height: nil), items: Self.items, overflow: nil)
        #expect(plan.frames.map(\.maxX) == [150, 90, 40, 150, 90])
    }

    @Test("A row limit hides a section's heading with its last item; +N counts items only")
    func rowLimit() {
        let plan = HeadingColumn(rows: RowFlow(spacing: 10, maxRows: 1)).plan(
            proposal: ProposedSize(width: 150, height: nil), items: Self.items,
            overflow: { _ in MeasuredItem(size: Size(width: 20, height: 20)) })
        #expect(plan.hidden.contains(3) && plan.hidden.contains(4))
        #expect(plan.overflow?.hiddenCount == plan.hidden.count - 1)
        #expect(plan.order.first == 0)
    }

    @Test("Without headings it is its rows")
    func noHeadings() {
        let items = Self.items.filter { !$0.isHeading }
        let rows = RowFlow(spacing: 10)
        let proposal = ProposedSize(width: 150, height: nil)
        #expect(
            HeadingColumn(rows: rows).plan(proposal: proposal, items: items, overflow: nil)
                == rows.plan(proposal: proposal, items: items, overflow: nil))
    }
}
