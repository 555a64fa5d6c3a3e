import ChipRendering
import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the plain-text input format (`.txt`, `.tsv`): UTF-8, one label per line, optionally
/// `label<TAB>weight[<TAB>color[<TAB>link[<TAB>group[<TAB>icon]]]]` (empty columns skipped). A leading byte order mark
/// is dropped; LF, CRLF and a lone CR all end a line; spaces around a label are dropped, blank
/// lines are skipped. Lines come from a `LineSplitter`, so a stream is parsed as it is read.
package enum TagListParser {
    /// The longest line accepted, in bytes: no sensible label comes near it.
    package static let maximumLineLength = 64 * 1024

    /// The tag on one line (without its line end, NUL bytes and length already refused by the
    /// `LineSplitter`), or `nil` for a blank or comment line.
    static func parseLine(
        _ bytes: ArraySlice<UInt8>, source: String, line: Int, comments: Bool, warn: (String) -> Void
    ) throws(InputError) -> CloudTag? {
        if let label = plainLabel(bytes, comments: comments) { return CloudTag(label, line: line) }
        guard let content = String(validating: bytes, as: UTF8.self) else {
            throw .invalidUTF8(source: source, line: line, column: firstInvalidByte(in: bytes) + 1)
        }
        if comments, content.trimmingWhitespace().hasPrefix("#") { return nil }
        // Most lines are a bare label: no tab, one column, without splitting by Character.
        let columns =
            bytes.contains(UInt8(ascii: "\t"))
            ? content.split(separator: "\t", omittingEmptySubsequences: false) : [content[...]]
        let label = LabelCleaner.clean(columns[0], source: source, line: line, warn: warn)
        // An empty label is a blank line, unless the line names an icon: an icon-only chip.
        let icon = columns.count > 5 ? columns[5].trimmingWhitespace().nilIfEmpty : nil
        guard !label.isEmpty || icon != nil else { return nil }
        guard columns.count <= 6 else {
            throw .tooManyColumns(source: source, line: line, count: columns.count)
        }
        let field = { (index: Int) -> String? in
            index < columns.count ? columns[index].trimmingWhitespace().nilIfEmpty : nil
        }
        var tag = CloudTag(label, line: line)
        if let text = field(1) {
            guard let value = TagFields.weight(text) else {
                throw .badWeight(source: source, line: line, value: text)
            }
            tag.weight = value
        } else if columns.count == 2 {
            throw .badWeight(source: source, line: line, value: "")
        }
        if let text = field(2) {
            guard let color = TagFields.color(text) else { throw .badColor(source: source, line: line, value: text) }
            tag.color = color
        }
        tag.link = field(3)
        tag.group = field(4)
        tag.iconReference = icon
        return tag
    }

    /// The label of a line that is nothing but one: printable ASCII (so no tab and valid UTF-8)
    /// starting and ending with a non-space, and not a comment when `comments` — what nearly
    /// every line of a list is, and what the general path (validating, splitting by tab,
    /// `LabelCleaner`) would hand back unchanged; `nil` for any other line. Reading a list took
    /// about 2,500 instructions a line more through that path.
    ///
    /// The three readers here take the slice as it is: reading it through pointers (a word at a
    /// time for printable ASCII) saved 2.0 M of the 200 × 40 SVG batch's 459 M instructions and
    /// 1.3 M of the 10,000-label SVG's 412 M (under 1%: issue 42, 6 Dec 2026).
    static func plainLabel(_ bytes: ArraySlice<UInt8>, comments: Bool) -> String? {
        guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        return plainLabel(printable: bytes, comments: comments)
    }

    /// `plainLabel` of a line already known to be all printable ASCII (the `LineSplitter`
    /// finds it while it looks for the line's end).
    static func plainLabel(printable bytes: ArraySlice<UInt8>, comments: Bool) -> String? {
        guard let first = bytes.first, let last = bytes.last, first > 0x20, last > 0x20,
            !(comments && first == UInt8(ascii: "#"))
        else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The label of a line that is one column nothing would change, when `plainLabel` found a
    /// byte past ASCII: valid UTF-8 without a tab or control character, starting with printable
    /// ASCII other than a space, ending with that or with one of U+00C0–U+00FF (Latin-1's
    /// letters, and × and ÷: the bytes C3 80–BF, `Forró`), and not a comment when `comments`
    /// (`Música Popular`). What
    /// `parseLine` would make of it, without validating, splitting and cleaning it as a string
    /// (about 7,000 instructions a line, 5,000 for `Forró`); `nil` for any other line.
    ///
    /// Nothing to trim: a first byte of printable ASCII starts the first character, and a last
    /// one, or a last U+00C0–U+00FF, ends a character that starts with it or with a prepended
    /// mark (UAX #29: none of them extends a character before it), never with white space.
    /// Taking the lines that end in U+00C0–U+00FF too saved 0.45 M of the 200 × 40 SVG batch,
    /// whose lists end 85 lines with `ó`.
    static func simpleLabel(_ bytes: ArraySlice<UInt8>, comments: Bool) -> String? {
        guard let first = bytes.first, let last = bytes.last, first > 0x20, first < 0x7F,
            (last > 0x20 && last < 0x7F) || endsWithLatin1Letter(bytes), !(comments && first == UInt8(ascii: "#"))
        else { return nil }
        // C0 controls (the tab among them), DEL, and the C1 controls, which UTF-8 writes after
        // the lead byte 0xC2 (with some printable characters, left to the general path).
        guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else { return nil }
        // Anything that breaks UTF-8 goes to the general path, which names it. (Decoding with
        // repairs and comparing the bytes back took about 1,300 instructions a label;
        // `String(validating:as:)`, generic over the encoding and not specialized here, about
        // 1,400, half of it looking up type metadata.) Valid bytes are decoded without a repair.
        guard isValidUTF8(bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `bytes` ends with the UTF-8 of U+00C0–U+00FF (C3 80–BF): in valid UTF-8, C3 only
    /// ever leads a two-byte character, so the two are that one character.
    private static func endsWithLatin1Letter(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.count >= 2 && bytes[bytes.endIndex - 2] == 0xC3 && bytes[bytes.endIndex - 1] & 0xC0 == 0x80
    }

    /// Whether `bytes` is well-formed UTF-8 (The Unicode Standard, table 3-7: no overlong form,
    /// no surrogate, nothing past U+10FFFF): what `String(validating:as:)` accepts.
    static func isValidUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lead = bytes[index]
            guard lead >= 0x80 else {
                index += 1
                continue
            }
            // How many bytes the character takes, and the range of its second byte.
            let count: Int
            var second: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: count = 2
            case 0xE0:
                count = 3
                second = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: count = 3
            case 0xED:
                count = 3
                second = 0x80...0x9F
            case 0xF0:
                count = 4
                second = 0x90...0xBF
            case 0xF1...0xF3: count = 4
            case 0xF4:
                count = 4
                second = 0x80...0x8F
            default: return false
            }
            guard bytes.endIndex - index >= count, second.contains(bytes[index + 1]) else { return false }
            for next in index + 2..<index + count where bytes[next] & 0xC0 != 0x80 { return false }
            index += count
        }
        return true
    }

    /// The 0-based offset of the first byte that breaks UTF-8 in `bytes`.
    static func firstInvalidByte(in bytes: ArraySlice<UInt8>) -> Int {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return offset
            case .error:
                return offset
            }
        }
    }
}

extension Unicode.Scalar {
    /// `U+0007`: how a code point is named in messages.
    package var codePointName: String {
        "U+" + value.hex(digits: 4, uppercase: true)
    }
}

extension Array where Element: Hashable {
    /// The elements without repeats, first occurrence kept.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

extension String {
    /// `nil` for the empty string.
    var nilIfEmpty: String? { isEmpty ? nil : self }

    /// The text without white space at either end.
    package func trimmingWhitespace() -> String {
        self[...].trimmingWhitespace()
    }
}

extension Substring {
    /// The text without white space (including a CR from CRLF) at either end.
    package func trimmingWhitespace() -> String {
        let isSpace = { (c: Character) in c.isWhitespace }
        guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = lastIndex(where: { !isSpace($0) })!
        return String(self[first...last])
    }
}
