import Foundation
import Testing

/// `tagflow batch --emit-layout DIR`: one layout JSON per input, named as its output, the same
/// file `render --emit-layout` writes for that input; a DIR that is an input is refused.
@Suite("tagflow batch --emit-layout")
struct BatchEmitLayoutTests {
    static let lists = ["alpha.txt": ["Swift", "Rust", "Go"], "beta.tsv": ["Zig\t2", "OCaml\t1"]]

    static func prepare(_ folder: URL) throws {
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("lists"), withIntermediateDirectories: true)
        for (name, labels) in lists { try writeFile("lists/\(name)", labelFile(labels), in: folder) }
    }

    @Test("Each input's layout is DIR/NAME.json, byte for byte what render --emit-layout writes for it")
    func onePerInput() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder)
            let batch = try await TagflowBinary.run(
                ["batch", "lists", "-o", "out", "--format", "svg", "--emit-layout", "layouts", "--width", "120", "-q"],
                in: folder)
            #expect(batch.status == 0, "\(batch.stderr)")
            let written = try FileManager.default.contentsOfDirectory(
                atPath: folder.appendingPathComponent("layouts").path)
            #expect(written.sorted() == ["alpha.json", "beta.json"])
            for (name, stem) in [("alpha.txt", "alpha"), ("beta.tsv", "beta")] {
                let render = try await runRender(
                    ["lists/\(name)", "-o", "\(stem).svg", "--emit-layout", "\(stem).json", "--width", "120"],
                    in: folder)
                expectQuietSuccess(render)
                #expect(
                    try bytes(of: folder.appendingPathComponent("layouts/\(stem).json"))
                        == bytes(of: folder.appendingPathComponent("\(stem).json")), "\(stem)")
                #expect(
                    try EmittedLayout.read("layouts/\(stem).json", in: folder).chips.count == Self.lists[name]!.count)
            }
        }
    }

    @Test("--name shapes the layouts' names too; --check writes none")
    func namedAndChecked() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder)
            let batch = try await TagflowBinary.run(
                [
                    "batch", "lists", "-o", "out", "--format", "png", "--name", "{stem}-cloud.{ext}", "--emit-layout",
                    "out", "-q",
                ],
                in: folder)
            #expect(batch.status == 0, "\(batch.stderr)")
            for stem in ["alpha", "beta"] {
                #expect(
                    fileExists("out/\(stem)-cloud.png", in: folder) && fileExists("out/\(stem)-cloud.json", in: folder))
            }
            let check = try await TagflowBinary.run(
                [
                    "batch", "lists", "-o", "out", "--format", "png", "--name", "{stem}-cloud.{ext}", "--emit-layout",
                    "fresh",
                    "--check", "-q",
                ],
                in: folder)
            #expect(check.status == 0, "\(check.stderr)")
            #expect(!fileExists("fresh", in: folder))
        }
    }

    @Test("A DIR that is an input folder is refused before anything is written (64)")
    func inputFolderRefused() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder)
            let run = try await TagflowBinary.run(
                ["batch", "lists", "-o", "out", "--emit-layout", "./lists/"], in: folder)
            expectError(
                run, exit: 64, mentions: ["--emit-layout ./lists/", "the input 'lists'", "choose another folder"],
                usageTail: BatchFoldersTests.batchUsageTail)
            #expect(!fileExists("out", in: folder))
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("lists").path).count
                    == 2)
        }
    }

    @Test("Two outputs named alike by --name without {ext}: the layout would be the picture, refused (64)")
    func layoutOnPicture() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder)
            let run = try await TagflowBinary.run(
                ["batch", "lists", "-o", "out", "--name", "{stem}", "--emit-layout", "out"], in: folder)
            expectError(
                run, exit: 64, mentions: ["--emit-layout", "the same file"], usageTail: BatchFoldersTests.batchUsageTail
            )
            // Refused before any folder is made.
            #expect(!fileExists("out", in: folder))
        }
    }
}
