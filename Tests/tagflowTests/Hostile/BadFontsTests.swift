import Foundation
import Testing

/// One bad font choice, and what `render`, `measure` and `fonts` must all say about it.
struct FontFailure: Sendable, CustomTestStringConvertible {
    var name: String
    /// The options for `render` and `measure`; `fonts` takes the `--font` value as its argument.
    var options: [String]
    var exit: Int32
    var mentions: [String]

    var testDescription: String { name }

    /// The arguments for `tagflow fonts`: the font as the pattern, other options as they are.
    var fontsArguments: [String] {
        if options.first == "--font", options.count >= 2 { return [options[1]] + options.dropFirst(2) }
        return ["DejaVu Sans"] + options
    }
}

@Suite("bad fonts: one error line, the right exit code, nothing damaged")
struct BadFontsTests {
    static let cases: [FontFailure] = [
        FontFailure(
            name: "a font file that does not exist", options: ["--font", "missing.ttf"], exit: 66,
            mentions: ["missing.ttf"]),
        FontFailure(
            name: "a font path in a missing folder", options: ["--font", "./nowhere/font.otf"], exit: 66,
            mentions: ["./nowhere/font.otf"]),
        FontFailure(
            name: "a font path with no font extension", options: ["--font", "./nowhere/font.woff2"], exit: 66,
            mentions: ["./nowhere/font.woff2"]),
        FontFailure(
            name: "a PNG as the font", options: ["--font", "picture.png"], exit: 65, mentions: ["picture.png"]),
        FontFailure(
            name: "a truncated copy of Inter", options: ["--font", "truncated.otf"], exit: 65,
            mentions: ["truncated.otf"]),
        FontFailure(name: "an empty .ttf file", options: ["--font", "empty.ttf"], exit: 65, mentions: ["empty.ttf"]),
        FontFailure(
            name: "a folder named like a font", options: ["--font", "folder.ttf"], exit: 65, mentions: ["folder.ttf"]),
        FontFailure(
            name: "face #3 of a one-face .ttf", options: ["--font", Measure.dejaVuSans + "#3"], exit: 65,
            mentions: [Measure.dejaVuSans, "3"]),
        FontFailure(
            name: "--font-weight heavy", options: ["--font-weight", "heavy"], exit: 64,
            mentions: ["--font-weight", "'heavy'", "regular", "semibold", "bold", "100-900"]),
        FontFailure(
            name: "--font-weight 950", options: ["--font-weight", "950"], exit: 64, mentions: ["--font-weight", "950"]),
        FontFailure(
            name: "--font-style slanted", options: ["--font-style", "slanted"], exit: 64,
            mentions: ["--font-style", "'slanted'", "italic", "normal"]),
    ]

    static let oldOutput = ErrorTests.oldOutput

    /// A folder with good labels, an old output, and the bad font files the cases name.
    static func prepare(_ folder: URL) throws -> URL {
        try writeFile("labels.txt", labelFile(["swift", "linux", "한글"]), in: folder)
        try writeFile("picture.png", ImageFacts.onePixelPNG, in: folder)
        try writeFile("truncated.otf", ErrorTests.truncatedFont, in: folder)
        try writeFile("empty.ttf", [], in: folder)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("folder.ttf"), withIntermediateDirectories: false)
        return try writeFile("out.svg", oldOutput, in: folder)
    }

    @Test("render, measure and fonts fail alike", arguments: cases, ["render", "measure", "fonts"])
    func failsCleanly(_ failure: FontFailure, command: String) async throws {
        try await withTemporaryFolder { folder in
            let output = try Self.prepare(folder)
            let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            let arguments: [String] =
                switch command {
                case "render": ["render", "labels.txt", "-o", "out.svg"] + failure.options
                case "measure": ["measure", "labels.txt"] + failure.options
                default: ["fonts"] + failure.fontsArguments
                }
            let tail =
                switch command {
                case "render": renderUsageTail
                case "measure": measureUsageTail
                default: fontsUsageTail
                }

            let run = try await TagflowBinary.run(arguments, in: folder)

            expectError(run, exit: failure.exit, mentions: failure.mentions, usageTail: tail)
            #expect(try bytes(of: output) == Self.oldOutput, "out.svg was changed")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
            expectNoTemporaryFiles(in: folder)
        }
    }

    @Test("the same bad --font with --check: the error wins, exit is not 0 or 1")
    func checkDoesNotHideFontErrors() async throws {
        try await withTemporaryFolder { folder in
            let output = try Self.prepare(folder)
            let run = try await TagflowBinary.run(
                ["render", "labels.txt", "-o", "out.svg", "--check", "--font", "empty.ttf"], in: folder)
            expectError(run, exit: 65, mentions: ["empty.ttf"])
            #expect(try bytes(of: output) == Self.oldOutput)
        }
    }

    @Test("render --font-weight: 600 and semibold draw as Inter SemiBold; bold warns and draws the same")
    func renderWeights() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("labels.txt", labelFile(["swift", "linux", "tag cloud"]), in: folder)
            let semibold = TagflowBinary.packageRoot.appendingPathComponent(
                "Sources/TagFlowFonts/Fonts/Inter-SemiBold.otf"
            ).path
            var outputs: [String: [UInt8]] = [:]
            for (name, options) in [
                ("file", ["--font", semibold]), ("600", ["--font-weight", "600"]),
                ("semibold", ["--font-weight", "semibold"]), ("bold", ["--font-weight", "bold"]),
                ("regular", ["--font-weight", "regular"]), ("default", []),
            ] {
                let run = try await TagflowBinary.run(
                    ["render", "labels.txt", "-o", "\(name).svg"] + options, in: folder)
                #expect(run.status == 0, "\(name): \(run.stderr)")
                if name == "bold" {
                    #expect(run.stderrLines.count == 1 && run.stderr.hasPrefix("tagflow: warning: "), "\(run.stderr)")
                    #expect(run.stderr.contains("600"), "the warning says which weight is used: \(run.stderr)")
                } else {
                    #expect(run.stderr.isEmpty, "\(name): \(run.stderr)")
                }
                outputs[name] = try bytes(of: folder.appendingPathComponent("\(name).svg"))
            }
            #expect(outputs["600"] == outputs["file"] && outputs["semibold"] == outputs["file"])
            #expect(outputs["bold"] == outputs["file"])
            #expect(outputs["regular"] == outputs["default"])
            #expect(outputs["regular"] != outputs["file"])
        }
    }
}
