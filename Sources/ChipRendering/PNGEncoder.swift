internal import CDeflate
import Primitives
import TextShaping

/// TagFlow's own PNG writer, faster and smaller than `cairo_surface_write_to_png`: RGB when the
/// picture is opaque (RGBA only when it is not), Cairo's premultiplied pixels un-premultiplied
/// exactly, rows left unfiltered (best for flat fills and text), deflated with libdeflate, and a
/// `pHYs` chunk when a resolution is given. The same pixels always give the same bytes. All
/// libdeflate calls of TagFlow live here.
enum PNGEncoder {
    /// libdeflate's level. Measured on 40 of the batch pictures (unfiltered rows; files as a
    /// share of Cairo's, instructions per picture): level 1 0.92× 14.5 M, 2 0.86× 28.1 M,
    /// 3 0.86× 28.3 M, 4 0.84× 28.6 M, 5 0.82× 30.7 M, 6 0.80× 32.3 M, 8 0.77× in 3.7× the time.
    /// Below 5 the files come within a hair of the 0.85× limit for 7% less work; 5 keeps a margin.
    static let compressionLevel: Int32 = 5

    /// Encodes Cairo ARGB32 pixels (native-endian, premultiplied words, `stride` bytes a row).
    ///
    /// - Parameters:
    ///   - opaque: write RGB, dropping alpha (the caller knows every pixel is opaque).
    ///   - dpi: pixels per inch for the `pHYs` chunk; `nil` writes none.
    static func encode(
        pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, opaque: Bool, dpi: Double?
    ) -> [UInt8] {
        let channels = opaque ? 3 : 4
        let rowLength = width * channels
        let size = (rowLength + 1) * height
        // Every byte is written below; the one spare byte past the end takes the last pixel's
        // fourth byte (`convertRow` writes RGB pixels as overlapping words).
        let raw = [UInt8](unsafeUninitializedCapacity: size + 1) { output, initialized in
            for y in 0..<height {
                // Filter type 0 (None) on every row: these pictures are flat fills and text, and
                // unfiltered rows repeat exactly, which deflate finds; measured on the genres
                // sample, None makes files 20% smaller than Cairo's adaptive filtering, while
                // Sub, Up, Average, Paeth or the per-row heuristic make them larger.
                let line = UnsafeMutableRawPointer(output.baseAddress! + y * (rowLength + 1))
                line.storeBytes(of: 0, as: UInt8.self)
                convertRow(pixels + y * stride, width: width, opaque: opaque, into: line + 1)
            }
            initialized = size
        }

        // 3. Chunks: IHDR, pHYs, IDAT, IEND.
        var png = OutputFormat.pngSignature
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, opaque ? 2 : 6, 0, 0, 0]
        appendChunk("IHDR", header, to: &png)
        if let dpi {
            let perMetre = UInt32((dpi / 0.0254).rounded())
            appendChunk("pHYs", bigEndian(perMetre) + bigEndian(perMetre) + [1], to: &png)
        }
        appendChunk("IDAT", deflate(raw), to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// `data` as a zlib stream.
    static func deflate(_ data: [UInt8]) -> [UInt8] {
        // A compressor is big (about a megabyte) and slow to set up: threads share a pool.
        guard let compressor = Compressors.take() else {
            // Out of memory for the compressor: store the data uncompressed rather than fail.
            return stored(data)
        }
        defer { Compressors.give(back: compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, data.count)
        var out = [UInt8](repeating: 0, count: bound)
        let written = data.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { output in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, output.baseAddress, output.count)
            }
        }
        guard written > 0 else { return stored(data) }
        out.removeSubrange(written...)
        return out
    }

    /// Idle libdeflate compressors, kept for the next picture; never more than are in use at once.
    private enum Compressors {
        private static let idle = Locked<[UnsafeSendable]>([])

        static func take() -> OpaquePointer? {
            idle.withLock { $0.popLast()?.pointer } ?? libdeflate_alloc_compressor(compressionLevel)
        }

        static func give(back compressor: OpaquePointer) {
            idle.withLock { $0.append(UnsafeSendable(pointer: compressor)) }
        }

        /// A compressor handed between threads; only one thread uses it at a time.
        struct UnsafeSendable: @unchecked Sendable {
            let pointer: OpaquePointer
        }
    }

    /// A zlib stream of stored (uncompressed) blocks.
    static func stored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65535, data.count - offset)
            let final: UInt8 = offset + length == data.count ? 1 : 0
            out += [
                final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF),
            ]
            out += data[offset..<offset + length]
            offset += length
        } while offset < data.count
        // Adler-32 of the data.
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return out + bigEndian(b << 16 | a)
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        let typed = Array(type.utf8) + data
        png += bigEndian(UInt32(data.count)) + typed
        let crc = typed.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        png += bigEndian(crc)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
