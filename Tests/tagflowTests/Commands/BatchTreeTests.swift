import Foundation
import Testing

/// `batch -r` (or `--base DIR`) mirrors the inputs' folders below their common folder, whatever
/// named them: one folder, several, or a list of paths on standard input (`find … -print0`).
@Suite("tagflow batch mirrors trees from any list of paths")
struct BatchTreeTests {
    /// `c/d1/x.txt` and `c/d2/x.txt`.
    static func tree(in folder: URL) throws {
        for sub in ["d1", "d2"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("c/\(sub)"), withIntermediateDirectories: true)
            try writeFile("c/\(sub)/x.txt", labelFile(["Swift", sub]), in: folder)
        }
    }

    static func outputs(_ folder: URL) -> [String] {
        BatchFoldersTests.files(under: folder.appendingPathComponent("oc")).filter { $0.hasSuffix(".svg") }
    }

    @Test(
        "find -print0 | batch - -0 -r, and batch -r with two folders, mirror below the common folder",
        arguments: [
            (["-", "-0", "-r"], "c/d1/x.txt\0c/d2/x.txt\0"), (["-", "-r"], "./c/d1/x.txt\nc/d2/x.txt\n"),
            (["c/d1", "c/d2", "-r"], nil), (["c/d1/x.txt", "c/d2", "--base", "c"], nil),
        ])
    func mirrored(arguments: [String], stdin: String?) async throws {
        try await withTemporaryFolder { folder in
            try Self.tree(in: folder)
            let run = try await BatchCommandTests.batch(
                arguments + ["-o", "oc", "--format", "svg"], in: folder, stdin: stdin.map { Array($0.utf8) })
            #expect(run.status == 0, "\(run.stderr)")
            #expect(Self.outputs(folder) == ["d1/x.svg", "d2/x.svg"])
            let d2 = String(decoding: try bytes(of: folder.appendingPathComponent("oc/d2/x.svg")), as: UTF8.self)
            #expect(d2.contains("data-label=\"d2\""))
        }
    }

    @Test("--base names the folder to mirror below; an input outside it is a usage error (64)")
    func base() async throws {
        try await withTemporaryFolder { folder in
            try Self.tree(in: folder)
            let one = try await BatchCommandTests.batch(
                ["c/d1/x.txt", "--base", "c", "-o", "oc", "--format", "svg"], in: folder)
            #expect(one.status == 0, "\(one.stderr)")
            #expect(Self.outputs(folder) == ["d1/x.svg"])
            let outside = try await BatchCommandTests.batch(
                ["c/d1/x.txt", "--base", "c/d2", "-o", "out", "--format", "svg"], in: folder)
            expectError(
                outside, exit: 64, mentions: ["--base 'c/d2'", "'c/d1/x.txt' is not in it"],
                usageTail: BatchFoldersTests.batchUsageTail)
            #expect(!fileExists("out", in: folder))
        }
    }

    @Test("Without -r two folders' x.txt are one output: refused (65) naming both and -r; so is a clash -r leaves")
    func clashes() async throws {
        try await withTemporaryFolder { folder in
            try Self.tree(in: folder)
            let flat = try await BatchCommandTests.batch(["c/d1", "c/d2", "-o", "oc", "--format", "svg"], in: folder)
            #expect(flat.status == 65)
            #expect(
                flat.stderr.contains("c/d2/x.txt: its output oc/x.svg is also c/d1/x.txt's; rename one, or mirror")
                    && flat.stderr.contains("with -r"), "\(flat.stderr)")
            try writeFile("c/d1/x.csv", Array("label\nGo\n".utf8), in: folder)
            let mirrored = try await BatchCommandTests.batch(["c", "-r", "-o", "oc", "--format", "svg"], in: folder)
            #expect(mirrored.status == 65)
            #expect(
                mirrored.stderr.contains("c/d1/x.txt: its output oc/d1/x.svg is also c/d1/x.csv's; rename one\n"),
                "\(mirrored.stderr)")
        }
    }

    @Test(
        "-r --skip-existing: d1/x.svg and d2/x.svg keep an entry each, so a second run skips both and a change redoes one",
        arguments: ["oc", "./oc", "././oc"])
    func skipInTree(output: String) async throws {
        try await withTemporaryFolder { folder in
            try Self.tree(in: folder)
            let arguments = ["c", "-r", "-o", output, "--format", "svg", "--skip-existing"]
            let first = try await BatchCommandTests.batch(arguments, in: folder)
            #expect(first.stderrLines.last == "tagflow: batch: 2 rendered, 0 skipped, 0 failed of 2", "\(first.stderr)")
            let record = String(
                decoding: try bytes(of: folder.appendingPathComponent("oc/.tagflow.fresh")), as: UTF8.self)
            #expect(record.split(separator: "\n").map { $0.prefix { $0 != "\t" } } == ["d1%2Fx.svg", "d2%2Fx.svg"])
            let again = try await BatchCommandTests.batch(arguments, in: folder)
            #expect(again.stderrLines.last == "tagflow: batch: 0 rendered, 2 skipped, 0 failed of 2", "\(again.stderr)")
            try writeFile("c/d2/x.txt", labelFile(["Swift", "Rust"]), in: folder)
            let changed = try await BatchCommandTests.batch(arguments, in: folder)
            #expect(
                changed.stderrLines.last == "tagflow: batch: 1 rendered, 1 skipped, 0 failed of 2", "\(changed.stderr)")
        }
    }
}
