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
        var text = text
        return text.withUTF8 { bytes in
            // Most labels need nothing escaped: copied in one piece.
            guard let firstCare = bytes.firstIndex(where: needsCare) else {
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
    }

    /// Bytes that may need escaping or dropping (0xEF starts U+FFFE and U+FFFF).
    private static func needsCare(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == 0xEF
    }
}

extension String {
    /// The string with every `target` replaced by `replacement` (no Foundation needed).
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
