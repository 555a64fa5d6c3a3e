import Foundation
import Testing

/// Readable by default (issue 40): a fill or canvas chosen without a text colour gets text that
/// reads on it; a text colour chosen with it is kept and warned about, naming where each colour
/// came from; `--strict` makes every warning an error (65).
@Suite("Readable colours and --strict")
struct ReadableColourTests {
    static let labels = labelFile(["Swift", "Rust", "Go"])

    /// WCAG 2.x contrast of two `#rrggbb` colours, written out here from WCAG's formula.
    static func contrast(_ first: String, _ second: String) -> Double {
        func luminance(_ hex: String) -> Double {
            let value = Int(hex.dropFirst().prefix(6), radix: 16)!
            let channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map { channel -> Double in
                let c = Double(channel) / 255
                return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
        }
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The text colour and fill of each chip `--emit-layout` writes.
    static func paints(in folder: URL) throws -> [(text: String, fill: String)] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("l.json")))
        let chips = (json as? [String: Any])?["chips"] as? [[String: Any]] ?? []
        return chips.map { ($0["textColor"] as? String ?? "", $0["fill"] as? String ?? "") }
    }

    @Test(
        "A fill or a canvas chosen alone gets the text colour that reads on it, with no warning",
        arguments: [
            (["--fill", "#333333"], "#333333"),
            (["--theme", "outline", "--background", "black"], "#000000"),
            (["--config", "c.json"], "#333333"),
        ])
    func pickedText(options: [String], under: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", Self.labels, in: folder)
            try writeFile("c.json", Array(##"{"fill": "#333333"}"##.utf8), in: folder)
            let run = try await TagflowBinary.run(
                ["render", "tags.txt", "-o", "a.svg", "--emit-layout", "l.json"] + options, in: folder)
            expectQuietSuccess(run)
            let paints = try Self.paints(in: folder)
            #expect(paints.count == 3)
            for paint in paints {
                #expect(paint.text == "#ffffff", "\(paint)")
                #expect(Self.contrast(paint.text, under) >= 4.5)
            }
        }
    }

    @Test(
        "A text colour chosen with a fill it cannot read on is kept, and the warning names both where they were given",
        arguments: [
            (["--fill", "#333333", "--text-color", "#444444"], ["(--text-color)", "(--fill)", "1.29:1"]),
            (["--config", "c.json"], ["(text-color at c.json:1:35)", "(fill at c.json:1:10)", "1.29:1"]),
            (["--text-color", "#444444", "--theme", "dark"], ["(--text-color)", "(the dark theme's)"]),
        ])
    func chosenText(options: [String], mentions: [String]) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", Self.labels, in: folder)
            try writeFile("c.json", Array(##"{"fill": "#333333", "text-color": "#444444"}"##.utf8), in: folder)
            let run = try await TagflowBinary.run(
                ["render", "tags.txt", "-o", "a.svg", "--emit-layout", "l.json"] + options, in: folder)
            #expect(run.status == 0)
            #expect(run.stderrLines.count == 1, "\(run.stderr)")
            #expect(run.stderr.hasPrefix("tagflow: warning: the text colour #444444 "), "\(run.stderr)")
            for word in mentions { #expect(run.stderr.contains(word), "\(run.stderr) should say \(word)") }
            #expect(try Self.paints(in: folder).allSatisfy { $0.text == "#444444" })
        }
    }

    @Test("Warnings are only of chips that are drawn: no \"+N\" chip that is not there, no <stdin> that is not read")
    func onlyWhatIsDrawn() async throws {
        try await withTemporaryFolder { folder in
            let run = try await TagflowBinary.run(
                [
                    "render", "--label", "Swift", "--label", "Rust", "-o", "a.svg", "--theme", "outline",
                    "--text-color", "#57606a", "--background", "#101010",
                ], in: folder)
            #expect(run.status == 0)
            #expect(run.stderrLines.count == 1, "\(run.stderr)")
            #expect(!run.stderr.contains("+N") && !run.stderr.contains("<stdin>"), "\(run.stderr)")
            #expect(run.stderr.contains("(--background)"), "\(run.stderr)")
            // Every chip its own colour: the style's fill is drawn nowhere, so nothing is said.
            try writeFile("own.tsv", labelFile(["Swift\t\t#f05138", "Rust\t\t#dea584"]), in: folder)
            let own = try await TagflowBinary.run(
                ["render", "own.tsv", "-o", "b.svg", "--fill", "#333333", "--text-color", "#444444"], in: folder)
            expectQuietSuccess(own)
        }
    }

    @Test("A manifest's image names its entry and the key's place")
    func manifest() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", Self.labels, in: folder)
            let manifest = """
                {"images": [
                  {"input": "tags.txt", "output": "a.svg", "fill": "#333333", "text-color": "#444444"}
                ]}
                """
            try writeFile("tagflow.json", Array(manifest.utf8), in: folder)
            let run = try await TagflowBinary.run(["build", "tagflow.json"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let warning = try #require(run.stderrLines.first { $0.hasPrefix("tagflow: warning: ") })
            #expect(warning.contains("image 1"), "\(warning)")
            #expect(warning.contains("(text-color at tagflow.json:2:"), "\(warning)")
            #expect(warning.contains("(fill at tagflow.json:2:"), "\(warning)")
        }
    }

    @Test(
        "--strict: every warning is an error (65) and nothing is written",
        arguments: [
            (["tags.txt", "--fill", "#333333", "--text-color", "#444444"], "1.29:1"),
            (["tags.txt", "--theme", "outline"], "see-through"),
            (["glyphs.txt"], "U+1F000"),
            (["tags.txt", "--font", "No Such Family Anywhere"], "No Such Family Anywhere"),
        ])
    func strict(options: [String], mention: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", Self.labels, in: folder)
            try writeFile("glyphs.txt", labelFile(["a\u{1F000}b"]), in: folder)
            let warned = try await TagflowBinary.run(["render", "-o", "a.png"] + options, in: folder)
            #expect(warned.status == 0 && warned.stderr.contains(mention), "\(warned.stderr)")
            let strict = try await TagflowBinary.run(["render", "-o", "b.png", "--strict"] + options, in: folder)
            expectError(strict, exit: 65, mentions: [mention, "--strict"])
            #expect(!fileExists("b.png", in: folder))
        }
    }

    @Test("--strict in a batch (and in a --config file): an unreadable look fails it (65) before anything is drawn")
    func strictBatch() async throws {
        try await withTemporaryFolder { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("lists"), withIntermediateDirectories: true)
            try writeFile("lists/tags.txt", Self.labels, in: folder)
            try writeFile("c.json", Array(#"{"strict": true}"#.utf8), in: folder)
            let run = try await TagflowBinary.run(
                ["batch", "lists", "-o", "out", "--fill", "#333333", "--text-color", "#444444", "--config", "c.json"],
                in: folder)
            #expect(run.status == 65, "\(run.stderr)")
            #expect(run.stderr.contains("1.29:1") && run.stderr.contains("--strict"), "\(run.stderr)")
            #expect(!fileExists("out/tags.svg", in: folder))
        }
    }
}
