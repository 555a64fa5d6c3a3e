import Foundation
import Testing

/// What a message echoes is shown, never obeyed: control and bidi characters from file names,
/// labels and links are escaped as `\u{…}`, and a NUL in a path or a config value is refused
/// rather than cutting it short.
@Suite("Echoed text and NUL in values")
struct EchoedTextTests {
    /// Fails when `text` holds a raw control or bidi character other than the final newline.
    static func expectNoRawControls(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let raw = text.dropLast().unicodeScalars.filter {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
                || (0x2066...0x2069).contains($0.value)
        }
        #expect(raw.isEmpty, "raw controls in \(text.debugDescription)", sourceLocation: sourceLocation)
    }

    @Test("ESC, BEL, CR and a bidi override in a file name, a label and a link are escaped in the one error line")
    func controlsEscaped() async throws {
        try await withTemporaryFolder { folder in
            let missing = try await TagflowBinary.run(
                ["render", "no\u{1B}[2Jsuch\u{7}\u{D}\u{202E}.txt", "-o", "out.svg"], in: folder)
            expectError(missing, exit: 66, mentions: [#"no\u{1B}[2Jsuch\u{7}\u{D}\u{202E}.txt: no such file"#])
            Self.expectNoRawControls(missing.stderr)
            try writeFile("weights.tsv", Array("rock\t3\u{7}\u{1B}[A\n".utf8), in: folder)
            let weight = try await TagflowBinary.run(["render", "weights.tsv", "-o", "out.svg"], in: folder)
            expectError(weight, exit: 65, mentions: [#"weight '3\u{7}\u{1B}[A'"#])
            Self.expectNoRawControls(weight.stderr)
            try writeFile("links.tsv", Array("rock\t\t\tjavascript:alert\u{9B}31m(1)\u{202E}\n".utf8), in: folder)
            let link = try await TagflowBinary.run(["render", "links.tsv", "-o", "out.svg"], in: folder)
            expectError(link, exit: 65, mentions: [#"javascript:alert\u{9B}31m(1)\u{202E}"#])
            Self.expectNoRawControls(link.stderr)
            #expect(!fileExists("out.svg", in: folder))
        }
    }

    @Test(
        "A NUL inside a path or a config string is refused, never cut short to another file",
        arguments: [
            (
                #"{"font": "face.ttf\u0000junk"}"#, 66,
                #"face.ttf\u{0}junk: cannot read the font file (the path holds a NUL character)"#
            ),
            (#"{"font": "DejaVu Sans\u0000junk"}"#, 66, #"no font found for 'DejaVu Sans\u{0}junk'"#),
            (
                #"{"stopwords": "list.txt\u0000junk", "words": true}"#, 66,
                #"list.txt\u{0}junk: the path holds a NUL character"#
            ),
        ])
    func nulInConfig(config: String, exit: Int32, message: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("list.txt", labelFile(["rock", "pop"]), in: folder)
            try writeFile("face.ttf", try bytes(of: URL(fileURLWithPath: FontBoundsTests.dejaVu)), in: folder)
            try writeFile("config.json", Array(config.utf8), in: folder)
            let run = try await TagflowBinary.run(
                ["render", "list.txt", "-o", "out.svg", "--config", "config.json"], in: folder)
            expectError(run, exit: exit, mentions: [message])
            #expect(!fileExists("out.svg", in: folder))
            expectNoTemporaryFiles(in: folder)
        }
    }
}
