internal import CDeflate
import Primitives
import TextShaping

/// TagFlow's own PNG writer, faster and smaller than `cairo_surface_write_to_png`: a palette
/// (or grey levels) when the picture has at most 256 colours, else RGB when it is opaque (RGBA
/// only when it is not), Cairo's premultiplied pixels un-premultiplied exactly, rows left
/// unfiltered (best for flat fills and text), deflated by TagFlow's image-aware encoder
/// (`CImageDeflate`, effort 1) or libdeflate (efforts 0, 2 and 3, and effort 1's fallback), and a
/// `pHYs` chunk when a resolution is given. The same pixels always give the same bytes. All
/// libdeflate calls of TagFlow live here.
///
/// How hard it works for a smaller file is its effort (`PNGEncoding.efforts`); every effort
/// writes the same pixels.
enum PNGEncoder {
    /// libdeflate's level for RGB(A) rows at effort 0, and at effort 1 when the image-aware
    /// encoder cannot be used (out of memory, over 2 GB of rows); it was effort 1's until 6 Dec 2026. Measured on 40 of the batch pictures (unfiltered rows;
    /// files as a share of Cairo's, instructions per picture): level 1 0.92× 14.5 M, 2 0.86× 28.1 M,
    /// 3 0.86× 28.3 M, 4 0.84× 28.6 M, 5 0.82× 30.7 M, 6 0.80× 32.3 M, 8 0.77× in 3.7× the time.
    /// Below 5 the files come within a hair of the 0.85× limit for 7% less work; 5 keeps a margin.
    static let compressionLevel: Int32 = 5
    /// libdeflate's level for palette and grey rows at effort 0 and in the same fallback, a third (or a quarter) of the RGB(A) bytes.
    /// Measured on the bench's 40-label list in the mono theme (grey; whole process, 6 Dec 2026):
    /// RGB at level 5 48,700 bytes in 46.6 M instructions; grey at 5 22,403 bytes in 38.3 M, 7
    /// 21,441 in 41.8 M, 8 21,011 in 55.6 M, 9 20,810 in 72.1 M, 10 19,619 in 257.5 M (`optipng
    /// -o2` 20,497). 7 is the smallest file that still costs less than the RGB picture did.
    static let paletteLevel: Int32 = 7
    /// libdeflate's strongest level, for efforts 2 and 3.
    static let strongestLevel: Int32 = 12

    /// Encodes Cairo ARGB32 pixels (native-endian, premultiplied words, `stride` bytes a row).
    ///
    /// - Parameters:
    ///   - opaque: write RGB, dropping alpha (the caller knows every pixel is opaque).
    ///   - dpi: pixels per inch for the `pHYs` chunk; `nil` writes none.
    ///   - effort: how hard to work for a smaller file (`PNGEncoding.efforts`; a value beyond them takes the nearest).
    ///   - palette: whether to look for a palette (at most 256 colours) at effort 1; a caller that
    ///     knows the picture has more says `false`. Efforts 2 and 3 always look.
    static func encode(
        pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, opaque: Bool, dpi: Double?,
        effort: Int = PNGEncoding.defaultEffort, palette lookForPalette: Bool = true
    ) -> [UInt8] {
        let palette =
            !lookForPalette && effort < 2
            ? nil : Palette(pixels: pixels, width: width, height: height, stride: stride, opaque: opaque)
        let channels = opaque ? 3 : 4
        let rowLength = palette?.rowLength ?? width * channels
        let raw = palette?.rows ?? rgbRows(pixels: pixels, width: width, height: height, stride: stride, opaque: opaque)

        // Chunks: IHDR, PLTE and tRNS (a palette picture), pHYs, IDAT, IEND, written into one
        // buffer, the IDAT deflated in place.
        let header =
            bigEndian(UInt32(width)) + bigEndian(UInt32(height))
            + (palette.map { [$0.depth, $0.isGrey ? 0 : 3] } ?? [8, opaque ? 2 : 6]) + [0, 0, 0]
        var before: [(StaticString, [UInt8])] = []
        if let palette, !palette.isGrey {
            before.append(("PLTE", palette.colors))
            if !palette.alphas.isEmpty { before.append(("tRNS", palette.alphas)) }
        }
        if let dpi {
            let perMetre = UInt32((dpi / 0.0254).rounded())
            before.append(("pHYs", bigEndian(perMetre) + bigEndian(perMetre) + [1]))
        }
        // Effort 1: TagFlow's image-aware encoder, which falls back to libdeflate when it cannot
        // (out of memory, rows over 2 GB, a stream that does not fit its room). Effort 0 (and
        // below) is libdeflate's level 5 (7 for palette and grey rows): effort 1's until 6 Dec 2026.
        if effort == 1,
            let png = chunks(
                header: header, before: before, dataCapacity: imageDeflateCapacity(raw.count),
                data: { out in
                    imageDeflate(raw, bytesPerPixel: palette == nil ? channels : 1, rowStride: rowLength + 1, into: out)
                })
        {
            return png
        }
        // A compressor is big (about a megabyte) and slow to set up: threads share a pool.
        // Without one (out of memory), or if it fails, the data is stored uncompressed.
        let level = effort >= 2 ? strongestLevel : palette == nil ? compressionLevel : paletteLevel
        if let compressor = Compressors.take(level: level) {
            defer { Compressors.give(back: compressor, level: level) }
            if effort >= 3,
                let stream = smallestStream(
                    raw, rowLength: rowLength, height: height, bytesPerPixel: palette == nil ? channels : 1,
                    compressor: compressor)
            {
                return chunks(header: header, before: before, dataCapacity: stream.count) { out in
                    out.copyBytes(from: stream)
                    return stream.count
                }!
            }
            let bound = libdeflate_zlib_compress_bound(compressor, raw.count)
            let png = chunks(header: header, before: before, dataCapacity: bound) { out in
                raw.withUnsafeBytes { input in
                    libdeflate_zlib_compress(compressor, input.baseAddress, input.count, out.baseAddress, out.count)
                }
            }
            if let png { return png }
        }
        let stream = stored(raw)
        return chunks(header: header, before: before, dataCapacity: stream.count) { out in
            out.copyBytes(from: stream)
            return stream.count
        }!
    }

