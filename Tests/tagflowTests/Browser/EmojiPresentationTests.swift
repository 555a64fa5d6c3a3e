import Foundation
import Spawn
import Testing

/// Emoji in colour exactly where a browser shows them in colour: a sample of Unicode's emoji test
/// data (every kind: default emoji, text-default with and without U+FE0F, U+FE0E, keycaps, ZWJ,
/// flags, tag sequences, skin tones, components, emoji inside words), drawn by Chromium with the
/// same fonts by `Scripts/emoji-chromium.py`, and here by the built `tagflow`, both in #0000ff on
/// white. A pixel off the line from that blue to white comes from a colour glyph.
@Suite("Emoji presentation against Chromium")
struct EmojiPresentationTests {
    /// One sample line of the script's table.
    struct Sample {
        var codePoints: String
        var kind: String
        var chromium: String
        var expected: String
        /// Why TagFlow must differ from Chromium here; empty where they agree.
        var why: String

        var text: String {
            String(
                String.UnicodeScalarView(
                    codePoints.split(separator: " ").map { Unicode.Scalar(UInt32($0, radix: 16)!)! }))
        }
    }

    /// The verdict rule of `Scripts/emoji-chromium.py` (`OFF_LINE`, `MIN_PIXELS`).
    static let offLine = 40
    static let minimumPixels = 12

    /// The committed table, made by Chromium with the fonts `.ci/run` installs.
    static let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/EmojiPresentationTests/chromium.tsv")

    static func samples(in table: String) -> [Sample] {
        table.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Sample(
                codePoints: fields[0], kind: fields[1], chromium: fields[2], expected: fields[5], why: fields[6])
        }
    }

    @Test("The committed table covers every kind of emoji and gives a reason wherever it departs from Chromium")
    func tableIsWellFormed() throws {
        let table = try String(contentsOf: Self.committed, encoding: .utf8)
        let samples = Self.samples(in: table)
        #expect(samples.count >= 100)
        let kinds = Set(samples.map(\.kind))
        for kind in [
            "emoji-default", "text-default", "vs16", "vs15", "keycap", "zwj", "flag", "tag", "skin-tone", "component",
            "in-text",
        ] {
            #expect(kinds.contains(kind), "no \(kind) sample")
        }
        #expect(
            samples.allSatisfy {
                ["colour", "mono"].contains($0.expected) && ["colour", "mono"].contains($0.chromium)
            })
        // Both verdicts occur in every kind where presentation can go either way.
        for kind in ["text-default", "vs15"] {
            #expect(Set(samples.filter { $0.kind == kind }.map(\.expected)).count == 2, "\(kind): one verdict only")
        }
        let departures = samples.filter { $0.expected != $0.chromium }
        #expect(departures.allSatisfy { !$0.why.isEmpty })
        #expect(samples.filter { $0.expected == $0.chromium }.allSatisfy { $0.why.isEmpty })
        #expect(departures.count <= 8, "TagFlow should depart from Chromium rarely: \(departures.map(\.codePoints))")
        #expect(table.contains("# Unicode emoji data: 15.0"))
    }

    @Test("Each chip is in colour exactly where the committed Chromium table expects")
    func matchesCommittedTable() async throws {
        let samples = Self.samples(in: try String(contentsOf: Self.committed, encoding: .utf8))
        try await Self.expectColour(samples)
    }

    @Test(
        "Each chip is in colour exactly where Chromium on this machine, with this machine's fonts, expects",
        .enabled(if: liveChromium, "needs chromium and Debian's unicode-data"))
    func matchesLiveChromium() async throws {
        let script = TagflowBinary.packageRoot.appendingPathComponent("Scripts/emoji-chromium.py")
        let result = try Spawn.run(PillowTool.python.path, [script.path, "--out", "-"])
        try #require(result.status == 0, "\(script.path) failed: \(String(decoding: result.stderr, as: UTF8.self))")
        let samples = Self.samples(in: String(decoding: result.stdout, as: UTF8.self))
        #expect(samples.count >= 100)
        try await Self.expectColour(samples)
    }

    /// Renders every sample as one chip and checks each chip's verdict against `expected`.
    static func expectColour(_ samples: [Sample], sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("emoji.txt", labelFile(samples.map(\.text)), in: folder)
            let run = try await runRender(
                [
                    "emoji.txt", "-o", "emoji.png", "--emit-layout", "emoji.json", "--font-size", "32", "--width",
                    "1600",
                    "--fill", "#ffffff", "--stroke", "none", "--text-color", "#0000ff", "--background", "#ffffff",
                ], in: folder)
            expectQuietSuccess(run, sourceLocation: sourceLocation)
            let layout = try EmittedLayout.read("emoji.json", in: folder)
            try #require(layout.chips.map(\.label) == samples.map(\.text), sourceLocation: sourceLocation)
            let picture = try await PillowTool.picture(folder.appendingPathComponent("emoji.png"))
            var wrong: [String] = []
            for (sample, chip) in zip(samples, layout.chips) {
                let pixels = offLinePixels(in: picture, frame: chip.frame)
                let verdict = pixels >= minimumPixels ? "colour" : "mono"
                if verdict != sample.expected {
                    wrong.append(
                        "\(sample.text) (\(sample.codePoints), \(sample.kind)): \(verdict), expected \(sample.expected)"
                    )
                }
            }
            #expect(
                wrong.isEmpty, "\(wrong.count) of \(samples.count) wrong:\n\(wrong.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
        }
    }

    /// Pixels inside `frame` that are no mix of #0000ff and white.
    static func offLinePixels(in picture: PillowTool.Picture, frame: [Double]) -> Int {
        let left = max(0, Int(frame[0].rounded()))
        let top = max(0, Int(frame[1].rounded()))
        let right = min(picture.width, Int((frame[0] + frame[2]).rounded()))
        let bottom = min(picture.height, Int((frame[1] + frame[3]).rounded()))
        var count = 0
        for y in top..<bottom {
            for x in left..<right {
                let index = (y * picture.width + x) * 4
                let (red, green, blue) = (
                    Int(picture.rgba[index]), Int(picture.rgba[index + 1]), Int(picture.rgba[index + 2])
                )
                if abs(red - green) > offLine || 255 - blue > offLine { count += 1 }
            }
        }
        return count
    }
}

/// Whether Chromium and the Unicode emoji data are here, so the table can be made afresh.
private let liveChromium =
    ["/usr/bin/chromium", "/usr/share/unicode/emoji/emoji-test.txt"].allSatisfy {
        FileManager.default.fileExists(atPath: $0)
    }
