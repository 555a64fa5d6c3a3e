import Foundation
import Testing

/// Compares `text` with the golden `__Snapshots__/<this file>/<name>.txt`. A missing golden is
/// recorded and the test fails; `TAGFLOW_RECORD=1` re-records on purpose; on a mismatch the
/// actual text is written beside the golden as `<name>.actual.txt`.
func expectTextSnapshot(
    _ text: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let testFile = URL(fileURLWithPath: filePath)
    let folder = testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let golden = folder.appendingPathComponent("\(name).txt")
    let actual = folder.appendingPathComponent("\(name).actual.txt")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

    let recording = ProcessInfo.processInfo.environment["TAGFLOW_RECORD"] == "1"
    guard !recording, let data = try? Data(contentsOf: golden) else {
        try Data(text.utf8).write(to: golden)
        let why = recording ? "TAGFLOW_RECORD=1" : "it was missing"
        Issue.record(
            Comment(rawValue: "recorded \(golden.path) (\(why)); read it, then run again"),
            sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard text != expected else {
        try? FileManager.default.removeItem(at: actual)
        return
    }
    try Data(text.utf8).write(to: actual)
    let got = text.split(separator: "\n", omittingEmptySubsequences: false)
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let line = zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(got.count, want.count)
    let message = """
        output differs from \(golden.path) at line \(line + 1):
          expected: \(line < want.count ? String(want[line]).debugDescription : "(end)")
          actual:   \(line < got.count ? String(got[line]).debugDescription : "(end)")
        actual text: \(actual.path); re-record with TAGFLOW_RECORD=1
        """
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// `--help` and `--version`: on stdout, exit 0, nothing on stderr.
@Suite("tagflow --help and --version")
struct HelpTests {
    /// Every subcommand, in `tagflow --help`'s order.
    static let subcommands = [
        "render", "batch", "build", "markdown", "plan", "measure", "animate", "fonts", "themes", "diff", "help",
    ]

    static func succeeds(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) async throws
        -> String
    {
        // Goldens are 80 columns wide, whatever terminal runs the tests.
        let run = try await TagflowBinary.run(arguments, environment: ["COLUMNS": "80"])
        #expect(run.status == 0, "tagflow \(arguments): stderr \(run.stderr)", sourceLocation: sourceLocation)
        #expect(run.stderr.isEmpty, "stderr should be empty: \(run.stderr)", sourceLocation: sourceLocation)
        let text = try #require(String(validating: run.stdout, as: UTF8.self), sourceLocation: sourceLocation)
        #expect(text.hasSuffix("\n"), "help ends with a newline", sourceLocation: sourceLocation)
        return text
    }

    @Test("tagflow render --help matches the golden")
    func renderHelp() async throws {
        try expectTextSnapshot(try await Self.succeeds(["render", "--help"]), named: "renderHelp")
    }

    @Test("tagflow --help matches the golden")
    func mainHelp() async throws {
        try expectTextSnapshot(try await Self.succeeds(["--help"]), named: "mainHelp")
    }

    @Test("-h is --help", arguments: [["-h"], ["render", "-h"]])
    func shortHelp(arguments: [String]) async throws {
        let short = try await Self.succeeds(arguments)
        let long = try await Self.succeeds(Array(arguments.dropLast()) + ["--help"])
        #expect(short == long)
    }

    @Test("render --help wins over a command line that would fail")
    func helpWinsOverMissingOutput() async throws {
        let help = try await Self.succeeds(["render", "--help"])
        #expect(try await Self.succeeds(["render", "no-such-input.txt", "--help"]) == help)
    }

    @Test("render --help names every option of the contract")
    func renderHelpListsOptions() async throws {
        let help = try await Self.succeeds(["render", "--help"])
        let options = [
            "--output", "--format", "--check", "--width", "--font", "--font-size", "--padding", "--spacing",
            "--line-spacing", "--margin", "--scale", "--background", "--fill", "--stroke", "--text-color", "--help",
        ]
        for option in options {
            #expect(help.contains(option + " ") || help.contains(option + "\n"), "help does not mention \(option)")
        }
        #expect(help.contains("Usage: tagflow render [INPUT|-] -o OUTPUT [options]"))
    }

    @Test("--version prints 'tagflow X.Y.Z' and a newline")
    func version() async throws {
        let text = try await Self.succeeds(["--version"])
        #expect(text.wholeMatch(of: /tagflow \d+\.\d+\.\d+\n/) != nil, "\(text.debugDescription)")
    }

    @Test("batch, diff, themes and help --help match their goldens", arguments: ["batch", "diff", "themes", "help"])
    func subcommandHelp(name: String) async throws {
        try expectTextSnapshot(try await Self.succeeds([name, "--help"]), named: "\(name)Help")
    }

    @Test("tagflow help NAME prints exactly what tagflow NAME --help prints", arguments: HelpTests.subcommands)
    func helpSubcommand(name: String) async throws {
        #expect(try await Self.succeeds(["help", name]) == (try await Self.succeeds([name, "--help"])))
    }

    @Test("tagflow help prints tagflow --help")
    func helpAlone() async throws {
        #expect(try await Self.succeeds(["help"]) == (try await Self.succeeds(["--help"])))
    }

    @Test("tagflow --help lists every subcommand")
    func mainHelpListsSubcommands() async throws {
        let help = try await Self.succeeds(["--help"])
        for name in HelpTests.subcommands {
            #expect(help.contains("\n  \(name.padding(toLength: 10, withPad: " ", startingAt: 0))"), "\(name)")
        }
    }

    @Test("tagflow help with an unknown name is a usage error (64) with a suggestion; two names are one too many")
    func helpUnknown() async throws {
        let tail = "; usage: tagflow help [SUBCOMMAND]; see 'tagflow help --help'"
        let unknown = try await TagflowBinary.run(["help", "rendr"])
        expectError(
            unknown, exit: 64, mentions: ["unknown subcommand 'rendr'", "(did you mean 'render'?)"], usageTail: tail)
        let two = try await TagflowBinary.run(["help", "render", "batch"])
        expectError(two, exit: 64, mentions: ["unexpected argument 'batch'"], usageTail: tail)
    }

    @Test("an unknown subcommand is a usage error (64) with a suggestion")
    func unknownSubcommand() async throws {
        let run = try await TagflowBinary.run(["rendr", "labels.txt"])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.hasPrefix("tagflow: error: "))
        #expect(run.stderr.contains("(did you mean 'render'?)"))
    }
}