    /// The PNG file: signature, IHDR, the chunks `before` the data, IDAT and IEND, in one array whose IDAT
    /// data `data` writes in place (at most `dataCapacity` bytes; it returns how many, or 0 when
    /// they do not fit: then the result is `nil`). The data is neither zeroed first nor copied
    /// after: against deflating into an array of its own and appending the chunks, that saves
    /// 1.0 M instructions of 47.0 M on the 40-label PNG (6 Dec 2026).
    private static func chunks(
        header: [UInt8], before: [(StaticString, [UInt8])], dataCapacity: Int,
        data: (UnsafeMutableRawBufferPointer) -> Int
    ) -> [UInt8]? {
        let signature = OutputFormat.pngSignature
        // Each chunk: 4 bytes of length, 4 of type, its data, 4 of CRC.
        let fixed = signature.count + (12 + header.count) + before.reduce(0) { $0 + 12 + $1.1.count } + 12 + 12
        var written = 0
        let png = [UInt8](unsafeUninitializedCapacity: fixed + dataCapacity) { buffer, count in
            let base = UnsafeMutableRawPointer(buffer.baseAddress!)
            var at = 0
            func put(_ bytes: [UInt8]) {
                bytes.withUnsafeBytes { (base + at).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
                at += bytes.count
            }
            /// Closes the chunk whose type starts at `typeAt`: its length before it, its CRC after.
            func close(typeAt: Int) {
                let length = at - typeAt - 4
                (base + typeAt - 4).storeBytes(of: UInt32(length).bigEndian, as: UInt32.self)
                let crc = libdeflate_crc32(0, base + typeAt, at - typeAt)
                (base + at).storeBytes(of: crc.bigEndian, as: UInt32.self)
                at += 4
            }
            func chunk(_ type: StaticString, _ bytes: [UInt8]) {
                at += 4
                let typeAt = at
                (base + at).copyMemory(from: type.utf8Start, byteCount: 4)
                at += 4
                put(bytes)
                close(typeAt: typeAt)
            }
            put(signature)
            chunk("IHDR", header)
            for (type, bytes) in before { chunk(type, bytes) }
            at += 4
            let typeAt = at
            (base + at).copyMemory(from: StaticString("IDAT").utf8Start, byteCount: 4)
            at += 4
            written = data(UnsafeMutableRawBufferPointer(start: base + at, count: dataCapacity))
            guard written > 0 else { return }
            at += written
            close(typeAt: typeAt)
            chunk("IEND", [])
            count = at
        }
        guard written > 0 else { return nil }
        // The room deflate might have needed is about the raw rows' size; a file much smaller
        // is copied out (a memcpy), so that a finished picture waiting for the disk holds only
        // its own bytes.
        guard png.capacity - png.count > 1 << 16 else { return png }
        return [UInt8](unsafeUninitializedCapacity: png.count) { buffer, count in
            count = png.withUnsafeBufferPointer { buffer.initialize(fromContentsOf: $0) }
        }
    }

    /// The smallest zlib stream of `raw`'s rows unfiltered, with each filter on every row, and
    /// with the adaptive choice per row (the first of equal sizes); `nil` if deflate failed on all.
    private static func smallestStream(
        _ raw: [UInt8], rowLength: Int, height: Int, bytesPerPixel: Int, compressor: OpaquePointer
    ) -> [UInt8]? {
        let filterings: [RowFilter?] = RowFilter.allCases.map { $0 } + [nil]
        var smallest: [UInt8]?
        for filter in filterings {
            let rows =
                filter == .unfiltered
                ? raw
                : filtered(raw, rowLength: rowLength, height: height, bytesPerPixel: bytesPerPixel, filter: filter)
            let bound = libdeflate_zlib_compress_bound(compressor, rows.count)
            let stream = [UInt8](unsafeUninitializedCapacity: bound) { out, count in
                count = rows.withUnsafeBytes {
                    libdeflate_zlib_compress(compressor, $0.baseAddress, $0.count, out.baseAddress, bound)
                }
            }
            if !stream.isEmpty, stream.count < smallest?.count ?? .max { smallest = stream }
        }
        return smallest
    }

    /// Idle libdeflate compressors by level, kept for the next picture; never more than are in use at once.
    private enum Compressors {
        private static let idle = Locked<[Int32: [UnsafeSendable]]>([:])

        static func take(level: Int32) -> OpaquePointer? {
            idle.withLock { $0[level]?.popLast()?.pointer } ?? libdeflate_alloc_compressor(level)
        }

        static func give(back compressor: OpaquePointer, level: Int32) {
            idle.withLock { $0[level, default: []].append(UnsafeSendable(pointer: compressor)) }
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

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
