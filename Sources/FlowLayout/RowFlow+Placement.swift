import Primitives

extension RowFlow {
    /// Puts every visible item of every row in its frame, aligned across the width and inside its
    /// row, mirrored for right-to-left. Returns the frame of each row's overflow item.
    func place(
        rows: [Row], order: [Int], items: [MeasuredItem], width: Double, frames: inout [Rect],
        overflows: [Int: MeasuredItem]
    ) -> [Int: Rect] {
        var overflowFrames: [Int: Rect] = [:]
        for (rowIndex, row) in rows.enumerated() {
            let isLast = rowIndex == rows.count - 1
            let endsParagraph =
                isLast || rows[rowIndex + 1].span.first.map { items[order[$0]].breaksBefore } == true
            let rowOverflow = overflows[rowIndex]
            let count = row.span.count + (rowOverflow == nil ? 0 : 1)

            // 1. Across: where the row starts, the gap between items, and how much each grows.
            let rule = endsParagraph ? lastRowRule : alignment
            let slack = max(0, width - row.width)
            var x = 0.0
            var widening = 0.0
            var grow = 0.0
            switch rule {
            case .leading: break
            case .center: x = slack / 2
            case .trailing: x = slack
            case .justify: if count > 1 { widening = slack / Double(count - 1) }
            case .grow: grow = slack / Double(count)
            }

            // 2. Along the row, each item at its place and height in the row.
            // Each item moves `x` past the one before it and its gap (added as one sum, as always).
            var previous: (item: MeasuredItem, width: Double)?
            func frame(for item: MeasuredItem) -> Rect {
                if let previous { x += previous.width + (gap(between: previous.item, and: item) + widening) }
                let itemWidth = item.size.width + grow
                previous = (item, itemWidth)
                let y = row.y + offsetInRow(item, row: row)
                let left = direction == .rtl ? width - x - itemWidth : x
                return Rect(x: left, y: y, width: itemWidth, height: item.size.height)
            }
            for position in row.span {
                let index = order[position]
                frames[index] = frame(for: items[index])
            }
            if let rowOverflow { overflowFrames[rowIndex] = frame(for: rowOverflow) }
        }
        return overflowFrames
    }

    /// The alignment of a row that ends a paragraph: `lastRowAlignment`, or by default the rows'
    /// own unless they fill the width (CSS's `text-align-last: auto`).
    var lastRowRule: RowAlignment { lastRowAlignment ?? (alignment.fillsRow ? .leading : alignment) }

    /// How far below the row's top an item sits.
    func offsetInRow(_ item: MeasuredItem, row: Row) -> Double {
        switch itemAlignment {
        case .top: 0
        case .center: (row.height - item.size.height) / 2
        case .bottom: row.height - item.size.height
        case .baseline: (row.baseline ?? item.baseline) - item.baseline
        }
    }
}
