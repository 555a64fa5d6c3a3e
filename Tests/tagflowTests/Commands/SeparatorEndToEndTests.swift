import Foundation
import Testing

/// `--separator` through the doors of the settings table: the layout JSON lists the separators,
/// each between two chips of its row and none at a row's end; a `--config` file, a manifest and a
/// Markdown block draw the same; columns and bad values are refused.
@Suite("tagflow: separators between chips")
struct SeparatorEndToEndTests {
    static let labels = labelFile([
        "Swift", "Rust", "Go", "Kotlin", "TypeScript", "Zig", "Haskell", "Elixir", "Python", "Julia", "OCaml", "Dart",
    ])

    @Test("--separator '·': a separator between each two chips of a row, none at a row's end, in the layout JSON")
    func layout() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", Self.labels, in: folder)
            let run = try await runRender(
                ["tags.txt", "-o", "out.svg", "--separator", "·", "--width", "300", "--emit-layout", "out.json"],
                in: folder)
            expectQuietSuccess(run)
            let layout = try EmittedLayout.read("out.json", in: folder)
            let separators = try #require(layout.separators)
            let rows = Dictionary(grouping: layout.chips, by: \.row)
            #expect(rows.count > 1)
            #expect(separators.count == layout.chips.count - rows.count)
            for separator in separators {
                #expect(separator.label == "·")
                let frames = rows[separator.row]!.map(\.frame)
                let start = separator.frame[0]
                let end = start + separator.frame[2]
                #expect(frames.contains { $0[0] + $0[2] <= start + 1e-9 } && frames.contains { $0[0] >= end - 1e-9 })
            }
            // The separators are text, in the PDF too.
            expectQuietSuccess(
                try await runRender(["tags.txt", "-o", "out.pdf", "--separator", "·", "--width", "300"], in: folder))
            let text = try runTool("/usr/bin/pdftotext", [folder.appendingPathComponent("out.pdf").path, "-"])
            #expect(text.contains("·"), "\(text)")
        }
    }

    @Test("A --config file, a manifest and a Markdown block draw the same separators as the flag")
    func everyDoor() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", Self.labels, in: folder)
            expectQuietSuccess(
                try await runRender(["tags.txt", "-o", "flags.svg", "--separator", "•", "--width", "300"], in: folder))
            let expected = try bytes(of: folder.appendingPathComponent("flags.svg"))
            try writeFile("cfg.json", Array(#"{"separator": "•", "width": 300}"#.utf8), in: folder)
            expectQuietSuccess(
                try await runRender(["tags.txt", "-o", "config.svg", "--config", "cfg.json"], in: folder))
            #expect(try bytes(of: folder.appendingPathComponent("config.svg")) == expected)
            try writeFile(
                "tagflow.json",
                Array(
                    #"{"defaults": {"separator": "•"}, "images": [{"input": "tags.txt", "output": "b.svg", "width": 300}]}"#
                        .utf8), in: folder)
            let build = try await TagflowBinary.run(["build", "-q"], in: folder)
            #expect(build.status == 0, "\(build.stderr)")
            #expect(try bytes(of: folder.appendingPathComponent("b.svg")) == expected)
            let labels = String(decoding: Self.labels, as: UTF8.self)
            #expect(
                try await MarkdownCommandTests.blockPicture("--separator • --width 300", labels: labels, in: folder)
                    == expected)
        }
    }

    @Test(
        "Columns and bad separators are refused naming the flag; nothing is written",
        arguments: [
            (["--separator", "·", "--flow", "columns"], ["--separator does not go with --flow columns"]),
            (["--separator", "abcdefghijk"], ["--separator 'abcdefghijk'", "at most 10 characters"]),
            (["--separator", "a\tb"], ["--separator", "control character (U+0009)"]),
        ])
    func refused(arguments: [String], mentions: [String]) async throws {
        try await expectRenderRefused(arguments, input: ("tags.txt", Self.labels), mentions: mentions)
    }

    @Test("animate, which draws no separators, refuses --separator (64) and writes nothing")
    func animateRefuses() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", Self.labels, in: folder)
            let run = try await TagflowBinary.run(
                ["animate", "tags.txt", "-o", "a.svg", "--to-width", "200", "--separator", "·"], in: folder)
            expectError(
                run, exit: 64, mentions: ["unknown option '--separator'"],
                usageTail: "; usage: tagflow animate FROM [TO] -o OUT.svg [--to-width W2] [--duration S] [options]; "
                    + "see 'tagflow animate --help'")
            #expect(!fileExists("a.svg", in: folder))
        }
    }
}
