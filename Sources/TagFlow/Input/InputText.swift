/// Checks a whole input before a format that spans lines (CSV, JSON, prose) reads it: UTF-8 and
/// no NUL bytes; for CSV, whose rows are labels, no line over the label line limit. JSON and
/// prose have no line limit: a minified array or a long paragraph is one line. Errors point at
/// the line and column.
enum InputText {
    /// Checks the input as `decode` does, without making a copy of it as a string (for JSON,
    /// which its parser reads from the bytes).
    static func validate(_ bytes: [UInt8], source: String) throws(InputError) {
        let body = try checked(bytes, source: source, limitLines: false)
        let offset = body.startIndex + TagListParser.firstInvalidByte(in: body)
        if offset < body.endIndex {
            let (line, column) = TextPosition.of(offset, in: bytes[...])
            throw .invalidUTF8(source: source, line: line, column: column)
        }
    }

    /// The input as a string, without a leading byte order mark.
    ///
    /// - Parameter limitLines: refuse a line longer than `TagListParser.maximumLineLength`.
    static func decode(_ bytes: [UInt8], source: String, limitLines: Bool) throws(InputError) -> String {
        let body = try checked(bytes, source: source, limitLines: limitLines)
        guard let text = String(validating: body, as: UTF8.self) else {
            let offset = body.startIndex + TagListParser.firstInvalidByte(in: body)
            let (line, column) = TextPosition.of(offset, in: bytes[...])
            throw .invalidUTF8(source: source, line: line, column: column)
        }
        return text
    }

    /// The input without a byte order mark, once NUL bytes (and long lines, when asked) are refused.
    private static func checked(_ bytes: [UInt8], source: String, limitLines: Bool) throws(InputError)
        -> ArraySlice<UInt8>
    {
        let body = bytes.starts(with: TextPosition.byteOrderMark) ? bytes[3...] : bytes[...]
        if let nul = body.firstIndex(of: 0) {
            let (line, column) = TextPosition.of(nul, in: bytes[...])
            throw .nulByte(source: source, line: line, column: column)
        }
        if limitLines {
            var line = 1
            var lineStart = body.startIndex
            for index in body.indices where TextPosition.isLineEnd(at: index, in: body) {
                // The CR of a CRLF is not part of the line.
                let end = index > lineStart && body[index - 1] == UInt8(ascii: "\r") ? index - 1 : index
                guard end - lineStart <= TagListParser.maximumLineLength else {
                    throw .lineTooLong(source: source, line: line, limit: TagListParser.maximumLineLength)
                }
                line += 1
                lineStart = index + 1
            }
            guard body.endIndex - lineStart <= TagListParser.maximumLineLength else {
                throw .lineTooLong(source: source, line: line, limit: TagListParser.maximumLineLength)
            }
        }
        return body
    }
}
