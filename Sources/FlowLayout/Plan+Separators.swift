import Primitives

extension Plan {
    /// Where separators go (``RowFlow/separatorWidth``): one between each two neighbouring items
    /// of a row, "+N" items included, `width` wide, centred in the gap between them and as tall as
    /// the row; none at a row's ends, so none at the end of a row that wrapped. Top to bottom,
    /// left to right. Columns have none.
    ///
    /// - Parameter apart: items that stand apart, with no separator beside them (group headings).
    public func separatorFrames(width: Double, apart: (Int) -> Bool = { _ in false }) -> [(row: Int, frame: Rect)] {
        guard axis == .rows else { return [] }
        var extras: [Int: [Rect]] = [:]
        for placement in (overflow.map { [$0] } ?? []) + sectionOverflows {
            extras[placement.row ?? rows.count - 1, default: []].append(placement.frame)
        }
        var result: [(row: Int, frame: Rect)] = []
        for (index, row) in rows.enumerated() {
            let boxes = (items(in: row).map { (frames[$0], apart($0)) } + (extras[index] ?? []).map { ($0, false) })
                .sorted { $0.0.minX < $1.0.minX }
            for ((left, leftApart), (right, rightApart)) in zip(boxes, boxes.dropFirst())
            where !leftApart && !rightApart {
                let middle = (left.maxX + right.minX) / 2
                result.append((index, Rect(x: middle - width / 2, y: row.y, width: width, height: row.height)))
            }
        }
        return result
    }
}
