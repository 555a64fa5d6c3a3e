import Foundation
import Spawn
import Testing

/// Streams stay streams and names are named as they are (issue 38, item 6): a light/dark pair
/// to `/dev/stdout` is refused as `-o -` is; a name that is not UTF-8 is refused or skipped,
/// shown byte for byte, and never ends a `-r` batch; `batch -r` over a tree holding its own
/// outputs runs again and leaves no empty folder; a `-` inside `-`'s list is refused.
@Suite("Streams and names")
struct StreamsAndNamesTests {
    static let batchTail =
        "; usage: tagflow batch INPUT... -o OUTDIR [--format png|svg|pdf] [options]; see 'tagflow batch --help'"

    /// `name`'s bytes as a path under `folder`, for names Foundation cannot spell.
    static func rawPath(_ folder: URL, _ name: [UInt8]) -> [CChar] {
        (Array(folder.path.utf8) + [UInt8(ascii: "/")] + name + [0]).map { CChar(bitPattern: $0) }
    }

    @Test("a pair to /dev/stdout, /dev/fd/1 or a FIFO is refused (64) like -o -, and no '~dark' file is made")
    func pairToStream() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("a.txt", labelFile(["rock"]), in: folder)
            #expect(mkfifo(folder.appendingPathComponent("pipe.png").path, 0o644) == 0)
            for output in ["/dev/stdout", "/dev/fd/1", "pipe.png", "-"] {
                let run = try await TagflowBinary.run(
                    ["render", "a.txt", "-o", output, "--format", "png", "--dark-theme", "dark"], in: folder)
                expectError(run, exit: 64, mentions: ["--dark-theme", "a light/dark pair is two files"])
            }
            #expect(!FileManager.default.fileExists(atPath: "/dev/stdout~dark"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.txt", "pipe.png"])
        }
    }

    @Test("an argument that is not UTF-8 is refused (64) naming its bytes, not looked for as 'n\u{FFFD}.txt'")
    func argumentNotUTF8() async throws {
        try await withTemporaryFolder { folder in
            let name: [UInt8] = Array("n".utf8) + [0xFF] + Array(".txt".utf8)
            let fd = open(Self.rawPath(folder, name), O_CREAT | O_WRONLY, 0o644)
            #expect(fd >= 0)
            close(fd)
            // A Swift String cannot hold bytes that are not UTF-8: a shell passes them.
            let shell = try Spawn.run(
                "/bin/sh",
                ["-c", "\"$0\" render \"$(printf 'n\\377.txt')\" -o x2.svg", try TagflowBinary.location.get().path],
                directory: folder.path)
            #expect(shell.status == 64)
            let stderr = String(decoding: shell.stderr, as: UTF8.self)
            #expect(stderr.contains("'n\\xFF.txt' is not UTF-8"), "\(stderr)")
            #expect(stderr.split(separator: "\n").count == 1, "\(stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/x2.svg"))
        }
    }

    @Test(
        "batch -r: a folder and a listed path whose names are not UTF-8 are skipped with a warning; the rest is drawn")
    func recursiveNotUTF8() async throws {
        try await withTemporaryFolder { folder in
            let tree = folder.appendingPathComponent("tree")
            try FileManager.default.createDirectory(
                at: tree.appendingPathComponent("sub"), withIntermediateDirectories: true)
            try writeFile("a.txt", labelFile(["rock"]), in: tree)
            try writeFile("sub/c.txt", labelFile(["jazz"]), in: tree)
            #expect(mkdir(Self.rawPath(tree, Array("b".utf8) + [0xFE]), 0o755) == 0)
            let run = try await TagflowBinary.run(["batch", "-r", "tree", "-o", "out", "--format", "svg"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.contains("tree/b\\xFE: a name that is not UTF-8, skipped"), "\(run.stderr)")
            #expect(run.stderr.components(separatedBy: "not UTF-8").count == 2, "warned once: \(run.stderr)")
            #expect(FileManager.default.fileExists(atPath: folder.path + "/out/a.svg"))
            #expect(FileManager.default.fileExists(atPath: folder.path + "/out/sub/c.svg"))
            let listed = Array("tree/a.txt".utf8) + [0] + Array("n".utf8) + [0xFF, 0]
            let fromList = try await TagflowBinary.run(
                ["batch", "-", "-0", "-o", "out2", "--format", "svg"], stdin: listed, in: folder)
            #expect(fromList.status == 0, "\(fromList.stderr)")
            #expect(fromList.stderr.contains("n\\xFF: a name that is not UTF-8, skipped"), "\(fromList.stderr)")
        }
    }

    @Test("batch -r with its outputs and layouts inside the tree runs again, unchanged, and leaves no empty folder")
    func recursiveRerun() async throws {
        try await withTemporaryFolder { folder in
            let tree = folder.appendingPathComponent("tree")
            try FileManager.default.createDirectory(
                at: tree.appendingPathComponent("sub"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(
                at: tree.appendingPathComponent("bad"), withIntermediateDirectories: true)
            try writeFile("a.txt", labelFile(["rock"]), in: tree)
            try writeFile("sub/c.txt", labelFile(["jazz"]), in: tree)
            try writeFile("bad/empty.txt", [], in: tree)
            let arguments = ["batch", "-r", "tree", "-o", "tree/out", "--format", "svg", "--emit-layout", "tree/lay"]
            for _ in 0..<2 {
                let run = try await TagflowBinary.run(arguments, in: folder)
                #expect(run.status == 65, "only bad/empty.txt fails: \(run.stderr)")
                #expect(run.stderr.contains("2 rendered, 0 skipped, 1 failed of 3"), "\(run.stderr)")
            }
            let files = FileManager.default.enumerator(atPath: tree.path)!.compactMap { $0 as? String }.sorted()
            #expect(
                files == [
                    "a.txt", "bad", "bad/empty.txt", "lay", "lay/a.json", "lay/sub", "lay/sub/c.json", "out",
                    "out/.tagflow.fresh", "out/a.svg",
                    "out/sub", "out/sub/c.svg", "sub", "sub/c.txt",
                ], "\(files)")
        }
    }

    @Test("a '-' inside the list read from standard input is refused (64): standard input is that list")
    func dashInList() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("a.txt", labelFile(["rock"]), in: folder)
            for (stdin, extra) in [(Array("a.txt\0-\0".utf8), ["-0"]), (Array("a.txt\n-\n".utf8), [])] {
                let run = try await TagflowBinary.run(
                    ["batch", "-", "-o", "out", "--format", "svg"] + extra, stdin: stdin, in: folder)
                expectError(
                    run, exit: 64, mentions: ["standard input (-) is named twice", "an entry of that list"],
                    usageTail: Self.batchTail)
                #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
            }
        }
    }
}
