import Foundation
import Testing

/// One line of `tagflow measure`: `label<TAB>width<TAB>height`.
struct MeasuredLabel: Equatable, Sendable {
    var label: String
    var width: Double
    var height: Double
}

/// Running `tagflow measure` and reading its table back.
enum Measure {
    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// Line height per px of font size, (hhea ascender + |descender|) / unitsPerEm, from fontTools:
    /// `python3 -c 'from fontTools.ttLib import TTFont; t = TTFont("Fonts/Inter-Regular.otf");
    /// print(t["head"].unitsPerEm, t["hhea"].ascent, t["hhea"].descent)'` → 2816 2728 -680
    /// (Inter-SemiBold.otf: the same).
    static let interHeight = (2728.0 + 680) / 2816
    /// The same for DejaVuSans.ttf (and -Bold, -Oblique): 2048 1901 -483.
    static let dejaVuHeight = (1901.0 + 483) / 2048

    /// The rows of a measure table, or `nil` if a line is not `label<TAB>number<TAB>number`.
    static func parse(_ text: String) -> [MeasuredLabel]? {
        guard text.hasSuffix("\n") else { return nil }
        var rows: [MeasuredLabel] = []
        for line in text.dropLast().split(separator: "\n", omittingEmptySubsequences: false) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, let width = Double(fields[1]), let height = Double(fields[2]) else { return nil }
            rows.append(MeasuredLabel(label: String(fields[0]), width: width, height: height))
        }
        return rows
    }

    /// Runs `tagflow measure arguments…`, which must exit 0 with a well-formed table on stdout.
    /// Returns the table's text, its rows, and the stderr lines (warnings) for the caller to check.
    static func succeeds(
        _ arguments: [String], stdin: [UInt8]? = nil, in folder: URL? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (text: String, rows: [MeasuredLabel], stderr: [String]) {
        let run = try await TagflowBinary.run(["measure"] + arguments, stdin: stdin, in: folder)
        #expect(run.status == 0, "exit code (stderr: \(run.stderr))", sourceLocation: sourceLocation)
        let text = try #require(String(validating: run.stdout, as: UTF8.self), sourceLocation: sourceLocation)
        let rows = try #require(
            parse(text), "not a label<TAB>width<TAB>height table ending in a newline: \(text.debugDescription)",
            sourceLocation: sourceLocation)
        return (text, rows, run.stderrLines)
    }
}

/// One label measured, and what `hb-shape` says its width is.
struct WidthCase: Sendable, CustomTestStringConvertible {
    var label: String
    var options: [String]
    var width: Double
    var height: Double
    var testDescription: String { "\(label) \(options.joined(separator: " "))" }
}

@Suite("tagflow measure: widths as hb-shape gives them, end to end")
struct MeasureCommandTests {
    // Every width below is an advance sum from hb-shape (libharfbuzz-bin), run in the package root:
    //   hb-shape --font-funcs=ot --output-format=json FONT "TEXT" \
    //     | python3 -c 'import json,sys; print(sum(g["ax"] for g in json.load(sys.stdin)))'
    // scaled by size / unitsPerEm (Inter 2816, NanumSquareRound 1000, DejaVu Sans 2048).
    static let widthCases: [WidthCase] = [
        // Fonts/Inter-Regular.otf "AVATAR" → 10376
        WidthCase(
            label: "AVATAR", options: ["--font-size", "16"], width: 16 * 10376 / 2816.0,
            height: 16 * Measure.interHeight),
        // Fonts/Inter-Regular.otf "hello world" → 14492
        WidthCase(
            label: "hello world", options: ["--font-size", "16"], width: 16 * 14492 / 2816.0,
            height: 16 * Measure.interHeight),
        // Fonts/Inter-Regular.otf "Type & Kerning" → 20032 (20320 with --features=-kern: kerning counts)
        WidthCase(
            label: "Type & Kerning", options: [], width: 14 * 20032 / 2816.0, height: 14 * Measure.interHeight),
        // Fonts/NanumSquareRoundR.ttf "한글 태그" → 3890 (Inter has no Hangul; the height stays Inter's)
        WidthCase(
            label: "한글 태그", options: ["--font-size", "16"], width: 16 * 3890 / 1000.0, height: 16 * Measure.interHeight),
        // Fonts/Inter-Regular.otf "Swift" → 6792, then Fonts/NanumSquareRoundR.ttf "태그" → 1820
        WidthCase(
            label: "Swift태그", options: ["--font-size", "16"], width: 16 * 6792 / 2816.0 + 16 * 1820 / 1000.0,
            height: 16 * Measure.interHeight),
        // Fonts/Inter-SemiBold.otf "AVATAR" → 10872
        WidthCase(
            label: "AVATAR", options: ["--font-size", "16", "--font-weight", "600"], width: 16 * 10872 / 2816.0,
            height: 16 * Measure.interHeight),
        // /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf "AVATAR" → 7698
        WidthCase(
            label: "AVATAR", options: ["--font-size", "16", "--font", Measure.dejaVuSans], width: 16 * 7698 / 2048.0,
            height: 16 * Measure.dejaVuHeight),
        // /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf "hello world" → 11239
        WidthCase(
            label: "hello world", options: ["--font", Measure.dejaVuSans], width: 14 * 11239 / 2048.0,
            height: 14 * Measure.dejaVuHeight),
        // /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf "AVATAR" → 8718
        WidthCase(
            label: "AVATAR", options: ["--font-size", "16", "--font", "DejaVu Sans", "--font-weight", "bold"],
            width: 16 * 8718 / 2048.0, height: 16 * Measure.dejaVuHeight),
        // /usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf "AVATAR" → 7700
        WidthCase(
            label: "AVATAR", options: ["--font-size", "16", "--font", "DejaVu Sans", "--font-style", "italic"],
            width: 16 * 7700 / 2048.0, height: 16 * Measure.dejaVuHeight),
    ]

