/// Lines and columns as every message counts them: a line ends at LF, at CRLF or at a lone CR
/// (old Mac files); columns are 1-based bytes; a leading byte order mark takes no column.
enum TextPosition {
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The line and column of the byte at `offset` (from the start of `bytes`).
    static func of(_ offset: Int, in bytes: ArraySlice<UInt8>) -> (line: Int, column: Int) {
        let target = min(bytes.startIndex + offset, bytes.endIndex)
        var line = 1
        var lineStart = bytes.starts(with: byteOrderMark) ? bytes.startIndex + 3 : bytes.startIndex
        var index = bytes.startIndex
        while index < target {
            if isLineEnd(at: index, in: bytes) {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return (line, max(1, target - lineStart + 1))
    }

    /// Whether the byte at `index` ends a line: an LF, or a CR not followed by an LF (the LF of
    /// a CRLF ends that line).
    static func isLineEnd(at index: Int, in bytes: ArraySlice<UInt8>) -> Bool {
        switch bytes[index] {
        case UInt8(ascii: "\n"): return true
        case UInt8(ascii: "\r"): return index + 1 == bytes.endIndex || bytes[index + 1] != UInt8(ascii: "\n")
        default: return false
        }
    }
}
