/// How labels join into text that several share: the SVG `<title>` and `aria-label`, the PDF
/// `/Title`. A label with explicit bidi formatting (an override such as U+202E left open, an
/// embedding, an isolate, a mark) is wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE,
/// which closes whatever it opened: no label can reverse its neighbours. Labels without such
/// characters are written as they are, so the titles of ordinary lists do not change.
enum TitleText {
    /// `labels` joined with ", ", each isolated when it needs to be.
    static func joined(_ labels: [String]) -> String {
        // Copied into the text's own bytes, sized once: mapping and joining made an array and
        // went through every label's scalars, about 1,200 instructions a label.
        var pieces = labels
        // Every bidi formatting character is past ASCII: an ASCII label is left as it is unread.
        for index in pieces.indices where !pieces[index].utf8.allSatisfy({ $0 < 0x80 }) {
            pieces[index] = isolated(pieces[index])
        }
        let count = pieces.reduce(max(0, 2 * (pieces.count - 1))) { $0 + $1.utf8.count }
        return String(unsafeUninitializedCapacity: count) { text in
            var at = 0
            for index in pieces.indices {
                if index > 0 {
                    text[at] = UInt8(ascii: ",")
                    text[at + 1] = UInt8(ascii: " ")
                    at += 2
                }
                at += pieces[index].withUTF8 { bytes in
                    guard let source = bytes.baseAddress else { return 0 }
                    text.baseAddress!.advanced(by: at).update(from: source, count: bytes.count)
                    return bytes.count
                }
            }
            return at
        }
    }

    /// `label` inside U+2068 … U+2069 when it holds bidi formatting characters.
    static func isolated(_ label: String) -> String {
        guard label.unicodeScalars.contains(where: isBidiFormatting) else { return label }
        return "\u{2068}" + label + "\u{2069}"
    }

    /// The explicit bidi formatting characters (UAX #9, 2.1–2.6).
    private static func isBidiFormatting(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
