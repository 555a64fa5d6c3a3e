import Foundation
import Testing

/// Characters no font has cost one answer each, not a Fontconfig sort per occurrence (issue 23,
/// class 9): half a megabyte of unassigned code points took 26 s (debug) and now takes under 2.
@Suite("Characters no font covers: answered without a sort each")
struct UncoveredCharactersTests {
    @Test("128 Ki distinct unassigned code points: measured in bounded time and memory, each line warned about once")
    func unassignedCodePoints() async throws {
        try await withTemporaryFolder { folder in
            // Plane 5 is unassigned, so no font on any machine has these.
            let scalars = (0x50000..<0x70000).compactMap(Unicode.Scalar.init)
            let lines = stride(from: 0, to: scalars.count, by: 64).map { start in
                String(String.UnicodeScalarView(scalars[start..<min(start + 64, scalars.count)]))
            }
            // Characters a system face has still fall back to it after all the misses.
            try writeFile("list.txt", labelFile(lines + ["नमस्ते", "日本語"]), in: folder)
            #expect(try bytes(of: folder.appendingPathComponent("list.txt")).count > 512 * 1024)
            // A sort per code point (0.2-0.3 ms each) passes the limit: killed. The limit is CPU
            // seconds (ulimit -t), not the clock's, so a loaded machine does not fail the test
            // (a 20 s wall-clock limit did, at load 30); the clock's limit only catches a hang.
            let cpu = underSanitizer ? 120 : 20
            let result = try await BoundedInputEndToEndTests.measured(
                "ulimit -t \(cpu); timeout -s KILL 900 TAGFLOW measure list.txt", in: folder)
            #expect(result.run.status == 0, "\(result.run.stderr.prefix(300))")
            let output = String(decoding: result.run.stdout, as: UTF8.self).split(separator: "\n")
            #expect(output.count == lines.count + 2)
            let warnings = result.run.stderrLines
            #expect(warnings.count == lines.count, "one warning per unassigned line, none for the last two")
            #expect(warnings.first?.contains("list.txt:1:") == true && warnings.first?.contains("U+50000") == true)
            #expect(
                !warnings.contains {
                    $0.contains("list.txt:\(lines.count + 1):") || $0.contains("list.txt:\(lines.count + 2):")
                })
            // A sanitizer's shadow memory is no measure of TagFlow's.
            if result.peakKiB > 0 && !underSanitizer {
                #expect(result.peakKiB < 100 * 1024, "peak \(result.peakKiB) KiB")
            }
        }
    }
}
