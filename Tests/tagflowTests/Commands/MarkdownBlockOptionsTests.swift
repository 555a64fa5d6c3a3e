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
