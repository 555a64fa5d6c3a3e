import Testing

@testable import FlowLayout

/// `Plan.horizontalExtent`: the one rule for `render --fit` and `plan --fit`.
@Suite("Width fit: the canvas the limit gives, or what the items cover")
struct CanvasFitTests {
    /// Rows of 8 + 1 + 7 = 16 and 6 in a limit of 20.
    static func plan(_ alignment: RowAlignment, _ direction: LayoutDirection = .ltr) -> Plan {
        RowFlow(spacing: 1, lineSpacing: 0, alignment: alignment, direction: direction).plan(
            proposal: ProposedSize(width: 20, height: nil), sizes: sizes([8, 7, 6]))
    }

    @Test(
        "content spans the boxes as aligned: the widest row, or the whole width when a row fills it",
        arguments: [
            (RowAlignment.leading, LayoutDirection.ltr, 0.0...16.0),
            (.center, .ltr, 2...18), (.trailing, .ltr, 4...20), (.leading, .rtl, 4...20),
            (.trailing, .rtl, 0...16), (.justify, .ltr, 0...20), (.grow, .rtl, 0...20),
        ])
    func content(alignment: RowAlignment, direction: LayoutDirection, extent: ClosedRange<Double>) {
        let plan = Self.plan(alignment, direction)
        #expect(plan.horizontalExtent(.content) == extent)
        #expect(plan.horizontalExtent(.width) == 0...20)
    }

    @Test("content includes the +N box; no items is 0...0")
    func overflowAndEmpty() {
        let plan = RowFlow(spacing: 1, alignment: .center, maxRows: 1).plan(
            proposal: ProposedSize(width: 20, height: nil), items: sizes([8, 7, 6]).map { MeasuredItem(size: $0) },
            overflow: { _ in MeasuredItem(size: Size(width: 2, height: 10)) })
        // 8 + 1 + 7 + 1 + 2 = 19, centred in 20.
        #expect(plan.horizontalExtent(.content) == 0.5...19.5)
        #expect(Plan.empty.horizontalExtent(.content) == 0...0)
        #expect(Plan.empty.horizontalExtent(.width) == 0...0)
    }
}
