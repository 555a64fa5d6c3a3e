import Foundation
import Testing

/// `tagflow build [MANIFEST] [--check]`: the images a manifest lists, drawn as `render` draws them.
@Suite("tagflow build")
struct BuildCommandTests {
    static let manifest = """
        {
          "defaults": {"width": 300, "theme": "pastel"},
          "images": [
            {"input": "lists/a.txt", "output": "out/a.svg"},
            {"input": "lists/b.tsv", "output": "out/b.png", "font": "DejaVu Sans:bold", "balance": true, "padding": [10, 4]}
          ]
        }

        """

    /// A folder with the manifest at `docs/tagflow.json` and its inputs beside it.
    static func project(_ folder: URL, manifest: String = manifest) throws -> URL {
        let docs = folder.appendingPathComponent("docs")
        for path in ["docs/lists", "docs/out"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        try writeFile("lists/a.txt", labelFile(["Swift", "Rust", "Go", "Zig"]), in: docs)
        try writeFile("lists/b.tsv", Array("Linux\t3\nCairo\t1\nHarfBuzz\t2\n".utf8), in: docs)
        try writeFile("tagflow.json", Array(manifest.utf8), in: docs)
        return docs
    }

    @Test(
        "every image is written, byte for byte what render writes with the same options, paths from the manifest's folder"
    )
    func sameBytesAsRender() async throws {
        try await withTemporaryFolder { folder in
            let docs = try Self.project(folder)
            let run = try await TagflowBinary.run(["build", "docs/tagflow.json"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr == "tagflow: build: 2 written, 0 unchanged of 2\n")
            // A value with a space in it (the bash loop's `read -r -a` split it) reaches the font lookup whole.
            let renders: [(String, [String])] = [
                ("a.svg", ["lists/a.txt", "--width", "300", "--theme", "pastel"]),
                (
                    "b.png",
                    [
                        "lists/b.tsv", "--width", "300", "--theme", "pastel", "--font", "DejaVu Sans:bold", "--balance",
                        "--padding", "10,4",
                    ]
                ),
            ]
            for (name, arguments) in renders {
                let render = try await TagflowBinary.run(
                    ["render"] + arguments + ["-o", "render-\(name)"], in: docs)
                try #require(render.status == 0, "\(render.stderr)")
                #expect(
                    try bytes(of: docs.appendingPathComponent("out/\(name)"))
                        == bytes(of: docs.appendingPathComponent("render-\(name)")), "\(name)")
            }
            // A second build finds every file holding its bytes and leaves it alone.
            let again = try await TagflowBinary.run(["build", "tagflow.json"], in: docs)
            #expect(
                again.status == 0 && again.stderr == "tagflow: build: 0 written, 2 unchanged of 2\n", "\(again.stderr)")
            expectNoTemporaryFiles(in: docs.appendingPathComponent("out"))
        }
    }

