import Testing

@testable import Primitives

@Suite("Hexadecimal, zero-padded")
struct HexTests {
    @Test("Pads to the digits asked for, never cuts, and spells each case as asked")
    func digits() {
        #expect(7.hex(digits: 4) == "0007")
        #expect(UInt32(0x1F600).hex(digits: 4) == "1f600")
        #expect(UInt32(0x1F600).hex(digits: 4, uppercase: true) == "1F600")
        #expect(UInt8(0xAB).hex(digits: 2, uppercase: true) == "AB")
        #expect(UInt8(0).hex(digits: 2) == "00")
        #expect(UInt64.max.hex(digits: 16) == "ffffffffffffffff")
        #expect(UInt64(1).hex(digits: 16) == "0000000000000001")
        #expect(UInt64.max.hex(digits: 20) == "0000ffffffffffffffff")
        // Against the standard library's own spelling, over a range of values and widths.
        for value in [0, 1, 15, 16, 255, 4096, 65_535, 1_000_000] {
            for width in 0...8 {
                let plain = String(value, radix: 16)
                #expect(value.hex(digits: width).hasSuffix(plain))
                #expect(value.hex(digits: width).count == max(width, plain.count))
                #expect(Int(value.hex(digits: width), radix: 16) == value)
            }
        }
    }
}
