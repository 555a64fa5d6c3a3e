import ChipRendering
import Foundation
import Testing

@testable import TagFlow

/// The link guard is the library's, not the reader's: a Swift caller's tags, a decoded tag, a
/// layout edited by hand and an animation are refused exactly as a list read from a file is,
/// in every format, unless the cloud allows unsafe links.
@Suite("Link guard in the library")
struct LinkGuardTests {

    @Test(
        "Links a browser runs as code are refused, however they are spelled; others pass",
        arguments: [
            ("javascript:alert(1)", "javascript"), ("  JavaScript:x", "javascript"), ("java\tscript:x", "javascript"),
            ("\u{01}vbscript:msgbox", "vbscript"), ("DATA:text/html,<script>", "data"), ("https://swift.org", nil),
            ("mailto:a@b.c", nil), ("/relative/javascript:", nil), ("#anchor", nil), ("javascript", nil),
        ] as [(String, String?)])
    func unsafeSchemes(link: String, scheme: String?) {
        #expect(LinkSafety.unsafeScheme(of: link) == scheme)
    }

    @Test(
        "A Swift caller's javascript: link is refused with a typed error in every format",
        arguments: ["svg", "png", "pdf"])
    func swiftCaller(name: String) {
        let format = ChipRendering.OutputFormat(rawValue: name)!
        let cloud = TagCloud(tags: ["fine", CloudTag("x", link: "javascript:alert(1)")])
        #expect(throws: RenderError.unsafeLink(index: 1, label: "x", link: "javascript:alert(1)", scheme: "javascript"))
        {
            try cloud.render(as: format)
        }
        #expect(throws: RenderError.self) { try cloud.layout() }
    }

    @Test("allowsUnsafeLinks keeps the link, as --allow-unsafe-links does")
    func allowed() throws {
        var cloud = TagCloud(tags: [CloudTag("x", link: "javascript:alert(1)")])
        cloud.allowsUnsafeLinks = true
        let svg = String(decoding: try cloud.render(as: .svg), as: UTF8.self)
        #expect(svg.contains("href=\"javascript:alert(1)\""))
        #expect(try cloud.render(as: .pdf).count > 0)
    }

    @Test(
        "A layout edited by hand, or a scene made by hand, is refused by the renderer",
        arguments: ["svg", "png", "pdf"])
    func handMade(name: String) throws {
        let format = ChipRendering.OutputFormat(rawValue: name)!
        let cloud = TagCloud(tags: ["a", "b"])
        var layout = try cloud.layout()
        layout.chips[1].link = " VBScript:msgbox(1)"
        #expect(throws: RenderError.unsafeLink(index: 1, label: "b", link: " VBScript:msgbox(1)", scheme: "vbscript")) {
            try cloud.render(layout, as: format)
        }
        // The snapshot library draws layouts through an empty cloud: the same guard.
        #expect(throws: RenderError.self) { try TagCloud(tags: []).render(layout, as: format) }
        var scene = cloud.scene(for: layout)
        #expect(throws: RenderError.self) { try ChipRenderer.render(scene, as: format) }
        scene.allowsUnsafeLinks = true
        #expect(try ChipRenderer.render(scene, as: format).count > 0)
    }

    @Test("A tag decoded from JSON, an animation and an adaptive SVG are refused too")
    func otherDoors() throws {
        let decoded = try JSONDecoder().decode(
            [CloudTag].self, from: Data(#"[{"label": "x", "link": "data:text/html,<script>alert(1)</script>"}]"#.utf8))
        #expect(throws: RenderError.self) { try TagCloud(tags: decoded).render(as: .svg) }
        let safe = TagCloud(tags: ["a"])
        let unsafe = TagCloud(tags: [CloudTag("a", link: "javascript:x")])
        #expect(throws: RenderError.self) { try safe.animatedSVG(to: unsafe) }
        #expect(throws: RenderError.self) { try unsafe.animatedSVG(to: safe) }
        #expect(throws: RenderError.self) { try unsafe.adaptiveSVG(dark: CloudStyle(theme: .dark)) }
        var allowed = unsafe
        allowed.allowsUnsafeLinks = true
        // The dark variant keeps the cloud's choice.
        #expect(allowed.darkVariant(CloudStyle(theme: .dark)).allowsUnsafeLinks)
        #expect(try allowed.adaptiveSVG(dark: CloudStyle(theme: .dark)).count > 0)
    }

    @Test("The reader keeps each tag's line, so the command line names it; the layout refuses the tag")
    func readerLines() throws {
        let inputs = [
            ("t.tsv", "ok\nb\t1\t\tjavascript:alert(1)\n", 2), ("t.csv", "label,link\nok,\nb,data:text/html;x\n", 3),
            ("t.json", "[\"ok\",\n {\"label\": \"b\", \"link\": \"vbscript:x\"}]", 2),
        ]
        for (path, text, line) in inputs {
            let tags = try TagReader().tags(from: Array(text.utf8), path: path)
            #expect(tags.count == 2 && tags[1].line == line)
            do {
                _ = try TagCloud(tags: tags).layout()
                Issue.record("\(path): drawn")
            } catch RenderError.unsafeLink(let index, let label, _, _) {
                #expect(index == 1 && label == "b")
            }
        }
    }

    @Test("The message names the tag and the property to set")
    func message() {
        let error = RenderError.unsafeLink(index: 0, label: "x", link: "javascript:alert(1)", scheme: "javascript")
        #expect(
            error.description
                == "tag 1 ('x'): link 'javascript:alert(1)' uses the javascript: scheme, which a browser runs as code; "
                + "remove it, or set allowsUnsafeLinks if you trust the tags")
    }
}
