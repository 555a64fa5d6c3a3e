import Testing

@testable import TagFlow

/// The same tags written as text, TSV, CSV and JSON must make the same cloud: the parsers differ,
/// the chips may not. The binary's side of this is in `InputFormatsEndToEndTests` (tagflowTests).
@Suite("Every input format gives the same chips for the same labels")
struct InputFormatEquivalenceTests {
    /// Weights, a colour, a link, a label with a comma, one with quotes, Hangul, and one bare label.
    static let expected: [CloudTag] = [
        CloudTag("Swift", weight: 3, link: "https://swift.org"),
        CloudTag("C, the language", weight: 1),
        CloudTag("say \"hi\"", weight: 2, color: try! Color(hex: "#ff8800")),
        CloudTag("한국어", weight: 5),
        CloudTag("plain"),
    ]

    static let text = "Swift\t3\t\thttps://swift.org\nC, the language\t1\nsay \"hi\"\t2\t#ff8800\n한국어\t5\nplain\n"

    /// Columns in another order and case, CRLF line ends, every kind of quoting.
    static let csv =
        "Link,LABEL,weight,Color\r\n" + "https://swift.org,Swift,3,\r\n" + ",\"C, the language\",1,\r\n"
        + ",\"say \"\"hi\"\"\",2,#ff8800\r\n" + ",한국어,5,\r\n" + ",\"plain\",,\r\n"

    static let json = """
        [
          {"label": "Swift", "weight": 3, "link": "https://swift.org"},
          {"label": "C, the language", "weight": 1},
          {"label": "say \\"hi\\"", "weight": 2.0, "color": "#FF8800"},
          {"label": "\\ud55c\\uad6d\\uc5b4", "weight": 5e0, "color": null},
          "plain"
        ]

        """

    static let inputs: [(path: String, text: String)] = [
        ("tags.txt", text), ("tags.tsv", text), ("tags.csv", csv), ("tags.json", json),
    ]

    static func tags(_ path: String, _ text: String) throws -> [CloudTag] {
        try TagReader().tags(from: Array(text.utf8), path: path).map { tag in
            var tag = tag
            tag.line = nil
            return tag
        }
    }

    /// Weighted sizes, so the weights show in the frames; narrow, so there are several rows.
    static var style: CloudStyle {
        var style = CloudStyle()
        style.sizeByWeight = WeightScale()
        style.maxWidth = 260
        return style
    }

    @Test("Each format reads the same tags (label, weight, colour, link)", arguments: inputs.map(\.path))
    func sameTags(path: String) throws {
        let text = Self.inputs.first { $0.path == path }!.text
        #expect(try Self.tags(path, text) == Self.expected)
    }

    @Test("Each format lays out the same chips (labels, frames, rows) and draws the same SVG bytes")
    func sameChipsAndSVG() throws {
        let reference = TagCloud(tags: Self.expected, style: Self.style)
        let referenceLayout = try reference.layout()
        let referenceSVG = try reference.render(referenceLayout, as: .svg)
        // The example means something: several rows, the colour and the link are drawn.
        #expect(Set(referenceLayout.chips.map(\.row)).count > 1)
        let svgText = String(decoding: referenceSVG, as: UTF8.self)
        #expect(svgText.contains("href=\"https://swift.org\""))
        #expect(svgText.contains("fill=\"#f80\""))
        #expect(svgText.contains("C, the language") && svgText.contains("say &quot;hi&quot;"))

        for (path, text) in Self.inputs {
            let cloud = TagCloud(tags: try Self.tags(path, text), style: Self.style)
            let layout = try cloud.layout()
            #expect(layout.chips.map(\.label) == referenceLayout.chips.map(\.label), "\(path)")
            #expect(layout.chips.map(\.frame) == referenceLayout.chips.map(\.frame), "\(path)")
            #expect(layout.chips.map(\.row) == referenceLayout.chips.map(\.row), "\(path)")
            #expect(layout.width == referenceLayout.width && layout.height == referenceLayout.height, "\(path)")
            #expect(layout.json == referenceLayout.json, "\(path)")
            #expect(try cloud.render(layout, as: .svg) == referenceSVG, "\(path)")
        }
    }

    @Test("Without the weights the frames differ: the comparison above is not comparing equal defaults")
    func weightsMatter() throws {
        let unweighted = Self.expected.map { CloudTag($0.label, color: $0.color, link: $0.link, line: nil) }
        let weighted = try TagCloud(tags: Self.expected, style: Self.style).layout()
        let plain = try TagCloud(tags: unweighted, style: Self.style).layout()
        #expect(weighted.chips.map(\.frame) != plain.chips.map(\.frame))
    }
}
