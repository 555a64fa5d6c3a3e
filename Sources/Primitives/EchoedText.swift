/// The one rule for text a message echoes (file names, labels, links, option values): it is
/// shown, never obeyed. A line break becomes a space, so a message stays one line; every other
/// control character (C0, DEL, C1) and every bidi control is written as `\u{1B}`, so none can
/// move a terminal's cursor, ring its bell, overwrite the line or reorder what follows.
package enum EchoedText {
    /// `text` with line breaks as spaces and other controls escaped as `\u{…}`.
    package static func escaped(_ text: String) -> String {
        // Most messages are printable ASCII and need nothing.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                out.append(" ")
            } else if needsEscape(scalar) {
                out.append(contentsOf: "\\u{\(scalar.value.hex(digits: 1, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// A name's bytes as a message shows them: valid UTF-8 as itself, each byte that is not
    /// as `\xFF`, so a name that is not UTF-8 is named exactly, never as `�`.
    package static func escaped(bytes: some Collection<UInt8>) -> String {
        var out = ""
        var rest = Array(bytes)[...]
        while !rest.isEmpty {
            var decoder = UTF8()
            var iterator = rest.makeIterator()
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                out.unicodeScalars.append(scalar)
                rest = rest.dropFirst(String(scalar).utf8.count)
            case .error, .emptyInput:
                out += "\\x" + rest.first!.hex(digits: 2, uppercase: true)
                rest = rest.dropFirst()
            }
        }
        return escaped(out)
    }

    /// C0 and C1 controls, DEL, the bidi embeddings, overrides, isolates and marks, and the
    /// Unicode line and paragraph separators.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        default: false
        }
    }
}
