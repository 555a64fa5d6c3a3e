import Primitives
import Testing

@testable import FlowLayout

@Suite("Greedy flow layout: the rules of DESIGN.md")
struct FlowLayoutTests {
    @Test("Seed 000: limit 200, spacing 10, widths 80 70 60 90 make rows [80, 70] and [60, 90]")
    func seedWorkedExampleTwoRows() {
        let plan = RowFlow(spacing: 10).plan(
            proposal: ProposedSize(width: 200, height: nil), sizes: sizes([80, 70, 60, 90], height: 30))
        #expect(plan.rows.map(\.span) == [0..<2, 2..<4])
        #expect(
            plan.frames.map(\.origin) == [
                Point(x: 0, y: 0), Point(x: 90, y: 0), Point(x: 0, y: 40), Point(x: 70, y: 40),
            ])
        #expect(plan.size == Size(width: 200, height: 70))
    }

    @Test("Seed 004: limit 300, spacing 8, widths 80 100 90 fit one row of 286")
    func seedWorkedExampleOneRow() {
        let plan = RowFlow(spacing: 8).plan(
            proposal: ProposedSize(width: 300, height: nil), sizes: sizes([80, 100, 90], height: 24))
        #expect(plan.rows.count == 1)
        #expect(plan.rows[0].width == 286)
        #expect(plan.size.height == 24)
    }

    @Test("Seed 004: with the middle item at 150 the row needs 336, so the third wraps: height 56")
    func seedWorkedExampleWraps() {
        let plan = RowFlow(spacing: 8).plan(
            proposal: ProposedSize(width: 300, height: nil), sizes: sizes([80, 150, 90], height: 24))
        #expect(plan.rows.map(\.span) == [0..<2, 2..<3])
        #expect(plan.size.height == 24 + 8 + 24)
    }

    @Test("A row exactly as wide as the limit keeps its last item")
    func equalToLimitStays() {
        let plan = RowFlow(spacing: 10).plan(
            proposal: ProposedSize(width: 100, height: nil), sizes: sizes([45, 45, 10]))
        #expect(
            ascii(plan, unit: 5) == """
                |AAAAAAAAA  BBBBBBBBB|
                |CC                  |
                """)
    }

    @Test("Fractional widths that add up to the limit stay on one row despite rounding")
    func fractionalSumEqualToLimit() {
        // 0.1 + 0.2 is 0.30000000000000004 in binary floating point.
        let plan = RowFlow(spacing: 0).plan(
            proposal: ProposedSize(width: 0.3, height: nil), sizes: sizes([0.1, 0.2]))
        #expect(plan.rows.count == 1)
    }

    @Test("An item wider than the limit gets its own row, unshrunk, and widens the layout")
    func oversizedItemOwnRow() {
        let plan = RowFlow(spacing: 10).plan(
            proposal: ProposedSize(width: 100, height: nil), sizes: sizes([30, 150, 30]))
        #expect(plan.rows.map(\.span) == [0..<1, 1..<2, 2..<3])
        #expect(plan.frames[1].width == 150)
        #expect(plan.size.width == 150)
    }

    @Test("Content narrower than the limit still reports the limit as its width")
    func widthIsAtLeastTheLimit() {
        let plan = RowFlow().plan(proposal: ProposedSize(width: 500, height: nil), sizes: sizes([30, 40]))
        #expect(plan.size.width == 500)
        #expect(plan.contentWidth == 78)
    }

    @Test("A nil or infinite width lays everything out on one row at ideal size", arguments: [nil, Double.infinity])
    func unboundedWidthIsOneRow(width: Double?) {
        let plan = RowFlow(spacing: 5).plan(
            proposal: ProposedSize(width: width, height: nil), sizes: sizes([100, 200, 300]))
        #expect(plan.rows.count == 1)
        #expect(plan.size == Size(width: 610, height: 10))
    }

    @Test("No items means zero size, whatever the proposal")
    func noItemsZeroSize() {
        for proposal in [ProposedSize.unspecified, .zero, .infinity, ProposedSize(width: 300, height: 200)] {
            #expect(RowFlow().plan(proposal: proposal, sizes: []).size == .zero)
        }
    }

    @Test("The proposed height is ignored: height comes from the content")
    func proposedHeightIgnored() {
        let short = RowFlow().plan(proposal: ProposedSize(width: 100, height: 1), sizes: sizes([60, 60]))
        let tall = RowFlow().plan(proposal: ProposedSize(width: 100, height: 1000), sizes: sizes([60, 60]))
        #expect(short == tall)
        #expect(short.size.height == 28)
    }

    @Test("A row is as tall as its tallest item, and rows are lineSpacing apart")
    func rowHeightAndLineSpacing() {
        let plan = RowFlow(spacing: 4, lineSpacing: 20).plan(
            proposal: ProposedSize(width: 50, height: nil),
            sizes: [Size(width: 20, height: 10), Size(width: 20, height: 30), Size(width: 20, height: 5)])
        #expect(plan.rows.map(\.height) == [30, 5])
        #expect(plan.frames[2].minY == 50)
        #expect(plan.size.height == 55)
    }

    @Test("lineSpacing defaults to spacing")
    func lineSpacingDefault() {
        #expect(RowFlow(spacing: 12).lineSpacing == 12)
        #expect(RowFlow(spacing: 12, lineSpacing: 3).lineSpacing == 3)
    }

    @Test("Items keep their order even when a later one would fill a gap")
    func orderIsKept() {
        let plan = RowFlow(spacing: 0).plan(
            proposal: ProposedSize(width: 10, height: nil), sizes: sizes([6, 6, 4]))
        #expect(
            ascii(plan, unit: 1) == """
                |AAAAAA    |
                |BBBBBBCCCC|
                """)
    }
}
