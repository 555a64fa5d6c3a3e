import Foundation
import Testing

/// `--max-chip-width` too narrow for one character and "…": refused on the command line.
@Suite("tagflow render --max-chip-width refuses hopeless truncation")
struct TruncationEndToEndTests {
    static let labels = ["Swift", "WebAssembly", "Rust"]

    @Test("Too narrow: exit 64, nothing written, the message names the smallest width; that width renders")
    func refusedThenAccepted() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(Self.labels), in: folder)
            let refused = try await runRender(["tags.txt", "-o", "out.svg", "--max-chip-width", "40"], in: folder)
            expectError(refused, exit: 64, mentions: ["--max-chip-width '40'", "at least ", "'WebAssembly'"])
            #expect(!fileExists("out.svg", in: folder))
            // The width it names works, and one px less does not.
            let line = refused.stderrLines.first ?? ""
            let named = try #require(Int(line.components(separatedBy: "at least ").last!.prefix { $0.isNumber }))
            expectError(
                try await runRender(["tags.txt", "-o", "out.svg", "--max-chip-width", "\(named - 1)"], in: folder),
                exit: 64, mentions: ["at least \(named)"])
            let accepted = try await runRender(
                ["tags.txt", "-o", "out.svg", "--max-chip-width", "\(named)", "--emit-layout", "layout.json"],
                in: folder)
            expectQuietSuccess(accepted)
            let layout = try EmittedLayout.read("layout.json", in: folder)
            #expect(layout.chips.allSatisfy { $0.frame[2] <= Double(named) + 1e-9 })
        }
    }

    @Test("The same refusal from --config, and for every format")
    func configAndFormats() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(Self.labels), in: folder)
            try writeFile("config.json", Array("{\"max-chip-width\": 30}".utf8), in: folder)
            for output in ["out.png", "out.pdf"] {
                expectError(
                    try await runRender(["tags.txt", "-o", output, "--config", "config.json"], in: folder), exit: 64,
                    mentions: ["--max-chip-width '30'"])
            }
            expectNoTemporaryFiles(in: folder)
        }
    }

    @Test("In a batch, the input it cannot render is reported and the run exits 65")
    func batch() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(Self.labels), in: folder)
            let result = try await TagflowBinary.run(
                ["batch", "tags.txt", "-o", "out", "--format", "svg", "--max-chip-width", "30"], in: folder)
            #expect(result.status == 65, "\(result.stderr)")
            #expect(result.stderr.contains("--max-chip-width '30': expected at least"), "\(result.stderr)")
        }
    }
}
