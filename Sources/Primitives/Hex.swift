extension BinaryInteger {
    /// The value in hexadecimal, zero-padded to at least `digits` digits: `7.hex(digits: 4)` is
    /// "0007", `0x1F600.hex(digits: 4)` is "1f600". The one spelling of every hex number TagFlow
    /// writes: ids, hashes, colours, escapes, percent-encoding and code point names.
    @inlinable
    package func hex(digits: Int, uppercase: Bool = false) -> String {
        guard self >= 0, let value = UInt64(exactly: self) else {
            let text = String(self, radix: 16, uppercase: uppercase)
            // Its digits counted as bytes: counted as `Character`s they took 430 instructions of
            // a 16-digit hash's 1,400 (three hashes an output of a batch).
            return String(repeating: "0", count: max(0, digits - text.utf8.count)) + text
        }
        // Every value TagFlow writes, spelled nibble by nibble: through `String(_:radix:)` and a
        // padding string an id prefix took about 1,100 instructions (6 Dec 2026).
        let count = max(digits, 1, (67 - value.leadingZeroBitCount) / 4)
        let letters = uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")
        var text: [UInt8] = []
        text.reserveCapacity(count)
        for place in stride(from: count - 1, through: 0, by: -1) {
            let nibble = place >= 16 ? 0 : UInt8(truncatingIfNeeded: value >> UInt64(4 * place)) & 0xf
            text.append(nibble < 10 ? UInt8(ascii: "0") + nibble : letters + nibble - 10)
        }
        return String(decoding: text, as: UTF8.self)
    }
}
