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

    /// Starts `tagflow arguments…` in `folder`, waits until a temporary output file appears there
    /// (or `timeout` seconds pass, or the process ends), then sends each of `signals`, `gap`
    /// microseconds apart.
    static func signal(
        _ signals: [Int32], _ arguments: [String], in folder: URL, atTemporaryFile: Bool, timeout: Double = 60,
        gap: useconds_t = 30_000
    ) throws -> Spawn.Result {
        let watch = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        defer { close(watch) }
        inotify_add_watch(watch, folder.path, UInt32(IN_CREATE))
        let process = try Spawn.start(try TagflowBinary.location.get().path, arguments, directory: folder.path)
        let started = Date()
        if atTemporaryFile {
            var buffer = [UInt8](repeating: 0, count: 4096)
            waiting: while Date().timeIntervalSince(started) < timeout && kill(process.pid, 0) == 0 {
                var poller = pollfd(fd: watch, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, 50) > 0 else { continue }
                let got = read(watch, &buffer, buffer.count)
                // Each event: wd, mask, cookie, len (4 bytes each), then the name.
                var offset = 0
                while offset + 16 <= got {
                    let length = Int(buffer[offset + 12]) | Int(buffer[offset + 13]) << 8
                    let name = String(
                        decoding: buffer[(offset + 16)..<(offset + 16 + length)].prefix { $0 != 0 }, as: UTF8.self)
                    if name.contains(".tagflow-") { break waiting }
                    offset += 16 + length
                }
            }
        } else {
            usleep(400_000)
        }
        for (index, signal) in signals.enumerated() {
            if index > 0 && gap > 0 { usleep(gap) }
            kill(process.pid, signal)
        }
        return process.wait()
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
        "render: a signal while drawing or while writing ends with 128 + its number, no temporary file, the old output intact",
        arguments: [(SIGTERM, false), (SIGHUP, false), (SIGINT, false), (SIGTERM, true)])
    func render(signal: Int32, atTemporaryFile: Bool) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("big.txt", Self.bigList(), in: folder)
            let old = Array("<svg>old</svg>\n".utf8)
            try writeFile("big.svg", old, in: folder)
            let result = try Self.signal(
                [signal], ["render", "big.txt", "-o", "big.svg", "--width", "4000"], in: folder,
                atTemporaryFile: atTemporaryFile)
            try Self.expectWholeFiles(in: folder)
            if result.status == 0 { return }  // finished before the signal came: nothing to see
            #expect(result.status == 128 + signal, "\(String(decoding: result.stderr, as: UTF8.self))")
            let written = try bytes(of: folder.appendingPathComponent("big.svg"))
            // Stopped before the rename: the old file; after it: the whole new one.
            #expect(written == old || written.count > 1_000_000)
        }
    }

    @Test(
        "batch: SIGTERM, SIGHUP or SIGINT in the middle of a big input finishes it, starts no other, exits 128 + signal",
        arguments: [(SIGTERM, false), (SIGHUP, false), (SIGINT, false), (SIGTERM, true)])
    func batch(signal: Int32, atTemporaryFile: Bool) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("a-big.txt", Self.bigList(), in: folder)
            for name in ["b", "c", "d"] { try writeFile("\(name).txt", labelFile(["small \(name)"]), in: folder) }
            let result = try Self.signal(
                [signal],
                [
                    "batch", "a-big.txt", "b.txt", "c.txt", "d.txt", "-o", ".", "--format", "svg", "--jobs", "1",
                    "--width", "4000",
                ],
                in: folder, atTemporaryFile: atTemporaryFile)
            let stderr = String(decoding: result.stderr, as: UTF8.self)
            try Self.expectWholeFiles(in: folder)
            if result.status == 0 { return }
            #expect(result.status == 128 + signal, "\(stderr)")
            #expect(stderr.contains("the finished files are kept"), "\(stderr)")
            let outputs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.hasSuffix(".svg")
            }
            #expect(outputs.count < 4, "\(outputs)")
        }
    }

    @Test("batch: a second signal stops at once, removing the temporary file of the picture under way")
    func batchSecondSignal() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("a-big.txt", Self.bigList(), in: folder)
            try writeFile("b.txt", labelFile(["small"]), in: folder)
            let result = try Self.signal(
                [SIGTERM, SIGINT],
                ["batch", "a-big.txt", "b.txt", "-o", ".", "--format", "svg", "--jobs", "1", "--width", "4000"],
                in: folder, atTemporaryFile: false)
            try Self.expectWholeFiles(in: folder)
            if result.status == 0 { return }
            #expect(result.status == 128 + SIGTERM, "\(String(decoding: result.stderr, as: UTF8.self))")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("b.svg").path))
        }
    }

    @Test("batch: a second signal while finished pictures wait to be flushed removes their temporary files")
    func batchSecondSignalWhileFlushing() async throws {
        try await withTemporaryFolder { folder in
            // Many small pictures, drawn faster than they are flushed: some wait when the signals come.
            let inputs = try (0..<400).map { index in
                let name = String(format: "%03d.txt", index)
                try writeFile(name, labelFile((0..<20).map { "tag \(index)-\($0)" }), in: folder)
                return name
            }
            let result = try Self.signal(
                [SIGTERM, SIGINT], ["batch"] + inputs + ["-o", ".", "--format", "svg", "--jobs", "2"], in: folder,
                atTemporaryFile: true, gap: 1_000)
            try Self.expectWholeFiles(in: folder)
            if result.status == 0 { return }
            // The status names the first signal taken: SIGINT, when both were pending at once.
            #expect(
                [128 + SIGTERM, 128 + SIGINT].contains(result.status),
                "\(String(decoding: result.stderr, as: UTF8.self))")
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
