import Primitives
import Testing

@testable import FlowLayout

/// Draws a plan as a picture, one character per `unit` px each way: item i is the i-th capital
/// letter, empty space a dot. Columns read top to bottom.
func picture(_ plan: Plan, unit: Double) -> String {
    let columns = Int((plan.size.width / unit).rounded())
    var lines = [[Character]](
        repeating: [Character](repeating: ".", count: columns), count: Int((plan.size.height / unit).rounded()))
    let hidden = Set(plan.hidden)
    for (index, frame) in plan.frames.enumerated() where !hidden.contains(index) {
        let letter = Character(UnicodeScalar(UInt8(65 + index % 26)))
        for y in Int((frame.minY / unit).rounded())..<Int((frame.maxY / unit).rounded()) {
            for x in Int((frame.minX / unit).rounded())..<Int((frame.maxX / unit).rounded()) { lines[y][x] = letter }
        }
    }
    return lines.map { String($0) }.joined(separator: "\n")
}

@Suite("Column flow: rows turned on their side")
struct ColumnFlowTests {
    /// Boxes `width` wide, of the given heights.
    static func boxes(_ heights: [Double], width: Double = 10) -> [Size] {
        heights.map { Size(width: width, height: $0) }
    }

    @Test(
        "DESIGN.md's worked example, turned: height 200, spacing 10, heights 80, 70, 60, 90 make columns [80, 70] and [60, 90]"
    )
    func workedExampleTurned() {
        let plan = ColumnFlow(spacing: 10).plan(
            proposal: ProposedSize(width: nil, height: 200), sizes: Self.boxes([80, 70, 60, 90], width: 30))
        #expect(plan.axis == .columns)
        #expect(plan.frames.map(\.minY) == [0, 90, 0, 70])
        #expect(plan.frames.map(\.minX) == [0, 0, 40, 40])
        #expect(plan.size == Size(width: 70, height: 200))
        #expect(plan.rows.map { Array(plan.items(in: $0)) } == [[0, 1], [2, 3]])
        // A column is told along its flow: where it starts across, its length, its breadth.
        #expect(plan.rows.map(\.y) == [0, 40])
        #expect(plan.rows.map(\.width) == [160, 160])
        #expect(plan.rows.map(\.height) == [30, 30])
        #expect(plan.contentWidth == 70)
    }

    @Test("Equal to the limit stays in the column (rule 2); the next item wraps")
    func equalStays() {
        let plan = ColumnFlow(spacing: 10).plan(
            proposal: ProposedSize(width: nil, height: 250), sizes: Self.boxes([80.5, 69.5, 80, 0.5]))
        #expect(plan.rows.map(\.span) == [0..<3, 3..<4])
        #expect(plan.frames[2].maxY == 250)
    }

    @Test("An item taller than the limit takes a column of its own, unshrunk, and the height reports it")
    func tallItemAlone() {
        let plan = ColumnFlow(spacing: 5, lineSpacing: 7).plan(
            proposal: ProposedSize(width: nil, height: 100), sizes: Self.boxes([40, 150, 30, 20]))
        #expect(plan.rows.map(\.span) == [0..<1, 1..<2, 2..<4])
        #expect(plan.frames[1] == Rect(x: 17, y: 0, width: 10, height: 150))
        #expect(plan.size == Size(width: 44, height: 150))
    }

