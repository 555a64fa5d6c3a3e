import Primitives
import ChipRendering

/// Reads the plain-text input format (`.txt`, `.tsv`): UTF-8, one label per line, optionally
/// `label<TAB>weight[<TAB>color[<TAB>link]]` (empty columns skipped). A leading byte order mark
/// and CRLF line ends are accepted, spaces around a label are dropped, blank lines are skipped.
package enum TagListParser {
    /// The longest line accepted, in bytes: no sensible label comes near it.
    package static let maximumLineLength = 64 * 1024

    /// Parses `bytes`, naming `source` (a path, or `<stdin>`) in errors.
    ///
    /// - Parameters:
    ///   - comments: skip lines that start with `#`.
    ///   - warn: told of anything dropped (control characters), one line each.
    package static func parse(
        _ bytes: [UInt8], source: String, comments: Bool = false, warn: (String) -> Void = { _ in }
    ) throws(InputError) -> [CloudTag] {
        var tags: [CloudTag] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var lineNumber = 0
        while start < bytes.count {
            lineNumber += 1
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            if let tag = try parseLine(
                bytes[start..<end], source: source, line: lineNumber, comments: comments, warn: warn)
            {
                tags.append(tag)
            }
            start = end + 1
        }
        guard !tags.isEmpty else { throw .noLabels(source: source) }
        return tags
    }

    private static func parseLine(
        _ bytes: ArraySlice<UInt8>, source: String, line: Int, comments: Bool, warn: (String) -> Void
    ) throws(InputError) -> CloudTag? {
        guard bytes.count <= maximumLineLength else {
            throw .lineTooLong(source: source, line: line, limit: maximumLineLength)
        }
        if let nul = bytes.firstIndex(of: 0) {
            throw .nulByte(source: source, line: line, column: nul - bytes.startIndex + 1)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .invalidUTF8(source: source, line: line, column: firstInvalidByte(in: bytes) + 1)
        }
        // The CR of a CRLF line end is not part of the line.
        let content = text.hasSuffix("\r") ? text.dropLast() : text[...]
        if comments, content.trimmingWhitespace().hasPrefix("#") { return nil }
        // Most lines are a bare label: no tab, one column, without splitting by Character.
        let columns =
            content.utf8.contains(UInt8(ascii: "\t"))
            ? content.split(separator: "\t", omittingEmptySubsequences: false) : [content]
        let label = LabelCleaner.clean(columns[0], source: source, line: line, warn: warn)
        guard !label.isEmpty else { return nil }
        guard columns.count <= 4 else {
            throw .tooManyColumns(source: source, line: line, count: columns.count)
        }
        let field = { (index: Int) -> String? in
            index < columns.count ? columns[index].trimmingWhitespace().nilIfEmpty : nil
        }
        var tag = CloudTag(label, line: line)
        if let text = field(1) {
            guard let value = Double(text), value.isFinite, value >= 0 else {
                throw .badWeight(source: source, line: line, value: text)
            }
            tag.weight = value
        } else if columns.count == 2 {
            throw .badWeight(source: source, line: line, value: "")
        }
        if let text = field(2) {
            guard let color = Color(css: text) else { throw .badColor(source: source, line: line, value: text) }
            tag.color = color
        }
        tag.link = field(3)
        return tag
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
    var codePointName: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
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
    func trimmingWhitespace() -> String {
        self[...].trimmingWhitespace()
    }
}

extension Substring {
    /// The text without white space (including a CR from CRLF) at either end.
    func trimmingWhitespace() -> String {
        let isSpace = { (c: Character) in c.isWhitespace }
        guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = lastIndex(where: { !isSpace($0) })!
        return String(self[first...last])
    }
}
