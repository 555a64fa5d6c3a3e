import Foundation
import TagFlowTesting
import Testing

/// Compares a subcommand's help with its golden, `__Snapshots__/HelpTests/help.<command>.txt`,
/// through TagFlowTesting's `assertSnapshot` — the one record-and-fail engine the snapshot tests
/// use too: a missing golden is recorded and the test fails, `TAGFLOW_RECORD=all` (or `failed`)
/// re-records on purpose, a mismatch shows the lines that differ and leaves the actual text
/// among the artifacts.
func expectHelpSnapshot(
    _ text: String, of command: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    let goldens = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/HelpTests")
    let strategy = Snapshotting<String, String>(pathExtension: "txt", diffing: .lines) { $0 }
    assertSnapshot(
        of: text, as: strategy, named: command, snapshotDirectory: goldens.path, fileID: fileID, filePath: filePath,
        testName: "help", line: line, column: column)
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
        expectHelpSnapshot(try await Self.succeeds(["render", "--help"]), of: "render")
    }

    @Test("tagflow --help matches the golden")
    func mainHelp() async throws {
        expectHelpSnapshot(try await Self.succeeds(["--help"]), of: "main")
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
        expectHelpSnapshot(try await Self.succeeds([name, "--help"]), of: name)
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
