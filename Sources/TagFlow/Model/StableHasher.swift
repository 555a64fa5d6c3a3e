/// FNV-1a, fed piece by piece: text as its UTF-8, numbers as their bytes. The same pieces give
/// the same hash on every run and every machine (numbers are fed little-endian, a `Double` as
/// its IEEE bits), so ids and palette slots made from it are stable.
///
/// Numbers are fed as bytes rather than printed: a cloud of 10,000 labels feeds about half a
/// million of them, and printing them cost as many instructions as shaping every label did.
struct StableHasher {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    @inline(__always)
    mutating func feed(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    /// The text's UTF-8, nothing after it: the hash of "ab" fed whole or as "a" and "b" is the
    /// same, so a caller that feeds several texts ends each with a byte UTF-8 never has (0xFF).
    mutating func feed(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            for byte in bytes { feed(byte) }
        }
    }

    @inline(__always)
    mutating func feed(_ number: UInt64) {
        // Byte by byte, low first, in one register: the id prefix feeds three a glyph.
        var hash = value
        var rest = number
        for _ in 0..<8 {
            hash = (hash ^ (rest & 0xFF)) &* 0x0000_0100_0000_01b3
            rest &>>= 8
        }
        value = hash
    }

    @inline(__always)
    mutating func feed(_ number: Int) {
        feed(UInt64(bitPattern: Int64(number)))
    }

    @inline(__always)
    mutating func feed(_ number: Double) {
        feed(number.bitPattern)
    }
}
