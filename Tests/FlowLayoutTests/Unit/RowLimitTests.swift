import Primitives
import Testing

@testable import FlowLayout

@Suite("A row limit with a +N item")
struct RowLimitTests {
    /// "+N" is 2 px plus one px per digit.
    func indicator(_ count: Int) -> MeasuredItem {
        MeasuredItem(size: Size(width: Double(1 + String(count).count), height: 10))
    }

    @Test("Items past the last row are hidden; the +N item ends the last row")
    func hidesAndShowsCount() {
        let plan = RowFlow(spacing: 1, maxRows: 1).plan(
            proposal: ProposedSize(width: 12, height: nil), items: sizes([3, 3, 3, 3]).map { MeasuredItem(size: $0) },
            overflow: indicator)
        // Row [3 3 3] is 11 wide; "+1" (2 wide) needs 14 > 12, so a third item is hidden too.
        #expect(plan.hidden == [2, 3])
        #expect(plan.overflow?.hiddenCount == 2)
        #expect(plan.overflow?.frame == Rect(x: 8, y: 0, width: 2, height: 10))
        #expect(plan.rows.count == 1)
        #expect(plan.frames[2] == Rect(x: 0, y: 0, width: 0, height: 0))
    }

    @Test("The +N item is measured for the final count: hiding one more can make it wider")
    func countChangesSize() {
        // Nine hidden → "+9" (2 wide) does not fit; ten hidden → "+10" (3 wide) fits after dropping one more.
        let widths: [Double] = [4, 4] + Array(repeating: 1, count: 9)
        let plan = RowFlow(spacing: 1, maxRows: 1).plan(
            proposal: ProposedSize(width: 10, height: nil), items: sizes(widths).map { MeasuredItem(size: $0) },
            overflow: indicator)
        #expect(plan.hidden.count == 10)
        #expect(plan.overflow?.frame.width == 3)
        #expect(plan.overflow!.frame.maxX <= 10)
    }

    @Test("When nothing else fits, the +N item sits alone on the last row")
    func indicatorAlone() {
        let plan = RowFlow(spacing: 1, maxRows: 2).plan(
            proposal: ProposedSize(width: 10, height: nil), items: sizes([10, 10, 10]).map { MeasuredItem(size: $0) },
            overflow: indicator)
        #expect(plan.hidden == [1, 2])
        #expect(plan.rows.count == 2)
        #expect(plan.rows[1].span.isEmpty)
        #expect(plan.overflow?.frame.origin == Point(x: 0, y: 11), "\(String(describing: plan.overflow))")
    }

    @Test("Without an overflow item, extra rows are simply hidden; with room, nothing is")
    func withoutIndicator() {
        let layout = RowFlow(spacing: 1, maxRows: 2)
        let plan = layout.plan(proposal: ProposedSize(width: 5, height: nil), sizes: sizes([5, 5, 5, 5]))
        #expect(plan.hidden == [2, 3])
        #expect(plan.overflow == nil)
        #expect(plan.size.height == 21)
        let roomy = layout.plan(proposal: ProposedSize(width: 50, height: nil), sizes: sizes([5, 5, 5, 5]))
        #expect(roomy.hidden.isEmpty)
    }

    @Test("The last visible row is as tall as the +N item when that is taller")
    func indicatorHeight() {
        let plan = RowFlow(spacing: 1, maxRows: 1).plan(
            proposal: ProposedSize(width: 8, height: nil),
            items: sizes([3, 3, 3], height: 5).map { MeasuredItem(size: $0) },
            overflow: { _ in MeasuredItem(size: Size(width: 2, height: 12)) })
        #expect(plan.size.height == 12)
    }
}
