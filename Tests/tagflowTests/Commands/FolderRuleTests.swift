import Foundation
import Testing

/// One folder rule: every command makes the missing parent folders of what it writes (as
/// `mkdir -p`), and only those; a run that fails leaves none of them behind.
@Suite("every command makes the missing folders of what it writes")
struct FolderRuleTests {
    static func exists(_ path: String, in folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
    }

    /// Every file and folder under `folder`, relative to it, sorted.
    static func tree(_ folder: URL) -> [String] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        return paths.sorted()
    }

    @Test(
        "render, batch, diff, animate, build, markdown and --differences write into folders that were not there",
        arguments: [
            (["render", "l.txt", "-o", "a/b/c.svg", "--emit-layout", "d/e/f.json"], ["a/b/c.svg", "d/e/f.json"]),
            (["render", "l.txt", "-o", "a/b/c.png", "--dark-theme", "dark"], ["a/b/c.png", "a/b/c~dark.png"]),
            (["batch", "l.txt", "-o", "a/b", "--format", "svg"], ["a/b/l.svg"]),
            (["diff", "one.png", "two.png", "-o", "a/b/d.png"], ["a/b/d.png"]),
            (["animate", "l.txt", "-o", "a/b/m.svg", "--to-width", "90"], ["a/b/m.svg"]),
            (["build", "m.json"], ["docs/img/a.svg"]),
            (["markdown", "p.md", "-o", "a/b/out.md", "--images", "c/d"], ["a/b/out.md", "c/d/.tagflow.fresh"]),
            (["render", "l.txt", "-o", "one.png", "--check", "--differences", "a/b"], ["a/b/one.diff.png"]),
        ])
    func makesFolders(arguments: [String], written: [String]) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("l.txt", labelFile(["Swift", "Go", "Rust"]), in: folder)
            try writeFile("p.md", Array("- item\n  ```tagflow\n  Zig\n  ```\n".utf8), in: folder)
            try writeFile(
                "m.json", Array(#"{"images": [{"input": "l.txt", "output": "docs/img/a.svg"}]}"#.utf8), in: folder)
            for (name, width) in [("one", "300"), ("two", "90")] {
                for format in ["svg", "png"] {
                    let run = try await TagflowBinary.run(
                        ["render", "l.txt", "-o", "\(name).\(format)", "--width", width], in: folder)
                    try #require(run.status == 0, "\(run.stderr)")
                }
            }
            // --check: a.png drawn at another width differs.
            let check = arguments.contains("--check")
            let run = try await TagflowBinary.run(arguments + (check ? ["--width", "90"] : []), in: folder)
            #expect(run.status == (check || arguments[0] == "diff" ? 1 : 0), "\(run.stderr)")
            for path in written { #expect(Self.exists(path, in: folder), "\(path): \(Self.tree(folder))") }
            expectNoTemporaryFiles(in: folder)
        }
    }

    @Test("A file where a folder should be is refused (73), and a failed write leaves no folder it made")
    func failures() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("l.txt", labelFile(["Swift", "Go"]), in: folder)
            let before = Self.tree(folder)
            var run = try await TagflowBinary.run(["render", "l.txt", "-o", "l.txt/deeper/a.svg"], in: folder)
            #expect(run.status == 73)
            #expect(
                run.stderr.hasPrefix(
                    "tagflow: error: l.txt/deeper/a.svg: cannot create the output (l.txt is a file, not a folder)"),
                "\(run.stderr)")
            // The picture's folders are made, then the layout cannot be written: both go.
            run = try await TagflowBinary.run(
                ["render", "l.txt", "-o", "new/deep/a.svg", "--emit-layout", "/dev/full"], in: folder)
            #expect(run.status == 74 || run.status == 73, "\(run.stderr)")
            run = try await TagflowBinary.run(["batch", "l.txt", "-o", "l.txt/b", "--format", "svg"], in: folder)
            #expect(run.status == 73, "\(run.stderr)")
            #expect(Self.tree(folder) == before)
        }
    }
}