    @Test(
        "No height, or an infinite one, is one column at ideal size; the proposed width is ignored",
        arguments: [nil, Double.infinity])
    func oneColumn(height: Double?) {
        let sizes = [Size(width: 30, height: 10), Size(width: 50, height: 20), Size(width: 20, height: 5)]
        let plan = ColumnFlow(spacing: 4).plan(proposal: ProposedSize(width: 1, height: height), sizes: sizes)
        #expect(plan.rows.count == 1)
        #expect(plan.size == Size(width: 50, height: 43))
        #expect(
            picture(plan, unit: 5) == """
                AAAAAA....
                AAAAAA....
                ..........
                BBBBBBBBBB
                BBBBBBBBBB
                BBBBBBBBBB
                BBBBBBBBBB
                ..........
                CCCC......
                """)
    }

    @Test("No items: zero size")
    func empty() {
        let plan = ColumnFlow().plan(proposal: ProposedSize(width: 100, height: 100), sizes: [])
        #expect(plan.size == .zero)
        #expect(plan.frames.isEmpty)
    }

    @Test("A column is as wide as its widest item; columns are lineSpacing apart, items spacing apart")
    func gaps() {
        let sizes = [
            Size(width: 20, height: 20), Size(width: 40, height: 20), Size(width: 10, height: 20),
            Size(width: 30, height: 20),
        ]
        let plan = ColumnFlow(spacing: 5, lineSpacing: 15).plan(
            proposal: ProposedSize(width: nil, height: 50), sizes: sizes)
        #expect(plan.frames.map(\.minX) == [0, 0, 55, 55])
        #expect(plan.frames.map(\.minY) == [0, 25, 0, 25])
        #expect(plan.size == Size(width: 85, height: 50))
    }

    @Test("Right to left: the first column at the right, items at its right edge")
    func rightToLeft() {
        let sizes = [
            Size(width: 20, height: 20), Size(width: 40, height: 20), Size(width: 10, height: 20),
            Size(width: 30, height: 20),
        ]
        let plan = ColumnFlow(spacing: 10, direction: .rtl).plan(
            proposal: ProposedSize(width: nil, height: 50), sizes: sizes)
        #expect(
            picture(plan, unit: 10) == """
                ..C...AA
                ..C...AA
                ........
                DDD.BBBB
                DDD.BBBB
                """)
        #expect(plan.rows.map(\.y) == [40, 0])
    }

    @Test("Across a column: leading, center and trailing, mirrored in right-to-left")
    func acrossAColumn() {
        let sizes = [Size(width: 40, height: 10), Size(width: 20, height: 10)]
        func x(_ alignment: ColumnItemAlignment, _ direction: LayoutDirection) -> Double {
            ColumnFlow(itemAlignment: alignment, direction: direction)
                .plan(proposal: .unspecified, sizes: sizes).frames[1].minX
        }
        #expect([x(.leading, .ltr), x(.center, .ltr), x(.trailing, .ltr)] == [0, 10, 20])
        #expect([x(.leading, .rtl), x(.center, .rtl), x(.trailing, .rtl)] == [20, 10, 0])
    }

    @Test("Down a column: center, trailing, justify and grow fill the height as they fill a row's width")
    func downAColumn() {
        let sizes = Self.boxes([30, 20, 50])
        func frames(_ alignment: RowAlignment) -> [Rect] {
            ColumnFlow(spacing: 10, alignment: alignment, lastColumnAlignment: alignment)
                .plan(proposal: ProposedSize(width: nil, height: 100), sizes: sizes).frames
        }
        #expect(frames(.center).map(\.minY) == [20, 60, 25])
        #expect(frames(.trailing).map(\.minY) == [40, 80, 50])
        #expect(frames(.justify).map(\.minY) == [0, 80, 0])
        #expect(frames(.grow).map(\.height) == [50, 40, 100])
    }

    @Test("Balanced columns: as many as greedy, their heights as even as can be (3, 2, 2 rather than 3, 3, 1)")
    func balanced() {
        let sizes = Self.boxes([Double](repeating: 1, count: 7))
        let greedy = ColumnFlow(spacing: 1).plan(proposal: ProposedSize(width: nil, height: 5), sizes: sizes)
        let balanced = ColumnFlow(spacing: 1, lineBreaking: .balanced)
            .plan(proposal: ProposedSize(width: nil, height: 5), sizes: sizes)
        #expect(greedy.rows.map(\.span.count) == [3, 3, 1])
        #expect(balanced.rows.map(\.span.count) == [3, 2, 2])
    }

    @Test("Dense packing reorders items to use fewer columns")
    func dense() {
        let sizes = Self.boxes([60, 50, 40, 30])
        let proposal = ProposedSize(width: nil, height: 100)
        #expect(ColumnFlow(spacing: 10).plan(proposal: proposal, sizes: sizes).rows.count == 3)
        #expect(ColumnFlow(spacing: 10, lineBreaking: .dense).plan(proposal: proposal, sizes: sizes).rows.count == 2)
    }

    @Test("At most N columns: the rest is hidden and counted on a +N item ending the last column")
    func maxColumns() {
        let plan = ColumnFlow(spacing: 10, maxColumns: 1).plan(
            proposal: ProposedSize(width: nil, height: 110),
            items: Self.boxes([30, 30, 30, 30]).map { MeasuredItem(size: $0) },
            overflow: { _ in MeasuredItem(size: Size(width: 20, height: 30)) })
        #expect(plan.hidden == [2, 3])
        #expect(plan.overflow == OverflowPlacement(hiddenCount: 2, frame: Rect(x: 0, y: 80, width: 20, height: 30)))
        #expect(plan.size == Size(width: 20, height: 110))
    }

    @Test("At most N items in a column, and a forced break starts a new column")
    func limitsAndBreaks() {
        let items = Self.boxes([10, 10, 10, 10, 10]).map { MeasuredItem(size: $0) }
        let capped = ColumnFlow(maxItemsPerColumn: 2).plan(proposal: .unspecified, items: items)
        #expect(capped.rows.map(\.span) == [0..<2, 2..<4, 4..<5])
        var broken = items
        broken[3].breaksBefore = true
        let plan = ColumnFlow().plan(proposal: .unspecified, items: broken)
        #expect(plan.rows.map(\.span) == [0..<3, 3..<5])
    }
}
