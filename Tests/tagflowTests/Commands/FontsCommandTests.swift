import Foundation
import Primitives
import Spawn
import Testing

/// Runs a system tool (fc-match) and returns its standard output.
func runTool(_ path: String, _ arguments: [String]) throws -> String {
    String(decoding: try Spawn.run(path, arguments).stdout, as: UTF8.self)
}

/// What `fc-match` itself says a pattern resolves to, as `family<TAB>style<TAB>file<TAB>index`
/// (the first name where Fontconfig lists several, as in `IPAGothic,IPAゴシック`).
func fcMatch(_ pattern: String) throws -> String {
    let text = try runTool("/usr/bin/fc-match", ["-f", "%{family}|%{style}|%{file}|%{index}", pattern])
    let fields = text.split(separator: "|", omittingEmptySubsequences: false)
    guard fields.count == 4 else { return "fc-match printed \(text.debugDescription)" }
    let first = { (field: Substring) in String(field.split(separator: ",").first ?? field) }
    return [first(fields[0]), first(fields[1]), String(fields[2]), String(fields[3])].joined(separator: "\t")
}

@Suite("tagflow fonts: the bundled faces, and what a pattern or file resolves to")
struct FontsCommandTests {
    static let fontsFolder = TagflowBinary.packageRoot.appendingPathComponent("Sources/TagFlowFonts/Fonts").path
    /// Runs `tagflow fonts arguments…`, which must exit 0; returns stdout's lines and stderr's lines.
    static func succeeds(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) async throws
        -> (lines: [String], stderr: [String])
    {
        let run = try await TagflowBinary.run(["fonts"] + arguments)
        #expect(run.status == 0, "exit code (stderr: \(run.stderr))", sourceLocation: sourceLocation)
        let text = try #require(String(validating: run.stdout, as: UTF8.self), sourceLocation: sourceLocation)
        #expect(text.hasSuffix("\n"), "ends with a newline: \(text.debugDescription)", sourceLocation: sourceLocation)
        return (text.split(separator: "\n").map(String.init), run.stderrLines)
    }

