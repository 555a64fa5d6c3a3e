import Foundation
import Primitives
import Spawn
import Testing

@testable import ChipRendering
@testable import TextShaping

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("SVG documents")
struct SVGWriterTests {
    static let style = ChipStyle(
        fill: try! Color(hex: "#f1f3f6"), stroke: try! Color(hex: "#d0d7de"), strokeWidth: 1,
        textColor: try! Color(hex: "#1f2328"))

    /// A row of chips with the given labels and links, on a white canvas.
    static func scene(
        _ labels: [(String, String?)], prefix: String = "tfx", background: Color? = try! Color(hex: "#fff")
    )
        throws -> ChipScene
    {
        let shaper = TextShaper(fonts: try FontLibrary.defaultStack())
        var x = 8.0
        let chips = labels.map { label, link in
            let text = shaper.shape(label, size: 16)
            // Whole-pixel boxes and baselines, so Cairo's pixel snapping changes nothing.
            let chip = PlacedChip(
                frame: Rect(x: x, y: 8, width: (text.width + 24).rounded(.up), height: 32), text: text,
                textOffset: Point(x: 12, y: ((32 + text.metrics.capHeight) / 2).rounded()), style: style, link: link)
            x += chip.frame.width + 8
            return chip
        }
        return ChipScene(
            width: x.rounded(.up), height: 48, background: background, chips: chips,
            title: labels.map(\.0).joined(separator: ", "), idPrefix: prefix)
    }

    func svg(_ scene: ChipScene) throws -> String {
        String(decoding: try ChipRenderer.render(scene, as: .svg), as: UTF8.self)
    }

    @Test("The document says what it shows: role, title and aria-label name the tags in order")
    func accessible() throws {
        let text = try svg(Self.scene([("Rock", nil), ("Jazz", nil)]))
        #expect(text.contains("role=\"img\" aria-label=\"Rock, Jazz\""))
        #expect(text.contains("<title>Rock, Jazz</title>"))
        #expect(text.contains("<g id=\"tfx-chip0\" data-label=\"Rock\">"))
        #expect(text.contains("<g id=\"tfx-chip1\" data-label=\"Jazz\">"))
    }

    @Test("Labels and links are XML-escaped wherever they appear in markup")
    func escaped() throws {
        let text = try svg(Self.scene([("R&B <live> \"quoted\" 'it'", "https://example.org/?a=1&b=<2>")]))
        #expect(text.contains("data-label=\"R&amp;B &lt;live&gt; &quot;quoted&quot; 'it'\""))
        #expect(text.contains("href=\"https://example.org/?a=1&amp;b=&lt;2&gt;\""))
        #expect(!text.contains("R&B"))
        // The whole document parses as XML.
        let document = try XMLDocument(data: Data(text.utf8))
        #expect(try document.nodes(forXPath: "//*[local-name()='a']").count == 1)
    }

