import Foundation
import Testing

/// One way to make `tagflow render` fail, and what it must say.
struct FailingRender: Sendable, CustomTestStringConvertible {
    var name: String
    /// After `render`; run in a folder that holds `labels.txt` (good input) and `out.svg` (an old output).
    var arguments: [String]
    /// Extra files to create in the folder first.
    var files: [String: [UInt8]] = [:]
    /// Extra folders to create in the folder first.
    var folders: [String] = []
    var stdin: [UInt8]? = nil
    var exit: Int32
    /// Words the error line must contain.
    var mentions: [String] = []
    /// The whole error line, when the contract spells it out.
    var line: String? = nil

    var testDescription: String { name }
}

@Suite("tagflow render fails with one line, the right exit code, and no damage")
struct ErrorTests {
    static let oldOutput = Array("<?xml version=\"1.0\"?><svg>the previous rendering</svg>\n".utf8)
    static let goodInput = labelFile(["swift", "linux", "cairo"])

    static let cases: [FailingRender] = [
        FailingRender(
            name: "missing input file", arguments: ["missing.txt", "-o", "out.svg"], exit: 66,
            line: "tagflow: error: missing.txt: no such file; check the path"),
        FailingRender(
            name: "unknown option with a suggestion", arguments: ["labels.txt", "-o", "out.svg", "--widht", "300"],
            exit: 64, mentions: ["--widht", "(did you mean '--width'?)"]),
        FailingRender(
            name: "--width without a value at the end", arguments: ["labels.txt", "-o", "out.svg", "--width"], exit: 64,
            mentions: ["--width"]),
        FailingRender(
            name: "--width followed by another option",
            arguments: ["labels.txt", "--width", "--margin", "4", "-o", "out.svg"],
            exit: 64, mentions: ["--width"]),
        FailingRender(
            name: "--width -5", arguments: ["labels.txt", "-o", "out.svg", "--width", "-5"], exit: 64,
            mentions: ["--width", "-5"]),
        FailingRender(
            name: "--width nan", arguments: ["labels.txt", "-o", "out.svg", "--width", "nan"], exit: 64,
            mentions: ["--width", "nan"]),
        FailingRender(
            name: "--width inf", arguments: ["labels.txt", "-o", "out.svg", "--width=inf"], exit: 64,
            mentions: ["--width", "inf"]),
        FailingRender(
            name: "--width twelve", arguments: ["labels.txt", "-o", "out.svg", "--width", "twelve"], exit: 64,
            mentions: ["--width", "twelve"]),
        FailingRender(
            name: "--check with -o -: there is no file to compare with",
            arguments: ["labels.txt", "-o", "-", "--format", "svg", "--check"], exit: 64, mentions: ["--check"]),
        FailingRender(
            name: "--font-size 0", arguments: ["labels.txt", "-o", "out.svg", "--font-size", "0"], exit: 64,
            mentions: ["--font-size", "0"]),
        FailingRender(
            name: "--scale 0", arguments: ["labels.txt", "-o", "out.svg", "--scale", "0"], exit: 64,
            mentions: ["--scale"]),
        FailingRender(
            name: "invalid UTF-8 on line 3", arguments: ["latin1.txt", "-o", "out.svg"],
            files: ["latin1.txt": Array("one\ntwo\nth".utf8) + [0xFF] + Array("ree\n".utf8)], exit: 65,
            line: "tagflow: error: latin1.txt:3:3: invalid UTF-8; save the file as UTF-8"),
        FailingRender(
            name: "invalid UTF-8 on line 3 of stdin", arguments: ["-", "-o", "out.svg"],
            stdin: Array("one\ntwo\nth".utf8) + [0xC3, 0x28] + Array("\n".utf8), exit: 65,
            line: "tagflow: error: <stdin>:3:3: invalid UTF-8; save the file as UTF-8"),
        FailingRender(
            name: "a NUL byte on line 2", arguments: ["binary.txt", "-o", "out.svg"],
            files: ["binary.txt": Array("one\ntw".utf8) + [0] + Array("o\n".utf8)], exit: 65,
            mentions: ["binary.txt:2:"]),
        FailingRender(
            name: "only blank lines", arguments: ["blank.txt", "-o", "out.svg"],
            files: ["blank.txt": Array("\n   \n\r\n\n".utf8)], exit: 65,
            line: "tagflow: error: blank.txt: no labels; put one label per line"),
        FailingRender(
            name: "an empty file", arguments: ["empty.txt", "-o", "out.svg"], files: ["empty.txt": []], exit: 65,
            line: "tagflow: error: empty.txt: no labels; put one label per line"),
        FailingRender(
            name: "empty stdin", arguments: ["-o", "out.svg"], stdin: [], exit: 65,
            line: "tagflow: error: <stdin>: no labels; put one label per line"),
        FailingRender(
            name: "output under a file, where a folder should be",
            arguments: ["labels.txt", "-o", "labels.txt/out.svg"],
            exit: 73, mentions: ["labels.txt/out.svg", "labels.txt is a file, not a folder"]),
        FailingRender(
            name: "output is an existing folder", arguments: ["labels.txt", "-o", "folder.svg"],
            folders: ["folder.svg"],
            exit: 73, mentions: ["folder.svg"]),
        FailingRender(
            name: "unknown output extension .gif", arguments: ["labels.txt", "-o", "out.gif"], exit: 64,
            mentions: ["out.gif", "--format"]),
        FailingRender(
            name: "-o - without --format", arguments: ["labels.txt", "-o", "-"], exit: 64, mentions: ["--format"]),
        FailingRender(
            name: "a --font that does not exist", arguments: ["labels.txt", "-o", "out.svg", "--font", "missing.ttf"],
            exit: 66, mentions: ["missing.ttf"]),
        FailingRender(
            name: "a --font that is a PNG", arguments: ["labels.txt", "-o", "out.svg", "--font", "picture.png"],
            files: ["picture.png": ImageFacts.onePixelPNG], exit: 65, mentions: ["picture.png"]),
        FailingRender(
            name: "a --font that is truncated", arguments: ["labels.txt", "-o", "out.svg", "--font", "truncated.otf"],
            files: ["truncated.otf": truncatedFont], exit: 65, mentions: ["truncated.otf"]),
    ]

