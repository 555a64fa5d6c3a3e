extension BinaryInteger {
    /// The value in hexadecimal, zero-padded to at least `digits` digits: `7.hex(digits: 4)` is
    /// "0007", `0x1F600.hex(digits: 4)` is "1f600". The one spelling of every hex number TagFlow
    /// writes: ids, hashes, colours, escapes, percent-encoding and code point names.
    package func hex(digits: Int, uppercase: Bool = false) -> String {
        let text = String(self, radix: 16, uppercase: uppercase)
        // Its digits counted as bytes: counted as `Character`s they took 430 instructions of
        // a 16-digit hash's 1,400 (three hashes an output of a batch).
        return String(repeating: "0", count: max(0, digits - text.utf8.count)) + text
    }
}