    @Test("--check: 0 when every image is fresh; 1 naming each stale or missing one; nothing written either way")
    func check() async throws {
        try await withTemporaryFolder { folder in
            let docs = try Self.project(folder)
            try #require(try await TagflowBinary.run(["build"], in: docs).status == 0)
            let fresh = try await TagflowBinary.run(["build", "--check"], in: docs)
            #expect(
                fresh.status == 0 && fresh.stderr == "tagflow: build: 2 up to date, 0 stale of 2\n", "\(fresh.stderr)")

            try writeFile("lists/a.txt", labelFile(["Swift", "Rust"]), in: docs)
            try FileManager.default.removeItem(at: docs.appendingPathComponent("out/b.png"))
            let before = try bytes(of: docs.appendingPathComponent("out/a.svg"))
            let stale = try await TagflowBinary.run(["build", "--check"], in: docs)
            #expect(stale.status == 1)
            // Each named by its entry in the manifest first, then what changed.
            #expect(
                stale.stderr.contains(
                    "tagflow: check: tagflow.json:4:5: image 1: the rendering differs from out/a.svg"),
                "\(stale.stderr)")
            #expect(stale.stderr.contains("chips vanished: 'Go', 'Zig'"), "\(stale.stderr)")
            #expect(
                stale.stderr.contains(
                    "tagflow: check: tagflow.json:5:5: image 2: out/b.png does not exist or is not a regular file (it is new, or it changed since the last build)"
                ), "\(stale.stderr)")
            #expect(stale.stderr.hasSuffix("tagflow: build: 0 up to date, 2 stale of 2\n"), "\(stale.stderr)")
            #expect(try bytes(of: docs.appendingPathComponent("out/a.svg")) == before)
            #expect(!FileManager.default.fileExists(atPath: docs.appendingPathComponent("out/b.png").path))
        }
    }

    @Test("a failed image writes nothing: the other images stay as they were")
    func failureWritesNothing() async throws {
        try await withTemporaryFolder { folder in
            let docs = try Self.project(folder)
            try #require(try await TagflowBinary.run(["build"], in: docs).status == 0)
            let before = try bytes(of: docs.appendingPathComponent("out/a.svg"))
            try writeFile("lists/a.txt", labelFile(["Changed"]), in: docs)
            try FileManager.default.removeItem(at: docs.appendingPathComponent("lists/b.tsv"))
            let run = try await TagflowBinary.run(["build"], in: docs)
            expectError(run, exit: 66, mentions: ["tagflow.json:5:5: image 2: ", "lists/b.tsv", "no such file"])
            #expect(try bytes(of: docs.appendingPathComponent("out/a.svg")) == before)
            expectNoTemporaryFiles(in: docs.appendingPathComponent("out"))
        }
    }

    @Test(
        "a bad manifest is one error line naming its place (exit 65)",
        arguments: [
            (
                #"{"images": [{"input": "a.txt", "output": "a.svg", "fnt-size": 16}]}"#,
                "tagflow.json:1:63: image 1: unknown option 'fnt-size' (did you mean 'font-size'?)"
            ),
            (
                #"{"images": [{"input": "a.txt", "output": "a.svg", "font-size": "big"}]}"#,
                "tagflow.json:1:64: image 1: --font-size 'big': expected a number"
            ),
            (#"{"images": [{"input": "a.txt"}]}"#, "tagflow.json:1:13: image 1: missing \"output\""),
            (
                #"{"images": [{"input": "a.txt", "output": "-"}]}"#,
                "tagflow.json:1:42: image 1: \"output\" is a file's path"
            ),
            (
                #"{"images": [{"input": "a.txt", "output": "a.svg", "check": true}]}"#,
                "tagflow.json:1:60: image 1: 'check' cannot be set in a manifest"
            ),
            (
                #"{"images": [{"input": "a.txt", "output": "a.svg"}, {"input": "a.txt", "output": "a.svg"}]}"#,
                "tagflow.json:1:52: image 2: its output a.svg is also image 1's"
            ),
            (#"{"defaults": [], "images": []}"#, "tagflow.json:1:14: \"defaults\" holds options as a JSON object"),
            (#"{"pictures": []}"#, "tagflow.json:1:2: unknown key 'pictures'"),
            (#"[]"#, "tagflow.json:1:1: a manifest is one JSON object"),
            (#"{"images": "#, "tagflow.json:1:12: "),
        ])
    func badManifest(manifest: String, message: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("a.txt", labelFile(["Swift"]), in: folder)
            try writeFile("tagflow.json", Array(manifest.utf8), in: folder)
            let run = try await TagflowBinary.run(["build"], in: folder)
            expectError(run, exit: 65, mentions: [message])
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.svg").path))
        }
    }

    @Test("no manifest: exit 66 naming tagflow.json")
    func missingManifest() async throws {
        try await withTemporaryFolder { folder in
            expectError(try await TagflowBinary.run(["build"], in: folder), exit: 66, mentions: ["tagflow.json"])
        }
    }

    @Test(
        "an image whose output is another image's input (here by a hard link) is refused before anything is written (64)"
    )
    func outputIsInput() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("a.txt", labelFile(["Swift"]), in: folder)
            try FileManager.default.linkItem(
                atPath: folder.appendingPathComponent("a.txt").path, toPath: folder.appendingPathComponent("a.svg").path
            )
            let manifest =
                #"{"images": [{"input": "a.txt", "output": "b.svg"}, {"input": "b.svg", "output": "a.svg"}]}"#
            try writeFile("tagflow.json", Array(manifest.utf8), in: folder)
            let run = try await TagflowBinary.run(["build"], in: folder)
            expectError(
                run, exit: 64, mentions: ["image 2's output 'a.svg'", "image 1's input 'a.txt'"],
                usageTail: "; usage: tagflow build [MANIFEST] [--check] [options]; see 'tagflow build --help'")
            #expect(try bytes(of: folder.appendingPathComponent("a.txt")) == labelFile(["Swift"]))
        }
    }

    @Test("the project's own Samples are fresh: tagflow build Samples/tagflow.json --check")
    func samplesAreFresh() async throws {
        let run = try await TagflowBinary.run(
            // The samples' icons are the system's bootstrap-icons: outside Samples, and trusted.
            ["build", "Samples/tagflow.json", "--check", "--quiet", "--allow-outside"], in: TagflowBinary.packageRoot)
        #expect(run.status == 0, "\(run.stderr)")
    }
}
