import Foundation
import Testing

/// `--show-weight` and a tag's `value` through the real binary: the layout JSON places each count
/// beside its label (left of it right to left), the PDF's text reads "swift 12.4k", the SVG names
/// the chip "swift, 12,400", every door draws the same, and bad values are refused.
@Suite("tagflow: counts in chips")
struct CountEndToEndTests {
    static let tsv = Array("swift\t12400\nrust\t980\ngo\t1250000\nhaskell\t999950\n".utf8)

    @Test("--show-weight: each count after its label in the layout JSON, compactly, the full number spoken")
    func layout() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.tsv", Self.tsv, in: folder)
            expectQuietSuccess(
                try await runRender(
                    ["tags.tsv", "-o", "out.svg", "--show-weight", "--emit-layout", "out.json"], in: folder))
            let layout = try EmittedLayout.read("out.json", in: folder)
            #expect(layout.chips.map { $0.count?.text } == ["12.4k", "980", "1.3M", "1M"])
            #expect(layout.chips.map { $0.count?.spoken } == ["12,400", "980", "1,250,000", "999,950"])
            for chip in layout.chips {
                let count = try #require(chip.count)
                #expect(count.frame[0] > chip.textX!)
                // Inside the chip, ending one padding (12) before its right edge.
                #expect(abs(count.frame[0] + count.frame[2] - (chip.frame[0] + chip.frame[2] - 12)) < 1e-6)
            }
            let svg = try String(contentsOf: folder.appendingPathComponent("out.svg"), encoding: .utf8)
            #expect(svg.contains("aria-label=\"swift (12,400), rust (980), go (1,250,000), haskell (999,950)\""))
            #expect(svg.contains("data-count=\"12,400\""))
        }
    }

    @Test("Right to left (--direction rtl) the count is left of the label")
    func rightToLeft() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.tsv", Self.tsv, in: folder)
            expectQuietSuccess(
                try await runRender(
                    ["tags.tsv", "-o", "out.svg", "--show-weight", "--direction", "rtl", "--emit-layout", "out.json"],
                    in: folder))
            for chip in try EmittedLayout.read("out.json", in: folder).chips {
                let count = try #require(chip.count)
                #expect(count.frame[0] + count.frame[2] < chip.textX!)
                #expect(abs(count.frame[0] - (chip.frame[0] + 12)) < 1e-6)
            }
        }
    }

    @Test("The PDF's text reads label and count (pdftotext); a linked chip's SVG aria-label says the full number")
    func text() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.tsv", Self.tsv, in: folder)
            expectQuietSuccess(try await runRender(["tags.tsv", "-o", "out.pdf", "--show-weight"], in: folder))
            let text = try runTool("/usr/bin/pdftotext", [folder.appendingPathComponent("out.pdf").path, "-"])
            #expect(text.contains("swift 12.4k"), "\(text)")
            #expect(text.contains("go 1.3M"), "\(text)")
            try writeFile(
                "tags.json",
                Array(
                    #"[{"label":"swift","value":"12.4k","link":"https://stackoverflow.com/questions/tagged/swift"}]"#
                        .utf8),
                in: folder)
            // A value is drawn without --show-weight.
            expectQuietSuccess(try await runRender(["tags.json", "-o", "link.svg"], in: folder))
            let svg = try String(contentsOf: folder.appendingPathComponent("link.svg"), encoding: .utf8)
            #expect(svg.contains("<a xlink:href=\"https://stackoverflow.com/questions/tagged/swift\""))
            #expect(svg.contains("aria-label=\"swift, 12.4k\""))
        }
    }

    @Test("A dark SVG repaints the counts by their class; a PNG pair draws both")
    func dark() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.tsv", Self.tsv, in: folder)
            expectQuietSuccess(
                try await runRender(["tags.tsv", "-o", "out.svg", "--show-weight", "--dark-theme", "dark"], in: folder))
            let svg = try String(contentsOf: folder.appendingPathComponent("out.svg"), encoding: .utf8)
            #expect(svg.contains(" g.c[fill="), "\(svg.prefix(3000))")
            #expect(svg.contains(" g:not(.c)[fill="))
            expectQuietSuccess(
                try await runRender(["tags.tsv", "-o", "out.png", "--show-weight", "--dark-theme", "dark"], in: folder))
            #expect(fileExists("out~dark.png", in: folder))
        }
    }

    @Test("A --config file, a manifest and a Markdown block draw the same counts as the flags")
    func everyDoor() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.tsv", Self.tsv, in: folder)
            let flags = ["--show-weight", "--count-color", "#555555", "--count-gap", "4", "--count-weight", "semibold"]
            expectQuietSuccess(try await runRender(["tags.tsv", "-o", "flags.svg"] + flags, in: folder))
            let expected = try bytes(of: folder.appendingPathComponent("flags.svg"))
            let options =
                ##""show-weight": true, "count-color": "#555555", "count-gap": 4, "count-weight": "semibold""##
            try writeFile("cfg.json", Array("{\(options)}".utf8), in: folder)
            expectQuietSuccess(
                try await runRender(["tags.tsv", "-o", "config.svg", "--config", "cfg.json"], in: folder))
            #expect(try bytes(of: folder.appendingPathComponent("config.svg")) == expected)
            try writeFile(
                "tagflow.json",
                Array(
                    ("{\"defaults\": {\(options)}, " + #""images": [{"input": "tags.tsv", "output": "b.svg"}]}"#).utf8),
                in: folder)
            let build = try await TagflowBinary.run(["build", "-q"], in: folder)
            #expect(build.status == 0, "\(build.stderr)")
            #expect(try bytes(of: folder.appendingPathComponent("b.svg")) == expected)
            let labels = String(decoding: Self.tsv, as: UTF8.self)
            #expect(
                try await MarkdownCommandTests.blockPicture(flags.joined(separator: " "), labels: labels, in: folder)
                    == expected)
        }
    }

    @Test("markdown's alt text names each count in full after its label")
    func markdownAlt() async throws {
        try await withTemporaryFolder { folder in
            try writeFile(
                "page.md", Array("# Tags\n\n```tagflow --show-weight\nswift\t12400\nrust\t980\n```\n".utf8), in: folder)
            let run = try await TagflowBinary.run(["markdown", "page.md", "-o", "out.md", "-q"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let page = try String(contentsOf: folder.appendingPathComponent("out.md"), encoding: .utf8)
            #expect(page.contains("![swift (12,400), rust (980)](images/"), "\(page)")
        }
    }

    @Test(
        "Bad count settings are refused naming the flag; nothing is written",
        arguments: [
            (["--count-gap", "-1"], ["--count-gap"]),
            (["--count-color", "nope"], ["--count-color 'nope'"]),
            (["--show-weight=yes"], ["--show-weight"]),
            (["--count-weight", "heavy"], ["--count-weight 'heavy'"]),
        ])
    func refused(arguments: [String], mentions: [String]) async throws {
        try await expectRenderRefused(arguments, input: ("tags.tsv", Self.tsv), mentions: mentions)
    }

    @Test("A value that cannot be drawn is bad input (65), naming the file and line")
    func badValue() async throws {
        try await withTemporaryFolder { folder in
            let long = String(repeating: "9", count: 33)
            try writeFile("tags.csv", Array("label,value\nswift,1\nrust,\(long)\n".utf8), in: folder)
            let run = try await runRender(["tags.csv", "-o", "out.svg"], in: folder)
            expectError(run, exit: 65, mentions: ["tags.csv:3", "value '\(long)'", "at most 32 characters"])
            #expect(!fileExists("out.svg", in: folder))
        }
    }

    @Test("A chosen count colour that does not read is warned about, and fails under --strict (65)")
    func readability() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.tsv", Self.tsv, in: folder)
            let warned = try await runRender(
                ["tags.tsv", "-o", "out.svg", "--show-weight", "--count-color", "#eeeeee"], in: folder)
            #expect(warned.status == 0)
            #expect(warned.stderr.contains("count colour #eeeeee (--count-color)"), "\(warned.stderr)")
            let strict = try await runRender(
                ["tags.tsv", "-o", "strict.svg", "--show-weight", "--count-color", "#eeeeee", "--strict"], in: folder)
            #expect(strict.status == 65, "\(strict.stderr)")
        }
    }

    @Test("animate, which does not draw weights, refuses --show-weight (64) and writes nothing")
    func animateRefuses() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.tsv", Self.tsv, in: folder)
            let run = try await TagflowBinary.run(
                ["animate", "tags.tsv", "-o", "a.svg", "--to-width", "200", "--show-weight"], in: folder)
            expectError(
                run, exit: 64, mentions: ["unknown option '--show-weight'"],
                usageTail: "; usage: tagflow animate FROM [TO] -o OUT.svg [--to-width W2] [--duration S] [options]; "
                    + "see 'tagflow animate --help'")
            #expect(!fileExists("a.svg", in: folder))
        }
    }
}
