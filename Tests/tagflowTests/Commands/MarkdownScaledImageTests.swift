import Foundation
import Testing

/// A `--scale 2` PNG in a page shows at the size of its SVG twin: the `<img>` (alone or in a
/// `<picture>`) carries `width` and `height` in CSS pixels, as cmark-gfm passes them to the HTML.
@Suite("tagflow markdown: sizes of scaled PNGs")
struct MarkdownScaledImageTests {
    /// The `width` and `height` of each `<img>` in cmark-gfm's HTML of `page`, raw HTML kept.
    static func imageSizes(_ page: String) async throws -> [String] {
        try await withTemporaryFolder { folder in
            try writeFile("page.md", Array(page.utf8), in: folder)
            let html = try await runProgram("/usr/bin/cmark-gfm", ["--unsafe", "page.md"], in: folder).stdout
            return html.matches(of: /<img [^>]*width="(\d+)" height="(\d+)"/).map { "\($0.1)x\($0.2)" }
        }
    }

    @Test(
        "A scale-2 PNG, alone or as a dark pair, is sized as the SVG of the same block; at scale 1 it needs no size",
        arguments: [[], ["--dark-theme", "dark"]])
    func scaled(options: [String]) async throws {
        try await withTemporaryFolder { folder in
            let page = "# A\n\n```tagflow --scale 2 --format png\nSwift\nGo\n```\n\n```tagflow --format png\nZig\n```\n"
            try writeFile("doc.md", Array(page.utf8), in: folder)
            try writeFile("l.txt", labelFile(["Swift", "Go"]), in: folder)
            let svg = try await TagflowBinary.run(["render", "l.txt", "-o", "twin.svg"] + options, in: folder)
            try #require(svg.status == 0, "\(svg.stderr)")
            let twin = try #require(ImageFacts.svgSize(try bytes(of: folder.appendingPathComponent("twin.svg"))))
            // Twice: drawn, then fresh (not drawn again), the same page.
            var pages: [String] = []
            for _ in 0..<2 {
                let run = try await TagflowBinary.run(["markdown", "doc.md", "-o", "out.md"] + options, in: folder)
                #expect(run.status == 0, "\(run.stderr)")
                pages.append(String(decoding: try bytes(of: folder.appendingPathComponent("out.md")), as: UTF8.self))
            }
            #expect(pages[0] == pages[1])
            #expect(pages[0].contains("<picture>") == !options.isEmpty, "\(pages[0])")
            let sizes = try await Self.imageSizes(pages[0])
            #expect(sizes == ["\(twin.width)x\(twin.height)"], "\(pages[0])")
            let png = try #require(
                pages[0].firstMatch(of: /src="(images\/out-[0-9a-f]+\.png)"/).map { String($0.1) })
            let pixels = try #require(ImageFacts.pngSize(try bytes(of: folder.appendingPathComponent(png))))
            #expect(pixels.width == 2 * twin.width && pixels.height == 2 * twin.height)
        }
    }
}
