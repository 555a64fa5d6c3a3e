/// Lines and columns of byte offsets in one document, found by a binary search over its line
/// starts (counted once), so naming every value of a large file stays linear in its size.
/// Agrees with `JSONError.position(of:in:)`.
package struct LinePositions: Sendable {
    /// Where each line after the first starts.
    private var lineStarts: [Int] = []
    private let count: Int
    /// A byte order mark takes no column.
    private let bom: Int

    package init(_ bytes: [UInt8]) {
        count = bytes.count
        bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
    }

    /// The 1-based line and column (in bytes) of `offset`.
    package func position(of offset: Int) -> (line: Int, column: Int) {
        let offset = min(offset, count)
        // How many line starts are at or before `offset`.
        var low = 0
        var high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        let lineStart = low == 0 ? min(bom, offset) : lineStarts[low - 1]
        return (low + 1, offset - lineStart + 1)
    }
}
