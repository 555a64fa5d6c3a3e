import Foundation
import Spawn
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// SIGTERM, SIGHUP and SIGINT during `render` and `batch`: the status is 128 + the signal,
/// finished files are whole, no temporary file is left, and leftovers of a killed run do not
/// trouble the next one.
@Suite("Stop signals", .serialized)
struct StopSignalTests {
    /// A list slow enough to draw (seconds in a debug build) that a signal lands in the middle.
    static func bigList(_ count: Int = 20_000) -> [UInt8] {
        labelFile((0..<count).map { "label number \($0)" })
    }

    /// The first `count` labels of `bigList` (about 17 KiB for 1,000: well within a pipe's buffer).
    static func head(_ count: Int) -> [UInt8] {
        labelFile((0..<count).map { "label number \($0)" })
    }

    /// Where a signal lands: while the run reads its input (a named pipe the test holds open, so
    /// the run cannot have finished), or while it writes its output (frozen with SIGSTOP as the
    /// temporary file appears, signalled, then let go).
    enum Moment: Sendable, CustomTestStringConvertible {
        case reading, writing
        var testDescription: String { self == .reading ? "while reading" : "while writing" }
    }

    /// Starts `tagflow arguments…` in `folder`, whose input `input` is held open (`.reading`) or
    /// written whole beforehand (`.writing`); sends `signals` at `moment` and waits for the end.
    /// Records an issue, and returns `nil`, when the run could not be caught at that moment.
    static func signal(
        _ signals: [Int32], at moment: Moment, _ arguments: [String], input: String, in folder: URL,
        afterSignals: (pid_t, HeldInput?) throws -> Void = { _, _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Spawn.Result? {
        let held = moment == .reading ? try HeldInput(input, in: folder) : nil
        if let held { try held.write(head(1_000)) } else { try writeFile(input, bigList(), in: folder) }
        let process = try Spawn.start(try TagflowBinary.location.get().path, arguments, directory: folder.path)
        switch moment {
        case .reading:
            guard held!.waitUntilRead(by: process.pid) else {
                held!.finish()
                Issue.record("the run never read its held input", sourceLocation: sourceLocation)
                _ = process.wait()
                return nil
            }
            for signal in signals { kill(process.pid, signal) }
            try afterSignals(process.pid, held)
        case .writing:
            guard Freeze.stopAtTemporaryFile(process.pid, in: folder) else {
                kill(process.pid, SIGCONT)
                Issue.record("the run was not caught with a temporary file", sourceLocation: sourceLocation)
                _ = process.wait()
                return nil
            }
            Freeze.signalAndContinue(process.pid, signals)
        }
        let result = process.wait()
        held?.finish()
        return result
    }

    /// The name the run's message gives `signal`.
    static func name(_ signal: Int32) -> String {
        [SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGINT: "SIGINT"][signal] ?? "signal \(signal)"
    }

    /// Every name in `folder` is whole: no temporary file, and each SVG ends its document.
    static func expectWholeFiles(in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        expectNoTemporaryFiles(in: folder, sourceLocation: sourceLocation)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".svg") {
            let text = String(decoding: try bytes(of: folder.appendingPathComponent(name)), as: UTF8.self)
            #expect(text.hasSuffix("</svg>\n"), "\(name) is cut short", sourceLocation: sourceLocation)
        }
    }

    @Test(
        "render: a signal while reading or while writing ends with 128 + its number, no temporary file, the old output intact",
        arguments: [(SIGTERM, Moment.reading), (SIGHUP, .reading), (SIGINT, .reading), (SIGTERM, .writing)])
    func render(signal: Int32, moment: Moment) async throws {
        try await withTemporaryFolder { folder in
            let old = Array("<svg>old</svg>\n".utf8)
            try writeFile("big.svg", old, in: folder)
            let caught = try Self.signal(
                [signal], at: moment, ["render", "big.txt", "-o", "big.svg", "--width", "4000"], input: "big.txt",
                in: folder)
            let result = try #require(caught)
            try Self.expectWholeFiles(in: folder)
            let stderr = String(decoding: result.stderr, as: UTF8.self)
            #expect(result.status == 128 + signal, "\(stderr)")
            #expect(stderr.contains("stopped by \(Self.name(signal)); no partial file is left"), "\(stderr)")
            let written = try bytes(of: folder.appendingPathComponent("big.svg"))
            if moment == .reading {
                #expect(written == old)
            } else {
                // Stopped before the rename: the old file; after it: the whole new one.
                #expect(written == old || written.count > 1_000_000)
            }
        }
    }

    @Test(
        "batch: SIGTERM, SIGHUP or SIGINT in the middle of a big input finishes it, starts no other, exits 128 + signal",
        arguments: [(SIGTERM, Moment.reading), (SIGHUP, .reading), (SIGINT, .reading), (SIGTERM, .writing)])
    func batch(signal: Int32, moment: Moment) async throws {
        try await withTemporaryFolder { folder in
            for name in ["b", "c", "d"] { try writeFile("\(name).txt", labelFile(["small \(name)"]), in: folder) }
            let caught = try Self.signal(
                [signal], at: moment,
                [
                    "batch", "a-big.txt", "b.txt", "c.txt", "d.txt", "-o", ".", "--format", "svg", "--jobs", "1",
                    "--width", "4000",
                ],
                input: "a-big.txt", in: folder,
                afterSignals: { _, held in
                    // The input under way is finished: the rest of it, then its end.
                    try held?.write(Array(Self.bigList().dropFirst(Self.head(1_000).count)))
                    held?.finish()
                })
            let result = try #require(caught)
            let stderr = String(decoding: result.stderr, as: UTF8.self)
            try Self.expectWholeFiles(in: folder)
            #expect(result.status == 128 + signal, "\(stderr)")
            #expect(stderr.contains("the finished files are kept"), "\(stderr)")
            let outputs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.hasSuffix(".svg")
            }
            // The big one, drawn whole from the whole input; none of the others started.
            #expect(outputs == ["a-big.svg"], "\(outputs)")
            let drawn = String(decoding: try bytes(of: folder.appendingPathComponent("a-big.svg")), as: UTF8.self)
            #expect(drawn.contains("label number 19999"))
        }
    }

