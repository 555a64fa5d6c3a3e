import Foundation
import Testing

/// `--group-by group`, `--group-headings` and `--color-by group` on the command line.
@Suite("tagflow render: groups")
struct GroupOptionsTests {
    static let csv = Array(
        "label,group\nSwift,Languages\nCairo,Libraries\nRust,Languages\nLinux,Systems\nHarfBuzz,Libraries\n".utf8)

    @Test("Groups start rows with their headings; the layout names each chip's row")
    func groupsAndHeadings() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.csv", Self.csv, in: folder)
            let run = try await TagflowBinary.run(
                [
                    "render", "tags.csv", "-o", "cloud.svg", "--group-by", "group", "--group-headings", "--color-by",
                    "group", "--emit-layout", "layout.json",
                ], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let layout = try EmittedLayout.read("layout.json", in: folder)
            #expect(layout.chips.map(\.label) == ["Swift", "Cairo", "Rust", "Linux", "HarfBuzz"])
            #expect(layout.chips.map(\.row) == [0, 1, 0, 2, 1])
            let json = String(decoding: try bytes(of: folder.appendingPathComponent("layout.json")), as: UTF8.self)
            #expect(json.contains("\"headings\":[{\"label\":\"Languages\""))
        }
    }

    @Test("--group-headings without --group-by group is a usage error (64)")
    func headingsNeedGroups() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.csv", Self.csv, in: folder)
            let run = try await TagflowBinary.run(
                ["render", "tags.csv", "-o", "cloud.svg", "--group-headings"], in: folder)
            expectError(run, exit: 64, mentions: ["--group-headings", "--group-by group"])
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("cloud.svg").path))
        }
    }

    @Test("--group-by takes group or none")
    func badGroupBy() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.csv", Self.csv, in: folder)
            let run = try await TagflowBinary.run(
                ["render", "tags.csv", "-o", "cloud.svg", "--group-by", "colour"], in: folder)
            expectError(run, exit: 64, mentions: ["--group-by", "colour", "group, none"])
        }
    }
}
