import Foundation
import Testing

/// A manifest or a Markdown page reaches nothing outside its folder tree (after links): not its
/// inputs, outputs, option files nor icons, unless `--allow-outside` is given (65, one line naming
/// the file and where it really is; nothing written). Outputs are named as images; option paths
/// are read from the manifest's folder (issue 38, item 2).
@Suite("A repository's files stay in it")
struct ConfinementTests {
    /// `repo/docs` holding a list, beside `repo/secret.txt` and `repo/stop.txt` outside it, and a
    /// committed link `docs/out -> ../elsewhere`.
    static func prepare(_ folder: URL) throws -> URL {
        let docs = folder.appendingPathComponent("docs")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try writeFile("a.txt", labelFile(["rock", "the"]), in: docs)
        try writeFile("secret.txt", labelFile(["password"]), in: folder)
        try writeFile("stop.txt", labelFile(["the"]), in: folder)
        try FileManager.default.createSymbolicLink(atPath: docs.path + "/out", withDestinationPath: "../elsewhere")
        try FileManager.default.createSymbolicLink(
            atPath: docs.path + "/leak.txt", withDestinationPath: "../secret.txt")
        return docs
    }

    static let escapes: [(image: String, mentions: [String])] = [
        (
            #"{"input": "a.txt", "output": "../a.svg"}"#,
            ["image 1's output 'docs/../a.svg'", "outside the folder tree of docs/tagflow.json"]
        ),
        (
            #"{"input": "a.txt", "output": "out/a.svg"}"#,
            ["'docs/out/a.svg'", "/elsewhere/a.svg", "outside the folder tree of docs/tagflow.json"]
        ),
        (
            #"{"input": "../secret.txt", "output": "a.svg"}"#,
            ["image 1's input 'docs/../secret.txt'", "outside the folder tree of docs/tagflow.json"]
        ),
        (
            #"{"input": "leak.txt", "output": "a.svg"}"#,
            ["'docs/leak.txt'", "/secret.txt", "outside the folder tree of docs/tagflow.json"]
        ),
        (
            #"{"input": "a.txt", "output": "a.svg", "stopwords": "../stop.txt"}"#,
            ["stopwords file", "outside the folder tree of docs/tagflow.json"]
        ),
        (
            #"{"input": "a.txt", "output": "a.svg", "icons": "/usr/share"}"#,
            ["icons folder '/usr/share'", "outside the folder tree"]
        ),
    ]

