import CImageDeflate
import Foundation
import Spawn
import Testing

@testable import ChipRendering

@Suite("The image-aware deflate encoder (effort 1)")
struct ImageDeflateTests {
    /// Rows of `height` rows of `width` pixels of `bytesPerPixel` bytes, each row its filter byte 0
    /// first, drawn as `pattern` says.
    static func rows(width: Int, height: Int, bytesPerPixel: Int, pattern: String, seed: UInt64) -> [UInt8] {
        var random = Xorshift(seed: seed)
        let colours = (0..<5).map { _ in (0..<bytesPerPixel).map { _ in UInt8.random(in: 0...255, using: &random) } }
        let stride = width * bytesPerPixel + 1
        var rows = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            var colour = Int.random(in: 0..<5, using: &random)
            for x in 0..<width {
                let at = y * stride + 1 + x * bytesPerPixel
                switch pattern {
                case "noise":
                    for k in 0..<bytesPerPixel { rows[at + k] = UInt8.random(in: 0...255, using: &random) }
                    continue
                case "same": colour = 0
                case "runs":
                    if Int.random(in: 0..<40, using: &random) == 0 { colour = Int.random(in: 0..<5, using: &random) }
                case "stripes": colour = (x / 7 + y / 3) % 5
                default:  // "tiles": runs, and pixels that repeat the row above
                    if y > 0 && Int.random(in: 0..<3, using: &random) > 0 {
                        for k in 0..<bytesPerPixel { rows[at + k] = rows[at + k - stride] }
                        continue
                    }
                    if Int.random(in: 0..<9, using: &random) == 0 { colour = Int.random(in: 0..<5, using: &random) }
                }
                for k in 0..<bytesPerPixel { rows[at + k] = colours[colour][k] }
            }
        }
        return rows
    }

    /// The zlib stream of `rows`, in memory exactly its room (AddressSanitizer sees a byte past
    /// either), or `nil` when it does not fit `capacity`. Bytes past the room are checked too.
    static func deflate(_ rows: [UInt8], bytesPerPixel: Int, rowStride: Int, capacity: Int? = nil) -> [UInt8]? {
        let room = capacity ?? PNGEncoder.imageDeflateCapacity(rows.count)
        let deflater = tagflow_image_deflater_new()!
        defer { tagflow_image_deflater_free(deflater) }
        let input = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, rows.count))
        defer { input.deallocate() }
        input.initialize(from: rows, count: rows.count)
        // 16 guard bytes after the room, which must stay as they were.
        let out = UnsafeMutablePointer<UInt8>.allocate(capacity: room + 16)
        defer { out.deallocate() }
        out.initialize(repeating: 0xA5, count: room + 16)
        let size = tagflow_image_deflate(deflater, input, rows.count, Int32(bytesPerPixel), rowStride, out, room)
        #expect((0..<16).allSatisfy { out[room + $0] == 0xA5 }, "a byte written past the room")
        return size == 0 ? nil : Array(UnsafeBufferPointer(start: out, count: size))
    }

    /// Inflates each stream with Python's zlib (an independent inflater, `/usr/bin/python3`) and
    /// returns what it gave back.
    static func inflatedByZlib(_ streams: [[UInt8]]) throws -> [[UInt8]] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-deflate-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, stream) in streams.enumerated() {
            try Data(stream).write(to: folder.appendingPathComponent("\(index).z"))
        }
        let script = """
            import sys, zlib
            folder, count = sys.argv[1], int(sys.argv[2])
            for i in range(count):
                open(f'{folder}/{i}.rows', 'wb').write(zlib.decompress(open(f'{folder}/{i}.z', 'rb').read()))
            """
        let python = try Spawn.run("/usr/bin/python3", ["-c", script, folder.path, String(streams.count)])
        try #require(
            python.status == 0, "python3's zlib refused a stream: \(String(decoding: python.stderr, as: UTF8.self))")
        return try streams.indices.map { [UInt8](try Data(contentsOf: folder.appendingPathComponent("\($0).rows"))) }
    }

    @Test(
        "Python's zlib inflates every stream back to its rows: 1, 3 and 4 bytes a pixel, empty, one pixel, flat, noise, runs",
        arguments: [1, 3, 4])
    func roundTrips(bytesPerPixel: Int) throws {
        var cases: [(name: String, rows: [UInt8], stride: Int)] = []
        let sizes = [(0, 0), (1, 1), (1, 9), (5, 1), (3, 3), (64, 17), (301, 40), (800, 120)]
        for (width, height) in sizes {
            for (index, pattern) in ["same", "noise", "runs", "stripes", "tiles"].enumerated() {
                let rows = Self.rows(
                    width: width, height: height, bytesPerPixel: bytesPerPixel, pattern: pattern,
                    seed: UInt64(width * 1000 + height * 10 + index + 1))
                cases.append(("\(pattern) \(width)×\(height)", rows, width * bytesPerPixel + 1))
            }
        }
        // Rows with no pixels, and bytes that are not whole rows.
        cases.append(("rows of a filter byte only", [UInt8](repeating: 0, count: 50), 1))
        cases.append(("7 bytes", [0, 1, 2, 3, 4, 5, 6], 7))
        let streams = try cases.map { item in
            try #require(Self.deflate(item.rows, bytesPerPixel: bytesPerPixel, rowStride: item.stride), "\(item.name)")
        }
        let inflated = try Self.inflatedByZlib(streams)
        for (item, back) in zip(cases, inflated) {
            #expect(back == item.rows, "\(item.name), \(bytesPerPixel) bytes a pixel")
        }
        // Flat rows shrink to almost nothing: the encoder finds matches at all.
        let flat = try #require(cases.first { $0.name == "same 800×120" })
        #expect(
            try #require(Self.deflate(flat.rows, bytesPerPixel: bytesPerPixel, rowStride: flat.stride)).count < 1000)
    }

    @Test("A picture of more than one block (64 K symbols) inflates back to its rows")
    func manyBlocks() throws {
        // Noise is a literal a byte: 400,000 bytes are over six blocks.
        let rows =
            Self.rows(width: 1000, height: 133, bytesPerPixel: 3, pattern: "noise", seed: 7)
            + Self.rows(width: 1000, height: 133, bytesPerPixel: 3, pattern: "tiles", seed: 8)
        let stream = try #require(Self.deflate(rows, bytesPerPixel: 3, rowStride: 3001))
        #expect(try Self.inflatedByZlib([stream]) == [rows])
    }

    @Test("A room too small fails, writing nothing past it; the exact room holds the same stream")
    func tinyRooms() throws {
        let rows = Self.rows(width: 90, height: 30, bytesPerPixel: 3, pattern: "runs", seed: 3)
        let stream = try #require(Self.deflate(rows, bytesPerPixel: 3, rowStride: 271))
        for room in [0, 1, 5, 6, 7, stream.count / 2, stream.count - 5, stream.count - 4, stream.count - 1] {
            #expect(Self.deflate(rows, bytesPerPixel: 3, rowStride: 271, capacity: room) == nil, "room \(room)")
        }
        #expect(Self.deflate(rows, bytesPerPixel: 3, rowStride: 271, capacity: stream.count) == stream)
        #expect(Self.deflate([], bytesPerPixel: 3, rowStride: 1, capacity: 5) == nil)
    }

    @Test("Arguments out of range fail: no pixel bytes, over 8, no row")
    func badArguments() {
        let rows = [UInt8](repeating: 0, count: 40)
        #expect(Self.deflate(rows, bytesPerPixel: 0, rowStride: 4) == nil)
        #expect(Self.deflate(rows, bytesPerPixel: 9, rowStride: 10) == nil)
        #expect(Self.deflate(rows, bytesPerPixel: 3, rowStride: 0) == nil)
    }

    /// The bundled samples' PNGs.
    static let samples: [URL] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Samples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".png") }.sorted().map { folder.appendingPathComponent($0) }
    }()

    @Test("Every sample re-encoded at effort 1 has its pixels, and is the same bytes every time")
    func samplesKeepTheirPixels() throws {
        #expect(Self.samples.count >= 12)
        for sample in Self.samples {
            let image = try #require(
                PNGImage(png: [UInt8](try Data(contentsOf: sample))), "\(sample.lastPathComponent)")
            let png = image.encoded()
            #expect(PNGImage(png: png) == image, "\(sample.lastPathComponent)")
            #expect(image.encoded() == png, "\(sample.lastPathComponent)")
        }
    }

    @Test(
        "Every sample at effort 1 is no larger than optipng -o2 makes it",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/optipng"), "optipng is not installed"))
    func noLargerThanOptipng() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-optipng-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for sample in Self.samples {
            let image = try #require(PNGImage(png: [UInt8](try Data(contentsOf: sample))))
            let ours = image.encoded()
            let input = folder.appendingPathComponent(sample.lastPathComponent)
            let output = folder.appendingPathComponent("optipng-" + sample.lastPathComponent)
            try Data(ours).write(to: input)
            // -force: optipng's own stream even when it is larger (else it keeps ours as it is).
            let optipng = try Spawn.run(
                "/usr/bin/optipng", ["-quiet", "-force", "-o2", "-out", output.path, input.path])
            try #require(optipng.status == 0, "optipng failed on \(sample.lastPathComponent)")
            let theirs = try Data(contentsOf: output).count
            #expect(ours.count <= theirs, "\(sample.lastPathComponent): \(ours.count) bytes, optipng -o2 \(theirs)")
        }
    }
}

/// A seeded generator, so a failing case is the same on every run.
struct Xorshift: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}
