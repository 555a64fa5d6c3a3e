import FlowLayout
import Primitives
import Testing

/// `HeadingRow`: headings in a row of their own over their sections' columns.
@Suite("Heading row")
struct HeadingRowTests {
    /// Heading 80 wide, items 50, 40 and 30 wide; heading 90 wide, item 40 (its section starts a
    /// column). Every item 20 tall.
    static let items = [
        MeasuredItem(size: Size(width: 80, height: 20), isHeading: true),
        MeasuredItem(size: Size(width: 50, height: 20)),
        MeasuredItem(size: Size(width: 40, height: 20)),
        MeasuredItem(size: Size(width: 30, height: 20)),
        MeasuredItem(size: Size(width: 90, height: 20), isHeading: true),
        MeasuredItem(size: Size(width: 40, height: 20), breaksBefore: true),
    ]

    @Test("Headings on one row at the top, each over its section's first column; no item on their line")
    func leftToRight() {
        // Height 80: the row of headings and its gap take 30, so 50 is left: two items a column.
        let plan = HeadingRow(columns: ColumnFlow(spacing: 10)).plan(
            proposal: ProposedSize(width: nil, height: 80), items: Self.items, overflow: nil)
        // First section: columns at 0 (50 wide) and 60 (30 wide), 90 together, wider than its
        // heading (80). Second: its heading (90) is wider than its column (40), so it ends at 190.
        #expect(plan.frames.map(\.minX) == [0, 0, 0, 60, 100, 100])
        #expect(plan.frames.map(\.minY) == [0, 30, 60, 30, 0, 30])
        #expect(plan.size == Size(width: 190, height: 80))
        #expect(plan.order == [0, 1, 2, 3, 4, 5])
        #expect(plan.rows.map(\.span) == [0..<3, 3..<4, 4..<6])
        #expect(plan.axis == .columns)
    }

    @Test("A heading wider than its section's columns moves the next section across")
    func wideHeading() {
        let items = [
            MeasuredItem(size: Size(width: 120, height: 20), isHeading: true),
            MeasuredItem(size: Size(width: 40, height: 20)),
            MeasuredItem(size: Size(width: 30, height: 20), isHeading: true),
            MeasuredItem(size: Size(width: 40, height: 20), breaksBefore: true),
        ]
        let plan = HeadingRow(columns: ColumnFlow(spacing: 10)).plan(
            proposal: ProposedSize(width: nil, height: nil), items: items, overflow: nil)
        // The first section is as wide as its heading (120); the next starts a gap after it.
        #expect(plan.frames.map(\.minX) == [0, 0, 130, 130])
        #expect(plan.size.width == 170)
    }

    @Test("Right to left mirrors it: sections from the right, headings against their first column's right edge")
    func rightToLeft() {
        let plan = HeadingRow(columns: ColumnFlow(spacing: 10, direction: .rtl)).plan(
            proposal: ProposedSize(width: nil, height: 80), items: Self.items, overflow: nil)
        #expect(plan.frames.map(\.maxX) == [190, 190, 190, 130, 90, 90])
        #expect(plan.frames.map(\.minY) == [0, 30, 60, 30, 0, 30])
    }

    @Test("A column limit hides a section's heading with its last item; +N counts items only")
    func columnLimit() {
        let plan = HeadingRow(columns: ColumnFlow(spacing: 10, maxColumns: 1)).plan(
            proposal: ProposedSize(width: nil, height: 80), items: Self.items,
            overflow: { _ in MeasuredItem(size: Size(width: 20, height: 20)) })
        #expect(plan.hidden.contains(4) && plan.hidden.contains(5))
        #expect(plan.overflow?.hiddenCount == plan.hidden.count - 1)
        #expect(plan.order.first == 0)
        #expect((plan.overflow?.frame.minY ?? 0) >= 30)
    }

    @Test("Without headings it is its columns")
    func noHeadings() {
        let items = Self.items.filter { !$0.isHeading }
        let columns = ColumnFlow(spacing: 10)
        let proposal = ProposedSize(width: nil, height: 80)
        #expect(
            HeadingRow(columns: columns).plan(proposal: proposal, items: items, overflow: nil)
                == columns.plan(proposal: proposal, items: items, overflow: nil))
    }
}
