import Foundation
import Testing

/// `tagflow markdown IN.md -o OUT.md`: each ```tagflow block drawn and replaced by a link to it.
@Suite("tagflow markdown")
struct MarkdownCommandTests {
    /// A page with CRLF and LF lines, a tagflow block, an example of one inside a longer fence,
    /// and a tilde block with quoted options.
    static let page =
        "# Tags\r\n\nSome *text*.\n\n```tagflow --width 300 --font 'DejaVu Sans:bold'\nSwift\nRust\t3\n```\n\n"
        + "````markdown\n```tagflow\nnot a cloud\n```\n````\n\n~~~ tagflow --theme dark\nGo\nZig\n~~~\nThe end, no newline"

    static let usageTail =
        "; usage: tagflow markdown IN.md -o OUT.md [--images DIR] [--format svg|png] [--check] [options]; "
        + "see 'tagflow markdown --help'"

    static func markdown(_ arguments: [String], page: String = page, in folder: URL) async throws -> TagflowRun {
        try writeFile("doc.md", Array(page.utf8), in: folder)
        return try await TagflowBinary.run(["markdown", "doc.md"] + arguments, in: folder)
    }

    /// The image paths OUT.md links to, in order.
    /// The bytes of the picture `tagflow markdown` draws for a page of one block with `options`
    /// and `labels` (its lines) in `folder`: what a block draws, to compare with another door's.
    static func blockPicture(_ options: String, labels: String, in folder: URL) async throws -> [UInt8] {
        try writeFile("doc.md", Array("```tagflow \(options)\n\(labels)```\n".utf8), in: folder)
        let markdown = try await TagflowBinary.run(["markdown", "doc.md", "-o", "out.md", "-q"], in: folder)
        #expect(markdown.status == 0, "\(markdown.stderr)")
        let out = String(decoding: try bytes(of: folder.appendingPathComponent("out.md")), as: UTF8.self)
        let image = try #require(links(out).first)
        return try bytes(of: folder.appendingPathComponent(image))
    }

