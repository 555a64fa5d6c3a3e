import Foundation
import Testing

/// No output ever replaces a file the run reads, nor another output of the run: compared by
/// device and inode after following links, refused with a usage error (64) naming both paths,
/// before anything is written — in `render`, `batch` and `diff`.
@Suite("An output never destroys an input")
struct NoOverwriteTests {
    static let batchTail =
        "; usage: tagflow batch INPUT... -o OUTDIR [--format png|svg|pdf] [options]; see 'tagflow batch --help'"
    static let diffTail =
        "; usage: tagflow diff A B [--tolerance T] [--max-differing-pixels N] [-o DIFF.png]; see 'tagflow diff --help'"
    static let list = labelFile(["rock", "pop", "jazz"])

    /// A folder with `same.txt`, a hard link `hard.svg`, a symbolic link `soft.svg` to it, a
    /// config, a stop-word list and a font file.
    static func prepare(_ folder: URL) throws {
        try writeFile("same.txt", list, in: folder)
        try FileManager.default.linkItem(
            atPath: folder.appendingPathComponent("same.txt").path,
            toPath: folder.appendingPathComponent("hard.svg").path)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("soft.svg").path, withDestinationPath: "same.txt")
        try writeFile("config.json", Array(#"{"theme": "dark"}"#.utf8), in: folder)
        try writeFile("stop.txt", labelFile(["the"]), in: folder)
        let font = TagflowBinary.packageRoot.appendingPathComponent("Sources/TagFlowFonts/Fonts/Inter-Regular.otf")
        try FileManager.default.copyItem(at: font, to: folder.appendingPathComponent("font.otf"))
    }

    /// Every file of `prepare` as it was.
    static func expectUnchanged(_ folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try bytes(of: folder.appendingPathComponent("same.txt")) == list, sourceLocation: sourceLocation)
        #expect(
            try bytes(of: folder.appendingPathComponent("config.json")) == Array(#"{"theme": "dark"}"#.utf8),
            sourceLocation: sourceLocation)
        #expect(
            try bytes(of: folder.appendingPathComponent("stop.txt")) == labelFile(["the"]),
            sourceLocation: sourceLocation)
        let destination = try FileManager.default.destinationOfSymbolicLink(
            atPath: folder.appendingPathComponent("soft.svg").path)
        #expect(destination == "same.txt", sourceLocation: sourceLocation)
        expectNoTemporaryFiles(in: folder, sourceLocation: sourceLocation)
    }

    @Test(
        "render: an output that is an input, through any name, is refused naming both",
        arguments: [
            (["same.txt", "-o", "same.txt", "--format", "svg"], ["-o 'same.txt'", "the input 'same.txt'"]),
            (["same.txt", "-o", "soft.svg"], ["-o 'soft.svg'", "the input 'same.txt'"]),
            (["same.txt", "-o", "hard.svg"], ["-o 'hard.svg'", "the input 'same.txt'"]),
            (["same.txt", "-o", "./sub/../same.txt", "--format", "svg"], ["./sub/../same.txt", "same.txt"]),
            (["same.txt", "-o", "out.svg", "--emit-layout", "same.txt"], ["--emit-layout 'same.txt'"]),
            (["same.txt", "-o", "config.json", "--format", "svg", "--config", "config.json"], ["the --config file"]),
            (
                ["same.txt", "-o", "stop.txt", "--format", "svg", "--words", "--stopwords", "stop.txt"],
                ["the --stopwords file 'stop.txt'"]
            ),
            (["same.txt", "-o", "out.svg", "--font", "font.otf", "--emit-layout", "font.otf"], ["the --font file"]),
        ])
    func renderRefuses(arguments: [String], mentions: [String]) async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder)
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
            let run = try await TagflowBinary.run(["render"] + arguments, in: folder)
            expectError(run, exit: 64, mentions: mentions + ["same file"])
            try Self.expectUnchanged(folder)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
        }
    }

    @Test("render: standard input redirected from the output file is refused too")
    func standardInputIsTheOutput() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder)
            // Spawn hands over bytes, not the file: a shell redirects, as a user would.
            let run = try await shell(
                "exec '\(TagflowBinary.location.get().path)' render - -o same.txt --format svg < same.txt", in: folder)
            expectError(run, exit: 64, mentions: ["-o 'same.txt'", "the input '-'"])
            try Self.expectUnchanged(folder)
        }
    }

    @Test("render: two outputs on one file or one stream are refused; /dev/null takes both")
    func outputsCollide() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder)
            let file = try await TagflowBinary.run(
                ["render", "same.txt", "-o", "X.svg", "--emit-layout", "X.svg"], in: folder)
            expectError(file, exit: 64, mentions: ["-o 'X.svg'", "--emit-layout 'X.svg'", "same file"])
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("X.svg").path))
            let stream = try await TagflowBinary.run(
                ["render", "same.txt", "-o", "-", "--format", "png", "--emit-layout", "-"], in: folder)
            expectError(stream, exit: 64, mentions: ["standard output"])
            let sink = try await TagflowBinary.run(
                ["render", "same.txt", "-o", "/dev/null", "--format", "svg", "--emit-layout", "/dev/null"], in: folder)
            #expect(sink.status == 0, "\(sink.stderr)")
        }
    }

    @Test("render --check writes nothing, so it may name its own input")
    func checkWritesNothing() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder)
            let run = try await TagflowBinary.run(
                ["render", "same.txt", "-o", "same.txt", "--format", "svg", "--check"], in: folder)
            #expect(run.status == 1, "\(run.stderr)")
            try Self.expectUnchanged(folder)
        }
    }

    @Test(
        "batch: an output that is an input (of this shard or another) or the config is refused before any file is written"
    )
    func batchRefuses() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder)
            let d = folder.appendingPathComponent("d")
            try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
            try writeFile("d/x.svg", Self.list, in: folder)
            try writeFile("d/a.txt", Self.list, in: folder)
            try writeFile("d/x.txt", Self.list, in: folder)
            for arguments in [
                ["d/a.txt", "d/x.svg", "-o", "d", "--format", "svg"],
                // Shard 1 renders d/x.txt to d/x.svg, which shard 2 (another machine) reads.
                ["d/x.txt", "d/x.svg", "-o", "d", "--format", "svg", "--shard", "1/2"],
            ] {
                let run = try await TagflowBinary.run(["batch"] + arguments, in: folder)
                expectError(
                    run, exit: 64, mentions: ["the output 'd/x.svg'", "the input 'd/x.svg'"], usageTail: Self.batchTail)
                #expect(try bytes(of: d.appendingPathComponent("x.svg")) == Self.list)
                #expect(!FileManager.default.fileExists(atPath: d.appendingPathComponent("a.svg").path))
            }
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("out/same.svg").path, withDestinationPath: "../config.json")
            let config = try await TagflowBinary.run(
                ["batch", "same.txt", "-o", "out", "--format", "svg", "--config", "config.json"], in: folder)
            expectError(config, exit: 64, mentions: ["out/same.svg", "the --config file"], usageTail: Self.batchTail)
            try Self.expectUnchanged(folder)
        }
    }

    @Test("build: no image's output may replace an icon of another image, drawn or fresh; nothing is written")
    func buildKeepsIcons() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("red.svg", IconTests.red, in: folder)
            try writeFile("a.tsv", Array("Swift\t\t\t\t\tred.svg\nRust\n".utf8), in: folder)
            try writeFile("b.txt", Self.list, in: folder)
            let safe = #"{"images": [{"input": "a.tsv", "output": "a.svg"}]}"#
            try writeFile("tagflow.json", Array(safe.utf8), in: folder)
            // Image 1 is drawn first, so that it is fresh (not drawn again) in the second build.
            try #require(try await TagflowBinary.run(["build"], in: folder).status == 0)
            let a = try bytes(of: folder.appendingPathComponent("a.svg"))
            let hostile =
                #"{"images": [{"input": "a.tsv", "output": "a.svg"}, {"input": "b.txt", "output": "red.svg"}]}"#
            try writeFile("tagflow.json", Array(hostile.utf8), in: folder)
            for fresh in [true, false] {
                // First with image 1 fresh in the folder's record, then with no record: drawn.
                if !fresh { try FileManager.default.removeItem(at: folder.appendingPathComponent(".tagflow.fresh")) }
                let run = try await TagflowBinary.run(["build"], in: folder)
                expectError(
                    run, exit: 64, mentions: ["image 2's output 'red.svg'", "an icon 'red.svg'"],
                    usageTail: "usage: tagflow build [MANIFEST] [--check] [options]; see 'tagflow build --help'")
                #expect(try bytes(of: folder.appendingPathComponent("red.svg")) == IconTests.red, "fresh: \(fresh)")
                #expect(try bytes(of: folder.appendingPathComponent("a.svg")) == a)
            }
        }
    }

    @Test("diff -o onto A or B (or a link to one) is refused and both stay as they were")
    func diffRefuses() async throws {
        try await withTemporaryFolder { folder in
            let a = try await TagflowBinary.run(["render", "-", "-o", "a.png"], stdin: Self.list, in: folder)
            let b = try await TagflowBinary.run(
                ["render", "-", "-o", "b.png", "--theme", "dark"], stdin: Self.list, in: folder)
            #expect(a.status == 0 && b.status == 0)
            let before = (
                try bytes(of: folder.appendingPathComponent("a.png")),
                try bytes(of: folder.appendingPathComponent("b.png"))
            )
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("link.png").path, withDestinationPath: "b.png")
            for (output, named) in [("a.png", "A 'a.png'"), ("link.png", "B 'b.png'")] {
                let run = try await TagflowBinary.run(["diff", "a.png", "b.png", "-o", output], in: folder)
                expectError(run, exit: 64, mentions: ["-o '\(output)'", named], usageTail: Self.diffTail)
            }
            #expect(try bytes(of: folder.appendingPathComponent("a.png")) == before.0)
            #expect(try bytes(of: folder.appendingPathComponent("b.png")) == before.1)
        }
    }
}
