import Foundation
import Testing

@testable import TagFlow

/// Icons in JSON: a tag's icon as its file in a `data:` URL, a style's icon looks under their
/// names, a layout's icon boxes; and the library's icon rules as typed errors.
@Suite("Icons in JSON and the style rules")
struct IconCodableTests {
    static let svg =
        "<svg xmlns=\"http://www.w3.org/2000/svg\" fill=\"currentColor\" viewBox=\"0 0 16 16\"><path d=\"M0 0h16v16H0z\"/></svg>"
    static let square = try! ChipIcon(data: Array(svg.utf8))

    @Test("A tag's icon round-trips as its file in a data: URL, checked again on the way in")
    func tagIcon() throws {
        let tag = CloudTag("Swift", icon: Self.square)
        let json = String(decoding: try JSONEncoder().encode(tag), as: UTF8.self)
        // Independently made: the file's Base64 by Foundation, not TagFlow's encoder.
        let expected = "data:image/svg+xml;base64," + Data(Self.svg.utf8).base64EncodedString()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String])
        #expect(object == ["label": "Swift", "icon": expected])
        let decoded = try JSONDecoder().decode(CloudTag.self, from: Data(json.utf8))
        #expect(decoded == tag && decoded.icon?.takesTextColor == true)

        let hostile = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'><script>alert(1)</script></svg>"
        let bad =
            #"{"label":"x","icon":"data:image/svg+xml;base64,"# + Data(hostile.utf8).base64EncodedString() + #""}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CloudTag.self, from: Data(bad.utf8)) }
        for other in ["icons/swift.svg", "data:image/png;base64,@@@@", "data:text/html;base64,PGI+"] {
            let text = #"{"label":"x","icon":"\#(other)"}"#
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(CloudTag.self, from: Data(text.utf8)) }
        }
    }

    @Test("A PNG icon round-trips byte for byte")
    func pngIcon() throws {
        // A PNG made by Cairo, not by the icon code.
        let cloud = TagCloud(tags: ["Go"])
        let png = try cloud.render(try cloud.layout(), as: .png)
        let tag = CloudTag("Go", icon: try ChipIcon(data: png))
        let decoded = try JSONDecoder().decode(CloudTag.self, from: JSONEncoder().encode(tag))
        #expect(decoded == tag && decoded.icon?.kind == .png)
    }

    @Test("A style's icon size, gap and colour round-trip and decode alone over the defaults")
    func styleIcons() throws {
        var style = CloudStyle()
        style.iconSize = .em(1.25)
        style.iconGap = 6
        style.iconColor = "#ff0000"
        #expect(try JSONDecoder().decode(CloudStyle.self, from: JSONEncoder().encode(style)) == style)
        let partial = try JSONDecoder().decode(
            CloudStyle.self, from: Data(##"{"iconSize": "cap", "iconColor": "#00ff00"}"##.utf8))
        var expected = CloudStyle()
        expected.iconSize = .capHeight
        expected.iconColor = "#00ff00"
        #expect(partial == expected)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CloudStyle.self, from: Data(#"{"iconSize": "huge"}"#.utf8))
        }
    }

    @Test("Icon sizes and gaps outside the library's ranges are StyleErrors, from layout() too")
    func styleRules() throws {
        var style = CloudStyle()
        style.iconSize = .em(11)
        #expect(throws: StyleError.iconSizeOutOfRange(em: 11)) { try style.validate() }
        #expect(throws: StyleError.iconSizeOutOfRange(em: 11)) {
            try TagCloud(tags: [CloudTag("a", icon: Self.square)], style: style).layout()
        }
        style.iconSize = .em(0.1)
        style.iconGap = -1
        #expect(throws: StyleError.iconGapOutOfRange(iconGap: -1)) { try style.validate() }
        style.iconGap = .nan
        #expect(throws: StyleError.self) { try style.validate() }
        #expect(IconSize("1.5EM") == .em(1.5) && IconSize("line") == .lineHeight && IconSize("x") == nil)
        #expect(IconSize.em(1.5).description == "1.5em" && IconSize.em(1).description == "1em")
    }

    @Test("The layout JSON gives an icon's kind, box in canvas px and colour; chips without one have no key")
    func layoutJSON() throws {
        let cloud = TagCloud(tags: [CloudTag("Swift", icon: Self.square), "Linux"])
        let layout = try cloud.layout()
        let emitted = try #require(try JSONSerialization.jsonObject(with: Data(layout.json.utf8)) as? [String: Any])
        let chips = try #require(emitted["chips"] as? [[String: Any]])
        let icon = try #require(chips[0]["icon"] as? [String: Any])
        let placed = try #require(layout.chips[0].icon)
        let frame = layout.chips[0].frame
        #expect(icon["kind"] as? String == "svg")
        #expect(
            icon["frame"] as? [Double] == [
                frame.minX + placed.frame.minX, frame.minY + placed.frame.minY, placed.frame.width,
                placed.frame.height,
            ])
        #expect(icon["color"] as? String == CloudStyle().chip.textColor.description)
        #expect(chips[1]["icon"] == nil)
        let encoded = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(layout)) as? [String: Any])
        let encodedChips = try #require(encoded["chips"] as? [[String: Any]])
        #expect(encodedChips[0]["iconFrame"] as? [Double] == icon["frame"] as? [Double])
        #expect(encodedChips[1]["iconFrame"] == nil)
    }
}
