import Foundation
import Testing

/// Output paths split into folder and name as the file system splits them, at the last `/`
/// byte: a name that starts with a combining mark (one `Character` with the `/` before it) is a
/// name in its folder, not part of a longer name.
@Suite("tagflow: output names split as the file system splits them")
struct OutputPathSplitTests {
    @Test("render writes a name that starts with a combining mark into its folder, as it draws any name")
    func renderCombiningMark() async throws {
        try await withTemporaryFolder { folder in
            let d = folder.appendingPathComponent("d")
            try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
            try writeFile("in.txt", labelFile(["rock", "paper"]), in: folder)
            let run = try await TagflowBinary.run(["render", "in.txt", "-o", "d/\u{301}x.svg"], in: folder)
            #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: d.path) == ["\u{301}x.svg"])
            let plain = try await TagflowBinary.run(["render", "in.txt", "-o", "x.svg"], in: folder)
            try #require(plain.status == 0)
            #expect(
                try bytes(of: d.appendingPathComponent("\u{301}x.svg"))
                    == bytes(of: folder.appendingPathComponent("x.svg")))
        }
    }

    @Test("batch names an input that starts with a combining mark by its own name, in the output folder")
    func batchCombiningMark() async throws {
        try await withTemporaryFolder { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("in"), withIntermediateDirectories: true)
            try writeFile("in/a.txt", labelFile(["rock"]), in: folder)
            try writeFile("in/\u{301}c.txt", labelFile(["paper"]), in: folder)
            let inputs = ["in/a.txt", "in/\u{301}c.txt"]
            let run = try await BatchCommandTests.batch(inputs + ["-o", "out", "--format", "svg"], in: folder)
            #expect(
                run.status == 0 && run.stderr == "tagflow: batch: 2 rendered, 0 skipped, 0 failed of 2\n",
                "\(run.stderr)")
            let out = folder.appendingPathComponent("out")
            #expect(
                Set(try FileManager.default.contentsOfDirectory(atPath: out.path))
                    == [".tagflow.fresh", "a.svg", "\u{301}c.svg"])
            // The record knows both: the next run skips them, and a check finds them current.
            let again = try await BatchCommandTests.batch(
                inputs + ["-o", "out", "--format", "svg", "--skip-existing"], in: folder)
            #expect(again.stderr == "tagflow: batch: 0 rendered, 2 skipped, 0 failed of 2\n", "\(again.stderr)")
            let check = try await BatchCommandTests.batch(
                inputs + ["-o", "out", "--format", "svg", "--check"], in: folder)
            #expect(check.status == 0, "\(check.stderr)")
        }
    }
}