    @Test("build: outputs, inputs, option files and icon folders out of the tree are refused (65), nothing written")
    func buildEscapes() async throws {
        try await withTemporaryFolder { folder in
            let docs = try Self.prepare(folder)
            for (image, mentions) in Self.escapes {
                try writeFile("tagflow.json", Array(#"{"images": [\#(image)]}"#.utf8), in: docs)
                let run = try await TagflowBinary.run(["build", "docs/tagflow.json"], in: folder)
                expectError(run, exit: 65, mentions: ["docs/tagflow.json:1:13: image 1"] + mentions)
                #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/elsewhere").isEmpty)
                #expect(!FileManager.default.fileExists(atPath: folder.path + "/a.svg"))
                #expect(!FileManager.default.fileExists(atPath: docs.path + "/a.svg"))
            }
        }
    }

    @Test("build --allow-outside draws what the tree's rule refuses, for a repository the user trusts")
    func allowOutside() async throws {
        try await withTemporaryFolder { folder in
            let docs = try Self.prepare(folder)
            let images = #"{"images": [{"input": "leak.txt", "output": "out/a.svg", "stopwords": "../stop.txt"}]}"#
            try writeFile("tagflow.json", Array(images.utf8), in: docs)
            let run = try await TagflowBinary.run(["build", "docs/tagflow.json", "--allow-outside", "-q"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let svg = String(decoding: try bytes(of: folder.appendingPathComponent("elsewhere/a.svg")), as: UTF8.self)
            #expect(svg.contains("password"))
        }
    }

    @Test("an icon a list names out of the tree is refused (65) before the picture is written")
    func iconEscapes() async throws {
        try await withTemporaryFolder { folder in
            let docs = try Self.prepare(folder)
            let icon = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>"#
            try writeFile("i.svg", Array(icon.utf8), in: folder)
            try writeFile("b.tsv", Array("rock\t\t\t\t\t../i.svg\n".utf8), in: docs)
            try writeFile(
                "tagflow.json", Array(#"{"images": [{"input": "b.tsv", "output": "b.svg"}]}"#.utf8), in: docs)
            let run = try await TagflowBinary.run(["build"], in: docs)
            expectError(
                run, exit: 65, mentions: ["image 1's icon", "i.svg", "outside the folder tree of tagflow.json"])
            #expect(!FileManager.default.fileExists(atPath: docs.path + "/b.svg"))
        }
    }

    @Test("a manifest's output must be an image named by its format: NOTES.md or a.png with format svg (65)")
    func imageNames() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("a.txt", labelFile(["rock"]), in: folder)
            try writeFile("NOTES.md", Array("notes\n".utf8), in: folder)
            let cases = [
                (
                    #"{"input": "a.txt", "output": "NOTES.md", "format": "svg"}"#,
                    ["NOTES.md", "end it in .svg, .png or .pdf"]
                ),
                (#"{"input": "a.txt", "output": "a.png", "format": "svg"}"#, ["\"format\": svg", "a.png, a .png"]),
                (#"{"input": "a.txt", "output": ".tagflow.fresh"}"#, [".tagflow.fresh", "not an image's name"]),
            ]
            for (image, mentions) in cases {
                try writeFile("tagflow.json", Array(#"{"images": [\#(image)]}"#.utf8), in: folder)
                let run = try await TagflowBinary.run(["build"], in: folder)
                expectError(run, exit: 65, mentions: ["image 1"] + mentions)
                #expect(try bytes(of: folder.appendingPathComponent("NOTES.md")) == Array("notes\n".utf8))
                #expect(!FileManager.default.fileExists(atPath: folder.path + "/a.png"))
            }
        }
    }

    @Test("option paths in a manifest are read from its folder, not the working folder")
    func optionPathsFromManifest() async throws {
        try await withTemporaryFolder { folder in
            let docs = try Self.prepare(folder)
            try writeFile("stop.txt", labelFile(["rock"]), in: docs)
            try writeFile("prose.txt", Array("rock jazz jazz rock blues\n".utf8), in: docs)
            let font = TagflowBinary.packageRoot.appendingPathComponent("Fonts/Inter-Regular.otf")
            try FileManager.default.copyItem(at: font, to: docs.appendingPathComponent("f.otf"))
            let images =
                #"{"images": [{"input": "prose.txt", "output": "a.svg", "words": true, "stopwords": "stop.txt", "#
                + #""font": "f.otf"}]}"#
            try writeFile("tagflow.json", Array(images.utf8), in: docs)
            let run = try await TagflowBinary.run(["build", "docs/tagflow.json", "-q"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let svg = String(decoding: try bytes(of: docs.appendingPathComponent("a.svg")), as: UTF8.self)
            #expect(svg.contains("jazz") && !svg.contains("rock"), "\(svg.prefix(400))")
        }
    }

    @Test(
        "markdown: a block's option file out of the page's tree, or images through a committed link out, are refused (65)"
    )
    func markdownEscapes() async throws {
        try await withTemporaryFolder { folder in
            let docs = try Self.prepare(folder)
            try writeFile(
                "page.md", Array("# T\n\n```tagflow --stopwords ../stop.txt\nrock\nthe\n```\n".utf8), in: docs)
            let run = try await TagflowBinary.run(["markdown", "docs/page.md", "-o", "docs/out.md"], in: folder)
            expectError(
                run, exit: 65,
                mentions: ["docs/page.md:3", "stopwords file", "outside the folder tree of docs/page.md"])
            try writeFile("page.md", Array("# T\n\n```tagflow\nrock\n```\n".utf8), in: docs)
            try FileManager.default.createSymbolicLink(
                atPath: docs.path + "/images", withDestinationPath: "../elsewhere")
            let linked = try await TagflowBinary.run(["markdown", "docs/page.md", "-o", "docs/new.md"], in: folder)
            expectError(
                linked, exit: 65, mentions: ["docs/images/", "/elsewhere/", "outside the folder tree of docs/new.md"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/elsewhere").isEmpty)
            #expect(!FileManager.default.fileExists(atPath: docs.path + "/new.md"))
            let allowed = try await TagflowBinary.run(
                ["markdown", "docs/page.md", "-o", "docs/new.md", "--allow-outside", "-q"], in: folder)
            #expect(allowed.status == 0, "\(allowed.stderr)")
            let drawn = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/elsewhere")
            #expect(drawn.contains { $0.hasSuffix(".svg") }, "\(drawn)")
        }
    }

    @Test(
        "build and markdown: a file in the tree's .git (or .hg, .svn; by a link too) is refused (65), nothing written")
    func versionControl() async throws {
        try await withTemporaryFolder { folder in
            let docs = try Self.prepare(folder)
            for sub in [".git/hooks", ".svn"] {
                try FileManager.default.createDirectory(
                    at: docs.appendingPathComponent(sub), withIntermediateDirectories: true)
            }
            // A remote's URL with a token in it, as `git clone https://user:TOKEN@…` leaves it.
            try writeFile(".git/config", Array("[remote]\n\turl = https://me:ghp_TOKEN@example.com/r\n".utf8), in: docs)
            try FileManager.default.createSymbolicLink(atPath: docs.path + "/meta", withDestinationPath: ".git")
            let cases: [(image: String, mentions: [String])] = [
                (#"{"input": ".git/config", "output": "a.svg"}"#, ["input 'docs/.git/config'", "inside .git"]),
                (#"{"input": "meta/config", "output": "a.svg"}"#, ["input 'docs/meta/config'", "inside .git"]),
                (
                    #"{"input": "a.txt", "output": ".git/hooks/a.svg"}"#,
                    ["output 'docs/.git/hooks/a.svg'", "inside .git"]
                ),
                (#"{"input": "a.txt", "output": ".svn/a.svg"}"#, ["output 'docs/.svn/a.svg'", "inside .svn"]),
            ]
            for (image, mentions) in cases {
                try writeFile("tagflow.json", Array(#"{"images": [\#(image)]}"#.utf8), in: docs)
                let run = try await TagflowBinary.run(["build", "docs/tagflow.json"], in: folder)
                expectError(run, exit: 65, mentions: ["docs/tagflow.json:1:13: image 1"] + mentions)
                #expect(!run.stderr.contains("ghp_TOKEN"))
                #expect(!FileManager.default.fileExists(atPath: docs.path + "/a.svg"))
                #expect(try FileManager.default.contentsOfDirectory(atPath: docs.path + "/.git/hooks").isEmpty)
            }
            try writeFile(
                "page.md", Array("# T\n\n```tagflow --stopwords .git/config\nrock\n```\n".utf8), in: docs)
            let page = try await TagflowBinary.run(["markdown", "docs/page.md", "-o", "docs/out.md"], in: folder)
            expectError(page, exit: 65, mentions: ["docs/page.md:3", "stopwords file", "inside .git"])
            #expect(!FileManager.default.fileExists(atPath: docs.path + "/out.md"))
        }
    }
}
