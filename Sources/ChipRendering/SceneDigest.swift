import Primitives

/// A 64-bit hash of a drawing, fed a word (8 bytes) at a time: what SVG id prefixes are made
/// from (the chips fed beside `PlacedChip`, which reads them where they lie, the rest by
/// `TagFlow`). Kept in `ChipRendering`, where the chips are fed: from `Primitives`, every word
/// was a call, as this toolchain inlines in another module no `@inlinable` member of a
/// `package` type (0.9 M of the 200 × 40 SVG batch's 209.8 M, 6 Dec 2026). The same pieces give
/// the same hash on every run and every machine (numbers as
/// 64-bit words, a `Double` as its IEEE bits; bytes as their count and then eight at a time,
/// little-endian, the last word padded with zeros; a text as its UTF-8 bytes). A glyph run
/// is fed as the bytes it keeps in memory, so a big-endian machine would give other prefixes.
///
/// Each word is mixed in with one multiplication and one shift (`h = (h ^ w) · K`, then
/// `h ^= h >> 32`, K the golden-ratio constant), and the result with MurmurHash3's 64-bit
/// finalizer, so every bit of every word reaches the 32 bits a prefix shows. Not
/// `StableHasher`'s FNV-1a: that takes a multiplication a byte, and a prefix feeds about fifty
/// bytes a glyph (3.2 k instructions a chip on the SVG batch, against a few hundred this way).
/// Bytes are read a word at a time, not assembled byte by byte: that saves 3.0 M of 302 M
/// instructions on the 200 × 40 SVG batch and 6.3 M of 423 M on the 10,000-label SVG (6 Dec 2026).
/// Not a defence against a list made to collide: 32 bits of any hash are found by a birthday
/// search, and a chosen `--id-prefix` is what keeps two pages' clouds apart.
package struct SceneDigest {
    var state: UInt64 = 0x243f_6a88_85a3_08d3

    /// A digest with nothing fed.
    package init() {}

    @inline(__always)
    package mutating func feed(_ word: UInt64) {
        let mixed = (state ^ word) &* 0x9e37_79b9_7f4a_7c15
        state = mixed ^ (mixed >> 32)
    }

    @inline(__always)
    package mutating func feed(_ number: Int) {
        feed(UInt64(bitPattern: Int64(number)))
    }

    @inline(__always)
    package mutating func feed(_ number: Double) {
        feed(number.bitPattern)
    }

    /// 0 for no colour, or 1 and its four channels.
    @inline(__always)
    package mutating func feed(_ color: Color?) {
        guard let color else { return feed(0) }
        feed(1)
        feed(color.red)
        feed(color.green)
        feed(color.blue)
        feed(color.alpha)
    }

    /// The text's length in bytes, then its UTF-8: two texts fed one after the other never
    /// hash as another two would.
    @inline(__always)
    package mutating func feed(_ text: String) {
        text.withUTF8InPlace { bytes in feed(UnsafeRawBufferPointer(bytes)) }
    }

    /// The byte count, then the bytes eight at a time, little-endian, the last word padded with
    /// zeros. Inlined where it is fed, as are the colours': called, each of a chip's four byte
    /// feeds and three colours was a call, its state stored and loaded again.
    @inline(__always)
    package mutating func feed(_ bytes: UnsafeRawBufferPointer) {
        let count = bytes.count
        feed(count)
        guard let start = bytes.baseAddress else { return }
        var offset = 0
        while count &- offset >= 8 {
            feed(UInt64(littleEndian: start.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset &+= 8
        }
        let rest = count &- offset
        guard rest > 0 else { return }
        if count >= 8 {
            // The last eight bytes, read in one load, less those already fed: the rest, padded.
            let last = UInt64(littleEndian: start.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
            return feed(last &>> UInt64(64 &- 8 &* rest))
        }
        var last: UInt64 = 0
        for index in 0..<rest {
            last |= UInt64(start.load(fromByteOffset: index, as: UInt8.self)) &<< UInt64(8 &* index)
        }
        feed(last)
    }

    /// The hash of everything fed.
    package var value: UInt64 { Self.finished(state) }

    /// `state` with its bits spread over every bit of the result: MurmurHash3's fmix64.
    package static func finished(_ state: UInt64) -> UInt64 {
        var hash = state
        hash ^= hash >> 33
        hash &*= 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        hash &*= 0xc4ce_b9fe_1a85_ec53
        hash ^= hash >> 33
        return hash
    }
}
