import Foundation
import Spawn
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Limits and interruptions")
struct ReliabilityTests {
    @Test("More labels than --max-labels (100000 by default) is refused before any drawing; raising it works")
    func maxLabels() async throws {
        try await withTemporaryFolder { folder in
            let labels = (0...100_000).map { "t\($0)" }
            try writeFile("many.txt", labelFile(labels), in: folder)
            let refused = try await TagflowBinary.run(["render", "many.txt", "-o", "out.svg"], in: folder)
            expectError(refused, exit: 65, mentions: ["many.txt", "100001 labels", "--max-labels"])
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
            try writeFile("few.txt", labelFile(Array(labels.prefix(3))), in: folder)
            let limited = try await TagflowBinary.run(
                ["render", "few.txt", "-o", "out.svg", "--max-labels", "2"], in: folder)
            expectError(limited, exit: 65, mentions: ["3 labels", "2 allowed"])
            let raised = try await TagflowBinary.run(["measure", "few.txt", "--max-labels", "3"], in: folder)
            #expect(raised.status == 0)
        }
    }

    @Test("Ctrl-C during a batch: exit 130, finished files whole, no temporary file, no partial file")
    func interruptedBatch() async throws {
        try await withTemporaryFolder { folder in
            let lists = folder.appendingPathComponent("lists")
            try FileManager.default.createDirectory(at: lists, withIntermediateDirectories: true)
            for index in 0..<400 {
                try writeFile("\(index).txt", labelFile((0..<40).map { "Label \(index)-\($0)" }), in: lists)
            }
            let out = folder.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            let process = try Spawn.start(
                try TagflowBinary.location.get().path,
                ["batch", lists.path, "-o", out.path, "--format", "png", "--jobs", "2"])
            // Frozen as the fifth picture is renamed into place, interrupted, let go: the signal
            // always lands with most of the 400 still to do.
            let stopped = Freeze.stop(process.pid, in: out, after: 5, of: IN_MOVED_TO) { $0.hasSuffix(".png") }
            let done = (try? FileManager.default.contentsOfDirectory(atPath: out.path).count) ?? 0
            Freeze.signalAndContinue(process.pid, [SIGINT])
            let status = process.wait().status
            let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
            #expect(stopped, "the run was not caught after five pictures")
            #expect(done >= 5 && done < 390, "\(done) outputs when the run was frozen")
            #expect(status == 130)
            #expect(names.allSatisfy { !$0.contains(".tagflow-") }, "temporary files left: \(names)")
            #expect(names.count < 400)
            // The record the batch keeps names only pictures that are there, whole.
            let record = try String(contentsOf: out.appendingPathComponent(".tagflow.fresh"), encoding: .utf8)
            let recorded = record.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
            #expect(recorded.count >= 5 && Set(recorded).isSubset(of: names), "\(recorded)")
            for name in names where name != ".tagflow.fresh" {
                let bytes = try Data(contentsOf: out.appendingPathComponent(name))
                // Every file that is there is a whole PNG: signature first, IEND chunk last.
                #expect(bytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(name)")
                #expect(bytes.suffix(12).prefix(8).elementsEqual([0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44]), "\(name)")
            }
        }
    }
}

/// Whether the binary under test runs under AddressSanitizer or ThreadSanitizer: their
/// bookkeeping (ASan's quarantine of freed memory, TSan's shadow and history) grows with the work
/// and hides what a memory test looks for.
let underSanitizer = TagflowBinary.isSanitized

@Suite("Memory over many pictures", .enabled(if: !underSanitizer, "a sanitizer's bookkeeping hides growth"))
struct MemoryTests {
    /// Peak memory of a batch of `count` small PNGs.
    func peakMemory(ofBatch count: Int, in folder: URL) throws -> Int {
        let lists = folder.appendingPathComponent("lists\(count)")
        try FileManager.default.createDirectory(at: lists, withIntermediateDirectories: true)
        for index in 0..<count {
            try writeFile("\(index).txt", labelFile(["CloudTag \(index)", "힙합", "Rock \(index % 7)"]), in: lists)
        }
        let running = try Spawn.start(
            try TagflowBinary.location.get().path,
            [
                "batch", lists.path, "-o", folder.appendingPathComponent("out\(count)").path, "--format", "png",
                "--jobs", "2",
            ])
        // The child's own high-water mark, read from /proc while it runs: rusage's ru_maxrss would
        // also count the test process, whose memory the spawned child shared until it exec'ed.
        var peak = 0
        while true {
            let status = (try? String(contentsOfFile: "/proc/\(running.pid)/status", encoding: .utf8)) ?? ""
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { break }
            peak = max(peak, Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0)
            usleep(20_000)
        }
        let result = running.wait()
        #expect(result.status == 0, "\(String(decoding: result.stderr, as: UTF8.self))")
        return peak
    }

    @Test("2,000 pictures in one process take no more memory than 200: every surface, face and buffer is freed")
    func memoryStaysFlat() async throws {
        try await withTemporaryFolder { folder in
            let few = try peakMemory(ofBatch: 200, in: folder)
            let many = try peakMemory(ofBatch: 2_000, in: folder)
            // The readings are real: a tagflow process holds a few MiB at least.
            #expect(few > 4 * 1024 && many > 4 * 1024, "peaks \(few) and \(many) KiB")
            // Ten times the pictures: the peak may grow by the list of inputs and results, not by
            // what each picture needs (a leak of even 10 KiB a picture would add 18 MiB).
            #expect(many - few < 8 * 1024, "peak \(few) KiB for 200 pictures, \(many) KiB for 2,000")
        }
    }
}
