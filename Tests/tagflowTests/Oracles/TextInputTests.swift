import Foundation
import Testing

/// Labels that are hard to draw: control characters, unassigned code points, a 10,000-character
/// label, and scripts the bundled fonts do not cover. `measure` and `render`, end to end.
@Suite("tagflow measure and render with awkward text")
struct TextInputTests {
    // MARK: control characters

    /// Line 3 is blank: line numbers count it.
    static let controlInput: [UInt8] = Array(
        "be\u{07}ll\nes\u{1B}c\n\nde\u{7F}l\nc1\u{85}x\nplain\nmulti\u{07}\u{1B}\u{7F}\n".utf8)
    static let cleanLabels = ["bell", "esc", "del", "c1x", "plain", "multi"]
    static let controlWarnings = [
        "tagflow: warning: labels.txt:1: removed control characters U+0007 from the label",
        "tagflow: warning: labels.txt:2: removed control characters U+001B from the label",
        "tagflow: warning: labels.txt:4: removed control characters U+007F from the label",
        "tagflow: warning: labels.txt:5: removed control characters U+0085 from the label",
        "tagflow: warning: labels.txt:7: removed control characters U+0007, U+001B, U+007F from the label",
    ]

    @Test("measure: control characters are removed, one warning per line naming FILE:LINE and code points")
    func measureControlCharacters() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("labels.txt", Self.controlInput, in: folder)
            let dirty = try await Measure.succeeds(["labels.txt"], in: folder)
            let clean = try await Measure.succeeds([], stdin: labelFile(Self.cleanLabels))
            #expect(dirty.text == clean.text)
            #expect(dirty.stderr == Self.controlWarnings)
            #expect(
                !dirty.text.unicodeScalars.contains {
                    $0.properties.generalCategory == .control && $0 != "\t" && $0 != "\n"
                })

            let piped = try await Measure.succeeds([], stdin: Self.controlInput)
            #expect(
                piped.stderr
                    == Self.controlWarnings.map { $0.replacingOccurrences(of: "labels.txt:", with: "<stdin>:") })
        }
    }

    @Test("render: the output equals the clean labels' output, with the same warnings", arguments: ["svg", "png"])
    func renderControlCharacters(format: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("labels.txt", Self.controlInput, in: folder)
            try writeFile("clean.txt", labelFile(Self.cleanLabels), in: folder)
            let dirty = try await TagflowBinary.run(["render", "labels.txt", "-o", "dirty.\(format)"], in: folder)
            let clean = try await TagflowBinary.run(["render", "clean.txt", "-o", "clean.\(format)"], in: folder)
            #expect(dirty.status == 0 && clean.status == 0, "\(dirty.stderr)\(clean.stderr)")
            #expect(dirty.stderrLines == Self.controlWarnings)
            #expect(clean.stderr.isEmpty)
            #expect(
                try bytes(of: folder.appendingPathComponent("dirty.\(format)"))
                    == bytes(of: folder.appendingPathComponent("clean.\(format)")))
        }
    }

    @Test("a control character at either end of a label (NEL, VT, FF) is removed with a warning too")
    func controlCharactersAtTheEdges() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("labels.txt", Array("abc\u{85}\n\u{85}abc\n\u{0B}abc\u{0C}\n".utf8), in: folder)
            let result = try await Measure.succeeds(["labels.txt"], in: folder)
            #expect(result.rows.map(\.label) == ["abc", "abc", "abc"])
            #expect(
                result.stderr == [
                    "tagflow: warning: labels.txt:1: removed control characters U+0085 from the label",
                    "tagflow: warning: labels.txt:2: removed control characters U+0085 from the label",
                    "tagflow: warning: labels.txt:3: removed control characters U+000B, U+000C from the label",
                ])
        }
    }

    // MARK: characters no font can draw

    /// U+0378 is unassigned: no font has it.
    static let unassigned = labelFile(["ok", "x\u{0378}y"])
    static let unassignedWarning =
        "tagflow: warning: labels.txt:2: label 'x\u{0378}y' has characters no font can draw: U+0378"
    static let strictError =
        "tagflow: error: labels.txt:2: label 'x\u{0378}y' has characters no font can draw: U+0378; "
        + "install a font that has them, or leave out --strict-glyphs"

    @Test(
        "render --strict-glyphs: 65, the one error line, nothing written, an old output untouched",
        arguments: ["png", "svg"])
    func strictGlyphsFails(format: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("labels.txt", Self.unassigned, in: folder)
            let old = try writeFile("old.\(format)", ErrorTests.oldOutput, in: folder)
            let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            for name in ["new.\(format)", "old.\(format)"] {
                let run = try await TagflowBinary.run(
                    ["render", "labels.txt", "-o", name, "--strict-glyphs"], in: folder)
                expectError(run, exit: 65)
                #expect(run.stderrLines == [Self.strictError])
            }
            #expect(try bytes(of: old) == ErrorTests.oldOutput, "the old output was changed")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
            expectNoTemporaryFiles(in: folder)
        }
    }

    @Test("without --strict-glyphs: exit 0, the image written, one warning; measure warns the same way")
    func unassignedWarns() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("labels.txt", Self.unassigned, in: folder)
            let run = try await TagflowBinary.run(["render", "labels.txt", "-o", "out.png"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderrLines == [Self.unassignedWarning])
            #expect(ImageFacts.pngSize(try bytes(of: folder.appendingPathComponent("out.png"))) != nil)

            let measured = try await Measure.succeeds(["labels.txt"], in: folder)
            #expect(measured.stderr == [Self.unassignedWarning])
            #expect(measured.rows.map(\.label) == ["ok", "x\u{0378}y"])
        }
    }

    // MARK: a 10,000-character label

    /// "abc " 2,499 times, then "abcd": 10,000 characters, no space at either end. Made the same way in a shell:
    ///   python3 -c 'print("abc "*2499+"abcd", end="")' > long.txt
    ///   hb-shape --font-funcs=ot --output-format=json Fonts/Inter-Regular.otf "$(cat long.txt)" \
    ///     | python3 -c 'import json,sys; print(sum(g["ax"] for g in json.load(sys.stdin)))'   → 14250956
    static let longLabel = String(repeating: "abc ", count: 2499) + "abcd"
    static let longWidth = 14 * 14_250_956 / 2816.0

    @Test("measure of a 10,000-character label: exit 0, hb-shape's width")
    func measureLongLabel() async throws {
        #expect(Self.longLabel.count == 10_000)
        let result = try await Measure.succeeds([], stdin: labelFile([Self.longLabel]))
        #expect(result.stderr.isEmpty)
        let row = try #require(result.rows.first)
        #expect(result.rows.count == 1 && row.label == Self.longLabel)
        #expect(abs(row.width - Self.longWidth) <= 0.01, "width \(row.width), hb-shape says \(Self.longWidth)")
    }

    @Test("render of it: PNG (wider than 32767 px) and PDF (wider than 14400 pt) fail cleanly with 65; SVG succeeds")
    func renderLongLabel() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("long.txt", labelFile([Self.longLabel]), in: folder)
            let png = try await TagflowBinary.run(["render", "long.txt", "-o", "long.png"], in: folder)
            expectError(png, exit: 65, mentions: ["PNG", "32767"])
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("long.png").path))
            let toStdout = try await TagflowBinary.run(
                ["render", "long.txt", "-o", "-", "--format", "png"], in: folder)
            expectError(toStdout, exit: 65, mentions: ["32767"])

            let svg = try await TagflowBinary.run(["render", "long.txt", "-o", "long.svg"], in: folder)
            #expect(svg.status == 0 && svg.stderr.isEmpty, "\(svg.stderr)")
            let size = try #require(ImageFacts.svgSize(try bytes(of: folder.appendingPathComponent("long.svg"))))
            // The chip is the text plus the default padding (12 each side), the canvas adds the margin (16 each side).
            let least = Self.longWidth + 2 * 12 + 2 * 16
            #expect(
                Double(size.width) >= least && Double(size.width) < least + 2, "SVG \(size), text \(Self.longWidth)")

            let pdf = try await TagflowBinary.run(["render", "long.txt", "-o", "long.pdf"], in: folder)
            expectError(pdf, exit: 65, mentions: ["PDF", "14400"])
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("long.pdf").path))
            expectNoTemporaryFiles(in: folder)
        }
    }

    // MARK: other scripts

    /// Widths from hb-shape on the font each run falls back to (see MeasureCommandTests for the command):
    ///   DejaVuSans.ttf "مرحبا بالعالم" → 10803 · DejaVuSans.ttf "שלום עולם" → 9546
    ///   fonts-japanese-gothic.ttf (IPAGothic, 2048/em) "日本語のタグ" → 12288 (kana too: the bundled Hangul face is for Hangul only)
    ///   NotoColorEmoji.ttf (2048/em) "👍🏽" → 2550 · "👨‍👩‍👧" → 2550
    static let scripts: [(label: String, width: Double)] = [
        ("مرحبا بالعالم", 14 * 10803 / 2048.0),
        ("שלום עולם", 14 * 9546 / 2048.0),
        ("日本語のタグ", 14 * 12288 / 2048.0),
        ("👍🏽", 14 * 2550 / 2048.0),
        ("👨‍👩‍👧", 14 * 2550 / 2048.0),
    ]
    static let moreScripts = ["カタカナ", "🚀 launch", "🇰🇷", "عربي English", "Hello שלום", "नमस्ते दुनिया"]

    @Test("Arabic, Hebrew, Japanese and emoji render to PNG with exit 0 and no warnings, even with --strict-glyphs")
    func otherScriptsRender() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("labels.txt", labelFile(Self.scripts.map(\.label) + Self.moreScripts), in: folder)
            for options in [[], ["--strict-glyphs"], ["--scale", "2", "--width", "200"]] {
                let run = try await TagflowBinary.run(["render", "labels.txt", "-o", "out.png"] + options, in: folder)
                #expect(run.status == 0 && run.stderr.isEmpty, "\(options): \(run.stderr)")
                #expect(ImageFacts.pngSize(try bytes(of: folder.appendingPathComponent("out.png"))) != nil)
            }
        }
    }

    @Test("measure of other scripts: no warnings, widths from the fallback fonts as hb-shape gives them")
    func otherScriptsMeasure() async throws {
        let result = try await Measure.succeeds([], stdin: labelFile(Self.scripts.map(\.label) + Self.moreScripts))
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.rows.map(\.label) == Self.scripts.map(\.label) + Self.moreScripts)
        for (row, sample) in zip(result.rows, Self.scripts) {
            #expect(
                abs(row.width - sample.width) <= 0.01, "\(sample.label): \(row.width), hb-shape says \(sample.width)")
        }
        #expect(result.rows.allSatisfy { $0.width > 0 && abs($0.height - 14 * Measure.interHeight) <= 0.01 })
    }
}
