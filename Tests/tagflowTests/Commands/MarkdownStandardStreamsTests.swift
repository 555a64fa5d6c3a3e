import Foundation
import Testing

/// `-` in `tagflow markdown`: the page read from standard input, or written to standard output
/// (`-o -`) with its images' links from the working folder; `--check` with `-o -` is refused.
@Suite("tagflow markdown with - for the page")
struct MarkdownStandardStreamsTests {
    static let page = "# A\n\n- item\n  ```tagflow\n  Swift\n  Go\n  ```\n"

    @Test("-o - prints the page that -o OUT.md writes, its links from the working folder, images named after IN.md")
    func toStandardOutput() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("doc.md", Array(Self.page.utf8), in: folder)
            let printed = try await TagflowBinary.run(["markdown", "doc.md", "-o", "-"], in: folder)
            #expect(printed.status == 0, "\(printed.stderr)")
            let written = try await TagflowBinary.run(["markdown", "doc.md", "-o", "out.md"], in: folder)
            try #require(written.status == 0, "\(written.stderr)")
            let file = String(decoding: try bytes(of: folder.appendingPathComponent("out.md")), as: UTF8.self)
            #expect(
                String(decoding: printed.stdout, as: UTF8.self)
                    == file.replacingOccurrences(of: "images/out-", with: "images/doc-"))
            let link = try #require(
                MarkdownCommandTests.links(
                    String(decoding: printed.stdout, as: UTF8.self).replacingOccurrences(of: "  ", with: "")
                ).first)
            #expect(link.hasPrefix("images/doc-"))
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(link).path))
        }
    }

    @Test("IN.md may be -, alone or with -o -: images named page-…, nothing said about a manifest or a second read")
    func fromStandardInput() async throws {
        try await withTemporaryFolder { folder in
            var run = try await TagflowBinary.run(
                ["markdown", "-", "-o", "x.md"], stdin: Array(Self.page.utf8), in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            // The image and the page.
            #expect(run.stderr == "tagflow: markdown: 2 written, 0 unchanged of 2\n")
            let page = String(decoding: try bytes(of: folder.appendingPathComponent("x.md")), as: UTF8.self)
            #expect(page.contains("](images/x-"), "\(page)")
            run = try await TagflowBinary.run(["markdown", "-", "-o", "-"], stdin: Array(Self.page.utf8), in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(
                String(decoding: run.stdout, as: UTF8.self).contains("](images/page-"),
                "\(String(decoding: run.stdout, as: UTF8.self))")
        }
    }

    @Test("--check with -o - is refused (64) saying what to give; a missing -o names -o - too")
    func refusals() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("doc.md", Array(Self.page.utf8), in: folder)
            expectError(
                try await TagflowBinary.run(["markdown", "doc.md", "-o", "-", "--check"], in: folder), exit: 64,
                mentions: ["--check does not go with -o -: --check compares a page on disk; give -o OUT.md"],
                usageTail: MarkdownCommandTests.usageTail)
            expectError(
                try await TagflowBinary.run(["markdown", "doc.md"], in: folder), exit: 64,
                mentions: ["missing -o OUT.md (or -o - to write the page to standard output)"],
                usageTail: MarkdownCommandTests.usageTail)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("images").path))
        }
    }
}
