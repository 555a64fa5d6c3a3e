import Foundation
import Testing

/// A committed `.tagflow.fresh` is data, never a path to follow: a link, FIFO or folder in its
/// place is refused (73) before anything is written, and the record written is a regular 0644
/// file whose labels cannot be read as shell code.
@Suite("A hostile freshness record")
struct HostileRecordTests {
    static let hook = Array("#!/bin/sh\necho hook\n".utf8)

    /// `docs/` with a manifest, a list holding shell code, and a record linked to `hooks/pre-commit`.
    static func prepare(_ folder: URL) throws -> URL {
        let docs = folder.appendingPathComponent("docs")
        let hooks = folder.appendingPathComponent("hooks")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: hooks, withIntermediateDirectories: true)
        try writeFile("pre-commit", hook, in: hooks)
        try writeFile("a.txt", labelFile(["rock", "$(touch X)", "`touch Y`"]), in: docs)
        try writeFile("tagflow.json", Array(#"{"images": [{"input": "a.txt", "output": "a.svg"}]}"#.utf8), in: docs)
        try FileManager.default.createSymbolicLink(
            atPath: docs.appendingPathComponent(".tagflow.fresh").path, withDestinationPath: "../hooks/pre-commit")
        return docs
    }

    @Test(
        "build and batch, plain or --skip-existing, refuse a record that is a symbolic link and leave its target alone")
    func linkedRecordIsRefused() async throws {
        try await withTemporaryFolder { folder in
            let docs = try Self.prepare(folder)
            let batch = ["batch", "a.txt", "-o", ".", "--format", "svg"]
            for arguments in [["build"], batch + ["--skip-existing"], batch] {
                let run = try await TagflowBinary.run(arguments, in: docs)
                expectError(run, exit: 73, mentions: [".tagflow.fresh", "symbolic link"])
                #expect(try bytes(of: folder.appendingPathComponent("hooks/pre-commit")) == Self.hook)
                #expect(!FileManager.default.fileExists(atPath: docs.appendingPathComponent("a.svg").path))
            }
        }
    }

    @Test("a FIFO record is refused without blocking")
    func fifoRecordIsRefused() async throws {
        try await withTemporaryFolder { folder in
            let docs = try Self.prepare(folder)
            try FileManager.default.removeItem(at: docs.appendingPathComponent(".tagflow.fresh"))
            #expect(mkfifo(docs.appendingPathComponent(".tagflow.fresh").path, 0o644) == 0)
            let run = try await TagflowBinary.run(["build"], in: docs)
            expectError(run, exit: 73, mentions: [".tagflow.fresh", "FIFO"])
        }
    }

    @Test("the record written is a regular 0644 file with its labels percent-encoded, and is read back")
    func recordIsEncodedData() async throws {
        try await withTemporaryFolder { folder in
            let docs = try Self.prepare(folder)
            try FileManager.default.removeItem(at: docs.appendingPathComponent(".tagflow.fresh"))
            let record = docs.appendingPathComponent(".tagflow.fresh")
            try writeFile(".tagflow.fresh", [], in: docs)
            #expect(chmod(record.path, 0o755) == 0)
            #expect(try await TagflowBinary.run(["build"], in: docs).status == 0)
            let attributes = try FileManager.default.attributesOfItem(atPath: record.path)
            #expect(attributes[.type] as? FileAttributeType == .typeRegular)
            #expect((attributes[.posixPermissions] as? Int) == 0o644)
            let text = String(decoding: try bytes(of: record), as: UTF8.self)
            #expect(!text.contains("$(") && !text.contains("`"), "\(text)")
            #expect(text.contains("%24%28touch X%29"), "\(text)")
            let again = try await TagflowBinary.run(["build"], in: docs)
            #expect(again.stderr == "tagflow: build: 0 written, 1 unchanged of 1\n", "\(again.stderr)")
        }
    }
}
