import Foundation
import Spawn
import Testing

/// Two runs writing into one folder at once (two shards of a batch, two batches, two pages'
/// `markdown`) each keep the folder's freshness record: the later writer lays what it changed over
/// the record as the earlier one left it, so neither run's entries are lost.
@Suite("Runs sharing an output folder keep each other's freshness entries")
struct SharedRecordTests {
    @Test("a batch held on a FIFO input while another batch finishes into the same folder keeps both entries")
    func overlappingBatches() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("a.txt", labelFile(["Swift", "Rust"]), in: folder)
            try writeFile("b.txt", labelFile(["Go"]), in: folder)
            let held = try HeldInput("held.txt", in: folder)
            // The first batch reads the (empty) record, draws a.svg and waits on held.txt.
            let first = try Spawn.start(
                try TagflowBinary.location.get().path, ["batch", "a.txt", "held.txt", "-o", "out", "--format", "svg"],
                directory: folder.path)
            try held.write(Array("Zig\n".utf8))
            #expect(held.waitUntilRead(by: first.pid), "the first batch never read its FIFO")
            // The second runs start to end meanwhile and records b.svg.
            let second = try await BatchCommandTests.batch(["b.txt", "-o", "out", "--format", "svg"], in: folder)
            #expect(second.status == 0, "\(second.stderr)")
            held.finish()
            let run = first.wait()
            #expect(run.status == 0, "\(String(decoding: run.stderr, as: UTF8.self))")
            let record = String(
                decoding: try bytes(of: folder.appendingPathComponent("out/.tagflow.fresh")), as: UTF8.self)
            // held.svg came from a stream, which has no freshness; a.svg and b.svg both stay.
            #expect(record.split(separator: "\n").map { $0.prefix { $0 != "\t" } } == ["a.svg", "b.svg"])
            let again = try await BatchCommandTests.batch(
                ["a.txt", "b.txt", "-o", "out", "--format", "svg", "--skip-existing"], in: folder)
            #expect(again.stderrLines.last == "tagflow: batch: 0 rendered, 2 skipped, 0 failed of 2", "\(again.stderr)")
        }
    }
}
