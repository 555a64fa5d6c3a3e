import Foundation
import Testing

/// A flag replaces the config file's choice in its whole group (line breaking: --balance or
/// --dense; the flow: rows with --width, columns with --height), so one team config serves runs
/// that choose otherwise; two choices of one group in one source are refused, naming both.
@Suite("tagflow --config: a flag replaces the file's conflicting choice")
struct ConfigOverrideTests {
    static let labels = ["Swift", "Linux", "Cairo", "HarfBuzz", "Fontconfig", "FreeType", "Pango", "SVG", "PDF"]

    /// The SVG `render` writes with `options` (and `config` as cfg.json, when given).
    static func svg(_ options: [String], config: String? = nil) async throws -> [UInt8] {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(labels), in: folder)
            var extra: [String] = []
            if let config {
                try writeFile("cfg.json", Array(config.utf8), in: folder)
                extra = ["--config", "cfg.json"]
            }
            let run = try await runRender(["tags.txt", "-o", "out.svg"] + extra + options, in: folder)
            expectQuietSuccess(run)
            return try bytes(of: folder.appendingPathComponent("out.svg"))
        }
    }

    @Test(
        "The flag's choice draws what it draws without the file's conflicting one",
        arguments: [
            (
                #"{"dense": true, "width": 200, "theme": "dark"}"#, ["--balance"],
                ["--balance", "--width", "200", "--theme", "dark"]
            ),
            (#"{"balance": true, "width": 200}"#, ["--dense"], ["--dense", "--width", "200"]),
            (#"{"width": 200, "row-align": "baseline"}"#, ["--flow", "columns"], ["--flow", "columns"]),
            (#"{"flow": "columns", "height": 90, "row-align": "trailing"}"#, ["--width", "200"], ["--width", "200"]),
            (
                #"{"flow": "columns", "height": 90, "spacing": 4}"#, ["--flow", "rows"],
                ["--flow", "rows", "--spacing", "4"]
            ),
            (
                #"{"dense": true, "width": 200}"#, ["--flow", "columns", "--height", "90"],
                ["--dense", "--flow", "columns", "--height", "90"]
            ),
        ])
    func flagReplacesGroup(config: String, flags: [String], alone: [String]) async throws {
        let configured = try await Self.svg(flags, config: config)
        #expect(configured == (try await Self.svg(alone)), "\(config) + \(flags)")
    }

    @Test("Both choices of a group in one source are refused (64), the message naming both")
    func conflictNamesBoth() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(Self.labels), in: folder)
            let flags = try await runRender(["tags.txt", "-o", "out.svg", "--balance", "--dense"], in: folder)
            expectError(flags, exit: 64, mentions: ["--balance does not go with --dense"])
            try writeFile("cfg.json", Array(#"{"balance": true, "dense": true}"#.utf8), in: folder)
            let file = try await runRender(["tags.txt", "-o", "out.svg", "--config", "cfg.json"], in: folder)
            expectError(file, exit: 64, mentions: ["cfg.json:1:28: 'balance' and 'dense' both choose how lines break"])
            try writeFile("cols.json", Array(#"{"flow": "columns", "width": 200}"#.utf8), in: folder)
            let flow = try await runRender(["tags.txt", "-o", "out.svg", "--config", "cols.json"], in: folder)
            expectError(flow, exit: 64, mentions: ["cols.json:1:", "--width does not go with --flow columns"])
            #expect(!fileExists("out.svg", in: folder))
        }
    }
}
