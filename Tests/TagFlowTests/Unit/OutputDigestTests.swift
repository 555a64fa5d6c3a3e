import Foundation
import Testing

@testable import TagFlow

/// The hash a freshness record keeps of an output's files, made while they are written
/// (`OutputDigest`) and again from the files on disk (`Freshness.hash(ofFilesAt:)`).
@Suite("Output hashes")
struct OutputDigestTests {
    /// The expected values come from a separate reading of the format in Python (each file's
    /// bytes as blocks of two little-endian 64-bit words `a`, `b`, the last padded with zeros,
    /// then the block `count, 0`; each block mixed as `h = hi ^ lo of (a ^ 0x2d358dccaa6c78a5) ·
    /// (b ^ h)` in 128 bits, then MurmurHash3's fmix64), not from this code.
    @Test(
        "Files hash to the format's values: blocks of two words, then the byte count, file after file",
        arguments: [
            ([""], "1a3361499b12a6a6"), (["a"], "ac369dc61b055c18"), (["0123456789abcdefXYZ"], "cefe6299cd574e44"),
            (["ab", "c"], "8033eb0d4713b57c"), (["a", "bc"], "fba0b313cea39caa"), ([], "7acdbb98b1344213"),
        ] as [([String], String)])
    func formatValues(_ files: [String], _ expected: String) {
        #expect(Freshness.hash(of: files.map { Array($0.utf8) }) == expected)
    }

    @Test("A file longer than two blocks (the step the hash takes) hashes to the format's value")
    func longFile() {
        let bytes = (0..<100).map { UInt8($0) }
        #expect(Freshness.hash(of: bytes) == "84ee9563987cea20")
        #expect(Freshness.hash(of: [bytes, Array("<svg/>".utf8)]) == "44e09fd971359372")
    }

    @Test("A file fed in pieces, cut anywhere, hashes as the whole file")
    func pieces() {
        let bytes = (0..<77).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        let whole = Freshness.hash(of: [bytes, [1, 2, 3]])
        for first in 0...bytes.count {
            for second in first...bytes.count where second == first || second % 3 == 0 {
                var digest = OutputDigest()
                digest.feed(Array(bytes[..<first]))
                digest.feed(Array(bytes[first..<second]))
                digest.feed(Array(bytes[second...]))
                digest.endFile()
                digest.feed([1, 2, 3])
                digest.endFile()
                #expect(digest.hash == whole, "cut at \(first) and \(second)")
            }
        }
    }

    @Test("Files on disk hash as their bytes; a missing file, a folder or a FIFO has no hash")
    func filesOnDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("outhash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Larger than the 64 KiB the reader takes at a time, so the hash spans pieces.
        let big = (0..<200_001).map { UInt8(truncatingIfNeeded: $0 &* 131) }
        let small = Array("<svg/>".utf8)
        let bigPath = folder.appendingPathComponent("a.png").path
        let smallPath = folder.appendingPathComponent("a~dark.png").path
        try Data(big).write(to: URL(fileURLWithPath: bigPath))
        try Data(small).write(to: URL(fileURLWithPath: smallPath))
        #expect(Freshness.hash(ofFilesAt: [bigPath, smallPath]) == Freshness.hash(of: [big, small]))
        #expect(Freshness.hash(ofFilesAt: [smallPath]) == Freshness.hash(of: small))
        let fifo = folder.appendingPathComponent("fifo.svg").path
        #expect(mkfifo(fifo, 0o644) == 0)
        for other in [folder.appendingPathComponent("none.svg").path, folder.path, fifo] {
            #expect(Freshness.hash(ofFilesAt: [smallPath, other]) == nil, "\(other)")
        }
    }

    @Test(
        "A record names an output by its path below the folder, compared as bytes",
        arguments: [
            ("out", "out/a.svg", "a.svg"), ("out", "./out/d1/x.svg", "d1/x.svg"), ("out", "outer/a.svg", "a.svg"),
            ("out", "out", "out"), ("", "./a.svg", "a.svg"), (".", "d1/x.svg", "d1/x.svg"),
            // `-o ./out`: the folder spelled as the paths are, so two x.svg keep two entries.
            ("./out", "./out/d1/x.svg", "d1/x.svg"), ("././out", "out/d2/x.svg", "d2/x.svg"),
            ("./", "./d/x.svg", "d/x.svg"),
            // A folder spelled with a precomposed é does not hold a path spelled with e and U+0301.
            ("caf\u{E9}", "cafe\u{301}/d/x.svg", "x.svg"), ("caf\u{E9}", "caf\u{E9}/d/x.svg", "d/x.svg"),
        ] as [(String, String, String)])
    func names(_ folder: String, _ path: String, _ expected: String) throws {
        var record = try FreshnessRecord(folder: "/nonexistent-\(UUID().uuidString)")
        record.folder = folder
        #expect(record.name(of: path) == expected)
    }
}
