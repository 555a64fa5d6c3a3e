import Foundation
import Testing

/// `batch` and folders: `--recursive` mirrors the input tree, skipped subfolders are named,
/// `-0` reads `find -print0`'s list, `--name` names the outputs.
@Suite("tagflow batch: folders and names")
struct BatchFoldersTests {
    static let batchUsageTail =
        "; usage: tagflow batch INPUT... -o OUTDIR [--format png|svg|pdf] [options]; see 'tagflow batch --help'"

    /// `lists/a.txt`, `lists/sub/b.txt`, `lists/sub/deep/c.tsv` and a hidden `lists/.git/d.txt`.
    static func tree(in folder: URL) throws {
        for path in ["lists/sub/deep", "lists/.git"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        try writeFile("lists/a.txt", labelFile(["Swift", "Rust"]), in: folder)
        try writeFile("lists/sub/b.txt", labelFile(["Go"]), in: folder)
        try writeFile("lists/sub/deep/c.tsv", Array("Zig\t2\n".utf8), in: folder)
        try writeFile("lists/.git/d.txt", labelFile(["hidden"]), in: folder)
    }

    static func files(under folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        // The folder's freshness record is every batch's (`FreshnessTests`), not an output.
        return (enumerator?.allObjects as? [String] ?? []).filter {
            !$0.hasSuffix("sub") && !$0.hasSuffix("deep") && $0 != ".tagflow.fresh"
        }.sorted()
    }

    @Test("without --recursive a subfolder is named in a warning, not silently skipped")
    func skippedSubfolders() async throws {
        try await withTemporaryFolder { folder in
            try Self.tree(in: folder)
            let run = try await BatchCommandTests.batch(["lists", "-o", "out", "--format", "svg"], in: folder)
            #expect(run.status == 0)
            #expect(
                run.stderrLines == [
                    "tagflow: warning: lists/sub: a subfolder, skipped; pass --recursive to render its lists too, mirrored under out",
                    "tagflow: batch: 1 rendered, 0 skipped, 0 failed of 1",
                ], "\(run.stderr)")
        }
    }

    @Test("--recursive mirrors the tree under OUTDIR (hidden folders left out); each output is render's")
    func recursive() async throws {
        try await withTemporaryFolder { folder in
            try Self.tree(in: folder)
            let run = try await BatchCommandTests.batch(["lists", "-o", "out", "--format", "svg", "-r"], in: folder)
            #expect(
                run.status == 0 && run.stderr == "tagflow: batch: 3 rendered, 0 skipped, 0 failed of 3\n",
                "\(run.stderr)")
            #expect(
                Self.files(under: folder.appendingPathComponent("out")) == ["a.svg", "sub/b.svg", "sub/deep/c.svg"])
            let render = try await TagflowBinary.run(["render", "lists/sub/deep/c.tsv", "-o", "c.svg"], in: folder)
            try #require(render.status == 0)
            #expect(
                try bytes(of: folder.appendingPathComponent("out/sub/deep/c.svg"))
                    == bytes(of: folder.appendingPathComponent("c.svg")))
        }
    }

    @Test("-0: NUL-separated paths on standard input, a new line inside a name included")
    func nulSeparated() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("odd\nname.txt", labelFile(["Swift"]), in: folder)
            try writeFile("plain.txt", labelFile(["Rust"]), in: folder)
            let run = try await BatchCommandTests.batch(
                ["-", "-0", "-o", "out", "--format", "svg"], in: folder, stdin: Array("odd\nname.txt\0plain.txt\0".utf8)
            )
            #expect(run.status == 0, "\(run.stderr)")
            #expect(Self.files(under: folder.appendingPathComponent("out")) == ["odd\nname.svg", "plain.svg"])
        }
    }

    @Test("--name names the outputs from {stem} and {ext}")
    func nameTemplate() async throws {
        try await withTemporaryFolder { folder in
            try Self.tree(in: folder)
            let run = try await BatchCommandTests.batch(
                ["lists", "-r", "-o", "out", "--format", "png", "--name", "{stem}-dark@2x.{ext}"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(
                Self.files(under: folder.appendingPathComponent("out"))
                    == ["a-dark@2x.png", "sub/b-dark@2x.png", "sub/deep/c-dark@2x.png"])
        }
    }

    @Test(
        "a --name that cannot name outputs is a usage error (64)",
        arguments: [
            ("{x}.svg", "{x} is not a field; use {stem} and {ext}"), ("cloud.{ext}", "it needs {stem}"),
            ("a/{stem}.{ext}", "it names a file, not a folder"),
        ])
    func badTemplate(template: String, reason: String) async throws {
        try await withTemporaryFolder { folder in
            try Self.tree(in: folder)
            let run = try await BatchCommandTests.batch(["lists", "-o", "out", "--name", template], in: folder)
            expectError(
                run, exit: 64, mentions: ["--name '\(template)': expected an output name: \(reason)"],
                usageTail: Self.batchUsageTail)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        }
    }
}