    /// The first 4 KiB of the bundled Inter: a real font's header and tables, cut short.
    static var truncatedFont: [UInt8] {
        let font = TagflowBinary.packageRoot.appendingPathComponent("Sources/TagFlowFonts/Fonts/Inter-Regular.otf")
        return Array(((try? Data(contentsOf: font)) ?? Data("missing Fonts/Inter-Regular.otf".utf8)).prefix(4096))
    }

    @Test("exit code, one stderr line, the old output untouched, no temporary file", arguments: cases)
    func failsCleanly(_ failure: FailingRender) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("labels.txt", Self.goodInput, in: folder)
            let output = try writeFile("out.svg", Self.oldOutput, in: folder)
            for (name, contents) in failure.files { try writeFile(name, contents, in: folder) }
            for name in failure.folders {
                try FileManager.default.createDirectory(
                    at: folder.appendingPathComponent(name), withIntermediateDirectories: false)
            }
            let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()

            let run = try await TagflowBinary.run(["render"] + failure.arguments, stdin: failure.stdin, in: folder)

            expectError(run, exit: failure.exit, mentions: failure.mentions)
            if let line = failure.line {
                #expect(run.stderrLines == [line])
            }
            #expect(try bytes(of: output) == Self.oldOutput, "out.svg was changed")
            let after = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(after == before, "the folder's entries changed")
            expectNoTemporaryFiles(in: folder)
            for name in failure.folders {
                let inside = try FileManager.default.contentsOfDirectory(
                    atPath: folder.appendingPathComponent(name).path)
                #expect(inside.isEmpty, "\(name)/ should still be empty, holds \(inside)")
            }
        }
    }

    @Test("a full disk on stdout (-o - to /dev/full) is an I/O error, 74")
    func fullStandardOutput() async throws {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else {
            Issue.record("/dev/full cannot be opened here")
            return
        }
        defer { try? full.close() }
        try await withTemporaryFolder { folder in
            try writeFile("labels.txt", Self.goodInput, in: folder)
            let run = try await TagflowBinary.run(
                ["render", "labels.txt", "-o", "-", "--format", "png"], in: folder, stdout: full)
            expectError(run, exit: 74)
        }
    }

    // Writing over a read-only output file (73) cannot be tested here: the tests run as root,
    // and root may write to any file whatever its mode.
}
