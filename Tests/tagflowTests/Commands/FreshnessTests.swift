import Foundation
import Testing

/// One freshness rule for `batch --skip-existing`, `batch --check`, `build` and `markdown`: the
/// same input bytes, options, fonts and version (the output folder's `.tagflow.fresh` record),
/// never file times.
@Suite("freshness")
struct FreshnessTests {
    static func batch(_ extra: [String], in folder: URL) async throws -> String {
        let run = try await BatchCommandTests.batch(["lists", "-o", "out", "--format", "svg"] + extra, in: folder)
        #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
        return run.stderr
    }

    static func lists(in folder: URL) throws {
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("lists"), withIntermediateDirectories: true)
        for (name, labels) in [("a", ["Swift", "Rust"]), ("b", ["Go", "Zig"]), ("c", ["C", "Lua"])] {
            try writeFile("lists/\(name).txt", labelFile(labels), in: folder)
        }
    }

    @Test("batch: after a light render, --skip-existing --theme dark redraws all, and --check --theme dark then agrees")
    func newOptionsAreStale() async throws {
        try await withTemporaryFolder { folder in
            try Self.lists(in: folder)
            #expect(
                try await Self.batch(["--skip-existing"], in: folder).hasSuffix(
                    "3 rendered, 0 skipped, 0 failed of 3\n"))
            #expect(
                try await Self.batch(["--skip-existing"], in: folder).hasSuffix(
                    "0 rendered, 3 skipped, 0 failed of 3\n"))
            let dark = try await Self.batch(["--skip-existing", "--theme", "dark"], in: folder)
            #expect(dark.hasSuffix("3 rendered, 0 skipped, 0 failed of 3\n"), "\(dark)")
            let check = try await Self.batch(["--check", "--theme", "dark"], in: folder)
            #expect(check.hasSuffix("3 up to date, 0 stale, 0 failed of 3\n"), "\(check)")
        }
    }

    @Test("batch: a plain run keeps the record, so the next --skip-existing skips what is unchanged")
    func plainRunRecords() async throws {
        try await withTemporaryFolder { folder in
            try Self.lists(in: folder)
            #expect(try await Self.batch([], in: folder).hasSuffix("3 rendered, 0 skipped, 0 failed of 3\n"))
            let record = String(
                decoding: try bytes(of: folder.appendingPathComponent("out/.tagflow.fresh")), as: UTF8.self)
            #expect(
                record.split(separator: "\n").map { $0.prefix(6) } == ["a.svg\t", "b.svg\t", "c.svg\t"], "\(record)")
            #expect(
                try await Self.batch(["--skip-existing"], in: folder).hasSuffix(
                    "0 rendered, 3 skipped, 0 failed of 3\n"))
            // A plain run draws everything again, fresh or not, and the record still holds.
            try writeFile("lists/b.txt", labelFile(["Go", "Zig", "Nim"]), in: folder)
            #expect(try await Self.batch([], in: folder).hasSuffix("3 rendered, 0 skipped, 0 failed of 3\n"))
            #expect(
                try await Self.batch(["--skip-existing"], in: folder).hasSuffix(
                    "0 rendered, 3 skipped, 0 failed of 3\n"))
            // --check keeps no record: a check after a removed record leaves none.
            try FileManager.default.removeItem(at: folder.appendingPathComponent("out/.tagflow.fresh"))
            #expect(try await Self.batch(["--check"], in: folder).hasSuffix("3 up to date, 0 stale, 0 failed of 3\n"))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/.tagflow.fresh").path))
        }
    }

    /// A plain run hashes each output's files while it writes them, and `--skip-existing` hashes
    /// them from the disk: the two must agree for a picture, its dark picture and its layout.
    @Test("batch: a plain PNG run of pairs with layouts, on two threads, keeps a record --skip-existing trusts")
    func pairsAndLayoutsRecorded() async throws {
        try await withTemporaryFolder { folder in
            try Self.lists(in: folder)
            let arguments = [
                "lists", "-o", "out", "--format", "png", "--dark-theme", "dark", "--emit-layout", "layouts", "--jobs",
                "2",
            ]
            func batch(_ extra: [String]) async throws -> String {
                let run = try await BatchCommandTests.batch(arguments + extra, in: folder)
                #expect(run.status == 0, "\(run.stderr)")
                return run.stderr
            }
            #expect(try await batch([]).hasSuffix("3 rendered, 0 skipped, 0 failed of 3\n"))
            #expect(try await batch(["--skip-existing"]).hasSuffix("0 rendered, 3 skipped, 0 failed of 3\n"))
            // Each file of an output counts: the dark picture of one, the layout of another.
            try writeFile("out/a~dark.png", try bytes(of: folder.appendingPathComponent("out/b~dark.png")), in: folder)
            try writeFile("layouts/c.json", Array("{}".utf8), in: folder)
            #expect(try await batch(["--skip-existing"]).hasSuffix("2 rendered, 1 skipped, 0 failed of 3\n"))
            #expect(try await batch(["--skip-existing"]).hasSuffix("0 rendered, 3 skipped, 0 failed of 3\n"))
        }
    }

    @Test(
        "batch: a touched input (same bytes, newer time) is skipped, and --check calls it up to date; new bytes are redrawn"
    )
    func timesDoNotCount() async throws {
        try await withTemporaryFolder { folder in
            try Self.lists(in: folder)
            _ = try await Self.batch(["--skip-existing"], in: folder)
            let a = folder.appendingPathComponent("lists/a.txt")
            try FileManager.default.setAttributes(
                [.modificationDate: Date().addingTimeInterval(3600)], ofItemAtPath: a.path)
            #expect(
                try await Self.batch(["--skip-existing"], in: folder).hasSuffix(
                    "0 rendered, 3 skipped, 0 failed of 3\n"))
            #expect(try await Self.batch(["--check"], in: folder).hasSuffix("3 up to date, 0 stale, 0 failed of 3\n"))
            try writeFile("lists/a.txt", labelFile(["Swift", "Rust", "Kotlin"]), in: folder)
            #expect(
                try await Self.batch(["--skip-existing"], in: folder).hasSuffix(
                    "1 rendered, 2 skipped, 0 failed of 3\n"))
            // An output changed by hand no longer holds what the record says: it is redrawn.
            try writeFile("out/b.svg", Array("<svg/>".utf8), in: folder)
            #expect(
                try await Self.batch(["--skip-existing"], in: folder).hasSuffix(
                    "1 rendered, 2 skipped, 0 failed of 3\n"))
            #expect(try await Self.batch(["--check"], in: folder).hasSuffix("3 up to date, 0 stale, 0 failed of 3\n"))
        }
    }

    @Test("build keeps the record beside the images: a second build draws nothing, a changed option redraws that image")
    func buildRecord() async throws {
        try await withTemporaryFolder { folder in
            let docs = try BuildCommandTests.project(folder)
            try #require(try await TagflowBinary.run(["build"], in: docs).status == 0)
            let record = String(
                decoding: try bytes(of: docs.appendingPathComponent("out/.tagflow.fresh")), as: UTF8.self)
            let lines = record.split(separator: "\n")
            #expect(lines.count == 2 && lines[0].hasPrefix("a.svg\t") && lines[1].hasPrefix("b.png\t"), "\(record)")
            // NAME, KEY, OUTPUT-HASH, TITLE and the manifest that owns it, from the folder.
            #expect(
                lines.allSatisfy { $0.split(separator: "\t").count == 5 && $0.hasSuffix("\t..%2Ftagflow.json") },
                "\(record)")
            let svg = docs.appendingPathComponent("out/a.svg")
            let old = Date(timeIntervalSince1970: 1_000_000_000)
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: svg.path)
            let changed = BuildCommandTests.manifest.replacingOccurrences(
                of: "\"balance\": true", with: "\"balance\": true, \"font-size\": 15")
            try writeFile("tagflow.json", Array(changed.utf8), in: docs)
            let run = try await TagflowBinary.run(["build"], in: docs)
            #expect(run.stderr == "tagflow: build: 1 written, 1 unchanged of 2\n", "\(run.stderr)")
            #expect(try FileManager.default.attributesOfItem(atPath: svg.path)[.modificationDate] as? Date == old)
        }
    }

    @Test(
        "batch: an icon file with new bytes redraws the lists that name it; a touched icon, or one no list names, does not"
    )
    func iconsCount() async throws {
        try await withTemporaryFolder { folder in
            try Self.lists(in: folder)
            try writeFile("lists/icon.svg", IconTests.red, in: folder)
            try writeFile("lists/blue.svg", IconTests.red, in: folder)
            try writeFile("lists/a.txt", Array("Swift\t\t\t\t\ticon.svg\nRust\n".utf8), in: folder)
            #expect(
                try await Self.batch(["--skip-existing"], in: folder).hasSuffix(
                    "3 rendered, 0 skipped, 0 failed of 3\n"))
            let icon = folder.appendingPathComponent("lists/icon.svg")
            try FileManager.default.setAttributes(
                [.modificationDate: Date().addingTimeInterval(3600)], ofItemAtPath: icon.path)
            try writeFile("lists/blue.svg", IconTests.mono, in: folder)
            #expect(
                try await Self.batch(["--skip-existing"], in: folder).hasSuffix(
                    "0 rendered, 3 skipped, 0 failed of 3\n"))
            try writeFile("lists/icon.svg", IconTests.mono, in: folder)
            #expect(
                try await Self.batch(["--skip-existing"], in: folder).hasSuffix(
                    "1 rendered, 2 skipped, 0 failed of 3\n"))
            #expect(try await Self.batch(["--check"], in: folder).hasSuffix("3 up to date, 0 stale, 0 failed of 3\n"))
        }
    }
}
