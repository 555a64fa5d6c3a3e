internal import CPixelRows

extension PNGEncoder {
    /// The scanlines of a picture of more than 256 colours: each its filter byte, 0, then its
    /// pixels as RGB (`opaque`) or RGBA bytes.
    static func rgbRows(pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, opaque: Bool) -> [UInt8] {
        let rowLength = width * (opaque ? 3 : 4)
        let size = (rowLength + 1) * height
        // Every byte is written below; the one spare byte past the end takes the last pixel's
        // fourth byte (`convertRow` writes RGB pixels as overlapping words). Not zeroed first:
        // that saves 0.87 M instructions of 47.0 M on the 40-label PNG (6 Dec 2026).
        return [UInt8](unsafeUninitializedCapacity: size + 1) { output, initialized in
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
    }

    /// Writes one row of Cairo ARGB32 pixels (native-endian premultiplied words) as PNG RGB or
    /// RGBA bytes at `out`, which has room for one byte more than the row needs.
    ///
    /// An opaque row (every pixel of a picture on an opaque background) is a byte shuffle in C
    /// (`tagflow_rgb_row`: 1.8 instructions a pixel, where the eight-pixel loop below takes 8.4):
    /// it saves 1.9 M instructions of 47.5 M on the 40-label PNG (callgrind, 6 Dec 2026). A row
    /// with a pixel that is not opaque after all is done again here, exactly.
    ///
    /// Eight pixels at a time: when all of them have alpha 255 or 0 (flat fills and background:
    /// nearly every pixel) the straight colour is the premultiplied one, so the words are only
    /// rearranged, with SIMD operations; a group with an edge pixel is un-premultiplied exactly,
    /// pixel by pixel, as Cairo's own writer does. Against converting every pixel so, it saves
    /// 4.7 M instructions of 70.0 M on the 40-label PNG on a clear canvas (6 Dec 2026).
    ///
    /// Reached by `fuzz-render` (clear canvases) and, under ASan, by the end-to-end tests that
    /// render PNGs (`PNGEffortTests`: opaque and clear canvases).
    static func convertRow(
        _ row: UnsafeRawPointer, width: Int, opaque: Bool, into out: UnsafeMutableRawPointer
    ) {
        if opaque,
            tagflow_rgb_row(
                row.assumingMemoryBound(to: UInt32.self), width, out.assumingMemoryBound(to: UInt8.self)) != 0
        {
            return
        }
        let alphaMask = SIMD8<UInt32>(repeating: 0xFF00_0000)
        let channels = opaque ? 3 : 4
        var x = 0
        while x + 8 <= width {
            let words = row.loadUnaligned(fromByteOffset: x * 4, as: SIMD8<UInt32>.self)
            let alpha = words & alphaMask
            guard all((alpha .== alphaMask) .| (alpha .== .zero)) else {
                for pixel in x..<(x + 8) { convertPixel(row, pixel, channels: channels, into: out) }
                x += 8
                continue
            }
            // 0xAARRGGBB → bytes R, G, B (, A): as a little-endian word, 0xAABBGGRR.
            let swapped = ((words &>> 16) & 0xFF) | (words & 0xFF00_FF00) | ((words & 0xFF) &<< 16)
            if opaque {
                // Each pixel's four bytes land three apart; the next pixel (or the spare byte at
                // the end) overwrites the fourth.
                let target = out + x * 3
                for lane in 0..<8 { (target + lane * 3).storeBytes(of: swapped[lane], as: UInt32.self) }
            } else {
                (out + x * 4).storeBytes(of: swapped, as: SIMD8<UInt32>.self)
            }
            x += 8
        }
        while x < width {
            convertPixel(row, x, channels: channels, into: out)
            x += 1
        }
    }

    /// One pixel, un-premultiplied exactly (rounded, at most 255) unless its alpha is 0 or 255.
    @inline(__always)
    private static func convertPixel(
        _ row: UnsafeRawPointer, _ x: Int, channels: Int, into out: UnsafeMutableRawPointer
    ) {
        let pixel = PremultipliedPixel(word: row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
        let alpha = pixel.alpha
        let (red, green, blue) = pixel.straightColor
        let target = out + x * channels
        target.storeBytes(of: UInt8(truncatingIfNeeded: red), as: UInt8.self)
        (target + 1).storeBytes(of: UInt8(truncatingIfNeeded: green), as: UInt8.self)
        (target + 2).storeBytes(of: UInt8(truncatingIfNeeded: blue), as: UInt8.self)
        if channels == 4 { (target + 3).storeBytes(of: UInt8(truncatingIfNeeded: alpha), as: UInt8.self) }
    }
}
