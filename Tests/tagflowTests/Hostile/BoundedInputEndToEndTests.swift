import Foundation
import Spawn
import Testing

/// Every reader stops at its limit while reading: endless and NUL-filled streams end with one
/// clear error in bounded memory, `--max-labels` stops at the first label over it, and the
/// byte limits (`--max-input-bytes`, 1 MiB for `--config`, 4 MiB for `--stopwords`) hold for
/// every subcommand that reads.
@Suite("Bounded reading, end to end")
struct BoundedInputEndToEndTests {
    static let time = "/usr/bin/time"

    /// Runs `command` (`TAGFLOW` stands for the binary) in a shell, under `/usr/bin/time`, and
    /// returns the run and its peak resident memory in KiB (0 when unknown). The tests that use it
    /// need GNU time (`Needs.time`).
    static func measured(_ command: String, in folder: URL) async throws -> (run: TagflowRun, peakKiB: Int) {
        let binary = "'\(try TagflowBinary.location.get().path)'"
        let prefix = "\(time) -q -f %M -o peak.txt \(binary)"
        let run = try await shell(command.replacingOccurrences(of: "TAGFLOW", with: prefix), in: folder)
        let peak =
            (try? String(contentsOf: folder.appendingPathComponent("peak.txt"), encoding: .utf8))
            .flatMap { Int($0.split(separator: "\n").last ?? "") } ?? 0
        return (run, peak)
    }

