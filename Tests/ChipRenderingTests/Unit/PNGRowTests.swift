import CPixelRows
import Testing

@testable import ChipRendering

@Suite("PNG rows from Cairo pixels")
struct PNGRowTests {
    /// The conversion one pixel at a time, as the encoder did it before it worked eight at once.
    static func reference(_ words: [UInt32], opaque: Bool) -> [UInt8] {
        words.flatMap { word -> [UInt8] in
            let alpha = word >> 24
            var channels = [(word >> 16) & 0xFF, (word >> 8) & 0xFF, word & 0xFF]
            if alpha != 255 && alpha != 0 { channels = channels.map { min(($0 * 255 + alpha / 2) / alpha, 255) } }
            return (channels + (opaque ? [] : [alpha])).map { UInt8($0) }
        }
    }

    @Test(
        "Eight pixels at a time give the pixel-by-pixel bytes: opaque, clear and edge pixels, any width",
        arguments: [false, true])
    func matchesReference(opaque: Bool) {
        var random = SystemRandomNumberGenerator()
        for width in [1, 7, 8, 9, 15, 16, 17, 64, 801] {
            for pattern in 0..<4 {
                let words = (0..<width).map { x -> UInt32 in
                    // Runs of opaque, clear and translucent pixels, as flat fills and edges make.
                    let alpha: UInt32
                    switch pattern {
                    case 0: alpha = 255
                    case 1: alpha = x % 9 == 0 ? 0 : 255
                    case 2: alpha = UInt32.random(in: 0...255, using: &random)
                    default: alpha = (x / 5) % 3 == 0 ? UInt32.random(in: 1...254, using: &random) : 255
                    }
                    // Premultiplied: no channel above alpha (and some that break the rule, clamped).
                    let limit = pattern == 2 && x % 11 == 0 ? 255 : alpha
                    let channel = { UInt32.random(in: 0...limit, using: &random) }
                    return alpha << 24 | channel() << 16 | channel() << 8 | channel()
                }
                let expected = Self.reference(words, opaque: opaque)
                // One spare byte past the row, as the encoder provides.
                var row = [UInt8](repeating: 0xAA, count: expected.count + 1)
                words.withUnsafeBytes { pixels in
                    row.withUnsafeMutableBytes { out in
                        PNGEncoder.convertRow(pixels.baseAddress!, width: width, opaque: opaque, into: out.baseAddress!)
                    }
                }
                #expect(Array(row.dropLast()) == expected, "width \(width), pattern \(pattern)")
            }
        }
    }

    @Test(
        "The opaque shuffle writes exactly three bytes a pixel and says whether every pixel was opaque",
        arguments: [1, 5, 6, 9, 10, 13, 14, 801])
    func opaqueShuffle(width: Int) {
        var random = SystemRandomNumberGenerator()
        let words = (0..<width).map { _ in 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &random) }
        // Exactly the row, in memory of its own: AddressSanitizer sees a byte written past it.
        let out = UnsafeMutablePointer<UInt8>.allocate(capacity: 3 * width)
        defer { out.deallocate() }
        #expect(tagflow_rgb_row(words, width, out) == 1)
        #expect(Array(UnsafeBufferPointer(start: out, count: 3 * width)) == Self.reference(words, opaque: true))
        // One pixel not opaque, first, in the middle or last: the row is not vouched for.
        for place in Set([0, width / 2, width - 1]) {
            var translucent = words
            translucent[place] &= 0xFEFF_FFFF
            #expect(tagflow_rgb_row(translucent, width, out) == 0, "pixel \(place) of \(width)")
        }
    }
}
