import Testing

@testable import ChipRendering

@Suite("Un-premultiplying Cairo's pixels")
struct PremultipliedPixelTests {
    /// Cairo's own premultiplication of a straight channel (pixman's rounding: c·a/255, to nearest).
    static func premultiply(_ channel: UInt32, _ alpha: UInt32) -> UInt32 { (channel * alpha + 127) / 255 }

    @Test("Every premultiplied value of every alpha comes back as a colour that premultiplies to it again")
    func roundTrip() {
        for alpha: UInt32 in 1...255 {
            for stored in 0...alpha {
                let pixel = PremultipliedPixel(word: alpha << 24 | stored << 16 | stored << 8 | stored)
                let straight = pixel.straightColor
                #expect(straight.red <= 255)
                #expect(straight.red == straight.green && straight.green == straight.blue)
                #expect(Self.premultiply(straight.red, alpha) == stored, "alpha \(alpha), stored \(stored)")
            }
        }
    }

    @Test("Opaque and clear pixels are as stored (Cairo's clear ones are 0), and the channels keep their places")
    func edges() {
        let opaque = PremultipliedPixel(word: 0xFF_12_34_56).straightColor
        #expect(opaque == (0x12, 0x34, 0x56))
        let clear = PremultipliedPixel(word: 0)
        #expect(clear.alpha == 0 && clear.straightColor == (0, 0, 0))
        // Half alpha: 0x40 of 0x80 is a half, so about 0x80 straight.
        let half = PremultipliedPixel(word: 0x80_40_00_80).straightColor
        #expect(half == (0x80, 0, 0xFF))
    }
}
