import Foundation
import Testing

/// No dead images: `markdown` and `build` remove the pictures an earlier run wrote for the same
/// page or manifest that it names no more (the freshness record says which), and say so; a file
/// TagFlow did not write, or one changed since, stays; `--check` reports each as stale.
@Suite("tagflow markdown and build: dead images")
struct DeadImageTests {
    static func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test("markdown: an edited block's old image is removed and said; --check reports it; others' files stay")
    func markdownRemoves() async throws {
        try await withTemporaryFolder { folder in
            let images = folder.appendingPathComponent("images")
            try writeFile(
                "doc.md", Array("# A\n\n```tagflow\nSwift\n```\n\n- item\n  ```tagflow\n  Go\n  ```\n".utf8), in: folder
            )
            var run = try await TagflowBinary.run(["markdown", "doc.md", "-o", "out.md"], in: folder)
            try #require(run.status == 0, "\(run.stderr)")
            let first = try Self.names(in: images)
            try #require(first.count == 2)
            // Another page's images in the same folder, and a file of the author's own.
            try writeFile("other.md", Array("```tagflow\nSwift\n```\n".utf8), in: folder)
            run = try await TagflowBinary.run(
                ["markdown", "other.md", "-o", "other-out.md", "--images", "images"], in: folder)
            try #require(run.status == 0, "\(run.stderr)")
            try writeFile("mine.svg", Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8), in: images)
            let before = try Self.names(in: images)

            try writeFile(
                "doc.md", Array("# A\n\n```tagflow\nSwift\nRust\n```\n\n- item\n  ```tagflow\n  Go\n  ```\n".utf8),
                in: folder)
            let check = try await TagflowBinary.run(["markdown", "doc.md", "-o", "out.md", "--check"], in: folder)
            let dead = try #require(
                first.first { !check.stderr.contains("images/\($0) does not") && check.stderr.contains($0) })
            #expect(check.status == 1)
            #expect(
                check.stderr.contains(
                    "tagflow: check: images/\(dead): out.md names it no more; tagflow markdown without --check removes it\n"
                ), "\(check.stderr)")
            // The edited block named by its page and line, then what is wrong with its image.
            #expect(
                check.stderr.contains("tagflow: check: doc.md:3: images/out-")
                    && check.stderr.contains(
                        "does not exist or is not a regular file (it is new, or it changed since the last markdown)"),
                "\(check.stderr)")
            #expect(!check.stderr.contains("doc.md:8:"), "the unchanged block in the list is fresh: \(check.stderr)")
            #expect(try Self.names(in: images) == before, "--check writes and removes nothing")

            run = try await TagflowBinary.run(["markdown", "doc.md", "-o", "out.md"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(
                run.stderr.contains("tagflow: markdown: removed images/\(dead): out.md names it no more\n"),
                "\(run.stderr)")
            let after = try Self.names(in: images)
            #expect(!after.contains(dead))
            #expect(after.contains("mine.svg"))
            #expect(after.filter { $0.hasPrefix("other-out-") }.count == 1, "another page's image stays: \(after)")
            #expect(after.filter { $0.hasPrefix("out-") }.count == 2)
            let record = String(decoding: try bytes(of: images.appendingPathComponent(".tagflow.fresh")), as: UTF8.self)
            #expect(!record.split(separator: "\n").contains { $0.hasPrefix(dead + "\t") }, "\(record)")
            // Every link of the page written is a file there.
            let out = String(decoding: try bytes(of: folder.appendingPathComponent("out.md")), as: UTF8.self)
            for name in after where name.hasPrefix("out-") { #expect(out.contains("images/\(name)")) }
            let again = try await TagflowBinary.run(["markdown", "doc.md", "-o", "out.md", "--check"], in: folder)
            #expect(again.status == 0, "\(again.stderr)")

            // The last block gone: its image goes too, though no image is drawn.
            try writeFile("doc.md", Array("# A\n".utf8), in: folder)
            run = try await TagflowBinary.run(["markdown", "doc.md", "-o", "out.md"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try Self.names(in: images).filter { $0.hasPrefix("out-") }.isEmpty)
        }
    }

    @Test("markdown: a dead image changed since it was written, or a record naming a file elsewhere, is left alone")
    func leavesWhatItDidNotWrite() async throws {
        try await withTemporaryFolder { folder in
            let images = folder.appendingPathComponent("images")
            try writeFile("doc.md", Array("```tagflow\nSwift\n```\n".utf8), in: folder)
            var run = try await TagflowBinary.run(["markdown", "doc.md", "-o", "out.md"], in: folder)
            try #require(run.status == 0, "\(run.stderr)")
            let name = try #require(try Self.names(in: images).first)
            let original = try bytes(of: images.appendingPathComponent(name))
            // The record made to name a file outside the folder, holding the very same bytes.
            try Data(original).write(to: folder.appendingPathComponent("victim.svg"))
            let recordURL = images.appendingPathComponent(".tagflow.fresh")
            let record = String(decoding: try bytes(of: recordURL), as: UTF8.self)
            try Data((record + record.replacingOccurrences(of: name, with: "..%2Fvictim.svg")).utf8).write(
                to: recordURL)
            // The image changed by hand, then its block edited.
            try Data(original + Array("<!-- edited -->".utf8)).write(to: images.appendingPathComponent(name))
            try writeFile("doc.md", Array("```tagflow\nGo\n```\n".utf8), in: folder)
            run = try await TagflowBinary.run(["markdown", "doc.md", "-o", "out.md"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(
                run.stderr.contains(
                    "tagflow: warning: images/\(name): out.md names it no more, but it changed since tagflow wrote it: left as it is"
                ), "\(run.stderr)")
            #expect(try Self.names(in: images).contains(name))
            #expect(try bytes(of: folder.appendingPathComponent("victim.svg")) == original)
        }
    }

    @Test("build: an image the manifest names no more is removed; an image of batch's in the folder stays")
    func buildRemoves() async throws {
        try await withTemporaryFolder { folder in
            let docs = try BuildCommandTests.project(folder)
            var run = try await TagflowBinary.run(["build", "docs/tagflow.json"], in: folder)
            try #require(run.status == 0, "\(run.stderr)")
            let out = docs.appendingPathComponent("out")
            run = try await TagflowBinary.run(
                ["batch", "docs/lists/b.tsv", "-o", "docs/out", "--format", "svg", "--skip-existing"], in: folder)
            try #require(run.status == 0, "\(run.stderr)")
            try #require(try Self.names(in: out) == ["a.svg", "b.png", "b.svg"])
            let renamed = BuildCommandTests.manifest.replacingOccurrences(of: "out/b.png", with: "out/c.png")
            try writeFile("tagflow.json", Array(renamed.utf8), in: docs)
            let check = try await TagflowBinary.run(["build", "docs/tagflow.json", "--check"], in: folder)
            #expect(check.status == 1)
            #expect(
                check.stderr.contains(
                    "tagflow: check: docs/out/b.png: docs/tagflow.json names it no more; tagflow build without --check removes it\n"
                ), "\(check.stderr)")
            run = try await TagflowBinary.run(["build", "docs/tagflow.json"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.contains("tagflow: build: removed docs/out/b.png: docs/tagflow.json names it no more\n"))
            #expect(try Self.names(in: out) == ["a.svg", "b.svg", "c.png"])
            // Run from inside the folder: the same owner, nothing dead.
            run = try await TagflowBinary.run(["build", "tagflow.json", "--check"], in: docs)
            #expect(run.status == 0, "\(run.stderr)")
        }
    }
}
