import Primitives

/// Escaping for text and attribute values in XML (SVG).
enum XML {
    /// The most bytes one byte of text can become (`"` → `&quot;`).
    static let maximumGrowth = 6

    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, and characters XML 1.0 forbids (C0
    /// controls other than tab, LF and CR; U+FFFE and U+FFFF) dropped.
    static func escape(_ text: String) -> String {
        String(
            unsafeUninitializedCapacity: text.utf8.count * maximumGrowth,
            initializingUTF8With: { escape(text, to: $0.baseAddress!) })
    }

    /// Writes `text` escaped as `escape(_:)` does at `out`, which has room for `maximumGrowth`
    /// bytes per byte of text, and returns how many bytes it wrote. The markup characters and the
    /// forbidden ones are all ASCII or U+FFFE/U+FFFF, so the UTF-8 is scanned without decoding.
    static func escape(_ text: String, to out: UnsafeMutablePointer<UInt8>) -> Int {
        text.withUTF8InPlace { escape($0, to: out) }
    }

    /// `escape(_:to:)` for the text's UTF-8.
    private static func escape(_ bytes: UnsafeBufferPointer<UInt8>, to out: UnsafeMutablePointer<UInt8>) -> Int {
        // Most labels need nothing escaped: copied in one piece.
        let firstCare = plainEnd(of: bytes, from: 0)
        guard firstCare < bytes.count else {
            if let base = bytes.baseAddress { out.update(from: base, count: bytes.count) }
            return bytes.count
        }
        out.update(from: bytes.baseAddress!, count: firstCare)
        var count = firstCare
        func put(_ entity: StaticString) {
            (out + count).update(from: entity.utf8Start, count: entity.utf8CodeUnitCount)
            count += entity.utf8CodeUnitCount
        }
        var index = firstCare
        while index < bytes.count {
            // The plain bytes up to the next one that needs care, copied in one piece: a
            // title of every label, escaped once near its start, is mostly such runs.
            let plain = plainEnd(of: bytes, from: index)
            if plain > index {
                (out + count).update(from: bytes.baseAddress! + index, count: plain &- index)
                count &+= plain &- index
                index = plain
                if index == bytes.count { break }
            }
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "&"): put("&amp;")
            case UInt8(ascii: "<"): put("&lt;")
            case UInt8(ascii: ">"): put("&gt;")
            case UInt8(ascii: "\""): put("&quot;")
            case UInt8(ascii: "'"): put("&apos;")
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                out[count] = byte
                count += 1
            case 0x00...0x1F: continue
            case 0xEF where index + 1 < bytes.count && bytes[index] == 0xBF && bytes[index + 1] & 0xFE == 0xBE:
                // U+FFFE or U+FFFF (EF BF BE, EF BF BF): dropped whole.
                index += 2
            default:
                out[count] = byte
                count += 1
            }
        }
        return count
    }

    /// The index of the first byte from `start` on that needs care (`needsCare`), or the count:
    /// eight bytes at a time while none of them does, then byte by byte.
    @inline(__always)
    private static func plainEnd(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            while index &+ 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if mayNeedCare(word) { break }
                index &+= 8
            }
        }
        while index < bytes.count, !needsCare(bytes[index]) { index &+= 1 }
        return index
    }

    /// Whether any byte of `word` needs care: below 0x20, `"` (0x22), `&` or `'` (0x26, 0x27:
    /// the same with the low bit set), `<` or `>` (0x3C, 0x3E: the same with bit 1 set), or 0xEF.
    /// Each test is the exact "some byte is zero" (or "below n") trick of bit twiddling, for any
    /// byte order: a word can only be said to need care when one of its bytes does.
    @inline(__always)
    private static func mayNeedCare(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasZero(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        let below20 = (word &- ones &* 0x20) & ~word & highs != 0
        return below20 || hasZero(word ^ (ones &* 0x22)) || hasZero((word | ones) ^ (ones &* 0x27))
            || hasZero((word | (ones &* 0x02)) ^ (ones &* 0x3E)) || hasZero(word ^ (ones &* 0xEF))
    }

    /// Bytes that may need escaping or dropping (0xEF starts U+FFFE and U+FFFF): below 0x40 a
    /// bit of `careBelow64` each, so the scan of a label is a shift and a test a byte.
    @inline(__always)
    private static func needsCare(_ byte: UInt8) -> Bool {
        byte < 0x40 ? careBelow64 & (1 << UInt64(byte)) != 0 : byte == 0xEF
    }

    /// The C0 controls (0x00–0x1F), `"` (0x22), `&` (0x26), `'` (0x27), `<` (0x3C), `>` (0x3E).
    private static let careBelow64: UInt64 =
        0xFFFF_FFFF | 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E
}

extension String {
    /// The string with every `target` replaced by `replacement` (no Foundation needed).
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
