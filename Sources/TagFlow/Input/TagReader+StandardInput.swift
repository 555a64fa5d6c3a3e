/// What standard input holds when no format is set. A file names its format by its extension;
/// a stream has none, so it is looked at: a JSON array is read as JSON, and a first line that is
/// a CSV header of TagFlow's columns (`label` and at least one more, commas between, nothing
/// else) as CSV, each with a warning saying so and how to choose (a guess is a warning, so a
/// `strict` run, which must not guess, asks for the format to be given).
/// Anything else is one label per line, as before; so is a stream that starts with `[` but is
/// not JSON (a first label like `[draft] notes`).
extension TagReader {
    /// What standard input's first bytes say it is: `.json` for a stream that may be a JSON
    /// array (its first byte after white space is `[`: known only once it has been parsed),
    /// `.csv` for a known header, `.text` otherwise; `nil` while `complete` is false and the
    /// bytes so far cannot tell (all white space, or the first line not yet ended).
    static func standardInputFormat(_ bytes: ArraySlice<UInt8>, complete: Bool) -> Format? {
        var start = bytes.startIndex
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        guard let first = bytes[start...].firstIndex(where: { !isSpace($0) }) else { return complete ? .text : nil }
        if bytes[first] == UInt8(ascii: "[") { return .json }
        // A header is short and made of names, commas, quotes and spaces: any other byte, or a
        // line longer than any header, is a label (`/dev/zero` and endless lines decide at once).
        var end = first
        while end < bytes.endIndex, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") {
            guard end - first < 256, isHeaderByte(bytes[end]) else { return .text }
            end += 1
        }
        guard end < bytes.endIndex || complete else { return nil }
        return isCSVHeader(bytes[first..<end]) ? .csv : .text
    }

    private static func isHeaderByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: ","),
            UInt8(ascii: "\""), UInt8(ascii: " "), UInt8(ascii: "\t"):
            return true
        default:
            return false
        }
    }

    /// Whether `line` is a header `CSVParser` reads whole: two or more of its columns, `label`
    /// among them, each once, in any case, optionally quoted.
    static func isCSVHeader(_ line: ArraySlice<UInt8>) -> Bool {
        guard let text = String(validating: line, as: UTF8.self) else { return false }
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map { field -> String in
            var name = field.trimmingWhitespace()
            if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") {
                name = String(name.dropFirst().dropLast())
            }
            return name.lowercased()
        }
        return names.count >= 2 && names.contains("label") && Set(names).count == names.count
            && names.allSatisfy(CSVParser.columns.contains)
    }

    /// The note said when standard input is read as `format` (`.json` or `.csv`).
    static func standardInputNote(_ format: Format) -> String {
        let what = format == .json ? "JSON (an array)" : "CSV (its first line is a header)"
        return "\(InputFile.displayName(of: InputFile.standardInput)): read as \(what); "
            + "set input-format \(format.rawValue) to say so, or text to read its lines as labels"
    }

    /// The tags of standard input's `bytes`, read whole, when no format is set (`tags(from:path:)`).
    func standardInputTags(_ bytes: [UInt8], warn: (String) -> Void) throws(InputError) -> [CloudTag] {
        let path = InputFile.standardInput
        var reading = self
        reading.format = Self.standardInputFormat(bytes[...], complete: true) ?? .text
        switch reading.format {
        case .json:
            do {
                let tags = try reading.tags(from: bytes, path: path, warn: warn)
                warn(Self.standardInputNote(.json))
                return tags
            } catch .malformedJSON {
                // Not JSON after all: a list whose first label starts with `[`.
                reading.format = .text
                return try reading.tags(from: bytes, path: path, warn: warn)
            }
        case .csv:
            warn(Self.standardInputNote(.csv))
            return try reading.tags(from: bytes, path: path, warn: warn)
        default:
            return try reading.tags(from: bytes, path: path, warn: warn)
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }
}
