import TagFlow
import Testing

/// Clouds whose chips run down columns (`CloudStyle.layout = ColumnFlow(…)`, `maxHeight`).
@Suite("Column clouds")
struct ColumnCloudTests {
    static let labels = [
        "Swift", "Rust", "Go", "TypeScript", "Kotlin", "Zig", "WebAssembly", "C++", "Haskell", "OCaml",
    ]

    static func cloud(height: Double?, _ adjust: (inout CloudStyle) -> Void = { _ in }) -> TagCloud {
        var style = CloudStyle()
        style.layout = ColumnFlow(spacing: 8)
        style.maxHeight = height
        adjust(&style)
        return TagCloud(tags: labels.map { CloudTag($0) }, style: style)
    }

    /// The chips of each column (by the layout's row number), in input order.
    static func columns(_ layout: CloudLayout) -> [[PlacedChip]] {
        Dictionary(grouping: layout.chips, by: \.row).sorted { $0.key < $1.key }.map(\.value)
    }

    @Test("Chips run top to bottom in input order and wrap into a new column at the height")
    func wrapsAtHeight() throws {
        let layout = try Self.cloud(height: 120).layout()
        let columns = Self.columns(layout)
        #expect(columns.count > 1)
        #expect(columns.flatMap { $0.map(\.label) } == Self.labels)
        for column in columns {
            #expect(Set(column.map(\.frame.minX)).count == 1, "a column's chips share their left edge")
            for (a, b) in zip(column, column.dropFirst()) { #expect(b.frame.minY == a.frame.maxY + 8) }
            #expect(column.last!.frame.maxY <= 16 + 120)
        }
        // The next column's first chip would not have fitted below the last one (rule 2).
        for (a, b) in zip(columns, columns.dropFirst()) {
            #expect(a.last!.frame.maxY + 8 + b.first!.frame.height > 16 + 120)
            #expect(b.first!.frame.minX == a.map(\.frame.maxX).max()! + 8)
        }
        // The canvas hugs the columns: as wide as they are, as tall as the tallest.
        #expect(layout.width == (columns.last!.map(\.frame.maxX).max()! + 16).rounded(.up))
        #expect(layout.height == (layout.chips.map(\.frame.maxY).max()! + 16).rounded(.up))
    }

    @Test("No height: one column; fit width makes the canvas exactly the height tall")
    func heights() throws {
        #expect(Set(try Self.cloud(height: nil).layout().chips.map(\.row)) == [0])
        let exact = try Self.cloud(height: 400) { $0.fit = .width }.layout()
        #expect(exact.height == 400 + 32)
        #expect(try Self.cloud(height: 400).layout().height < 400 + 32)
    }

    @Test("Right to left: the first column at the right")
    func rightToLeft() throws {
        let layout = try Self.cloud(height: 120) { $0.layout = ColumnFlow(spacing: 8, direction: .rtl) }.layout()
        let columns = Self.columns(layout)
        // The canvas is rounded up to whole px, and mirroring leaves a last bit of rounding.
        #expect(abs(columns.first!.map(\.frame.maxX).max()! - layout.chips.map(\.frame.maxX).max()!) < 1e-9)
        #expect(layout.width - 16 - columns.first!.map(\.frame.maxX).max()! < 1)
        #expect(abs(columns.last!.map(\.frame.minX).min()! - 16) < 1e-9)
    }

    @Test("Each group starts a column, behind its heading")
    func groupsStartColumns() throws {
        let tags = ["a", "b", "c"].flatMap { name in (1...2).map { CloudTag(name + String($0), group: name) } }
        var style = CloudStyle()
        style.layout = ColumnFlow()
        style.maxHeight = 500
        style.groupsStartRows = true
        style.groupHeadings = true
        let layout = try TagCloud(tags: tags, style: style).layout()
        #expect(layout.chips.map(\.row) == [0, 0, 1, 1, 2, 2])
        #expect(layout.headings.map(\.label) == ["a", "b", "c"])
        #expect(layout.headings.map(\.row) == [0, 1, 2])
    }

    @Test("At most two columns: the rest is counted on a +N chip at the end of the second")
    func maxColumns() throws {
        let layout = try Self.cloud(height: 100) { $0.layout = ColumnFlow(maxColumns: 2) }.layout()
        let overflow = try #require(layout.overflow)
        #expect(overflow.label == "+\(layout.hidden.count)")
        #expect(overflow.row == 1)
        #expect(Set(layout.chips.map(\.row)) == [0, 1])
    }
}
