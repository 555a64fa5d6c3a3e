import Foundation
import Testing

/// `tagflow render --check`: compares with OUTPUT and never writes.
@Suite("tagflow render --check")
struct CheckTests {
    static let labels = labelFile(["swift", "linux", "cairo", "harfbuzz"])
    static let formats = ["svg", "png", "pdf"]
    /// An mtime no run could produce, to see that `--check` did not touch the file.
    static let oldDate = Date(timeIntervalSince1970: 1_000_000_000)

    /// Renders `labels.txt` to `name` without `--check`, then dates the file back to `oldDate`.
    static func renderForReal(_ name: String, in folder: URL) async throws -> [UInt8] {
        try writeFile("labels.txt", labels, in: folder)
        let run = try await TagflowBinary.run(["render", "labels.txt", "-o", name], in: folder)
        try #require(run.status == 0, "rendering \(name) failed: \(run.stderr)")
        let url = folder.appendingPathComponent(name)
        try FileManager.default.setAttributes([.modificationDate: oldDate], ofItemAtPath: url.path)
        return try bytes(of: url)
    }

    static func modificationDate(_ url: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    }

    static func check(_ name: String, in folder: URL) async throws -> TagflowRun {
        try await TagflowBinary.run(["render", "labels.txt", "-o", name, "--check"], in: folder)
    }

    /// Exit 1, nothing on stdout, one stderr line starting `tagflow: check: `.
    static func expectStale(_ run: TagflowRun, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.status == 1, "exit code (stderr: \(run.stderr))", sourceLocation: sourceLocation)
        #expect(run.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(
            run.stderrLines.count == 1, "one stderr line: \(run.stderr.debugDescription)",
            sourceLocation: sourceLocation)
        #expect(
            run.stderr.hasPrefix("tagflow: check: ") && run.stderr.hasSuffix("\n"), "\(run.stderr.debugDescription)",
            sourceLocation: sourceLocation)
    }

    @Test("a missing OUTPUT is stale (1) and is not created", arguments: formats)
    func missingOutputIsStale(format: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("labels.txt", Self.labels, in: folder)
            let run = try await Self.check("cloud.\(format)", in: folder)
            Self.expectStale(run)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("cloud.\(format)").path))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["labels.txt"])
        }
    }

    @Test("an up-to-date OUTPUT passes (0) silently and is left alone", arguments: formats)
    func identicalOutputPasses(format: String) async throws {
        try await withTemporaryFolder { folder in
            let name = "cloud.\(format)"
            let rendered = try await Self.renderForReal(name, in: folder)
            let run = try await Self.check(name, in: folder)
            #expect(run.status == 0, "exit code (stderr: \(run.stderr))")
            #expect(run.stderr.isEmpty)
            #expect(run.stdout.isEmpty)
            let url = folder.appendingPathComponent(name)
            #expect(try bytes(of: url) == rendered)
            #expect(try Self.modificationDate(url) == Self.oldDate, "--check touched the file")
            expectNoTemporaryFiles(in: folder)
        }
    }

    @Test(
        "one changed byte makes OUTPUT stale (1), and --check does not repair it",
        arguments: formats, [0.0, 0.5, 1.0])
    func changedByteIsStale(format: String, position: Double) async throws {
        try await withTemporaryFolder { folder in
            let name = "cloud.\(format)"
            var changed = try await Self.renderForReal(name, in: folder)
            let index = min(changed.count - 1, Int(Double(changed.count - 1) * position))
            changed[index] ^= 0x01
            let url = try writeFile(name, changed, in: folder)
            try FileManager.default.setAttributes([.modificationDate: Self.oldDate], ofItemAtPath: url.path)

            let run = try await Self.check(name, in: folder)
            Self.expectStale(run)
            #expect(try bytes(of: url) == changed, "--check rewrote the file")
            #expect(try Self.modificationDate(url) == Self.oldDate, "--check touched the file")
            expectNoTemporaryFiles(in: folder)
        }
    }

    @Test("a longer or shorter OUTPUT is stale (1)", arguments: [-1, 1])
    func differentLengthIsStale(delta: Int) async throws {
        try await withTemporaryFolder { folder in
            let rendered = try await Self.renderForReal("cloud.svg", in: folder)
            // The last tag's '>' dropped, or a stray character after it (white space between
            // tags would not count: the comparison rule ignores it).
            let changed = delta < 0 ? Array(rendered.dropLast(2)) + [0x0A] : rendered + Array("x".utf8)
            let url = try writeFile("cloud.svg", changed, in: folder)
            Self.expectStale(try await Self.check("cloud.svg", in: folder))
            #expect(try bytes(of: url) == changed)
        }
    }

    @Test("a folder at OUTPUT does not hold the rendering: stale (1), and it stays an empty folder")
    func folderAtOutputIsStale() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("labels.txt", Self.labels, in: folder)
            let target = folder.appendingPathComponent("cloud.svg")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
            let run = try await Self.check("cloud.svg", in: folder)
            Self.expectStale(run)
            #expect(try FileManager.default.contentsOfDirectory(atPath: target.path).isEmpty)
            expectNoTemporaryFiles(in: folder)
        }
    }

    @Test("input errors still win over --check: a missing INPUT is 66, not 1")
    func missingInputIsStillAnError() async throws {
        try await withTemporaryFolder { folder in
            let run = try await TagflowBinary.run(["render", "absent.txt", "-o", "cloud.svg", "--check"], in: folder)
            expectError(run, exit: 66, mentions: ["absent.txt"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }
}