    @Test(
        "batch: a second signal stops at once, removing the temporary file of the picture under way",
        arguments: [Moment.reading, .writing])
    func batchSecondSignal(moment: Moment) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("b.txt", labelFile(["small"]), in: folder)
            // Reading: SIGTERM is taken (the input under way may finish), then SIGINT stops the run.
            // Writing: both are pending when the frozen run wakes; the lower number, SIGINT, is
            // taken first, and SIGTERM stops the run with the temporary file of a-big.svg open.
            let caught = try Self.signal(
                moment == .reading ? [SIGTERM] : [SIGTERM, SIGINT], at: moment,
                ["batch", "a-big.txt", "b.txt", "-o", ".", "--format", "svg", "--jobs", "1", "--width", "4000"],
                input: "a-big.txt", in: folder,
                afterSignals: { pid, _ in
                    try #require(Freeze.waitUntilTaken(pid, SIGTERM))
                    kill(pid, SIGINT)
                })
            let result = try #require(caught)
            let stderr = String(decoding: result.stderr, as: UTF8.self)
            try Self.expectWholeFiles(in: folder)
            #expect(result.status == 128 + (moment == .reading ? SIGTERM : SIGINT), "\(stderr)")
            #expect(stderr.contains("no partial file is left"), "\(stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("b.svg").path))
            if moment == .reading {
                #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("a-big.svg").path))
            }
        }
    }

    @Test("batch: a second signal while finished pictures wait to be flushed removes their temporary files")
    func batchSecondSignalWhileFlushing() async throws {
        try await withTemporaryFolder { folder in
            // Many small pictures; the run is frozen as the first temporary file appears.
            let inputs = try (0..<400).map { index in
                let name = String(format: "%03d.txt", index)
                try writeFile(name, labelFile((0..<20).map { "tag \(index)-\($0)" }), in: folder)
                return name
            }
            let process = try Spawn.start(
                try TagflowBinary.location.get().path,
                ["batch"] + inputs + ["-o", ".", "--format", "svg", "--jobs", "2"], directory: folder.path)
            let caught = Freeze.stopAtTemporaryFile(process.pid, in: folder)
            // Both pending at once: SIGINT (the lower number) is taken first, SIGTERM stops the run.
            Freeze.signalAndContinue(process.pid, [SIGTERM, SIGINT])
            let result = process.wait()
            #expect(caught, "the run was not caught with a temporary file")
            try Self.expectWholeFiles(in: folder)
            #expect(result.status == 128 + SIGINT, "\(String(decoding: result.stderr, as: UTF8.self))")
            let outputs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.hasSuffix(".svg")
            }
            #expect(outputs.count < 400)
        }
    }

    @Test("A temporary file left by a killed run (SIGKILL) does not trouble the next render or batch")
    func leftoversAreHarmless() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(["rock", "pop"]), in: folder)
            try writeFile(".tags.svg.tagflow-AbC123", Array("<svg partial".utf8), in: folder)
            let render = try await TagflowBinary.run(["render", "tags.txt", "-o", "tags.svg"], in: folder)
            #expect(render.status == 0, "\(render.stderr)")
            let batch = try await TagflowBinary.run(["batch", ".", "-o", ".", "--format", "png"], in: folder)
            #expect(batch.status == 0, "\(batch.stderr)")
            #expect(batch.stderrLines.last == "tagflow: batch: 1 rendered, 0 skipped, 0 failed of 1")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("tags.png").path))
        }
    }
}
