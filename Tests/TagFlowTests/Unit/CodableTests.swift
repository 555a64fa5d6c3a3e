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

/// What `JSONDecoder` reads is what the input files read (issue 35): bare labels, every colour
/// form, and a misspelt key named rather than dropped.
@Suite("Codable reads what the files read")
struct CodableReadsFilesTests {
    @Test("A bare string is a tag; a CSS colour name, #rgb and rgb() are colours")
    func bareAndColours() throws {
        let tags = try JSONDecoder().decode(
            [CloudTag].self,
            from: Data(##"["a", {"label": "b", "color": "tomato"}, {"label": "c", "color": "#f00"}]"##.utf8))
        #expect(tags.map(\.label) == ["a", "b", "c"])
        #expect(tags[1].color == Color(css: "tomato") && tags[2].color == Color(css: "#ff0000"))
        #expect(try JSONDecoder().decode(Color.self, from: Data(#""rgb(255, 0, 0)""#.utf8)) == Color(css: "red"))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Color.self, from: Data(#""tomatoe""#.utf8)) }
    }

    @Test(
        "An unknown key of a style, a chip or a tag is refused, naming the closest key",
        arguments: [
            (##"{"fontSiz": 20}"##, "fontSiz", "fontSize"),
            (
                ##"{"chip": {"fill": "#fff", "strokeWidth": 1, "textColor": "#000", "strokWidth": 2}}"##, "strokWidth",
                "strokeWidth"
            ),
        ])
    func unknownStyleKeys(json: String, key: String, closest: String) {
        do {
            _ = try JSONDecoder().decode(CloudStyle.self, from: Data(json.utf8))
            Issue.record("\(key) was ignored")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == "unknown key '\(key)' (did you mean '\(closest)'?)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test("An unknown tag key is refused too")
    func unknownTagKey() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CloudTag.self, from: Data(##"{"label": "x", "weigth": 2}"##.utf8))
        }
    }
}
