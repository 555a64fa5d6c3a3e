import Foundation
import Spawn
import Testing

/// Pictures read and edited by Pillow (Debian's `python3-pil`, which `.ci/run` installs), a PNG
/// codec that owes nothing to TagFlow's own: what the end-to-end tests compare against.
enum PillowTool {
    /// Debian's interpreter, which has Pillow (a pyenv `python3` on the PATH may not).
    static let python = URL(fileURLWithPath: "/usr/bin/python3")

    /// A decoded picture: straight-alpha RGBA, row after row.
    struct Picture: Equatable {
        var width: Int
        var height: Int
        var rgba: [UInt8]

        /// The RGBA of the pixel at (`x`, `y`).
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let index = (y * width + x) * 4
            return Array(rgba[index..<index + 4])
        }
    }

    /// How two pictures of one size differ: pixels with any channel apart, and the largest gap.
    struct Difference: Equatable {
        var differingPixels: Int
        var largestChannelDifference: Int
    }

    /// Runs `python3 -c script arguments…` and returns its standard output; fails the test with
    /// Python's standard error when it exits non-zero.
    static func run(_ script: String, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation)
        async throws -> [UInt8]
    {
        let result = try Spawn.run(python.path, ["-c", script] + arguments)
        let status = result.status
        let stderr = String(decoding: result.stderr, as: UTF8.self)
        try #require(
            status == 0, "python3 with Pillow (Debian python3-pil) failed: \(stderr)", sourceLocation: sourceLocation)
        return result.stdout
    }

    /// The picture in the PNG at `url`, as Pillow decodes it.
    static func picture(_ url: URL, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Picture {
        let script = """
            import sys
            from PIL import Image
            image = Image.open(sys.argv[1])
            image.load()
            sys.stdout.buffer.write(b"%d %d\\n" % image.size + image.convert("RGBA").tobytes())
            """
        let output = try await run(script, [url.path], sourceLocation: sourceLocation)
        let newline = try #require(output.firstIndex(of: 0x0A), sourceLocation: sourceLocation)
        let size = String(decoding: output[..<newline], as: UTF8.self).split(separator: " ").compactMap { Int($0) }
        try #require(size.count == 2, sourceLocation: sourceLocation)
        let rgba = Array(output[(newline + 1)...])
        try #require(rgba.count == size[0] * size[1] * 4, sourceLocation: sourceLocation)
        return Picture(width: size[0], height: size[1], rgba: rgba)
    }

    /// The pixel-by-pixel difference of two pictures of one size.
    static func difference(_ a: Picture, _ b: Picture) -> Difference {
        precondition(a.width == b.width && a.height == b.height, "pictures of one size")
        var differing = 0
        var largest = 0
        for index in stride(from: 0, to: a.rgba.count, by: 4) {
            var pixelLargest = 0
            for channel in 0..<4 {
                pixelLargest = max(pixelLargest, abs(Int(a.rgba[index + channel]) - Int(b.rgba[index + channel])))
            }
            if pixelLargest > 0 { differing += 1 }
            largest = max(largest, pixelLargest)
        }
        return Difference(differingPixels: differing, largestChannelDifference: largest)
    }

    /// Copies the PNG at `source` to `target` with some pixels replaced, in the picture's own mode
    /// (an RGB picture takes the first three of the four values).
    static func setPixels(
        _ source: URL, to target: URL, _ pixels: [(x: Int, y: Int, rgba: [UInt8])],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let script = """
            import sys
            from PIL import Image
            image = Image.open(sys.argv[1])
            image.load()
            for spec in sys.argv[3:]:
                x, y, *channels = map(int, spec.split(","))
                image.putpixel((x, y), tuple(channels[:len(image.getbands())]))
            image.save(sys.argv[2])
            """
        let specs = pixels.map { pixel in
            ([pixel.x, pixel.y] + pixel.rgba.map(Int.init)).map(String.init).joined(separator: ",")
        }
        _ = try await run(script, [source.path, target.path] + specs, sourceLocation: sourceLocation)
    }

    /// Decodes `source` and encodes the same pixels to `target` again, in `mode` (`"RGBA"`,
    /// `"RGB"`) or the picture's own, with Pillow's `optimize`: other bytes, the same picture.
    static func reencode(
        _ source: URL, to target: URL, mode: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let script = """
            import sys
            from PIL import Image
            image = Image.open(sys.argv[1])
            image.load()
            if sys.argv[3]:
                image = image.convert(sys.argv[3])
            image.save(sys.argv[2], optimize=True)
            """
        _ = try await run(script, [source.path, target.path, mode ?? ""], sourceLocation: sourceLocation)
    }

    /// Writes the top-left `width`×`height` of `source` to `target`.
    static func crop(
        _ source: URL, to target: URL, width: Int, height: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let script = """
            import sys
            from PIL import Image
            Image.open(sys.argv[1]).crop((0, 0, int(sys.argv[3]), int(sys.argv[4]))).save(sys.argv[2])
            """
        _ = try await run(
            script, [source.path, target.path, String(width), String(height)], sourceLocation: sourceLocation)
    }
}

/// The modification time of the file at `url`.
func modificationDate(of url: URL) throws -> Date? {
    try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
}

/// Sets the modification time of the file at `url`.
func setModificationDate(_ date: Date, of url: URL) throws {
    try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
}

/// Every file and folder under `folder` (relative paths) with its bytes and modification time:
/// a snapshot to prove a run changed nothing.
func folderSnapshot(_ folder: URL) throws -> [String: ([UInt8], Date?)] {
    // The folder's own time changes when a file is made in it, even one removed again.
    var snapshot: [String: ([UInt8], Date?)] = [".": ([], try modificationDate(of: folder))]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let relative = enumerator?.nextObject() as? String {
        let url = folder.appendingPathComponent(relative)
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        snapshot[relative] =
            isFolder.boolValue
            ? ([], try modificationDate(of: url)) : (try bytes(of: url), try modificationDate(of: url))
    }
    return snapshot
}

/// Whether two folder snapshots hold the same names, bytes and times.
func sameSnapshot(_ a: [String: ([UInt8], Date?)], _ b: [String: ([UInt8], Date?)]) -> Bool {
    guard Set(a.keys) == Set(b.keys) else { return false }
    return a.allSatisfy { key, value in b[key].map { $0.0 == value.0 && $0.1 == value.1 } ?? false }
}
