import Primitives
import Testing

@testable import FlowLayout

@Suite("Row and item alignment")
struct AlignmentTests {
    /// Limit 20, spacing 1, one px per character: rows [AAAA BBBB] (9 wide) and [CCCCCC].
    func plan(_ alignment: RowAlignment, last: RowAlignment? = nil, direction: LayoutDirection = .ltr)
        -> Plan
    {
        RowFlow(spacing: 1, alignment: alignment, lastRowAlignment: last, direction: direction).plan(
            proposal: ProposedSize(width: 20, height: nil), sizes: sizes([4, 4, 6, 6, 6]))
    }

    @Test("Leading, center and trailing rows")
    func leadingCenterTrailing() {
        #expect(
            ascii(plan(.leading), unit: 1) == """
                |AAAA BBBB CCCCCC    |
                |DDDDDD EEEEEE       |
                """)
        // Slack 4 and 7: centred rows start at 2 and 3.5 (drawn at 4: 3.5 rounds up).
        #expect(plan(.center).frames.map(\.minX) == [2, 7, 12, 3.5, 10.5])
        #expect(
            ascii(plan(.trailing), unit: 1) == """
                |    AAAA BBBB CCCCCC|
                |       DDDDDD EEEEEE|
                """)
    }

    @Test("Justified rows spread the slack over the gaps; the last row stays leading")
    func justified() {
        #expect(
            ascii(plan(.justify), unit: 1) == """
                |AAAA   BBBB   CCCCCC|
                |DDDDDD EEEEEE       |
                """)
    }

    @Test("The last row of justified text takes lastRowAlignment")
    func justifiedLastRowCentered() {
        #expect(plan(.justify, last: .center).frames[3].minX == 3.5)
        #expect(plan(.justify, last: .trailing).frames[4].maxX == 20)
    }

    @Test("lastRowAlignment applies whatever the rows' alignment (CSS text-align-last)")
    func lastRowWithEveryAlignment() {
        // Centred rows, last row trailing or leading; leading rows, last row centred.
        #expect(
            ascii(plan(.center, last: .trailing), unit: 1) == """
                |  AAAA BBBB CCCCCC  |
                |       DDDDDD EEEEEE|
                """)
        #expect(plan(.center, last: .leading).frames[3].minX == 0)
        #expect(plan(.leading, last: .center).frames.map(\.minX) == [0, 5, 10, 3.5, 10.5])
        #expect(plan(.trailing, last: .justify).frames.map(\.maxX) == [8, 13, 20, 6, 20])
        // Right to left mirrors it: a leading last row starts at the right edge.
        #expect(plan(.center, last: .leading, direction: .rtl).frames[3].maxX == 20)
    }

    @Test("grow widens the items themselves, not the gaps")
    func grow() {
        let grown = plan(.grow)
        // Row one: 4 + 4 + 6 + 2 gaps = 16, so each item grows by 4 / 3; gaps stay 1.
        let growth = 4.0 / 3
        let widths: [Double] = [4 + growth, 4 + growth, 6 + growth]
        #expect(grown.frames[0...2].map(\.width) == widths)
        #expect(grown.frames[1].minX == grown.frames[0].maxX + 1)
        #expect(abs(grown.frames[2].maxX - 20) < 1e-12)
        // The last row stays as it was.
        #expect(grown.frames[3...4].map(\.width) == [6, 6])
        #expect(abs(plan(.grow, last: .grow).frames[4].maxX - 20) < 1e-12)
    }

    @Test("A single item on a justified row stays at the leading edge")
    func justifiedSingleItem() {
        let plan = RowFlow(spacing: 1, alignment: .justify).plan(
            proposal: ProposedSize(width: 10, height: nil), sizes: sizes([8, 8]))
        #expect(plan.frames.map(\.minX) == [0, 0])
    }

    @Test("Right-to-left is the mirror image of left-to-right, for every alignment", arguments: RowAlignment.allCases)
    func rightToLeftMirrors(alignment: RowAlignment) {
        let ltr = plan(alignment)
        let rtl = plan(alignment, direction: .rtl)
        #expect(rtl.size == ltr.size)
        for (a, b) in zip(ltr.frames, rtl.frames) {
            #expect(abs(b.minX - (ltr.size.width - a.maxX)) < 1e-9)
            #expect(a.minY == b.minY && a.size == b.size)
        }
    }

    @Test("Items sit at the top, centre or bottom of a taller row")
    func itemAlignment() {
        let items = [Size(width: 5, height: 10), Size(width: 5, height: 4)]
        func y(_ alignment: ItemAlignment) -> Double {
            RowFlow(spacing: 1, itemAlignment: alignment).plan(
                proposal: ProposedSize(width: 20, height: nil), items: items.map { MeasuredItem(size: $0) }
            ).frames[1].minY
        }
        #expect(y(.top) == 0)
        #expect(y(.center) == 3)
        #expect(y(.bottom) == 6)
    }

    @Test("First-baseline alignment lines up baselines; the row grows to the tallest ascent plus deepest descent")
    func baselineAlignment() {
        // A big chip (height 40, baseline 28) beside a small one (height 20, baseline 16)
        // and a box without a baseline (its bottom counts, as in SwiftUI).
        let items = [
            MeasuredItem(size: Size(width: 10, height: 40), firstBaseline: 28),
            MeasuredItem(size: Size(width: 10, height: 20), firstBaseline: 16),
            MeasuredItem(size: Size(width: 10, height: 6)),
        ]
        let plan = RowFlow(spacing: 0, itemAlignment: .baseline).plan(
            proposal: ProposedSize(width: 100, height: nil), items: items)
        #expect(plan.frames.map(\.minY) == [0, 12, 22])
        #expect(plan.rows[0].baseline == 28)
        #expect(plan.size.height == 40)

        // A deep descent below the baseline makes the row taller than any item.
        let deep = RowFlow(spacing: 0, itemAlignment: .baseline).plan(
            proposal: ProposedSize(width: 100, height: nil),
            items: [
                MeasuredItem(size: Size(width: 10, height: 30), firstBaseline: 28),
                MeasuredItem(size: Size(width: 10, height: 30), firstBaseline: 5),
            ])
        #expect(deep.size.height == 28 + 25)
    }
}
