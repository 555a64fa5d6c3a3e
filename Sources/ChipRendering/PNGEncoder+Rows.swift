internal import CPixelRows

extension PNGEncoder {
    /// Writes one row of Cairo ARGB32 pixels (native-endian premultiplied words) as PNG RGB or
    /// RGBA bytes at `out`, which has room for one byte more than the row needs.
    ///
    /// An opaque row (every pixel of a picture on an opaque background) is a byte shuffle in C
    /// (`tagflow_rgb_row`: 1.9 instructions a pixel with the rows' overhead, where the loop below
    /// takes 8.6); a row with a pixel that is not opaque after all is done again here, exactly.
    ///
    /// Eight pixels at a time: when all of them have alpha 255 or 0 (flat fills and background:
    /// nearly every pixel) the straight colour is the premultiplied one, so the words are only
    /// rearranged, with SIMD operations; a group with an edge pixel is un-premultiplied exactly,
    /// pixel by pixel, as Cairo's own writer does.
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
