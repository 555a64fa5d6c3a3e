import Foundation
import Spawn
import Testing

/// `diff` holds a small multiple of its inputs, whatever they hold: two SVGs of line breaks that
/// differ at the end once took 36 bytes of memory for every byte read (an offset per byte, a
/// string per line).
@Suite("diff in bounded memory", .enabled(if: !underSanitizer, "a sanitizer's bookkeeping hides growth"))
struct BoundedDiffTests {
    /// The peak memory (KiB) of `diff` on two SVGs of `megabytes` MiB of line breaks each, and its run.
    static func peak(megabytes: Int, in folder: URL) throws -> (kib: Int, status: Int32, stderr: String) {
        let head = Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">".utf8)
        let blank = [UInt8](repeating: 0x0A, count: megabytes << 20)
        try writeFile("a\(megabytes).svg", head + blank + Array("<g/></svg>".utf8), in: folder)
        try writeFile("b\(megabytes).svg", head + blank + Array("<x/></svg>".utf8), in: folder)
        return try peakMemory(
            of: [
                "diff", folder.appendingPathComponent("a\(megabytes).svg").path,
                folder.appendingPathComponent("b\(megabytes).svg").path,
            ], in: folder)
    }

    /// The peak memory (KiB, the child's own VmHWM read from /proc while it runs) of tagflow
    /// with `arguments`, its exit status and its standard error.
    static func peakMemory(of arguments: [String], in folder: URL) throws -> (kib: Int, status: Int32, stderr: String) {
        let running = try Spawn.start(try TagflowBinary.location.get().path, arguments, directory: folder.path)
        var peak = 0
        while true {
            let status = (try? String(contentsOfFile: "/proc/\(running.pid)/status", encoding: .utf8)) ?? ""
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { break }
            peak = max(peak, Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0)
            usleep(10_000)
        }
        let result = running.wait()
        return (peak, result.status, String(decoding: result.stderr, as: UTF8.self))
    }

    @Test("Two SVGs of line breaks: memory grows by at most 4 bytes for each byte read, and the line is named")
    func lineBreaks() async throws {
        try await withTemporaryFolder { folder in
            let small = try Self.peak(megabytes: 1, in: folder)
            let large = try Self.peak(megabytes: 6, in: folder)
            for run in [small, large] {
                #expect(run.status == 1, "\(run.stderr)")
                #expect(run.stderr.contains("(line "), "\(run.stderr)")
            }
            #expect(large.stderr.contains("line \((6 << 20) + 1)"), "\(large.stderr)")
            // 10 MiB more read (two files of 5 MiB more).
            let growth = Double(large.kib - small.kib) * 1024 / Double(10 << 20)
            #expect(
                small.kib > 4 * 1024 && growth < 4, "\(small.kib) KiB, then \(large.kib) KiB: \(growth) bytes a byte")
        }
    }

    @Test("Under any address-space limit, diff of two large SVGs is an answer or one error line (70), never a trap")
    func underAddressLimit() async throws {
        try await withTemporaryFolder { folder in
            let head = Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">".utf8)
            let blank = [UInt8](repeating: 0x0A, count: 8 << 20)
            try writeFile("a.svg", head + blank + Array("<g/></svg>".utf8), in: folder)
            try writeFile("b.svg", head + blank + Array("<x/></svg>".utf8), in: folder)
            let binary = try TagflowBinary.location.get().path
            var outcomes: Set<Int32> = []
            for megabytes in stride(from: 40, through: 200, by: 10) {
                let run = try await shell(
                    "ulimit -v \(megabytes * 1024); exec timeout -s KILL 120 '\(binary)' diff a.svg b.svg", in: folder)
                outcomes.insert(run.status)
                #expect([1, 70].contains(run.status), "\(megabytes) MB: \(run.status) \(run.stderr)")
                #expect(!run.stderr.contains("Fatal error"), "\(megabytes) MB: \(run.stderr)")
                if run.status == 70 {
                    #expect(
                        run.stderrLines.count == 1 && run.stderr.hasPrefix("tagflow: error: "),
                        "\(megabytes) MB: \(run.stderr)")
                }
            }
            // The range holds both: too little to compare, and enough.
            #expect(outcomes == [1, 70], "\(outcomes)")
        }
    }
}

/// Under a tight address-space limit, a cloud big enough to be shaped on every core runs on one
/// instead: libdispatch retried the threads it could not make for ever, and the run hung.
@Suite("No hang under ulimit -v", .enabled(if: !underSanitizer, "a sanitizer maps terabytes of shadow memory"))
struct AddressLimitHangTests {
    @Test(
        "A 20,000-label render under 44 to 72 MB of address space ends within 60 s at every limit: drawn, or 70 with our line last"
    )
    func noHang() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("big.txt", labelFile((0..<20_000).map { "label \($0)" }), in: folder)
            let binary = try TagflowBinary.location.get().path
            var finished = 0
            for megabytes in stride(from: 44, through: 72, by: 4) {
                let run = try await shell(
                    "ulimit -v \(megabytes * 1024); exec timeout -s KILL 60 '\(binary)' render big.txt -o out.svg",
                    in: folder)
                // 137: killed by the timeout, a hang.
                #expect(run.status != 137, "\(megabytes) MB: hung")
                // Never a crash (134, 139): a refused allocation ends with 70 and one line of
                // ours, the last (Swift's runtime may print its own "Fatal error" first), and no
                // temporary file. Threads failing at once used to race the handler to 134.
                #expect([0, 70].contains(run.status), "\(megabytes) MB: \(run.status) \(run.stderr)")
                if run.status == 70 {
                    #expect(
                        run.stderrLines.last?.hasPrefix("tagflow: error: ") == true, "\(megabytes) MB: \(run.stderr)")
                }
                expectNoTemporaryFiles(in: folder)
                if run.status == 0 { finished += 1 }
            }
            #expect(finished > 0, "some limit in the range leaves room to draw")
        }
    }
}
