import Primitives

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
        text.withUTF8InPlace { bytes in feed(bytes) }
    }

    /// The text's UTF-8 and then 0xFF, a byte no UTF-8 has: for pieces that are texts, one after
    /// another.
    mutating func feedText(_ text: String) {
        feed(text)
        feed(UInt8(0xFF))
    }

    @inline(__always)
    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
        var hash = value
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        value = hash
    }

    /// 0 for no colour, or 1 and its four channels.
    mutating func feed(_ color: Color?) {
        guard let color else { return feed(UInt8(0)) }
        feed(UInt8(1))
        feed(color.red)
        feed(color.green)
        feed(color.blue)
        feed(color.alpha)
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

    /// `feed(UInt64(number))`: four bytes of `number` and four zeros. Feeding a zero byte only
    /// multiplies by the prime, so the four are one multiplication by its fourth power.
    @inline(__always)
    mutating func feedLow32(_ number: UInt32) {
        var hash = value
        var rest = UInt64(number)
        for _ in 0..<4 {
            hash = (hash ^ (rest & 0xFF)) &* Self.prime
            rest &>>= 8
        }
        value = hash &* Self.primeToThe4
    }

    /// `feed(-0.0)`: seven zero bytes (one multiplication by the prime's seventh power) and 0x80.
    @inline(__always)
    mutating func feedNegativeZero() {
        value = ((value &* Self.primeToThe7) ^ 0x80) &* Self.prime
    }

    /// FNV-1a's 64-bit prime, and its fourth and seventh powers (mod 2^64), as literals: constants,
    /// not lazy globals.
    static var prime: UInt64 { 0x0000_0100_0000_01b3 }
    static var primeToThe4: UInt64 { 0x9ffa_ac08_5635_bc91 }
    static var primeToThe7: UInt64 { 0xc552_7b8a_51d3_d2db }

    @inline(__always)
    mutating func feed(_ number: Int) {
        feed(UInt64(bitPattern: Int64(number)))
    }

    @inline(__always)
    mutating func feed(_ number: Double) {
        feed(number.bitPattern)
    }
}