    @Test("width = hb-shape's advance at the size (±0.01), height = ascent + descent", arguments: widthCases)
    func widthMatchesHarfBuzz(_ sample: WidthCase) async throws {
        let result = try await Measure.succeeds(sample.options, stdin: labelFile([sample.label]))
        #expect(result.stderr.isEmpty, "no warnings expected: \(result.stderr)")
        let row = try #require(result.rows.count == 1 ? result.rows.first : nil, "one line: \(result.text)")
        #expect(row.label == sample.label)
        #expect(abs(row.width - sample.width) <= 0.01, "width \(row.width), hb-shape says \(sample.width)")
        #expect(abs(row.height - sample.height) <= 0.01, "height \(row.height), expected \(sample.height)")
    }

    @Test("numbers at full precision; whole numbers without a fraction")
    func numberFormat() async throws {
        // Fonts/Inter-Regular.otf "mono" → 7456; 176 × 7456 / 2816 = 466, 176 × 3408 / 2816 = 213.
        // Fonts/Inter-Regular.otf "AVATAR" → 10376; 16 × 10376 / 2816 = 58.954545…
        let result = try await Measure.succeeds(["--font-size", "176"], stdin: labelFile(["mono"]))
        #expect(result.text == "mono\t466\t213\n")
        let avatar = try await Measure.succeeds(["--font-size", "16"], stdin: labelFile(["AVATAR"]))
        let fields = avatar.text.dropLast().split(separator: "\t")
        #expect(fields.count == 3 && fields[1].count >= 15, "full precision: \(avatar.text.debugDescription)")
        let row = try #require(avatar.rows.first)
        #expect(abs(row.width - 16 * 10376 / 2816.0) <= 1e-9, "not rounded: \(row.width)")
        #expect(abs(row.height - 16 * 3408 / 2816.0) <= 1e-9, "not rounded: \(row.height)")
    }

    @Test("one line per label, in input order; blank lines skipped; ends with a newline")
    func orderAndBlankLines() async throws {
        let input = Array("zeta\n\n   \nalpha\r\n\nmiddle one\n\n".utf8)
        let result = try await Measure.succeeds([], stdin: input)
        #expect(result.stderr.isEmpty)
        #expect(result.rows.map(\.label) == ["zeta", "alpha", "middle one"])
        #expect(result.text.hasSuffix("\n") && !result.text.hasSuffix("\n\n"))
        #expect(result.text.split(separator: "\n", omittingEmptySubsequences: false).count == 4)
        #expect(Set(result.rows.map(\.height)).count == 1, "one font, one line height")
        #expect(result.rows.allSatisfy { $0.width > 0 })
    }

    @Test("a file, the same file as -, and stdin with no argument give the same bytes")
    func fileAndStdinAgree() async throws {
        try await withTemporaryFolder { folder in
            let input = labelFile(["AVATAR", "hello world", "한글 태그", "Swift태그"])
            try writeFile("labels.txt", input, in: folder)
            let file = try await Measure.succeeds(["labels.txt"], in: folder)
            let dash = try await Measure.succeeds(["-"], stdin: input, in: folder)
            let none = try await Measure.succeeds([], stdin: input, in: folder)
            #expect(file.rows.count == 4)
            #expect(file.text == dash.text && dash.text == none.text)
            #expect(file.stderr.isEmpty && dash.stderr.isEmpty && none.stderr.isEmpty)
        }
    }

