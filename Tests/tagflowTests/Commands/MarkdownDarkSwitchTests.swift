import Foundation
import Testing

/// `markdown --dark-switch fragments`: a PNG pair as GitHub's `#gh-light-mode-only` and
/// `#gh-dark-mode-only` images, which follow the site's theme toggle; `picture` (the default) is
/// the `<picture>` that follows the reader's system; an SVG (one file) cannot be split.
@Suite("tagflow markdown --dark-switch")
struct MarkdownDarkSwitchTests {
    static let page = "# A\n\n- item\n  ```tagflow\n  Swift\n  Go\n  ```\n"

    @Test("fragments: two images in cmark-gfm's HTML, light then dark, each a file written; picture: one <picture>")
    func fragments() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("doc.md", Array(Self.page.utf8), in: folder)
            for (mode, expected) in [("fragments", 2), ("picture", 1)] {
                let run = try await TagflowBinary.run(
                    [
                        "markdown", "doc.md", "-o", "\(mode).md", "--format", "png", "--dark-theme", "dark",
                        "--dark-switch", mode,
                    ],
                    in: folder)
                #expect(run.status == 0, "\(run.stderr)")
                let html = try await runProgram("/usr/bin/cmark-gfm", ["--unsafe", "\(mode).md"], in: folder).stdout
                let sources = html.matches(of: /<img src="([^"]+)"/).map { String($0.1) }
                #expect(sources.count == (mode == "fragments" ? 2 : 0), "\(html)")
                #expect(html.components(separatedBy: "<picture>").count - 1 == 2 - expected, "\(html)")
                if mode == "fragments" {
                    #expect(
                        sources[0].hasSuffix(".png#gh-light-mode-only")
                            && sources[1].hasSuffix("~dark.png#gh-dark-mode-only"))
                    for source in sources {
                        let file = String(source.prefix { $0 != "#" })
                        #expect(
                            FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file)")
                    }
                    // Both in the list item, where the block was.
                    #expect(html.contains("<li>\n<p>item</p>\n<p><img src=\"\(sources[0])\""), "\(html)")
                }
            }
        }
    }

    @Test("fragments with an SVG dark theme (one file) is refused (65), naming the block and what to give")
    func svgRefused() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("doc.md", Array(Self.page.utf8), in: folder)
            let run = try await TagflowBinary.run(
                ["markdown", "doc.md", "-o", "out.md", "--dark-theme", "dark", "--dark-switch", "fragments"], in: folder
            )
            #expect(run.status == 65)
            #expect(
                run.stderr
                    == "tagflow: error: doc.md:4: tagflow block: --dark-switch fragments needs a light and a dark file: "
                    + "give --format png, or leave --dark-switch at picture (an SVG follows the reader's system in one file)\n"
            )
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.md").path))
        }
    }
}
