import Primitives

/// Escaping for text and attribute values in XML (SVG).
enum XML {
    /// The most bytes one byte of text can become (`"` → `&quot;`).
    static let maximumGrowth = 6

    /// `text` with `&`, `<`, `>` and `"` escaped, and characters XML 1.0 forbids (C0 controls
    /// other than tab, LF and CR; U+FFFE and U+FFFF) dropped. `'` is left as it is: every
    /// attribute TagFlow writes is in double quotes, where an apostrophe is plain text (as scour
    /// writes it; `&apos;` was 5 bytes more each).
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

    /// `escape(_:to:)` for the text's UTF-8 (whole characters).
    static func escape(_ bytes: UnsafeBufferPointer<UInt8>, to out: UnsafeMutablePointer<UInt8>) -> Int {
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

    /// The index of the first byte from `start` on that needs care (`needsCare`), or the count.
    /// (Eight bytes at a time saved 1.7 M of 302 M instructions on the 200 × 40 SVG batch and
    /// 3.5 M of 423 M on the 10,000-label SVG, under 1% of each: byte by byte since 6 Dec 2026.)
    /// Most bytes of text are 0x40 to 0xEE (letters, and UTF-8 past ASCII but 0xEF), none of
    /// which needs care: one compare passes them, and only the rest are tested (`needsCare`, a
    /// shift and a test the compiler made branch-free for every byte: 13 instructions a byte
    /// where this is 7; 1.4 M of the 200 × 40 SVG batch's 185 M).
    @inline(__always)
    private static func plainEnd(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte &- 0x40 >= 0xAF, needsCare(byte) { break }
            index &+= 1
        }
        return index
    }

    /// Bytes that may need escaping or dropping (0xEF starts U+FFFE and U+FFFF): below 0x40 a
    /// bit of `careBelow64` each, so the scan of a label is a shift and a test a byte.
    @inline(__always)
    private static func needsCare(_ byte: UInt8) -> Bool {
        byte < 0x40 ? careBelow64 & (1 &<< UInt64(byte)) != 0 : byte == 0xEF
    }

    /// The C0 controls (0x00–0x1F), `"` (0x22), `&` (0x26), `<` (0x3C), `>` (0x3E).
    private static let careBelow64: UInt64 = 0xFFFF_FFFF | 1 << 0x22 | 1 << 0x26 | 1 << 0x3C | 1 << 0x3E
}

extension String {
    /// The string with every `target` replaced by `replacement` (no Foundation needed).
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
