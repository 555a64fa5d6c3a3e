/// Checks a whole input before a format that spans lines (CSV, JSON, prose) reads it: UTF-8, no
/// NUL bytes, no line over the limit. Errors point at the line and column.
enum InputText {
    /// The input as a string, without a leading byte order mark.
    static func decode(_ bytes: [UInt8], source: String) throws(InputError) -> String {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        var line = 1
        var lineStart = body.startIndex
        for index in body.indices {
            switch body[index] {
            case 0:
                throw .nulByte(source: source, line: line, column: index - lineStart + 1)
            case UInt8(ascii: "\n"):
                guard index - lineStart <= TagListParser.maximumLineLength else {
                    throw .lineTooLong(source: source, line: line, limit: TagListParser.maximumLineLength)
                }
                line += 1
                lineStart = index + 1
            default:
                continue
            }
        }
        guard body.endIndex - lineStart <= TagListParser.maximumLineLength else {
            throw .lineTooLong(source: source, line: line, limit: TagListParser.maximumLineLength)
        }
        guard let text = String(validating: body, as: UTF8.self) else {
            let offset = body.startIndex + TagListParser.firstInvalidByte(in: body)
            let before = body[..<offset]
            let badLine = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
            let start = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? body.startIndex
            throw .invalidUTF8(source: source, line: badLine, column: offset - start + 1)
        }
        return text
    }
}