    @Test("A chip with a link is wrapped in <a>; one without is not")
    func links() throws {
        let text = try svg(Self.scene([("Swift", "https://swift.org"), ("Go", nil)]))
        #expect(
            text.contains(
                "<a xlink:href=\"https://swift.org\" href=\"https://swift.org\" aria-label=\"Swift\">\n<g id=\"tfx-chip0\""
            ))
        #expect(text.components(separatedBy: "<a ").count == 2)
    }

    @Test("Each glyph outline is defined once and reused; every id carries the document's prefix")
    func glyphsDefinedOnce() throws {
        let text = try svg(Self.scene([("Rock", nil), ("Rock", nil), ("Rock", nil)], prefix: "cloudA"))
        let document = try XMLDocument(data: Data(text.utf8))
        let definitions = try document.nodes(forXPath: "//*[local-name()='defs']/*/@id").compactMap(\.stringValue)
        #expect(definitions.count == 4)  // R, o, c, k
        #expect(Set(definitions).count == definitions.count)
        #expect(try document.nodes(forXPath: "//*[local-name()='use']").count == 12)
        let ids = try document.nodes(forXPath: "//@id").compactMap(\.stringValue)
        #expect(ids.allSatisfy { $0.hasPrefix("cloudA-") })
    }

    @Test("A font's glyph slots grown after another font was numbered: every glyph still names its own outline")
    func slotsGrowBetweenFonts() throws {
        // é is glyph 616 of Inter (hb-shape), past the 512 slots a font gets at first; the Hangul
        // label's font is numbered before it, so Inter's slots grow in the middle of the table.
        // The second document takes the first one's slots, cleared (`SVGGlyphTable.recycle`).
        let scene = try Self.scene([("AVATAR", nil), ("힙합", nil), ("Café", nil)])
        for _ in 0..<2 {
            let document = try XMLDocument(data: Data(try svg(scene).utf8))
            let fonts = scene.chips.map { $0.text.runs[0].font }
            #expect(fonts[0] === fonts[2] && fonts[0] !== fonts[1], "Latin, Hangul, Latin")
            #expect(scene.chips[2].text.runs[0].glyphs.map(\.id).contains(616), "é")
            for (number, chip) in scene.chips.enumerated() {
                let path = "//*[@id='tfx-chip\(number)']//*[local-name()='use']/@*[local-name()='href']"
                let drawn = try document.nodes(forXPath: path).compactMap(\.stringValue)
                let font = number == 1 ? 1 : 0
                #expect(drawn == chip.text.runs[0].glyphs.map { "#tfx-f\(font)g\($0.id)" }, "chip \(number)")
            }
            let defined = try document.nodes(forXPath: "//*[local-name()='defs']/*/@id").compactMap(\.stringValue)
            #expect(defined.contains("tfx-f0g616") && defined.count == Set(defined).count)
        }
    }

    @Test("px units, a viewBox, and the same bytes every time")
    func stable() throws {
        let scene = try Self.scene([("Rock", nil), ("힙합", nil), ("👩‍💻", nil)])
        let first = try ChipRenderer.render(scene, as: .svg)
        let second = try ChipRenderer.render(scene, as: .svg)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains("width=\"\(Int(scene.width))px\" height=\"48px\" viewBox=\"0 0 \(Int(scene.width)) 48\""))
        let same = first == second
        #expect(same)
        // The emoji is an embedded PNG picture.
        #expect(text.contains("xlink:href=\"data:image/png;base64,iVBORw0KGgo"))
    }

    @Test("rsvg-convert draws our SVG as Cairo draws the PNG: the pictures agree pixel for pixel within antialiasing")
    func rsvgAgreesWithCairo() throws {
        let scene = try Self.scene([("AVATAR", nil), ("힙합 음악", nil), ("Café", "https://x.org")])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svgFile = folder.appendingPathComponent("cloud.svg")
        let pngFile = folder.appendingPathComponent("rsvg.png")
        try Data(try ChipRenderer.render(scene, as: .svg)).write(to: svgFile)
        let rsvg = try Spawn.run("/usr/bin/rsvg-convert", ["-z", "2", svgFile.path, "-o", pngFile.path])
        try #require(rsvg.status == 0, "rsvg-convert failed (Debian package librsvg2-bin)")

        let theirs = try #require(PNGImage(png: Array(try Data(contentsOf: pngFile))))
        let ours = try #require(PNGImage(png: try ChipRenderer.render(scene, as: .png, scale: 2)))
        #expect(theirs.width == ours.width && theirs.height == ours.height)
        // Cairo snaps chip edges to pixels and the renderers antialias differently; the shapes,
        // glyphs and colours must agree everywhere else.
        var differing = 0
        for (a, b) in zip(theirs.pixels, ours.pixels) where abs(Int(a) - Int(b)) > 64 { differing += 1 }
        #expect(
            Double(differing) / Double(ours.pixels.count) < 0.01, "\(differing) channel values differ by more than 64")
    }
}
