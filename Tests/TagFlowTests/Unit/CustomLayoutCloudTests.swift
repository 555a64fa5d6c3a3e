import LayoutExamples
import TagFlow
import Testing

/// Written with nothing but `import TagFlow`, as a user would. (The diagonal of chips comes
/// from `LayoutExamples`, shared with the planner's tests.)
///
/// A fixed grid: `columns` cells across, each `cell` big, a chip at each cell's top-left corner,
/// row after row; one `Row` per grid row.
private struct FixedGrid: Layout {
    var columns: Int
    var cell: Size
    var spacing: Double

    func plan(proposal: ProposedSize, items: [MeasuredItem], overflow: ((Int) -> MeasuredItem)?) -> Plan {
        let frames = items.indices.map { index in
            Rect(
                origin: Point(
                    x: Double(index % columns) * (cell.width + spacing),
                    y: Double(index / columns) * (cell.height + spacing)),
                size: items[index].size)
        }
        let rowCount = (items.count + columns - 1) / columns
        let rows = (0..<rowCount).map { row in
            Row(
                span: (row * columns)..<min(items.count, (row + 1) * columns), y: Double(row) * (cell.height + spacing),
                width: Double(columns) * cell.width + Double(columns - 1) * spacing, height: cell.height)
        }
        let size = Size(
            width: Double(min(columns, items.count)) * (cell.width + spacing) - spacing,
            height: Double(rowCount) * (cell.height + spacing) - spacing)
        return Plan(size: items.isEmpty ? .zero : size, frames: frames, rows: rows, order: Array(items.indices))
    }
}

/// Reports the proposal it was given as its size, so a test can see what a cloud proposes.
private struct ProposalEcho: Layout {
    var spacing = 0.0

    func plan(proposal: ProposedSize, items: [MeasuredItem], overflow: ((Int) -> MeasuredItem)?) -> Plan {
        Plan(
            size: Size(width: proposal.width ?? -1, height: proposal.height ?? -1),
            frames: items.map { Rect(origin: .zero, size: $0.size) }, rows: [], order: Array(items.indices))
    }
}

/// Shows the first item only, and the "+N" item the cloud hands it after it: the rest hidden.
private struct FirstOnly: Layout {
    var spacing = 8.0

    func plan(proposal: ProposedSize, items: [MeasuredItem], overflow: ((Int) -> MeasuredItem)?) -> Plan {
        guard let first = items.first, let more = overflow?(items.count - 1) else {
            return Plan(size: .zero, frames: items.map { Rect(origin: .zero, size: $0.size) }, rows: [], order: [])
        }
        let moreFrame = Rect(origin: Point(x: first.size.width + spacing, y: 0), size: more.size)
        return Plan(
            size: Size(width: moreFrame.maxX, height: max(first.size.height, more.size.height)),
            frames: items.map { Rect(origin: .zero, size: $0.size) },
            rows: [Row(span: 0..<1, y: 0, width: moreFrame.maxX, height: first.size.height)], order: [0],
            hidden: Array(items.indices.dropFirst()),
            overflow: OverflowPlacement(hiddenCount: items.count - 1, frame: moreFrame, row: 0))
    }
}

@Suite("A cloud arranged by a Layout of the user's own")
struct CustomLayoutCloudTests {
    static let labels = ["Swift", "Linux", "Cairo", "HarfBuzz", "FreeType"]

    static func cloud(_ layout: (any Layout)?, _ adjust: (inout CloudStyle) -> Void = { _ in }) -> TagCloud {
        var style = CloudStyle()
        if let layout { style.layout = layout }
        adjust(&style)
        return TagCloud(tags: labels.map { CloudTag($0) }, style: style)
    }

    @Test("A diagonal: each chip below and to the right of the last, inside the margins, in input order")
    func diagonal() throws {
        let layout = try Self.cloud(Diagonal(spacing: 6)).layout()
        #expect(layout.chips.map(\.label) == Self.labels)
        var corner = Point(x: 16, y: 16)
        for chip in layout.chips {
            #expect(chip.frame.origin == corner, "\(chip.label)")
            corner = Point(x: chip.frame.maxX + 6, y: chip.frame.maxY + 6)
        }
        #expect(layout.chips.map(\.row) == [0, 1, 2, 3, 4])
        let last = try #require(layout.chips.last)
        #expect(layout.width == (last.frame.maxX + 16).rounded(.up))
        #expect(layout.height == (last.frame.maxY + 16).rounded(.up))
        let svg = String(decoding: try Self.cloud(Diagonal(spacing: 6)).render(as: .svg), as: UTF8.self)
        #expect(Self.labels.allSatisfy { svg.contains($0) })
    }

    @Test("A fixed grid of 2 columns of 100 × 40 cells, 10 px apart: chips at the cells' corners")
    func fixedGrid() throws {
        let grid = FixedGrid(columns: 2, cell: Size(width: 100, height: 40), spacing: 10)
        // As wide as the grid, not just its chips (the cells are wider than most of them).
        let layout = try Self.cloud(grid) { $0.fit = .width }.layout()
        #expect(
            layout.chips.map(\.frame.origin) == [
                Point(x: 16, y: 16), Point(x: 126, y: 16), Point(x: 16, y: 66), Point(x: 126, y: 66),
                Point(x: 16, y: 116),
            ])
        #expect(layout.chips.map(\.row) == [0, 0, 1, 1, 2])
        #expect(layout.width == 210 + 32)
        #expect(layout.height == 140 + 32)
    }

    @Test("A layout of the user's own is handed the \"+N\" item, though no row limit is set")
    func overflowHanded() throws {
        let layout = try Self.cloud(FirstOnly()).layout()
        #expect(layout.chips.map(\.label) == ["Swift"])
        #expect(layout.hidden == ["Linux", "Cairo", "HarfBuzz", "FreeType"])
        let more = try #require(layout.overflow)
        #expect(more.label == "+4")
        let first = try #require(layout.chips.first)
        #expect(more.frame.origin.x > first.frame.maxX)
    }

    @Test("The layout is proposed the style's maxWidth by maxHeight")
    func proposal() throws {
        let layout = try Self.cloud(ProposalEcho()) {
            $0.maxWidth = 300
            $0.maxHeight = 120
            $0.fit = .width
        }.layout()
        #expect(layout.width == 300 + 32)
        #expect(layout.height == 120 + 32)
    }

    @Test("No layout is the rows of flow, byte for byte; styles compare their layouts by value")
    func styleEquality() throws {
        #expect(
            try Self.cloud(nil).render(as: .svg) == TagCloud(tags: Self.labels.map { CloudTag($0) }).render(as: .svg))
        var a = CloudStyle()
        var b = CloudStyle()
        #expect(a == b)
        a.layout = Diagonal(spacing: 4)
        #expect(a != b)
        b.layout = Diagonal(spacing: 4)
        #expect(a == b && a.hashValue == b.hashValue)
        b.layout = Diagonal(spacing: 5)
        #expect(a != b)
        b.layout = ColumnFlow(spacing: 4)
        #expect(a != b)
        #expect(b.layout as? ColumnFlow == ColumnFlow(spacing: 4))
    }
}
