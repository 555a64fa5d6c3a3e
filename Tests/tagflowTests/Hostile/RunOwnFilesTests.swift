import Foundation
import Testing

/// No output over a file the run reads, by any name, and no two outputs on one path — for every
/// file `build`, `markdown`, `batch` and `render` read or write (lists, pages, option files, the
/// freshness record, dark pictures, difference pictures) — refused before anything is written
/// (64), one line naming both (issue 38, items 1 and 4).
@Suite("No output over the run's own files")
struct RunOwnFilesTests {
    static let buildTail = "; usage: tagflow build [MANIFEST] [--check] [options]; see 'tagflow build --help'"
    static let markdownTail =
        "; usage: tagflow markdown IN.md -o OUT.md [--images DIR] [--format svg|png] [--check] [options]; "
        + "see 'tagflow markdown --help'"
    static let batchTail =
        "; usage: tagflow batch INPUT... -o OUTDIR [--format png|svg|pdf] [options]; see 'tagflow batch --help'"

    /// The names of the files in `folder`, sorted.
    static func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test("an output may not take the freshness record's name: render and markdown refuse it (64), write nothing")
    func recordNameIsNoOutput() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("a.txt", labelFile(["rock"]), in: folder)
            try writeFile("page.md", Array("# T\n\n```tagflow\nrock\n```\n".utf8), in: folder)
            for output in [".tagflow.fresh", "./sub/.tagflow.fresh"] {
                let run = try await TagflowBinary.run(["render", "a.txt", "-o", output, "--format", "svg"], in: folder)
                expectError(run, exit: 64, mentions: ["-o '\(output)'", "freshness record"])
            }
            let page = try await TagflowBinary.run(["markdown", "page.md", "-o", ".tagflow.fresh"], in: folder)
            expectError(
                page, exit: 64, mentions: ["'.tagflow.fresh'", "freshness record"], usageTail: Self.markdownTail)
            #expect(try Self.names(in: folder) == ["a.txt", "page.md"])
        }
    }

    @Test("build: an output over an image's --stopwords or --font file, through a link, is refused naming both (64)")
    func buildOptionFiles() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("a.txt", labelFile(["rock", "the"]), in: folder)
            try writeFile("stop.txt", labelFile(["the"]), in: folder)
            let font = TagflowBinary.packageRoot.appendingPathComponent("Fonts/Inter-Regular.otf")
            try FileManager.default.copyItem(at: font, to: folder.appendingPathComponent("f.otf"))
            try FileManager.default.createSymbolicLink(
                atPath: folder.path + "/stop.svg", withDestinationPath: "stop.txt")
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/f.svg", withDestinationPath: "f.otf")
            let cases = [
                (
                    #"{"defaults": {"stopwords": "stop.txt"}, "images": [{"input": "a.txt", "output": "x.svg"}, "#
                        + #"{"input": "a.txt", "output": "stop.svg"}]}"#, "stopwords file 'stop.txt'", "'stop.svg'"
                ),
                (#"{"images": [{"input": "a.txt", "output": "f.svg", "font": "./f.otf"}]}"#, "font file", "'f.svg'"),
            ]
            for (manifest, input, output) in cases {
                try writeFile("tagflow.json", Array(manifest.utf8), in: folder)
                let run = try await TagflowBinary.run(["build"], in: folder)
                expectError(run, exit: 64, mentions: [input, output, "same file"], usageTail: Self.buildTail)
                #expect(try bytes(of: folder.appendingPathComponent("stop.txt")) == labelFile(["the"]))
                #expect(try bytes(of: folder.appendingPathComponent("f.otf")) == bytes(of: font))
                #expect(!FileManager.default.fileExists(atPath: folder.path + "/x.svg"))
            }
        }
    }

    @Test("markdown: the page may not replace a block's --stopwords file (64); nothing is written")
    func markdownOptionFiles() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("words.md", labelFile(["the"]), in: folder)
            let page = "# T\n\n```tagflow --stopwords words.md\nrock\nthe\n```\n"
            try writeFile("page.md", Array(page.utf8), in: folder)
            let run = try await TagflowBinary.run(["markdown", "page.md", "-o", "words.md"], in: folder)
            expectError(
                run, exit: 64, mentions: ["'words.md'", "stopwords file", "same file"], usageTail: Self.markdownTail)
            #expect(try bytes(of: folder.appendingPathComponent("words.md")) == labelFile(["the"]))
            #expect(try Self.names(in: folder) == ["page.md", "words.md"])
        }
    }

    @Test("build: an image's list may not be the folder's freshness record, which the run rewrites (64)")
    func recordIsNoInput() async throws {
        try await withTemporaryFolder { folder in
            try writeFile(".tagflow.fresh", labelFile(["rock"]), in: folder)
            try writeFile(
                "tagflow.json", Array(#"{"images": [{"input": ".tagflow.fresh", "output": "a.svg"}]}"#.utf8), in: folder
            )
            let run = try await TagflowBinary.run(["build"], in: folder)
            expectError(run, exit: 64, mentions: ["freshness record", "'.tagflow.fresh'"], usageTail: Self.buildTail)
            #expect(try bytes(of: folder.appendingPathComponent(".tagflow.fresh")) == labelFile(["rock"]))
        }
    }

    @Test("batch --dark-theme: a.txt's dark picture is a~dark.txt's picture, refused naming both (64)")
    func batchPairsCollide() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("a.txt", labelFile(["rock"]), in: folder)
            try writeFile("a~dark.txt", labelFile(["jazz"]), in: folder)
            let run = try await TagflowBinary.run(
                ["batch", "a.txt", "a~dark.txt", "-o", "out", "--format", "png", "--dark-theme", "dark"], in: folder)
            expectError(run, exit: 64, mentions: ["out/a~dark.png", "same file"], usageTail: Self.batchTail)
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
        }
    }

    @Test("build --check --differences: a difference picture over a listed image, or two on one path, is refused (64)")
    func differencesCollide() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("a.txt", labelFile(["rock"]), in: folder)
            try writeFile("b.txt", labelFile(["jazz"]), in: folder)
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("x"), withIntermediateDirectories: true)
            let cases = [
                (
                    #"{"images": [{"input": "a.txt", "output": "a.png"}, {"input": "b.txt", "output": "a.diff.png"}]}"#,
                    ["'./a.diff.png'", "'a.diff.png'"]
                ),
                (
                    #"{"images": [{"input": "a.txt", "output": "a.png"}, {"input": "b.txt", "output": "x/a.png"}]}"#,
                    ["'./a.diff.png'", "same file"]
                ),
            ]
            for (manifest, mentions) in cases {
                try writeFile("tagflow.json", Array(manifest.utf8), in: folder)
                #expect(try await TagflowBinary.run(["build", "-q"], in: folder).status == 0)
                let before = try bytes(of: folder.appendingPathComponent("a.png"))
                try writeFile("a.txt", labelFile(["rock", "pop"]), in: folder)
                let run = try await TagflowBinary.run(["build", "--check", "--differences", "."], in: folder)
                expectError(run, exit: 64, mentions: mentions, usageTail: Self.buildTail)
                #expect(try bytes(of: folder.appendingPathComponent("a.png")) == before)
                try writeFile("a.txt", labelFile(["rock"]), in: folder)
            }
        }
    }

    @Test("render: ./new/a.svg and new/a.svg are one file though new/ does not exist yet (64)")
    func plannedAliases() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("a.txt", labelFile(["rock"]), in: folder)
            let run = try await TagflowBinary.run(
                ["render", "a.txt", "-o", "./new/a.svg", "--emit-layout", "new/sub/../a.svg"], in: folder)
            expectError(run, exit: 64, mentions: ["'./new/a.svg'", "'new/sub/../a.svg'", "same file"])
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/new"))
        }
    }

    @Test("render --check --differences: the difference picture may not replace the input (64)")
    func renderDifferenceOverInput() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("a.txt", labelFile(["rock"]), in: folder)
            #expect(try await TagflowBinary.run(["render", "a.txt", "-o", "a.png"], in: folder).status == 0)
            try writeFile("a.diff.png", labelFile(["rock", "pop"]), in: folder)
            let run = try await TagflowBinary.run(
                ["render", "a.diff.png", "--input-format", "text", "-o", "a.png", "--check", "--differences", "."],
                in: folder)
            expectError(run, exit: 64, mentions: ["'./a.diff.png'", "the input 'a.diff.png'", "same file"])
            #expect(try bytes(of: folder.appendingPathComponent("a.diff.png")) == labelFile(["rock", "pop"]))
        }
    }

    @Test("batch --check --differences: a/x.png and b/x.png would both draw DIR/x.diff.png, refused naming both (64)")
    func batchDifferencesCollide() async throws {
        try await withTemporaryFolder { folder in
            for name in ["a", "b"] {
                try FileManager.default.createDirectory(
                    at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
                try writeFile("\(name)/x.txt", labelFile([name]), in: folder)
            }
            let draw = ["batch", "-r", ".", "-o", "out", "--format", "png", "-q"]
            #expect(try await TagflowBinary.run(draw, in: folder).status == 0)
            try writeFile("a/x.txt", labelFile(["a", "changed"]), in: folder)
            let run = try await TagflowBinary.run(draw + ["--check", "--differences", "d"], in: folder)
            expectError(
                run, exit: 64, mentions: ["'out/a/x.png' 'd/x.diff.png'", "'out/b/x.png' 'd/x.diff.png'", "same file"],
                usageTail: Self.batchTail)
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/d"))
        }
    }

    @Test("batch: an input whose icon is another input's output fails (65) before drawing; the rest are drawn")
    func batchIconIsAnOutput() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("a.txt", labelFile(["rock"]), in: folder)
            try writeFile("b.tsv", Array("jazz\t\t\t\t\tout/a.svg\n".utf8), in: folder)
            #expect(
                try await TagflowBinary.run(["batch", "a.txt", "-o", "out", "--format", "svg"], in: folder).status == 0)
            let run = try await TagflowBinary.run(
                ["batch", "a.txt", "b.tsv", "-o", "out", "--format", "svg"], in: folder)
            #expect(run.status == 65, "\(run.stderr)")
            #expect(
                run.stderr.contains("the output 'out/a.svg' is the same file as an icon of 'b.tsv' 'out/a.svg'"),
                "\(run.stderr)")
            #expect(try Self.names(in: folder.appendingPathComponent("out")) == [".tagflow.fresh", "a.svg"])
        }
    }
}
