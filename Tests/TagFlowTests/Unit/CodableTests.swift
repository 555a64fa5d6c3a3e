import Foundation
import TagFlow
import Testing

/// Tags, styles and layouts in JSON: tags with the input files' keys, styles under their Swift
/// names (any subset decodes over the defaults), layouts in `--emit-layout`'s shape plus paint.
@Suite("Codable tags, styles and layouts")
struct CodableTests {
    @Test("A tag round-trips with the JSON input keys, leaving out what is unset; a bad colour is refused")
    func tags() throws {
        var tag = CloudTag("R&D", weight: 2, color: "#ff8800", link: "https://example.org", group: "lab")
        tag.breaksBefore = true
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode([tag, "Swift"]), as: UTF8.self)
        #expect(
            json
                == ##"[{"break":true,"color":"#ff8800","group":"lab","label":"R&D","link":"https://example.org","weight":2},"##
                + ##"{"label":"Swift"}]"##)
        #expect(try JSONDecoder().decode([CloudTag].self, from: Data(json.utf8)) == [tag, "Swift"])
        // The same JSON the `.json` input reader takes gives the same tags.
        let read = try TagReader(format: .json).tags(from: Array(json.utf8), path: "t.json")
        #expect(read.map(\.label) == ["R&D", "Swift"] && read[0].color == tag.color && read[0].breaksBefore)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CloudTag.self, from: Data(##"{"label":"x","color":"#zzzzzz"}"##.utf8))
        }
    }

    @Test("A style round-trips, columns included; a partial one keeps the defaults for the rest")
    func styles() throws {
        var style = CloudStyle(theme: .pastel)
        style.layout = ColumnFlow(spacing: 6, lineSpacing: 10, alignment: .center, maxColumns: 2)
        style.maxHeight = 200
        style.sizeByWeight = WeightScale(minFontSize: 10, maxFontSize: 20, curve: .log)
        style.font = FontRequest(source: .file(path: "/fonts/A.ttc", index: 1), weight: 600)
        style.background = "#0d1117"
        let data = try JSONEncoder().encode(style)
        #expect(try JSONDecoder().decode(CloudStyle.self, from: data) == style)

        let partial = try JSONDecoder().decode(
            CloudStyle.self, from: Data(##"{"maxWidth": 300, "background": "#ffffff", "sort": "weight"}"##.utf8))
        var expected = CloudStyle()
        expected.maxWidth = 300
        expected.background = "#ffffff"
        expected.sort = .weight
        #expect(partial == expected)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CloudStyle.self, from: Data(#"{"layout": {"diagonal": {}}}"#.utf8))
        }
    }

    /// A layout of one's own has no JSON form.
    struct Stack: Layout {
        var spacing: Double = 8

        func plan(proposal: ProposedSize, items: [MeasuredItem], overflow: ((Int) -> MeasuredItem)?) -> Plan {
            RowFlow(maxItemsPerRow: 1).plan(proposal: proposal, items: items, overflow: overflow)
        }
    }

    @Test("A layout of one's own cannot be encoded, and says so")
    func customLayout() {
        var style = CloudStyle()
        style.layout = Stack()
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(style) }
    }

    @Test("A layout encodes --emit-layout's shape, with each chip's paint and link besides")
    func layouts() throws {
        let cloud = TagCloud(tags: [CloudTag("Swift", link: "https://swift.org"), "Linux"])
        let layout = try cloud.layout()
        let encoded = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(layout)) as? [String: Any])
        let emitted = try #require(
            try JSONSerialization.jsonObject(with: Data(layout.json.utf8)) as? [String: Any])
        #expect(encoded["width"] as? Double == emitted["width"] as? Double)
        let chips = try #require(encoded["chips"] as? [[String: Any]])
        let emittedChips = try #require(emitted["chips"] as? [[String: Any]])
        #expect(chips.map { $0["label"] as? String } == emittedChips.map { $0["label"] as? String })
        #expect(chips.map { $0["frame"] as? [Double] } == emittedChips.map { $0["frame"] as? [Double] })
        #expect(chips[0]["link"] as? String == "https://swift.org")
        #expect(chips[1]["fill"] as? String == "#f1f3f6")
    }
}
