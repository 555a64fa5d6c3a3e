import Foundation
import Testing

/// A block's own options are layered over the command line's by the one rule (`SettingLayers`):
/// its `--format` is honoured, `--label` gives its labels when it has no lines, and what a block
/// cannot set is refused naming its line, with nothing written.
@Suite("tagflow markdown: a block's own options")
struct MarkdownBlockOptionsTests {
    static func run(_ page: String, _ arguments: [String] = [], in folder: URL) async throws -> TagflowRun {
        try writeFile("doc.md", Array(page.utf8), in: folder)
        return try await TagflowBinary.run(["markdown", "doc.md", "-o", "out.md"] + arguments, in: folder)
    }

    static func out(_ folder: URL) throws -> String {
        String(decoding: try bytes(of: folder.appendingPathComponent("out.md")), as: UTF8.self)
    }

    @Test("A block's --format wins over the page's, each way; the image is that format")
    func format() async throws {
        try await withTemporaryFolder { folder in
            let page = "```tagflow --format png\nSwift\n```\n\n```tagflow\nGo\n```\n"
            let run = try await Self.run(page, in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let links = MarkdownCommandTests.links(try Self.out(folder))
            try #require(links.count == 2)
            #expect(links[0].hasSuffix(".png") && links[1].hasSuffix(".svg"), "\(links)")
            #expect(try bytes(of: folder.appendingPathComponent(links[0])).starts(with: [0x89, 0x50, 0x4E, 0x47]))
            let svg = String(decoding: try bytes(of: folder.appendingPathComponent(links[1])), as: UTF8.self)
            #expect(svg.contains("<svg "))

            let other = "```tagflow --format svg\nSwift\n```\n\n```tagflow\nGo\n```\n"
            let again = try await Self.run(other, ["--format", "png"], in: folder)
            #expect(again.status == 0, "\(again.stderr)")
            let second = MarkdownCommandTests.links(try Self.out(folder))
            #expect(second.count == 2 && second[0].hasSuffix(".svg") && second[1].hasSuffix(".png"), "\(second)")
        }
    }

    @Test("--label gives an empty block's labels; with lines too it is refused")
    func labels() async throws {
        try await withTemporaryFolder { folder in
            let run = try await Self.run("```tagflow --label Swift --label 'Go & Rust'\n```\n", in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let text = try Self.out(folder)
            #expect(text.hasPrefix("![Swift, Go \\& Rust](images/out-"), "\(text)")

            try await withTemporaryFolder { fresh in
                let both = try await Self.run("text\n\n```tagflow --label Swift\nGo\n```\n", in: fresh)
                expectError(both, exit: 65, mentions: ["doc.md:3", "--label and the block's lines"])
                #expect(!FileManager.default.fileExists(atPath: fresh.appendingPathComponent("out.md").path))
                #expect(!FileManager.default.fileExists(atPath: fresh.appendingPathComponent("images").path))
            }
        }
    }

    @Test(
        "What a block cannot set is refused naming its line, and nothing is written",
        arguments: [
            ("--format pdf", "a page shows SVG or PNG"), ("--tolerance 3", "--tolerance cannot be given in a block"),
            ("--differences d", "--differences cannot be given in a block"), ("--quiet", "--quiet cannot be given"),
            ("--allow-unsafe-links", "trust a page cannot give itself"), ("--output x.svg", "--output cannot be given"),
        ])
    func refused(options: String, mentions: String) async throws {
        try await withTemporaryFolder { folder in
            let run = try await Self.run(
                "# t\n\n```tagflow\nGo\n```\n\n```tagflow \(options)\nSwift\n```\n", in: folder)
            expectError(run, exit: 65, mentions: ["doc.md:7", mentions])
            let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(left == ["doc.md"], "\(left)")
        }
    }
}

/// The page's links work from where the page really is, and a run that fails leaves nothing.
@Suite("tagflow markdown: links through symbolic links, and failures")
struct MarkdownLinksTests {
    /// Whether the page at `page` (a path in `folder`) finds each image it links to, with `..`
    /// resolved as the file system resolves it from the page's folder.
    static func linksResolve(_ page: String, in folder: URL) throws -> [String] {
        let text = String(decoding: try bytes(of: folder.appendingPathComponent(page)), as: UTF8.self)
        let links = MarkdownCommandTests.links(text)
        let pageFolder = folder.path + "/" + (page.split(separator: "/").dropLast().joined(separator: "/"))
        // stat(2) on the joined string: the kernel, not Foundation, resolves `..` after a link.
        return links.filter { !FileManager.default.fileExists(atPath: pageFolder + "/" + $0) }
    }

    @Test("A page in a linked folder, and images in a linked folder, link to where the images really are")
    func linkedFolders() async throws {
        try await withTemporaryFolder { folder in
            let manager = FileManager.default
            try manager.createDirectory(atPath: folder.path + "/real/deep/guide", withIntermediateDirectories: true)
            try manager.createDirectory(atPath: folder.path + "/site", withIntermediateDirectories: true)
            try manager.createDirectory(atPath: folder.path + "/shared", withIntermediateDirectories: true)
            try manager.createSymbolicLink(
                atPath: folder.path + "/site/guide", withDestinationPath: "../real/deep/guide")
            try manager.createSymbolicLink(atPath: folder.path + "/site/assets", withDestinationPath: "../shared")
            try writeFile("doc.md", Array("```tagflow\nSwift\n```\n".utf8), in: folder)
            for (output, images) in [
                ("site/guide/out.md", "site/images"), ("site/guide/two.md", "site/guide/img"),
                ("site/three.md", "site/assets/img"), ("site/guide/four.md", "site/assets"),
            ] {
                let run = try await TagflowBinary.run(
                    ["markdown", "doc.md", "-o", output, "--images", images], in: folder)
                #expect(run.status == 0, "\(run.stderr)")
                #expect(try Self.linksResolve(output, in: folder).isEmpty, "\(output) with \(images)")
            }
            // The lexical link would have been ../images/…: from real/deep/guide that is real/deep/images.
            let out = String(decoding: try bytes(of: folder.appendingPathComponent("site/guide/out.md")), as: UTF8.self)
            #expect(out.contains("](../../../site/images/out-"), "\(out)")
        }
    }

    @Test("When the page cannot be written, the images folder the run made is gone and nothing is written")
    func failureLeavesNothing() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("doc.md", Array("```tagflow\nSwift\n```\n".utf8), in: folder)
            try writeFile("blocker", [], in: folder)
            try FileManager.default.createDirectory(
                atPath: folder.path + "/page.md", withIntermediateDirectories: false)
            for (output, images) in [("blocker/out.md", "imgs"), ("page.md", "imgs2"), ("page.md", "a")] {
                let run = try await TagflowBinary.run(
                    ["markdown", "doc.md", "-o", output, "--images", images], in: folder)
                expectError(run, exit: 73, mentions: [output])
                #expect(!FileManager.default.fileExists(atPath: folder.path + "/" + images), "\(images)")
            }
            // A folder that was there stays, with what it held.
            try FileManager.default.createDirectory(atPath: folder.path + "/kept", withIntermediateDirectories: false)
            let run = try await TagflowBinary.run(
                ["markdown", "doc.md", "-o", "page.md", "--images", "kept"], in: folder)
            #expect(run.status == 73)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/kept").isEmpty)
            #expect(FileManager.default.fileExists(atPath: folder.path + "/kept"))
        }
    }
}
