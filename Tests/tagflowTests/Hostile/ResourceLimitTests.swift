import Foundation
import Testing

/// Under the limits batch systems set — `ulimit -v` (address space), `ulimit -f` (file size) —
/// every run ends with its output whole or with one error line and a documented code: never a
/// trap's crash report, a hang, a kill by SIGXFSZ or a partial file.
@Suite(
    "Resource limits: errors, never a trap, a hang or a partial file",
    .enabled(if: !underSanitizer, "a sanitizer maps terabytes of shadow memory"))
struct ResourceLimitTests {
    /// A folder with a 3-label list, a 600-label list and lists for a batch.
    static func prepare(_ folder: URL) throws {
        try writeFile("small.txt", labelFile(["rock", "pop", "jazz"]), in: folder)
        try writeFile("big.txt", labelFile((1...600).map { "label \($0)" }), in: folder)
        let lists = folder.appendingPathComponent("lists")
        try FileManager.default.createDirectory(at: lists, withIntermediateDirectories: true)
        for index in 1...40 { try writeFile("\(index).txt", labelFile(["tag \(index)", "힙합", "pop"]), in: lists) }
    }

    @Test(
        "Under any address-space limit a render is whole or one error line (70), in bounded time",
        arguments: ["small.txt -o out.png", "big.txt -o out.png", "big.txt -o out.pdf", "big.txt -o out.svg"])
    func renderUnderAddressLimit(arguments: String) async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder)
            let binary = try TagflowBinary.location.get().path
            var outcomes: Set<Int32> = []
            for megabytes in stride(from: 40, through: 400, by: 40) {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(String(arguments.suffix(7))))
                // A hang is killed (137), which fails the exit-code check.
                let run = try await shell(
                    "ulimit -v \(megabytes * 1024); exec timeout -s KILL 120 '\(binary)' render \(arguments)",
                    in: folder
                )
                outcomes.insert(run.status)
                #expect([0, 70].contains(run.status), "\(megabytes) MB: \(run.status) \(run.stderr)")
                if run.status == 70 {
                    // One line of ours ends it; Swift's own "Fatal error" line may stand before it.
                    let lines = run.stderrLines.filter { !$0.hasPrefix("Fatal error:") }
                    #expect(
                        lines.count == 1 && lines[0].hasPrefix("tagflow: error: "), "\(megabytes) MB: \(run.stderr)")
                    #expect(!run.stderr.contains("Backtrac") && !run.stderr.contains("crashed"), "\(run.stderr)")
                    #expect(!fileExists(String(arguments.suffix(7)), in: folder))
                } else {
                    #expect(run.stderr.isEmpty, "\(megabytes) MB: \(run.stderr)")
                }
                expectNoTemporaryFiles(in: folder)
            }
            // The range holds both: too little to draw, and enough.
            #expect(outcomes.contains(0), "\(outcomes)")
        }
    }

    @Test("A limit below what the program needs to start is refused at once: one line naming ulimit -v, 70")
    func tooLittleToStart() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder)
            let binary = try TagflowBinary.location.get().path
            var refused = false
            for megabytes in stride(from: 30, through: 60, by: 2) {
                let run = try await shell(
                    "ulimit -v \(megabytes * 1024); exec '\(binary)' render small.txt -o out.png", in: folder)
                if run.status == 127 { continue }  // the loader itself found no room
                #expect([0, 70].contains(run.status), "\(megabytes) MB: \(run.stderr)")
                if run.status == 70 && run.stderr.contains("ulimit -v") {
                    refused = true
                    expectError(run, exit: 70, mentions: ["address-space limit (ulimit -v) leaves", "raise the limit"])
                }
                expectNoTemporaryFiles(in: folder)
            }
            #expect(refused)
        }
    }

    @Test(
        "A batch under an address-space limit finishes (no thread it could not start is waited for), and SIGTERM stops it"
    )
    func batchUnderAddressLimit() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder)
            let binary = try TagflowBinary.location.get().path
            for megabytes in [60, 100, 200] {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent("out"))
                let run = try await shell(
                    "ulimit -v \(megabytes * 1024); exec timeout -s KILL 120 '\(binary)' batch lists -o out --format png --jobs 4",
                    in: folder)
                #expect(run.status == 0, "\(megabytes) MB: \(run.stderr)")
                let written =
                    (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path))
                    ?? []
                #expect(written.filter { $0.hasSuffix(".png") }.count == 40, "\(megabytes) MB")
                expectNoTemporaryFiles(in: folder.appendingPathComponent("out"))
            }
            // The stop-signal thread starts under the limit too: the first SIGTERM is taken.
            let stopped = try await shell(
                "ulimit -v \(60 * 1024); (sleep 5; echo) | timeout -s KILL 30 '\(binary)' render - -o out.svg & pid=$!; "
                    + "sleep 1; kill -TERM $(pgrep -P $pid -n || echo $pid) 2>/dev/null; wait $pid; echo status=$?",
                in: folder)
            #expect(String(decoding: stopped.stdout, as: UTF8.self).contains("status=143"), "\(stopped.stderr)")
        }
    }

    @Test("Past ulimit -f: 74 naming the file, no temporary file, and a batch writes every file that fits")
    func fileSizeLimit() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder)
            let lists = folder.appendingPathComponent("lists")
            try FileManager.default.copyItem(
                at: folder.appendingPathComponent("big.txt"), to: lists.appendingPathComponent("big.txt"))
            let binary = try TagflowBinary.location.get().path
            let run = try await shell("ulimit -f 40; exec '\(binary)' render big.txt -o out.png", in: folder)
            expectError(run, exit: 74, mentions: ["out.png", "File too large"])
            #expect(!fileExists("out.png", in: folder))
            expectNoTemporaryFiles(in: folder)
            let batch = try await shell("ulimit -f 40; exec '\(binary)' batch lists -o out --format png", in: folder)
            #expect(batch.status == 74, "\(batch.stderr)")
            #expect(batch.stderr.contains("out/big.png: writing the output failed (File too large)"), "\(batch.stderr)")
            #expect(
                batch.stderrLines.last == "tagflow: batch: 40 rendered, 0 skipped, 1 failed of 41", "\(batch.stderr)")
            expectNoTemporaryFiles(in: folder.appendingPathComponent("out"))
        }
    }
}

