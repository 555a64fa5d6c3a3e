import Foundation
import Testing

/// `--stroke-width` wider than half the smallest chip's height would flood the chip: refused,
/// naming the widest outline this cloud can draw (half the smallest chip's height).
@Suite("tagflow render --stroke-width refuses an outline that floods the chip")
struct StrokeWidthEndToEndTests {
    static let labels = ["Swift", "WebAssembly", "Rust"]

    /// Half the smallest chip's height, read from the layout `--emit-layout` writes.
    static func halfHeight(in folder: URL, _ extra: [String] = []) async throws -> Double {
        let result = try await runRender(
            ["tags.txt", "-o", "plain.svg", "--emit-layout", "plain.json"] + extra, in: folder)
        expectQuietSuccess(result)
        let layout = try EmittedLayout.read("plain.json", in: folder)
        return try #require(layout.chips.map { $0.frame[3] }.min()) / 2
    }

    @Test("Too wide: exit 64, nothing written, the message names --stroke-width and half the chip's height")
    func refusedThenAccepted() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(Self.labels), in: folder)
            let half = try await Self.halfHeight(in: folder)
            let refused = try await runRender(["tags.txt", "-o", "out.svg", "--stroke-width", "40"], in: folder)
            expectError(
                refused, exit: 64,
                mentions: ["--stroke-width '40'", "at most ", "half the smallest chip's height"])
            #expect(!fileExists("out.svg", in: folder))
            let line = refused.stderrLines.first ?? ""
            let named = try #require(Double(line.components(separatedBy: "at most ").last!.prefix { $0 != "," }))
            #expect(named <= half && half - named < 0.01, "\(named) vs \(half)")
            expectQuietSuccess(
                try await runRender(["tags.txt", "-o", "out.svg", "--stroke-width", "\(named)"], in: folder))
            // Just past half is refused; half itself draws.
            expectError(
                try await runRender(["tags.txt", "-o", "out.svg", "--stroke-width", "\(half + 0.01)"], in: folder),
                exit: 64, mentions: ["--stroke-width"])
            expectQuietSuccess(
                try await runRender(["tags.txt", "-o", "out.svg", "--stroke-width", "\(half)"], in: folder))
        }
    }

    @Test("A larger font makes room: the limit follows the chips' heights (weights, font size)")
    func followsHeight() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(Self.labels), in: folder)
            let half = try await Self.halfHeight(in: folder, ["--font-size", "40"])
            #expect(half > 20, "\(half)")
            expectQuietSuccess(
                try await runRender(
                    ["tags.txt", "-o", "out.svg", "--font-size", "40", "--stroke-width", "20"], in: folder))
        }
    }

    @Test("From --config and every format: 64; in a batch and a manifest: 65, no picture")
    func doors() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(Self.labels), in: folder)
            try writeFile("config.json", Array("{\"stroke-width\": 30}".utf8), in: folder)
            for output in ["out.png", "out.pdf", "out.svg"] {
                expectError(
                    try await runRender(["tags.txt", "-o", output, "--config", "config.json"], in: folder), exit: 64,
                    mentions: ["--stroke-width '30'"])
                #expect(!fileExists(output, in: folder))
            }
            let animate = try await TagflowBinary.run(
                ["animate", "tags.txt", "tags.txt", "-o", "out.svg", "--stroke-width", "30"], in: folder)
            expectError(
                animate, exit: 64, mentions: ["--stroke-width '30'", "at most"],
                usageTail: "; usage: tagflow animate FROM [TO] -o OUT.svg [--to-width W2] [--duration S] [options]; "
                    + "see 'tagflow animate --help'")
            #expect(!fileExists("out.svg", in: folder))
            let batch = try await TagflowBinary.run(
                ["batch", "tags.txt", "-o", "out", "--format", "svg", "--stroke-width", "30"], in: folder)
            #expect(batch.status == 65, "\(batch.stderr)")
            #expect(batch.stderr.contains("--stroke-width '30': expected at most"), "\(batch.stderr)")
            let manifest = "{\"images\": [{\"input\": \"tags.txt\", \"output\": \"built.svg\", \"stroke-width\": 30}]}"
            try writeFile("tagflow.json", Array(manifest.utf8), in: folder)
            let build = try await TagflowBinary.run(["build", "-q"], in: folder)
            #expect(build.status == 65, "\(build.stderr)")
            #expect(build.stderr.contains("stroke-width '30': expected at most"), "\(build.stderr)")
            #expect(!fileExists("built.svg", in: folder))
            expectNoTemporaryFiles(in: folder)
        }
    }
}
