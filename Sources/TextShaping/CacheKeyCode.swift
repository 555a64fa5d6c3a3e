import Primitives

/// Where the one-number codes of the shaping caches' keys start (`ShapingCache.Key`,
/// `WordShapes.Key`): an offset basis mixed with this process's random hashing seed.
///
/// Labels come from people we do not know. From a fixed start, a list could be made whose
/// labels all share one code: FNV-1a's collisions chain (two texts with one code keep it with
/// any ending), so 17 colliding pairs, each found by a birthday search, make 131,072 labels of
/// one code, and every lookup would compare against all of them. From a start that differs in
/// every process, no such list can be made ahead. (`SWIFT_DETERMINISTIC_HASHING` fixes the seed,
/// as it does for every `Hasher`; the codes only place keys, they never reach an output.)
enum CacheKeyCode {
    static let basis: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0xcbf2_9ce4_8422_2325 as UInt64)
        return UInt64(truncatingIfNeeded: hasher.finalize())
    }()

    /// The code of a label's UTF-8 `bytes` from `basis` (`ShapingCache.Key.textCode`), and
    /// whether every byte is printable ASCII (0x20–0x7E), in one read of the bytes.
    ///
    /// Eight bytes at a time, each eight put together from the buffer's bytes (no word read from
    /// memory; the last eight overlap the eight before when the count is not a multiple of 8,
    /// and a label under 8 bytes goes byte by byte), mixed with the length at the end. Byte by
    /// byte (FNV-1a, and a compare for the test) this was about 9 instructions a byte, 1.1 M of
    /// the 200 × 40 SVG batch's 8,000 labels (6 Dec 2026).
    ///
    /// A word is mixed by a full 128-bit product folded (its two halves xored, as wyhash does):
    /// unlike FNV-1a's multiplication a word at a time, where a change of only the top bit
    /// carries into nothing and two such changes cancel whatever the basis, every bit of the
    /// product's high half depends on the whole state, so which texts share a code depends on
    /// the basis, as it did byte by byte.
    @inline(__always)
    static func text(_ bytes: UnsafeBufferPointer<UInt8>, from basis: UInt64) -> (
        code: UInt64, isPrintableASCII: Bool
    ) {
        var code = basis
        let count = bytes.count
        if count < 8 {
            // Printable ASCII is 0x20…0x7E: every byte less 0x20 (wrapping) below 0x5F.
            var highest: UInt8 = 0
            var word: UInt64 = 0
            var index = 0
            while index < count {
                word |= UInt64(bytes[index]) &<< UInt64(8 &* index)
                highest = max(highest, bytes[index] &- 0x20)
                index &+= 1
            }
            return (mix(mix(code, word), UInt64(count)), highest < 0x5F)
        }
        var bad: UInt64 = 0
        var index = 0
        while true {
            // The last eight bytes, which may overlap the eight before them.
            let start = min(index, count &- 8)
            var word: UInt64 = 0
            for offset in 0..<8 { word |= UInt64(bytes[start &+ offset]) &<< UInt64(8 &* offset) }
            bad |= word.printableASCIIFlaws
            code = mix(code, word)
            index = start &+ 8
            if index == count { break }
        }
        return (mix(code, UInt64(count)), bad == 0)
    }

    /// One step of `text`: `word` into `code`, by the folded product with an odd constant.
    @inline(__always)
    private static func mix(_ code: UInt64, _ word: UInt64) -> UInt64 {
        let product = (code ^ word).multipliedFullWidth(by: 0x9e37_79b9_7f4a_7c15)
        return product.high ^ product.low
    }
}
