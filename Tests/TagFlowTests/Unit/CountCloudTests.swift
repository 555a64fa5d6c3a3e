import Foundation
import Testing

@testable import TagFlow

/// `CloudStyle.showWeight` and `CloudTag.value`: a second part in the chip, measured into its
/// width, kept whole when the label is cut, placed on the side the icon does not take, readable,
/// and read aloud in full.
@Suite("Counts in chips")
struct CountCloudTests {
    static let tags = [
        CloudTag("swift", weight: 12_400), CloudTag("rust", weight: 980), CloudTag("go", weight: 1_250_000),
        CloudTag("plain"),
    ]

    static func layout(
        _ tags: [CloudTag] = tags, _ adjust: (inout CloudStyle) -> Void = { _ in }
    ) throws -> CloudLayout {
        var style = CloudStyle()
        style.showWeight = true
        adjust(&style)
        return try TagCloud(tags: tags, style: style).layout()
    }

    @Test("Each weighted chip shows its weight compactly after the label, one gap apart, inside the padding")
    func placed() throws {
        let layout = try Self.layout()
        let counts = layout.chips.map { $0.count?.text.text }
        #expect(counts == ["12.4k", "980", "1.3M", nil])
        for chip in layout.chips {
            guard let count = chip.count else { continue }
            let labelEnd = chip.textOffset.x + chip.text.width
            // 0.4 em of 14 px between them, and the padding (12) after the count.
            #expect(abs(count.offset.x - labelEnd - 0.4 * 14) < 1e-9)
            #expect(abs(chip.frame.width - (count.offset.x + count.text.width) - 12) < 1e-9)
            #expect(count.offset.y == chip.textOffset.y)
            #expect(count.text.size == chip.text.size)
        }
    }

    @Test("The chip is wider by the gap and the count: the planner sees one wider item")
    func measured() throws {
        let plain = try Self.layout { $0.showWeight = false }
        let counted = try Self.layout()
        for (without, with) in zip(plain.chips, counted.chips) {
            let extra = with.count.map { $0.text.width + 0.4 * 14 } ?? 0
            #expect(abs(with.frame.width - without.frame.width - extra) < 1e-9)
        }
        // The count gap is the style's.
        let wide = try Self.layout { $0.countGap = 20 }
        #expect(abs(wide.chips[0].count!.offset.x - wide.chips[0].textOffset.x - wide.chips[0].text.width - 20) < 1e-9)
    }

    @Test("Without showWeight weights are not drawn; a value is drawn as given either way, in place of the weight")
    func values() throws {
        let tags = [CloudTag("swift", weight: 12_400, value: "v6.1"), CloudTag("rust", weight: 3)]
        let off = try Self.layout(tags) { $0.showWeight = false }
        #expect(off.chips.map { $0.count?.text.text } == ["v6.1", nil])
        #expect(off.chips[0].count?.spoken == "v6.1")
        let on = try Self.layout(tags)
        #expect(on.chips.map { $0.count?.text.text } == ["v6.1", "3"])
    }

    @Test("countWeight draws counts in a heavier face of the labels' family, wider; nil keeps the labels' face")
    func weight() throws {
        let regular = try Self.layout()
        let semibold = try Self.layout { $0.countWeight = 600 }
        let (plain, heavy) = (try #require(regular.chips[0].count), try #require(semibold.chips[0].count))
        #expect(heavy.text.text == plain.text.text && heavy.text.width > plain.text.width)
        #expect(heavy.text.runs[0].font !== plain.text.runs[0].font)
        #expect(plain.text.runs[0].font === regular.chips[0].text.runs[0].font)
        #expect(semibold.chips[0].frame.width > regular.chips[0].frame.width)
        var style = CloudStyle()
        style.countWeight = 0
        #expect(throws: StyleError.self) { try style.validate() }
    }

    @Test("A maximum chip width cuts the label, never the count")
    func ellipsis() throws {
        let layout = try Self.layout([CloudTag("a-rather-long-label-indeed", weight: 12_400)]) { $0.maxChipWidth = 120 }
        let chip = try #require(layout.chips.first)
        #expect(chip.text.text.hasSuffix("…"))
        #expect(chip.count?.text.text == "12.4k")
        #expect(chip.frame.width <= 120 + 1e-9)
        // Too narrow for one character, "…" and the count: refused, naming the width that works.
        #expect(throws: LayoutError.self) {
            try Self.layout([CloudTag("swift", weight: 12_400)]) { $0.maxChipWidth = 50 }
        }
    }