/// Under a low `ulimit -n` the batch's flushers hold back the drawing instead of holding every
/// descriptor: no input fails for want of one.
@Suite("Open-file limit: back-pressure, not failed inputs")
struct OpenFileLimitTests {
    @Test("300 PNGs under ulimit -n 16 and 24, two workers: every one written, exit 0", arguments: [16, 24])
    func batchUnderDescriptorLimit(limit: Int) async throws {
        try await withTemporaryFolder { folder in
            let lists = folder.appendingPathComponent("lists")
            try FileManager.default.createDirectory(at: lists, withIntermediateDirectories: true)
            for index in 1...300 { try writeFile("\(index).txt", labelFile(["tag \(index)", "pop"]), in: lists) }
            let binary = try TagflowBinary.location.get().path
            // Descriptors the test runner leaves open are closed first: the limit is the run's own.
            try writeFile(
                "run.sh",
                Array(
                    """
                    for fd in $(ls /proc/$$/fd); do [ "$fd" -gt 2 ] && [ -e /proc/$$/fd/$fd ] && eval "exec $fd>&-"; done
                    ulimit -n \(limit)
                    exec '\(binary)' batch lists -o out --format png --jobs 2
                    """.utf8), in: folder)
            let run = try await shell("bash run.sh", in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderrLines.last == "tagflow: batch: 300 rendered, 0 skipped, 0 failed of 300", "\(run.stderr)")
            let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)
            #expect(written.filter { $0.hasSuffix(".png") }.count == 300)
            expectNoTemporaryFiles(in: folder.appendingPathComponent("out"))
        }
    }
}