    static func links(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("!["), let open = line.lastIndex(of: "(") else { return nil }
            return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        }
    }

    @Test(
        "blocks become image links titled by the cloud; every other byte passes through (a blank line keeps an image from the text after it); images are render's bytes"
    )
    func rewrites() async throws {
        try await withTemporaryFolder { folder in
            let run = try await Self.markdown(["-o", "out.md"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let out = String(decoding: try bytes(of: folder.appendingPathComponent("out.md")), as: UTF8.self)
            let links = Self.links(out)
            try #require(links.count == 2, "\(out)")
            let expected =
                "# Tags\r\n\nSome *text*.\n\n![Swift, Rust](\(links[0]))\n\n"
                + "````markdown\n```tagflow\nnot a cloud\n```\n````\n\n![Go, Zig](\(links[1]))\n\nThe end, no newline"
            #expect(out == expected)
            #expect(links.allSatisfy { $0.hasPrefix("images/out-") && $0.hasSuffix(".svg") }, "\(links)")

            try writeFile("a.tsv", Array("Swift\nRust\t3\n".utf8), in: folder)
            try writeFile("b.txt", labelFile(["Go", "Zig"]), in: folder)
            for (input, options, link) in [
                ("a.tsv", ["--width", "300", "--font", "DejaVu Sans:bold"], links[0]),
                ("b.txt", ["--theme", "dark"], links[1]),
            ] {
                let render = try await TagflowBinary.run(["render", input, "-o", "r.svg"] + options, in: folder)
                try #require(render.status == 0, "\(render.stderr)")
                #expect(
                    try bytes(of: folder.appendingPathComponent(link))
                        == bytes(of: folder.appendingPathComponent("r.svg")))
            }
        }
    }

    @Test("an unchanged block keeps its image's name wherever it moves; a changed one gets another")
    func stableNames() async throws {
        try await withTemporaryFolder { folder in
            try #require(try await Self.markdown(["-o", "out.md"], in: folder).status == 0)
            let first = Self.links(
                String(decoding: try bytes(of: folder.appendingPathComponent("out.md")), as: UTF8.self))
            let moved = "Intro.\n\n" + Self.page.replacingOccurrences(of: "Zig", with: "Zig!")
            try #require(try await Self.markdown(["-o", "out.md"], page: moved, in: folder).status == 0)
            let second = Self.links(
                String(decoding: try bytes(of: folder.appendingPathComponent("out.md")), as: UTF8.self))
            #expect(second[0] == first[0])
            #expect(second[1] != first[1])
        }
    }

    @Test("--check: 0 when OUT.md and every image are fresh, 1 naming what is stale; nothing written")
    func check() async throws {
        try await withTemporaryFolder { folder in
            try #require(try await Self.markdown(["-o", "out.md"], in: folder).status == 0)
            let fresh = try await Self.markdown(["-o", "out.md", "--check"], in: folder)
            #expect(
                fresh.status == 0 && fresh.stderr == "tagflow: markdown: 3 up to date, 0 stale of 3\n",
                "\(fresh.stderr)")
            let changed = Self.page.replacingOccurrences(of: "Some *text*", with: "Other text")
            let stale = try await Self.markdown(["-o", "out.md", "--check"], page: changed, in: folder)
            #expect(stale.status == 1)
            #expect(
                stale.stderr.contains("tagflow: check: the rendering differs from out.md from byte"), "\(stale.stderr)")
            #expect(
                String(decoding: try bytes(of: folder.appendingPathComponent("out.md")), as: UTF8.self).contains(
                    "Some *text*"))
        }
    }

    @Test("--format png --dark-theme: each block a light/dark pair in GitHub's <picture>")
    func darkPairs() async throws {
        try await withTemporaryFolder { folder in
            let run = try await Self.markdown(
                ["-o", "out.md", "--format", "png", "--dark-theme", "dark", "--images", "img"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let out = String(decoding: try bytes(of: folder.appendingPathComponent("out.md")), as: UTF8.self)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("img").path)
                .filter { $0.hasSuffix(".png") }
            let lights = names.filter { !$0.contains("~dark") }
            #expect(names.count == 4 && lights.count == 2, "\(names)")
            for light in lights {
                let stem = light.dropLast(".png".count)
                #expect(names.contains("\(stem)~dark.png"), "\(names)")
                let title =
                    out.contains("src=\"img/\(light)\"") && out.range(of: "srcset=\"img/\(stem)~dark.png\"") != nil
                #expect(title, "\(out)")
            }
            let first = try #require(lights.first { out.contains("alt=\"Swift, Rust\" src=\"img/\($0)\"") }, "\(out)")
            #expect(
                out.contains(
                    "\n\n<picture>\n  <source media=\"(prefers-color-scheme: dark)\" srcset=\"img/\(first.dropLast(4))~dark.png\">\n"
                        + "  <img alt=\"Swift, Rust\" src=\"img/\(first)\">\n</picture>\n\n````markdown"), "\(out)")
        }
    }

    @Test(
        "a bad block is one error line naming the page's line (65); nothing is written",
        arguments: [
            ("Text\n```tagflow --width\nSwift\n```\n", "doc.md:2: tagflow block: option '--width' needs a value"),
            (
                "Text\n```tagflow --font 'Noto\nSwift\n```\n",
                "doc.md:2: tagflow block: the ' at column 19 is never closed"
            ),
            ("\n\n```tagflow\nSwift\n", "doc.md:3: this tagflow block is never closed; end it with a line of ```"),
            ("```tagflow labels.txt\nSwift\n```\n", "doc.md:1: tagflow block: unexpected argument 'labels.txt'"),
            ("```tagflow -o x.svg\nSwift\n```\n", "doc.md:1: tagflow block: --output cannot be given in a block"),
            ("```tagflow\nSwift\nRust\tmany\n```\n", "doc.md:3: weight 'many' is not a number"),
        ])
    func badBlock(page: String, message: String) async throws {
        try await withTemporaryFolder { folder in
            let run = try await Self.markdown(["-o", "out.md"], page: page, in: folder)
            expectError(run, exit: 65, mentions: [message])
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.md").path))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("images").path))
        }
    }

    @Test("OUT.md may not be IN.md (64), and -o is required")
    func outputIsInput() async throws {
        try await withTemporaryFolder { folder in
            expectError(
                try await Self.markdown(["-o", "doc.md"], in: folder), exit: 64, mentions: ["is the same file as"],
                usageTail: Self.usageTail)
            expectError(
                try await Self.markdown([], in: folder), exit: 64,
                mentions: ["missing -o OUT.md (or -o - to write the page to standard output)"],
                usageTail: Self.usageTail)
        }
    }
}
