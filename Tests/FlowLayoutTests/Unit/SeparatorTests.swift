import Primitives
import Testing

@testable import FlowLayout

/// `RowFlow.separatorWidth`: room for a separator between two items on a row, taking part in
/// line breaking (SwiftUI-Flow's `itemSeparator`), and `Plan.separatorFrames(width:)`.
@Suite("Separators between items on a row")
struct SeparatorTests {
    static func sizes(_ widths: [Double], height: Double = 24) -> [Size] {
        widths.map { Size(width: $0, height: height) }
    }

    @Test("Items on a row are spacing, separator and spacing apart; the room counts when rows break")
    func breaking() {
        // Without a separator three 60 px items fit 200 px: 60 + 8 + 60 + 8 + 60 = 196.
        let plain = RowFlow(spacing: 8).plan(
            proposal: ProposedSize(width: 200, height: nil), sizes: Self.sizes([60, 60, 60]))
        #expect(plain.rows.count == 1)
        // A 6 px separator makes each gap 22: 60 + 22 + 60 = 142 fits, + 22 + 60 = 224 does not.
        var flow = RowFlow(spacing: 8)
        flow.separatorWidth = 6
        let plan = flow.plan(proposal: ProposedSize(width: 200, height: nil), sizes: Self.sizes([60, 60, 60]))
        #expect(plan.rows.map(\.span) == [0..<2, 2..<3])
        #expect(plan.frames.map(\.minX) == [0, 82, 0])
        #expect(plan.rows.map(\.width) == [142, 60])
        // Exactly at the limit stays on the row (rule 2): 60 + 22 + 60 + 22 + 36 = 200.
        let exact = flow.plan(proposal: ProposedSize(width: 200, height: nil), sizes: Self.sizes([60, 60, 36]))
        #expect(exact.rows.count == 1)
    }

    @Test("One separator between each two neighbours of a row, centred in the gap; none at a row's end")
    func frames() {
        var flow = RowFlow(spacing: 8)
        flow.separatorWidth = 6
        let plan = flow.plan(proposal: ProposedSize(width: 200, height: nil), sizes: Self.sizes([60, 60, 60, 50]))
        // Rows [60, 60] and [60, 50]: one separator each, at 60 + 8 = 68, none after a row's last item.
        let separators = plan.separatorFrames(width: 6)
        #expect(separators.map(\.row) == [0, 1])
        #expect(
            separators.map(\.frame) == [
                Rect(x: 68, y: 0, width: 6, height: 24), Rect(x: 68, y: 32, width: 6, height: 24),
            ])
        // Items standing apart (headings) get none beside them.
        #expect(plan.separatorFrames(width: 6, apart: { $0 == 0 }).map(\.row) == [1])
    }

    @Test("Justified, centred and right-to-left rows keep each separator in the middle of its gap")
    func alignedRows() {
        for (alignment, direction) in [(RowAlignment.justify, LayoutDirection.ltr), (.center, .rtl), (.trailing, .ltr)]
        {
            var flow = RowFlow(spacing: 8, alignment: alignment, lastRowAlignment: alignment, direction: direction)
            flow.separatorWidth = 6
            let plan = flow.plan(proposal: ProposedSize(width: 300, height: nil), sizes: Self.sizes([60, 60, 60]))
            let boxes = plan.frames.sorted { $0.minX < $1.minX }
            let separators = plan.separatorFrames(width: 6)
            #expect(separators.count == 2)
            for (separator, (left, right)) in zip(separators.map(\.frame), zip(boxes, boxes.dropFirst())) {
                #expect(abs(separator.minX + 3 - (left.maxX + right.minX) / 2) < 1e-9, "\(alignment) \(direction)")
            }
        }
    }

    @Test("No room beside a heading: it is spacing from its first item, on the row and when breaking")
    func headings() {
        var flow = RowFlow(spacing: 8)
        flow.separatorWidth = 6
        // A 50 px heading then 60 px items: 50 + 8 + 60 + 22 + 60 = 200 is exactly the limit.
        let items =
            [MeasuredItem(size: Size(width: 50, height: 24), breaksBefore: true, isHeading: true)]
            + Self.sizes([60, 60]).map { MeasuredItem(size: $0) }
        let proposal = ProposedSize(width: 200, height: nil)
        let plan = flow.plan(proposal: proposal, items: items)
        #expect(plan.rows.map(\.span) == [0..<3])
        #expect(plan.frames.map(\.minX) == [0, 58, 140])
        #expect(plan.rows.map(\.width) == [200])
        // A hair narrower breaks before the last item, by every line breaker.
        for breaking in [LineBreaking.greedy, .balanced] {
            flow.lineBreaking = breaking
            let narrower = flow.plan(proposal: ProposedSize(width: 199.5, height: nil), items: items)
            #expect(narrower.rows.map(\.span) == [0..<2, 2..<3], "\(breaking)")
            #expect(narrower.rows.map(\.width) == [118, 60], "\(breaking)")
        }
        // Right to left and justified, the heading's gap stays spacing (justify widens every gap alike).
        var mirrored = RowFlow(spacing: 8, direction: .rtl)
        mirrored.separatorWidth = 6
        let rtl = mirrored.plan(proposal: ProposedSize(width: 300, height: nil), items: items)
        #expect(rtl.frames.map(\.maxX) == [300, 242, 160])
        // A heading alone on its row is as wide as it is drawn.
        let alone = flow.plan(proposal: ProposedSize(width: 100, height: nil), items: items)
        #expect(alone.rows.first?.width == 50)
    }

    @Test("A row limit's +N item has a separator before it; columns have none")
    func overflowAndColumns() {
        var flow = RowFlow(spacing: 8, maxRows: 1)
        flow.separatorWidth = 6
        let items = Self.sizes([60, 60, 60, 60]).map { MeasuredItem(size: $0) }
        let plan = flow.plan(
            proposal: ProposedSize(width: 200, height: nil), items: items,
            overflow: { _ in MeasuredItem(size: Size(width: 30, height: 24)) })
        let overflow = try! #require(plan.overflow)
        let separators = plan.separatorFrames(width: 6)
        #expect(separators.count == plan.rows[0].span.count)
        #expect(separators.last!.frame.maxX <= overflow.frame.minX)
        let columns = ColumnFlow(spacing: 8).plan(
            proposal: ProposedSize(width: nil, height: 60), sizes: Self.sizes([60, 60]))
        #expect(columns.separatorFrames(width: 6).isEmpty)
    }
}