    /// Checks one failed run: its one error line mentions `mentions`, and it stayed well under 100 MB.
    static func expectBounded(
        _ result: (run: TagflowRun, peakKiB: Int), exit: Int32, mentions: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.run.status == exit, "\(result.run.stderr)", sourceLocation: sourceLocation)
        let lines = result.run.stderrLines.filter { $0.hasPrefix("tagflow: error: ") }
        #expect(lines.count == 1, "\(result.run.stderr)", sourceLocation: sourceLocation)
        for word in mentions {
            #expect(lines.first?.contains(word) == true, "\(result.run.stderr)", sourceLocation: sourceLocation)
        }
        if !underSanitizer {
            // Measured (a process holds a few MiB at least), and far from the stream's size.
            #expect(
                (1024..<60 * 1024).contains(result.peakKiB), "peak \(result.peakKiB) KiB",
                sourceLocation: sourceLocation)
        }
    }

    @Test(
        "A NUL-filled endless stream ends at once with 'NUL byte', in every reader",
        .enabled(if: Needs.time, "needs GNU time (Debian's time), for peak memory"),
        arguments: [
            ("TAGFLOW render - -o out.svg < /dev/zero", "<stdin>:1:1: NUL byte"),
            ("TAGFLOW render - -o out.svg --input-format json < /dev/zero", "<stdin>:1:1: NUL byte"),
            ("TAGFLOW render - -o out.svg --words < /dev/zero", "<stdin>:1:1: NUL byte"),
            ("TAGFLOW render list.txt -o out.svg --config /dev/zero", "/dev/zero:1:1: NUL byte"),
            ("TAGFLOW render list.txt -o out.svg --words --stopwords /dev/zero", "/dev/zero:1:1: NUL byte"),
            ("TAGFLOW measure < /dev/zero", "<stdin>:1:1: NUL byte"),
            ("TAGFLOW plan --width 100 < /dev/zero", "<stdin>:1:1: NUL byte"),
            ("TAGFLOW batch - -o out < /dev/zero", "<stdin>:1:1: NUL byte"),
            ("TAGFLOW batch /dev/zero -o out --format svg", "/dev/zero:1:1: NUL byte"),
            ("TAGFLOW diff list.txt /dev/zero", "/dev/zero: not a PNG, SVG or PDF file"),
        ])
    func nulStreams(command: String, message: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("list.txt", labelFile(["rock", "pop"]), in: folder)
            let result = try await Self.measured(command, in: folder)
            Self.expectBounded(result, exit: 65, mentions: [message])
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
        }
    }

    @Test(
        "An endless text stream ends at the first limit it passes",
        .enabled(if: Needs.time, "needs GNU time (Debian's time), for peak memory"),
        arguments: [
            ("tr '\\0' a < /dev/zero | TAGFLOW render - -o out.svg", "<stdin>:1: line longer than 64 KiB"),
            ("yes rock | TAGFLOW render - -o out.svg", "at least 100001 labels, more than the 100000 allowed"),
            ("yes rock | TAGFLOW measure --max-labels 5", "at least 6 labels, more than the 5 allowed"),
            (
                "(printf '['; yes '\"a\",') | TAGFLOW render - -o out.svg --input-format json --max-input-bytes 1M",
                "<stdin>: more than 1 MiB; raise --max-input-bytes if you mean it"
            ),
            ("yes 'the end' | TAGFLOW render - -o out.svg --words --max-input-bytes 2M", "<stdin>: more than 2 MiB"),
            ("(printf '['; yes '[1,1],') | TAGFLOW plan --max-input-bytes 1M", "<stdin>: more than 1 MiB"),
            ("yes ' ' | TAGFLOW render list.txt -o out.svg --config -", "<stdin>: more than 1 MiB; a --config file"),
            (
                "yes the | TAGFLOW render list.txt -o out.svg --words --stopwords -",
                "<stdin>: more than 4 MiB; a --stopwords file holds at most 4 MiB of words"
            ),
            ("yes list.txt | TAGFLOW batch - -o out --max-input-bytes 1M", "<stdin>: more than 1 MiB"),
        ])
    func endlessStreams(command: String, message: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("list.txt", labelFile(["rock", "pop"]), in: folder)
            let result = try await Self.measured(command, in: folder)
            Self.expectBounded(result, exit: 65, mentions: [message])
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
        }
    }

    @Test(
        "A 2,000,000-line file with --max-labels 10 is refused at label 11, in little memory",
        .enabled(if: Needs.time, "needs GNU time (Debian's time), for peak memory"))
    func maxLabelsStopsReading() async throws {
        try await withTemporaryFolder { folder in
            let line = Array("a label of some length\n".utf8)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(line.count * 2_000_000)
            for _ in 0..<2_000_000 { bytes += line }
            try writeFile("huge.txt", bytes, in: folder)
            // Memory shows how much was read: two million labels would take hundreds of MB.
            for command in ["render huge.txt -o out.svg --max-labels 10", "measure huge.txt --max-labels 10"] {
                let result = try await Self.measured("TAGFLOW " + command, in: folder)
                Self.expectBounded(
                    result, exit: 65, mentions: ["huge.txt: at least 11 labels, more than the 10 allowed"])
            }
        }
    }

    @Test("--max-input-bytes refuses a larger file in render, measure, batch and plan; a bad value is a usage error")
    func maxInputBytes() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("list.txt", labelFile((0..<500).map { "label \($0)" }), in: folder)
            try writeFile(
                "sizes.json", Array(("[" + Array(repeating: "[10,10]", count: 500).joined(separator: ",") + "]").utf8),
                in: folder)
            for arguments in [
                ["render", "list.txt", "-o", "out.svg"], ["measure", "list.txt"], ["batch", "list.txt", "-o", "out"],
                ["plan", "sizes.json"],
            ] {
                let run = try await TagflowBinary.run(arguments + ["--max-input-bytes", "1K"], in: folder)
                #expect(run.status == 65, "\(arguments): \(run.stderr)")
                #expect(run.stderr.contains("more than 1 KiB; raise --max-input-bytes if you mean it"), "\(run.stderr)")
                let raised = try await TagflowBinary.run(arguments + ["--max-input-bytes", "1M"], in: folder)
                #expect(raised.status == 0, "\(arguments): \(raised.stderr)")
            }
            let bad = try await TagflowBinary.run(
                ["render", "list.txt", "-o", "out.svg", "--max-input-bytes", "lots"], in: folder)
            expectError(bad, exit: 64, mentions: ["--max-input-bytes 'lots'"])
        }
    }

    @Test("Line rules hold only where lines are labels: minified JSON and one-paragraph prose over 64 KiB are read")
    func longLinesThatAreNotLabels() async throws {
        try await withTemporaryFolder { folder in
            let json = "[" + (0..<6_000).map { "\"label \($0)\"" }.joined(separator: ",") + "]"
            try writeFile("tags.json", Array(json.utf8), in: folder)
            let jsonRun = try await TagflowBinary.run(["measure", "tags.json"], in: folder)
            #expect(jsonRun.status == 0, "\(jsonRun.stderr)")
            #expect(String(decoding: jsonRun.stdout, as: UTF8.self).split(separator: "\n").count == 6_000)
            let prose = String(repeating: "Rivers carry mountains to the sea, slowly. ", count: 3_000)
            try writeFile("essay.txt", Array(prose.utf8), in: folder)
            let words = try await TagflowBinary.run(["measure", "essay.txt", "--words"], in: folder)
            #expect(words.status == 0, "\(words.stderr)")
            #expect(String(decoding: words.stdout, as: UTF8.self).hasPrefix("carry\t"))
        }
    }

    @Test("Old Mac line ends (a lone CR) end a label like LF and CRLF, in text and CSV")
    func loneCarriageReturn() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("mac.txt", Array("rock\rpop\r\njazz\r".utf8), in: folder)
            try writeFile("mac.csv", Array("label\rrock\rpop\rjazz\r".utf8), in: folder)
            for name in ["mac.txt", "mac.csv"] {
                let run = try await TagflowBinary.run(["measure", name], in: folder)
                #expect(run.status == 0 && run.stderr.isEmpty, "\(name): \(run.stderr)")
                let labels = String(decoding: run.stdout, as: UTF8.self).split(separator: "\n").map {
                    $0.split(separator: "\t")[0]
                }
                #expect(labels == ["rock", "pop", "jazz"], "\(name)")
            }
        }
    }
}

/// Runs `command` with `/bin/sh -c` in `folder`, for the pipes, redirections and limits a test needs.
func shell(_ command: String, in folder: URL) async throws -> TagflowRun {
    let result = try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Result { try Spawn.run("/bin/sh", ["-c", command], directory: folder.path) })
        }
    }
    return TagflowRun(
        status: result.status, stdout: result.stdout, stderr: String(decoding: result.stderr, as: UTF8.self))
}
