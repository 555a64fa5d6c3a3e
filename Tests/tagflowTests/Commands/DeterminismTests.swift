import Foundation
import Testing

/// The same labels give the same bytes, however they reach `tagflow` and wherever it runs.
@Suite("tagflow render is deterministic")
struct DeterminismTests {
    /// Turkish dotted and dotless i and Korean (the fallback face) give the locale something to change.
    static let labels = ["swift", "linux", "Istanbul", "ıiİI", "서울", "naïve café", "tag cloud"]
    static let formats = ["svg", "png", "pdf"]

    /// Runs `tagflow arguments` and returns its output file (or stdout for `-o -`) after checking it succeeded.
    static func render(
        _ arguments: [String], output: URL?, stdin: [UInt8]? = nil, in folder: URL,
        environment: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> [UInt8] {
        let run = try await TagflowBinary.run(arguments, stdin: stdin, in: folder, environment: environment)
        #expect(run.status == 0, "tagflow \(arguments): stderr \(run.stderr)", sourceLocation: sourceLocation)
        #expect(run.stderr.isEmpty, "stderr should be empty: \(run.stderr)", sourceLocation: sourceLocation)
        guard let output else { return run.stdout }
        #expect(run.stdout.isEmpty, "nothing on stdout when -o names a file", sourceLocation: sourceLocation)
        return try bytes(of: output)
    }

    @Test(
        "twice, from another working directory, and under another locale and time zone: the same bytes",
        arguments: formats)
    func sameBytesEverywhere(format: String) async throws {
        try await withTemporaryFolder { folder in
            let input = try writeFile("labels.txt", labelFile(Self.labels), in: folder)
            let elsewhere = folder.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)

            let first = try await Self.render(
                ["render", "labels.txt", "-o", "first.\(format)"],
                output: folder.appendingPathComponent("first.\(format)"),
                in: folder)
            let second = try await Self.render(
                ["render", "labels.txt", "-o", "second.\(format)"],
                output: folder.appendingPathComponent("second.\(format)"), in: folder)
            let other = elsewhere.appendingPathComponent("other.\(format)")
            let moved = try await Self.render(
                ["render", input.path, "-o", other.path], output: other, in: URL(fileURLWithPath: "/"))
            let localeOutput = elsewhere.appendingPathComponent("locale.\(format)")
            let localized = try await Self.render(
                ["render", "../labels.txt", "-o", "locale.\(format)"], output: localeOutput, in: elsewhere,
                environment: ["LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8", "TZ": "Asia/Seoul"])

            #expect(!first.isEmpty)
            #expect(second == first, "a second run differs")
            #expect(moved == first, "a run from / with absolute paths differs")
            #expect(localized == first, "a run with LANG/LC_ALL=tr_TR.UTF-8 TZ=Asia/Seoul differs")
        }
    }

    @Test("stdin, as '-' or with no INPUT at all, gives the same bytes as the file", arguments: formats)
    func standardInputMatchesFile(format: String) async throws {
        try await withTemporaryFolder { folder in
            let text = labelFile(Self.labels)
            try writeFile("labels.txt", text, in: folder)
            let fromFile = try await Self.render(
                ["render", "labels.txt", "-o", "file.\(format)"],
                output: folder.appendingPathComponent("file.\(format)"),
                in: folder)
            let fromDash = try await Self.render(
                ["render", "-", "-o", "dash.\(format)"], output: folder.appendingPathComponent("dash.\(format)"),
                stdin: text, in: folder)
            let fromNothing = try await Self.render(
                ["render", "-o", "none.\(format)"], output: folder.appendingPathComponent("none.\(format)"),
                stdin: text, in: folder)
            #expect(fromDash == fromFile, "render - differs from render labels.txt")
            #expect(fromNothing == fromFile, "render with no INPUT differs from render labels.txt")
        }
    }

    @Test("-o - --format F writes to stdout the same bytes as to a file", arguments: formats)
    func standardOutputMatchesFile(format: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("labels.txt", labelFile(Self.labels), in: folder)
            let file = try await Self.render(
                ["render", "labels.txt", "-o", "file.\(format)"],
                output: folder.appendingPathComponent("file.\(format)"),
                in: folder)
            let piped = try await Self.render(
                ["render", "labels.txt", "-o", "-", "--format", format], output: nil, in: folder)
            #expect(!piped.isEmpty)
            #expect(piped == file, "stdout (\(piped.count) bytes) differs from the file (\(file.count) bytes)")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(names == ["file.\(format)", "labels.txt"], "-o - should create no file")
        }
    }

    @Test("a byte order mark and CRLF line ends render like plain LF text", arguments: formats)
    func byteOrderMarkAndCRLFAreIgnored(format: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("lf.txt", labelFile(Self.labels), in: folder)
            let crlf = [0xEF, 0xBB, 0xBF] + Array(Self.labels.map { $0 + "\r\n" }.joined().utf8)
            try writeFile("crlf.txt", crlf, in: folder)
            let plain = try await Self.render(
                ["render", "lf.txt", "-o", "lf.\(format)"], output: folder.appendingPathComponent("lf.\(format)"),
                in: folder)
            let windows = try await Self.render(
                ["render", "crlf.txt", "-o", "crlf.\(format)"], output: folder.appendingPathComponent("crlf.\(format)"),
                in: folder)
            let piped = try await Self.render(
                ["render", "-", "-o", "-", "--format", format], output: nil, stdin: crlf, in: folder)
            #expect(windows == plain, "BOM + CRLF file differs from the LF file")
            #expect(piped == plain, "BOM + CRLF on stdin differs from the LF file")
        }
    }

    @Test("blank lines are skipped")
    func blankLinesAreSkipped() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tight.txt", labelFile(Self.labels), in: folder)
            let loose = ["", "  "] + Self.labels.flatMap { [$0, "", "   "] } + ["", ""]
            try writeFile("loose.txt", labelFile(loose), in: folder)
            let tight = try await Self.render(
                ["render", "tight.txt", "-o", "tight.svg"], output: folder.appendingPathComponent("tight.svg"),
                in: folder)
            let spaced = try await Self.render(
                ["render", "loose.txt", "-o", "loose.svg"], output: folder.appendingPathComponent("loose.svg"),
                in: folder)
            #expect(spaced == tight)
        }
    }
}
