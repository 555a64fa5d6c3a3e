import Testing

@testable import ChipRendering
@testable import TagFlow

/// Icons through the library: made from bytes, counted in every width rule, placed by direction.
@Suite("Icons in the layout")
struct IconLayoutTests {
    static let square = try! ChipIcon(
        data: Array(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" fill=\"currentColor\" viewBox=\"0 0 16 16\"><path d=\"M0 0h16v16H0z\"/></svg>"
                .utf8))
    static let wide = try! ChipIcon(
        data: Array(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"32px\" height=\"16\"><rect width=\"32\" height=\"16\"/></svg>"
                .utf8))

    func chip(_ tags: [CloudTag], _ style: CloudStyle = CloudStyle()) throws -> [PlacedChip] {
        try TagCloud(tags: tags, style: style).layout().chips
    }

    @Test("bytes in: the icon's size from its viewBox or its width and height, currentColor seen")
    func fromBytes() {
        #expect(Self.square.kind == .svg && Self.square.width == 16 && Self.square.height == 16)
        #expect(Self.square.takesTextColor)
        #expect(Self.wide.width == 32 && Self.wide.height == 16 && !Self.wide.takesTextColor)
    }

    @Test("the chip is as much wider as the icon and the gap; the pair is centred; RTL puts the icon after")
    func placement() throws {
        var style = CloudStyle()
        let plain = try chip([CloudTag("Swift")], style)[0]
        let with = try chip([CloudTag("Swift", icon: Self.square)], style)[0]
        #expect(abs(with.frame.width - plain.frame.width - (14 + 3.5)) < 1e-9)
        let icon = try #require(with.icon)
        #expect(icon.frame.minX == 12 && icon.frame.width == 14)
        #expect(abs(with.textOffset.x - (12 + 14 + 3.5)) < 1e-9)
        #expect(icon.color == style.chip.textColor)
        style.updateRows { $0.direction = .rtl }
        let rtl = try chip([CloudTag("Swift", icon: Self.square)], style)[0]
        #expect(rtl.textOffset.x == 12)
        #expect(abs(rtl.icon!.frame.maxX - (rtl.frame.width - 12)) < 1e-9)
    }

    @Test("--icon-size and --icon-gap: cap height, line height, ems; a wide icon keeps its ratio")
    func sizes() throws {
        var style = CloudStyle()
        style.iconGap = 6
        style.iconSize = .capHeight
        let cap = try chip([CloudTag("H", icon: Self.wide)], style)[0]
        let metrics = cap.text.metrics
        #expect(abs(cap.icon!.frame.height - metrics.capHeight) < 1e-9)
        #expect(abs(cap.icon!.frame.width - 2 * metrics.capHeight) < 1e-9)
        style.iconSize = .lineHeight
        #expect(
            abs(try chip([CloudTag("H", icon: Self.wide)], style)[0].icon!.frame.height - metrics.lineHeight) < 1e-9)
        style.iconSize = .em(2)
        let big = try chip([CloudTag("H", icon: Self.wide)], style)[0]
        // Taller than the line: the chip grows to hold it, the icon centred top to bottom.
        #expect(big.frame.height == 28 + 12)
        #expect(big.icon!.frame.minY == 6)
    }

    @Test("--max-chip-width counts the icon: the label is cut shorter beside it")
    func maxChipWidth() throws {
        var style = CloudStyle()
        style.maxChipWidth = 100
        let label = "Kubernetes Operators"
        let plain = try chip([CloudTag(label)], style)[0]
        let with = try chip([CloudTag(label, icon: Self.square)], style)[0]
        #expect(with.frame.width <= 100 && plain.frame.width <= 100)
        #expect(with.text.text.count < plain.text.text.count)
        #expect(with.text.text.hasSuffix("…"))
    }

    @Test("the id prefix changes with the icon, and the SVG never holds what the filter left out")
    func idPrefix() throws {
        let a = try TagCloud(tags: [CloudTag("A", icon: Self.square)]).render(as: .svg)
        let b = try TagCloud(tags: [CloudTag("A", icon: Self.wide)]).render(as: .svg)
        let plain = try TagCloud(tags: [CloudTag("A")]).render(as: .svg)
        let prefix = { (svg: [UInt8]) in String(decoding: svg, as: UTF8.self).split(separator: "id=\"")[1].prefix(10) }
        #expect(prefix(a) != prefix(b) && prefix(a) != prefix(plain))
    }

    @Test("an icon name without TagReader.iconFolder is refused naming the property, never a flag")
    func nameWithoutFolder() throws {
        let list = Array("label,icon\nPython,python\n".utf8)
        #expect(throws: InputError.noIconFolder(source: "l.csv", line: 2, name: "python")) {
            try TagReader().tags(from: list, path: "l.csv")
        }
        let said = InputError.noIconFolder(source: "l.csv", line: 2, name: "python").description
        #expect(said.hasPrefix("l.csv:2: icon 'python' is a name") && said.hasSuffix("; set TagReader.iconFolder"))
        #expect(!said.contains("--"))
    }
}