    @Test("a byte order mark and CRLF line ends change nothing")
    func bomAndCRLF() async throws {
        let plain = try await Measure.succeeds([], stdin: labelFile(["AVATAR", "Swift"]))
        let windows = try await Measure.succeeds([], stdin: [0xEF, 0xBB, 0xBF] + Array("AVATAR\r\n\r\nSwift\r\n".utf8))
        #expect(windows.text == plain.text)
        #expect(windows.stderr.isEmpty)
    }

    @Test("label<TAB>weight: the weight is read but not measured, and not printed")
    func weightColumnIgnored() async throws {
        let weighted = try await Measure.succeeds([], stdin: Array("AVATAR\t5\nSwift\t0.25\nlinux\n".utf8))
        let plain = try await Measure.succeeds([], stdin: labelFile(["AVATAR", "Swift", "linux"]))
        #expect(weighted.text == plain.text)
        #expect(weighted.rows.map(\.label) == ["AVATAR", "Swift", "linux"])
    }

    @Test("--font 'DejaVu Sans' (a Fontconfig name) measures as the DejaVuSans.ttf file does")
    func patternEqualsFile() async throws {
        let input = labelFile(["AVATAR", "hello world", "Type & Kerning"])
        let file = try await Measure.succeeds(["--font", Measure.dejaVuSans], stdin: input)
        let pattern = try await Measure.succeeds(["--font", "DejaVu Sans"], stdin: input)
        #expect(pattern.text == file.text)
        #expect(file.stderr.isEmpty && pattern.stderr.isEmpty)
        let inter = try await Measure.succeeds([], stdin: input)
        #expect(inter.text != file.text, "--font must change the widths")
    }

    @Test("--font-size scales widths and heights linearly")
    func sizeScales() async throws {
        let input = labelFile(["AVATAR", "한글 태그"])
        let small = try await Measure.succeeds(["--font-size", "10"], stdin: input)
        let large = try await Measure.succeeds(["--font-size", "30"], stdin: input)
        for (a, b) in zip(small.rows, large.rows) {
            #expect(abs(b.width - 3 * a.width) <= 1e-9 && abs(b.height - 3 * a.height) <= 1e-9, "\(a) vs \(b)")
        }
    }

    @Test(
        "bundled Inter: 400 and 600 exist; other weights warn once and use the nearer",
        arguments: [
            ("400", "", "Regular"), ("regular", "", "Regular"), ("600", "", "SemiBold"), ("semibold", "", "SemiBold"),
            ("300", "400", "Regular"), ("500", "400", "Regular"), ("700", "600", "SemiBold"),
            ("bold", "600", "SemiBold"), ("900", "600", "SemiBold"),
        ])
    func bundledWeights(weight: String, warnsUsing: String, face: String) async throws {
        let input = labelFile(["AVATAR"])
        let result = try await Measure.succeeds(["--font-size", "16", "--font-weight", weight], stdin: input)
        let file = TagflowBinary.packageRoot.appendingPathComponent("Sources/TagFlowFonts/Fonts/Inter-\(face).otf").path
        let direct = try await Measure.succeeds(["--font-size", "16", "--font", file], stdin: input)
        #expect(result.text == direct.text, "--font-weight \(weight) should measure as \(face)")
        if warnsUsing.isEmpty {
            #expect(result.stderr.isEmpty)
        } else {
            #expect(result.stderr.count == 1, "\(result.stderr)")
            #expect(result.stderr.first?.hasPrefix("tagflow: warning: ") == true)
            #expect(result.stderr.first?.hasSuffix("using \(warnsUsing)") == true, "\(result.stderr)")
        }
    }

    @Test(
        "measure usage errors: exit 64, one line, the measure usage tail",
        arguments: [
            ["--font-size", "0"], ["--font-size", "big"], ["a.txt", "b.txt"], ["--widht", "3"], ["--font"],
            ["--font-weight", "heavy"], ["--font-style", "slanted"],
        ])
    func usageErrors(arguments: [String]) async throws {
        let run = try await TagflowBinary.run(["measure"] + arguments, stdin: labelFile(["AVATAR"]))
        expectError(run, exit: 64, usageTail: measureUsageTail)
    }

    @Test("a missing input is 66 naming it; an input with no labels is 65")
    func inputErrors() async throws {
        try await withTemporaryFolder { folder in
            let missing = try await TagflowBinary.run(["measure", "missing.txt"], in: folder)
            expectError(missing, exit: 66, mentions: ["missing.txt"])
            let empty = try await TagflowBinary.run(["measure"], stdin: Array("\n  \n".utf8), in: folder)
            expectError(empty, exit: 65, mentions: ["<stdin>", "no labels"])
        }
    }
}
