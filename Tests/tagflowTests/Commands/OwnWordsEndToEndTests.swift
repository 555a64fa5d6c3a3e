import Foundation
import Testing

/// `--more-text`, `--title` and `--description` through every door of the settings table: flags,
/// a `--config` file, a manifest and a Markdown block; what the SVG, the PDF, the layout JSON and
/// the page's alt text then say; and the refusals, each naming its setting and place.
@Suite("tagflow: the +N chip's words, the title and the description")
struct OwnWordsEndToEndTests {
    static let labels = labelFile([
        "Datenschutz", "Barrierefreiheit", "Typsicherheit", "Nebenläufigkeit", "Schnittstellen", "Fehlerbehandlung",
        "Speicher", "Tests", "Zeichenkodierung", "Zuverlässigkeit", "Quelltextprüfung",
    ])
    static let words = ["--max-rows", "2", "--width", "560", "--more-text", "+{n} weiterer|+{n} weitere"]

    static func text(_ name: String, in folder: URL) throws -> String {
        String(decoding: try bytes(of: folder.appendingPathComponent(name)), as: UTF8.self)
    }

    @Test("Flags: the +N chip says +3 weitere in the layout, and the SVG has the title, aria-label and <desc>")
    func flags() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", Self.labels, in: folder)
            let run = try await runRender(
                ["tags.txt", "-o", "out.svg", "--emit-layout", "out.json"] + Self.words
                    + ["--title", "Themen & mehr", "--description", "Was diese Seite behandelt"], in: folder)
            expectQuietSuccess(run)
            let layout = try EmittedLayout.read("out.json", in: folder)
            #expect(layout.overflow?.label == "+3 weitere")
            #expect(layout.hidden?.count == 3)
            // The chip holds its words within the 560 px row (16 px margins).
            let frame = try #require(layout.overflow?.frame)
            #expect(frame[0] + frame[2] <= 16 + 560)
            let svg = try Self.text("out.svg", in: folder)
            #expect(svg.contains("aria-label=\"Themen &amp; mehr\""))
            #expect(svg.contains("<title>Themen &amp; mehr</title>\n<desc>Was diese Seite behandelt</desc>"))
        }
    }

    @Test("One hidden tag takes the ONE form, two the OTHER; without --title the generated title ends in them")
    func pluralAndTitle() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(["Swift", "Rust", "Go", "Verteilte Systeme"]), in: folder)
            // At 280 px three chips and "1 weiterer" fit; at 240 px two and "2 weitere".
            for (width, shown, words) in [
                ("280", "Swift, Rust, Go", "1 weiterer"), ("240", "Swift, Rust", "2 weitere"),
            ] {
                let run = try await runRender(
                    [
                        "tags.txt", "-o", "out.svg", "--emit-layout", "out.json", "--width", width, "--max-rows", "1",
                        "--more-text", "{n} weiterer|{n} weitere",
                    ], in: folder)
                expectQuietSuccess(run)
                #expect(try EmittedLayout.read("out.json", in: folder).overflow?.label == words)
                let svg = try Self.text("out.svg", in: folder)
                #expect(svg.contains("<title>\(shown), \(words)</title>"), "\(svg.prefix(400))")
            }
        }
    }

    @Test("PDF: the title and the description are its Title and Subject; the +N chip's words are its text")
    func pdf() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", Self.labels, in: folder)
            let run = try await runRender(
                ["tags.txt", "-o", "out.pdf"] + Self.words + ["--title", "Themen", "--description", "Elf Themen"],
                in: folder)
            expectQuietSuccess(run)
            let pdf = folder.appendingPathComponent("out.pdf").path
            let info = try runTool("/usr/bin/pdfinfo", ["-enc", "UTF-8", pdf])
            let lines = info.split(separator: "\n")
            #expect(lines.contains { $0.hasPrefix("Title:") && $0.hasSuffix(" Themen") }, "\(info)")
            #expect(lines.contains { $0.hasPrefix("Subject:") && $0.hasSuffix(" Elf Themen") }, "\(info)")
            let text = try runTool("/usr/bin/pdftotext", [pdf, "-"])
            #expect(text.contains("+3 weitere"), "\(text)")
        }
    }

    @Test("A --config file, a manifest's defaults and image, and a Markdown block all give the same words")
    func everyDoor() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", Self.labels, in: folder)
            let flags = try await runRender(
                ["tags.txt", "-o", "flags.svg"] + Self.words + ["--title", "Themen"], in: folder)
            expectQuietSuccess(flags)
            try writeFile(
                "cfg.json",
                Array(
                    #"{"max-rows": 2, "width": 560, "more-text": "+{n} weiterer|+{n} weitere", "title": "Themen"}"#.utf8
                ),
                in: folder)
            expectQuietSuccess(
                try await runRender(["tags.txt", "-o", "config.svg", "--config", "cfg.json"], in: folder))
            #expect(try Self.text("config.svg", in: folder) == Self.text("flags.svg", in: folder))

            try writeFile(
                "tagflow.json",
                Array(
                    #"""
                    {"defaults": {"max-rows": 2, "width": 560, "more-text": "+{n} weiterer|+{n} weitere"},
                     "images": [{"input": "tags.txt", "output": "built.svg", "title": "Themen"}]}
                    """#.utf8), in: folder)
            let build = try await TagflowBinary.run(["build", "-q"], in: folder)
            #expect(build.status == 0, "\(build.stderr)")
            #expect(try Self.text("built.svg", in: folder) == Self.text("flags.svg", in: folder))

            let labels = String(decoding: Self.labels, as: UTF8.self)
            let page =
                "# Seite\n\n```tagflow --max-rows 2 --width 560 --more-text '+{n} weiterer|+{n} weitere' "
                + "--title 'Themen [Seite]'\n\(labels)```\n"
            try writeFile("doc.md", Array(page.utf8), in: folder)
            let markdown = try await TagflowBinary.run(["markdown", "doc.md", "-o", "out.md", "-q"], in: folder)
            #expect(markdown.status == 0, "\(markdown.stderr)")
            let out = try Self.text("out.md", in: folder)
            // The alt text is the title, its brackets escaped for Markdown.
            #expect(out.hasPrefix("# Seite\n\n![Themen \\[Seite\\]](images/"), "\(out)")
            let image = try #require(MarkdownCommandTests.links(out).first)
            let svg = try Self.text(image, in: folder)
            #expect(svg.contains("<title>Themen [Seite]</title>"))
            #expect(svg.contains(">+3 weitere<") || svg.contains("+3 weitere"), "the chip's words")
        }
    }

    @Test(
        "Bad words are usage errors naming the flag, the value and the problem; nothing is written",
        arguments: [
            (["--more-text", "+{count} more"], ["--more-text '+{count} more'", "{count} is not a placeholder"]),
            (["--more-text", "a|b|c"], ["--more-text 'a|b|c'", "ONE|OTHER"]),
            (["--more-text", "+{n"], ["--more-text", "a { with no }"]),
            (["--title", ""], ["--title ''", "not an empty one"]),
            (["--title", "Zeile\neins"], ["--title 'Zeile eins'", "control character (U+000A)"]),
            (["--description", String(repeating: "x", count: 1001)], ["--description", "more than 1000"]),
        ])
    func refused(arguments: [String], mentions: [String]) async throws {
        try await expectRenderRefused(arguments, input: ("tags.txt", Self.labels), mentions: mentions)
    }

    @Test("A bad value in a config file or a Markdown block names its place")
    func refusedWithPlace() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", Self.labels, in: folder)
            try writeFile("cfg.json", Array("{\n  \"more-text\": \"+{N}\"\n}\n".utf8), in: folder)
            let config = try await runRender(["tags.txt", "-o", "out.svg", "--config", "cfg.json"], in: folder)
            expectError(config, exit: 64, mentions: ["cfg.json:2:16", "more-text '+{N}'", "{N} is not a placeholder"])

            try writeFile(
                "doc.md", Array("text\n\n```tagflow --more-text '{n}|{n}|{n}'\nSwift\n```\n".utf8), in: folder)
            let markdown = try await TagflowBinary.run(["markdown", "doc.md", "-o", "out.md"], in: folder)
            expectError(markdown, exit: 65, mentions: ["doc.md:3: tagflow block: --more-text '{n}|{n}|{n}'", "2 |s"])
            #expect(!fileExists("out.md", in: folder))
        }
    }
}
