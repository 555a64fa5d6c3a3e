import Foundation
import Testing

/// `--quiet` / `-q`: no warnings, progress or batch summary; errors (and the answers of --check
/// and diff) still print; the outputs are the same.
@Suite("tagflow --quiet")
struct QuietTests {
    /// Labels with a control character: each run warns about line 1.
    static let warned = Array("be\u{07}ll\nplain\n".utf8)

    @Test("render: the warning goes, the picture stays the same", arguments: ["--quiet", "-q"])
    func render(flag: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("labels.txt", Self.warned, in: folder)
            let loud = try await TagflowBinary.run(["render", "labels.txt", "-o", "loud.svg"], in: folder)
            #expect(loud.status == 0 && loud.stderrLines.count == 1 && loud.stderr.hasPrefix("tagflow: warning: "))
            let quiet = try await TagflowBinary.run(["render", "labels.txt", "-o", "quiet.svg", flag], in: folder)
            #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
            #expect(
                try bytes(of: folder.appendingPathComponent("quiet.svg"))
                    == bytes(of: folder.appendingPathComponent("loud.svg")))
        }
    }

    @Test("render: quiet may come from the --config file")
    func renderConfig() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("labels.txt", Self.warned, in: folder)
            try writeFile("options.json", Array(#"{"quiet": true}"#.utf8), in: folder)
            let run = try await TagflowBinary.run(
                ["render", "labels.txt", "-o", "out.svg", "--config", "options.json"], in: folder)
            #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        }
    }

    @Test("measure: the warning goes, the table stays the same")
    func measure() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("labels.txt", Self.warned, in: folder)
            let loud = try await TagflowBinary.run(["measure", "labels.txt"], in: folder)
            let quiet = try await TagflowBinary.run(["measure", "-q", "labels.txt"], in: folder)
            #expect(loud.stderrLines.count == 1)
            #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
            #expect(quiet.stdout == loud.stdout && !quiet.stdout.isEmpty)
        }
    }

    @Test("batch: no warnings and no summary; a failed input's error still prints, and exit is still 65")
    func batch() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("warned.txt", Self.warned, in: folder)
            try writeFile("empty.txt", [], in: folder)
            let loud = try await TagflowBinary.run(
                ["batch", "warned.txt", "-o", "loud", "--format", "svg"], in: folder)
            #expect(loud.stderrLines.count == 2, "a warning and the summary: \(loud.stderr)")
            let quiet = try await TagflowBinary.run(
                ["batch", "warned.txt", "-o", "quiet", "--format", "svg", "--quiet"], in: folder)
            #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")

            let failed = try await TagflowBinary.run(
                ["batch", "warned.txt", "empty.txt", "-o", "failed", "--format", "svg", "-q"], in: folder)
            #expect(failed.status == 65)
            #expect(failed.stderrLines.count == 1, "\(failed.stderr)")
            #expect(failed.stderr.hasPrefix("tagflow: error: ") && failed.stderr.contains("empty.txt"))
        }
    }

    @Test("fonts: the 'no font matches' warning goes, the answer stays")
    func fonts() async throws {
        let loud = try await TagflowBinary.run(["fonts", "No Such Family Zyx"])
        let quiet = try await TagflowBinary.run(["fonts", "No Such Family Zyx", "-q"])
        #expect(loud.stderrLines.count == 1)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
        #expect(quiet.stdout == loud.stdout)
    }

    @Test("errors still print under --quiet: exit code and the one error line")
    func errorsStillPrint() async throws {
        try await withTemporaryFolder { folder in
            let missing = try await TagflowBinary.run(["render", "missing.txt", "-o", "out.svg", "-q"], in: folder)
            expectError(missing, exit: 66, mentions: ["missing.txt"])
            let usage = try await TagflowBinary.run(["render", "-q", "--theme", "nope", "-o", "out.svg"], in: folder)
            expectError(usage, exit: 64, mentions: ["--theme", "nope"])
        }
    }

    @Test("diff and render --check still give their answer under --quiet")
    func answersStillPrint() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("a.txt", labelFile(["one"]), in: folder)
            try writeFile("b.txt", labelFile(["two"]), in: folder)
            for name in ["a", "b"] {
                #expect(
                    try await TagflowBinary.run(["render", "\(name).txt", "-o", "\(name).svg"], in: folder).status == 0)
            }
            let diff = try await TagflowBinary.run(["diff", "a.svg", "b.svg", "-q"], in: folder)
            #expect(diff.status == 1 && diff.stderr.hasPrefix("tagflow: diff: "), "\(diff.stderr)")
            let check = try await TagflowBinary.run(["render", "b.txt", "-o", "a.svg", "--check", "-q"], in: folder)
            #expect(check.status == 1 && check.stderr.hasPrefix("tagflow: check: "), "\(check.stderr)")
        }
    }

    @Test("every subcommand takes -q", arguments: HelpTests.subcommands)
    func everySubcommand(name: String) async throws {
        let run = try await TagflowBinary.run([name, "-q", "--help"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(name): \(run.stderr)")
        #expect(String(decoding: run.stdout, as: UTF8.self).contains("-q, --quiet"))
    }
}
