/// Escaping for text and attribute values in XML (SVG).
enum XML {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, and characters XML 1.0 forbids (C0
    /// controls other than tab, LF and CR; U+FFFE and U+FFFF) dropped.
    static func escape(_ text: String) -> String {
        var out: [UInt8] = []
        escape(text, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `text` escaped as `escape(_:)` does, byte by byte: the markup characters and the
    /// forbidden ones are all ASCII or U+FFFE/U+FFFF, so UTF-8 can be scanned without decoding.
    static func escape(_ text: String, into out: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            // Most labels need nothing escaped: copied in one piece.
            if !bytes.contains(where: needsCare) {
                out.append(contentsOf: bytes)
                return
            }
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
                case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
                case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
                case UInt8(ascii: "'"): out.append(contentsOf: "&apos;".utf8)
                case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): out.append(byte)
                case 0x00...0x1F: continue
                case 0xEF where index + 1 < bytes.count && bytes[index] == 0xBF && bytes[index + 1] & 0xFE == 0xBE:
                    // U+FFFE or U+FFFF (EF BF BE, EF BF BF): dropped whole.
                    index += 2
                default: out.append(byte)
                }
            }
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
