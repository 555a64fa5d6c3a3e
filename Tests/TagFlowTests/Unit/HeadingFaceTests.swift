import Foundation
import TagFlow
import Testing

/// Group headings in the style's heading weight (`CloudStyle.headingWeight`, the theme's).
@Suite("Heading weight")
struct HeadingFaceTests {
    static let tags = [CloudTag("Swift", group: "Languages"), CloudTag("Linux", group: "Systems")]

    static func layout(_ adjust: (inout CloudStyle) -> Void = { _ in }) throws -> CloudLayout {
        var style = CloudStyle()
        style.groupsStartRows = true
        style.groupHeadings = true
        adjust(&style)
        return try TagCloud(tags: tags, style: style).layout()
    }

    @Test(
        "Every theme heads groups in SemiBold (600); the headings are shaped in Inter SemiBold, the labels in Regular")
    func semiBold() throws {
        #expect(Theme.all.allSatisfy { $0.headingWeight == 600 })
        let layout = try Self.layout()
        let heading = try #require(layout.headings.first)
        #expect(
            heading.text.runs.allSatisfy { $0.font.styleName == "Semi Bold" },
            "\(heading.text.runs.map(\.font.styleName))")
        #expect(layout.chips.allSatisfy { $0.text.runs.allSatisfy { $0.font.styleName == "Regular" } })
        // hb-shape --font-funcs=ot Fonts/Inter-SemiBold.otf "Languages" → 14997 of 2816 per em.
        #expect(abs(heading.text.width - 14 * 14997 / 2816) < 1e-9)
    }

    @Test("headingWeight 400 draws headings in the labels' face; it survives JSON")
    func regularAndCodable() throws {
        let layout = try Self.layout { $0.headingWeight = 400 }
        // hb-shape --font-funcs=ot Fonts/Inter-Regular.otf "Languages" → 14588.
        #expect(abs(try #require(layout.headings.first).text.width - 14 * 14588 / 2816) < 1e-9)
        var style = CloudStyle(theme: .dark)
        style.headingWeight = 700
        let decoded = try JSONDecoder().decode(CloudStyle.self, from: JSONEncoder().encode(style))
        #expect(decoded.headingWeight == 700 && decoded == style)
        #expect(try JSONDecoder().decode(CloudStyle.self, from: Data("{}".utf8)).headingWeight == 600)
    }
}