    @Test("no argument: '# bundled fonts: DIR', then Inter Regular, Inter Semi Bold, NanumSquareRound")
    func bundledListing() async throws {
        let result = try await Self.succeeds([])
        #expect(result.stderr.isEmpty)
        try #require(result.lines.count == 4, "\(result.lines)")
        let prefix = "# bundled fonts: "
        #expect(result.lines[0].hasPrefix(prefix))
        let folder = String(result.lines[0].dropFirst(prefix.count))
        // The built binary uses its own copy of the fonts: the SwiftPM resources beside it.
        #expect(folder.hasSuffix("/TagFlow_TagFlowFonts.resources/Fonts"))

        let faces = result.lines.dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(faces.allSatisfy { $0.count == 4 }, "family<TAB>style<TAB>file<TAB>index: \(result.lines)")
        #expect(faces.map { "\($0[0])/\($0[1])" } == ["Inter/Regular", "Inter/Semi Bold", "NanumSquareRound/Regular"])
        #expect(
            faces.map { URL(fileURLWithPath: String($0[2])).lastPathComponent }
                == ["Inter-Regular.otf", "Inter-SemiBold.otf", "NanumSquareRoundR.ttf"])
        for face in faces {
            let file = String(face[2])
            #expect(file.hasPrefix("/"), "an absolute path: \(file)")
            #expect(FileManager.default.fileExists(atPath: file), "\(file) exists")
            #expect(URL(fileURLWithPath: file).deletingLastPathComponent().path == folder, "\(file) is in \(folder)")
            #expect(face[3] == "0")
        }
    }

    @Test(
        "a pattern resolves as fc-match resolves it",
        arguments: [
            ("DejaVu Serif", ["--font-weight", "bold"], "DejaVu Serif:bold"),
            ("DejaVu Sans", [], "DejaVu Sans"),
            ("DejaVu Sans", ["--font-style", "italic"], "DejaVu Sans:italic"),
            ("DejaVu Sans:bold", [], "DejaVu Sans:bold"),
            ("DejaVu Sans Mono", ["--font-weight", "700", "--font-style", "italic"], "DejaVu Sans Mono:bold:italic"),
            ("IPAGothic", [], "IPAGothic"),
            ("Noto Color Emoji", [], "Noto Color Emoji"),
        ])
    func patternMatchesFcMatch(pattern: String, options: [String], fcPattern: String) async throws {
        let result = try await Self.succeeds([pattern] + options)
        #expect(result.stderr.isEmpty, "a family that exists gets no warning: \(result.stderr)")
        #expect(result.lines == [try fcMatch(fcPattern)])
    }

    @Test("the contract's example, spelled out")
    func dejaVuSerifBold() async throws {
        let result = try await Self.succeeds(["DejaVu Serif", "--font-weight", "bold"])
        #expect(result.lines == ["DejaVu Serif\tBold\t/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf\t0"])
    }

    @Test("an unknown family: the substitute fc-match picks, and one warning naming both")
    func unknownFamily() async throws {
        let name = "No Such Family Zyx"
        let result = try await Self.succeeds([name])
        let substitute = try fcMatch(name)
        #expect(result.lines == [substitute])
        #expect(result.stderr.count == 1, "\(result.stderr)")
        let warning = result.stderr.first ?? ""
        #expect(warning.hasPrefix("tagflow: warning: no font matches '\(name)'; using "), "\(warning)")
        let family = substitute.split(separator: "\t").first.map(String.init) ?? "?"
        #expect(warning.contains(family), "the warning names the substitute \(family): \(warning)")
    }

    @Test(
        "generic Fontconfig names resolve without a 'no font matches' warning",
        arguments: ["sans-serif", "serif", "monospace"])
    func genericFamilies(name: String) async throws {
        let result = try await Self.succeeds([name])
        #expect(result.lines == [try fcMatch(name)])
        #expect(result.stderr.isEmpty, "'\(name)' is a Fontconfig alias, not an unknown family: \(result.stderr)")
    }

    @Test(
        "a font file prints its own face",
        arguments: [
            (Measure.dejaVuSans, "DejaVu Sans\tBook\t\(Measure.dejaVuSans)\t0"),
            (Measure.dejaVuSans + "#0", "DejaVu Sans\tBook\t\(Measure.dejaVuSans)\t0"),
            (fontsFolder + "/Inter-SemiBold.otf", "Inter\tSemi Bold\t\(fontsFolder)/Inter-SemiBold.otf\t0"),
            (
                fontsFolder + "/NanumSquareRoundR.ttf",
                "NanumSquareRound\tRegular\t\(fontsFolder)/NanumSquareRoundR.ttf\t0"
            ),
        ])
    func filePath(path: String, expected: String) async throws {
        let result = try await Self.succeeds([path])
        #expect(result.lines == [expected])
        #expect(result.stderr.isEmpty)
    }

    @Test("a face number the file does not have (#3 of a plain .ttf) is bad data: 65, one line naming file and face")
    func faceIndexOutOfRange() async throws {
        let run = try await TagflowBinary.run(["fonts", Measure.dejaVuSans + "#3"])
        expectError(run, exit: 65, mentions: [Measure.dejaVuSans, "3"])
        let measure = try await TagflowBinary.run(
            ["measure", "--font", Measure.dejaVuSans + "#3"], stdin: labelFile(["AVATAR"]))
        expectError(measure, exit: 65, mentions: [Measure.dejaVuSans, "3"])
    }

    @Test(
        "fonts usage errors: exit 64, one line, the fonts usage tail",
        arguments: [
            ["a", "b"], ["--font-size", "12"], ["--font", "DejaVu Sans"],
            ["DejaVu Sans", "--font-weight", "heavy"], ["DejaVu Sans", "--font-style", "slanted"],
            // Without a pattern the options are still read, and a bad value is still an error.
            ["--font-weight", "heavy"], ["--font-style", "slanted"],
        ])
    func usageErrors(arguments: [String]) async throws {
        let run = try await TagflowBinary.run(["fonts"] + arguments)
        expectError(run, exit: 64, usageTail: fontsUsageTail)
    }

    @Test("tagflow measure --help matches the golden")
    func measureHelp() async throws {
        let help = try await HelpTests.succeeds(["measure", "--help"])
        expectHelpSnapshot(help, of: "measure")
        #expect(help.contains("Usage: tagflow measure [INPUT|-]"))
        for option in ["--font", "--font-size", "--font-weight", "--font-style", "--help"] {
            #expect(help.contains(option + " "), "measure --help mentions \(option)")
        }
    }

    @Test("tagflow fonts --help matches the golden")
    func fontsHelp() async throws {
        let help = try await HelpTests.succeeds(["fonts", "--help"])
        expectHelpSnapshot(help, of: "fonts")
        #expect(help.contains("Usage: tagflow fonts [PATTERN|FILE]"))
        let short = try await HelpTests.succeeds(["fonts", "-h"])
        #expect(short == help)
    }
}