    @Test("Right to left, the count goes before the label (on its left)")
    func rightToLeft() throws {
        let layout = try Self.layout { style in style.updateRows { $0.direction = .rtl } }
        let chip = layout.chips[0]
        let count = try #require(chip.count)
        #expect(count.offset.x + count.text.width + 0.4 * 14 - chip.textOffset.x < 1e-9)
        #expect(abs(count.offset.x - 12) < 1e-9)
    }

    @Test("The default count colour is muted but reads at 4.5:1 on the chip; a chosen one is kept and warned about")
    func colours() throws {
        let layout = try Self.layout()
        let chip = layout.chips[0]
        let count = try #require(chip.count)
        let fill = chip.style.fill.composited(over: Color(red: 1, green: 1, blue: 1))
        #expect(count.color != chip.style.textColor)
        #expect(count.color.contrastRatio(with: fill) >= 4.5)
        #expect(count.color.contrastRatio(with: fill) < chip.style.textColor.contrastRatio(with: fill))
        var style = CloudStyle()
        style.showWeight = true
        style.countColor = try Color(hex: "#dddddd")
        let chosen = try TagCloud(tags: Self.tags, style: style).layout()
        #expect(chosen.chips[0].count?.color == style.countColor)
        let warnings = Readability.warnings(for: style, layout: chosen)
        #expect(warnings.contains { $0.contains("count colour #dddddd") && $0.contains("below WCAG") })
        #expect(Readability.warnings(for: CloudStyle(), layout: layout).isEmpty)
    }

    @Test("Read aloud: a linked chip's aria-label and the title name the full number, grouped")
    func accessible() throws {
        var tags = Self.tags
        tags[0].link = "https://stackoverflow.com/questions/tagged/swift"
        var style = CloudStyle()
        style.showWeight = true
        let cloud = TagCloud(tags: tags, style: style)
        let layout = try cloud.layout()
        #expect(layout.chips[0].accessibleLabel == "swift, 12,400")
        #expect(layout.title == "swift (12,400), rust (980), go (1,250,000), plain")
        let svg = String(decoding: try cloud.render(layout, as: .svg), as: UTF8.self)
        #expect(svg.contains("aria-label=\"swift, 12,400\""))
        #expect(svg.contains("data-count=\"12,400\""))
        #expect(svg.contains("<g class=\"c\""))
    }

    @Test("A value is one short line: readers and the library refuse others")
    func badValues() throws {
        for bad in ["", "a\nb", String(repeating: "9", count: 33)] {
            #expect(throws: LayoutError.self) { try Self.layout([CloudTag("x", value: bad)]) }
        }
        #expect(throws: InputError.self) {
            try TagReader().tags(from: Array("label,value\nx,\"a\nb\"\n".utf8), path: "t.csv")
        }
        #expect(throws: InputError.self) {
            try TagReader().tags(from: Array(#"[{"label":"x","value":"\u0007"}]"#.utf8), path: "t.json")
        }
        let read = try TagReader().tags(
            from: Array(#"[{"label":"x","value":" 12k "},{"label":"y","value":""}]"#.utf8), path: "t.json")
        #expect(read.map(\.value) == ["12k", nil])
        let csv = try TagReader().tags(from: Array("Label,Value\nx,v2\n".utf8), path: "t.csv")
        #expect(csv.map(\.value) == ["v2"])
    }

    @Test("Every door: the settings table, Codable (style and tag) and the layout JSON carry the count")
    func doors() throws {
        let settings = try CloudSettings([
            ManifestOption(key: "show-weight", value: .flag(true), place: "here"),
            ManifestOption(key: "count-color", value: .text("#555555"), place: "here"),
            ManifestOption(key: "count-gap", value: .number(4), place: "here"),
        ])
        #expect(settings.style.showWeight && settings.style.countGap == 4)
        #expect(settings.style.countColor == (try Color(hex: "#555555")))
        var style = CloudStyle()
        style.showWeight = true
        style.countColor = try Color(hex: "#123456")
        style.countGap = 3
        #expect(try JSONDecoder().decode(CloudStyle.self, from: JSONEncoder().encode(style)) == style)
        let plain = String(decoding: try JSONEncoder().encode(CloudStyle()), as: UTF8.self)
        #expect(!plain.contains("showWeight") && !plain.contains("count"))
        let tag = CloudTag("swift", weight: 2, value: "12k")
        #expect(try JSONDecoder().decode(CloudTag.self, from: JSONEncoder().encode(tag)) == tag)
        let layout = try Self.layout()
        #expect(layout.json.contains(#""count":{"text":"12.4k","spoken":"12,400","frame":["#))
        #expect(throws: SettingError.self) {
            try CloudSettings([ManifestOption(key: "count-gap", value: .number(-1), place: "here")])
        }
    }
}
