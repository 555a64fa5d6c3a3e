extension FlowLayout {
    /// Rounding slack when comparing a row's width with the limit: widths from text shaping are
    /// fractional, and a sum that is mathematically equal to the limit must stay on the row.
    static let fitTolerance = 1e-9

    /// The one planning function behind `sizeThatFits` and `placeSubviews`, so they never disagree.
    ///
    /// - Parameters:
    ///   - proposal: only the width matters; `nil` or infinite means one row.
    ///   - sizes: each item's ideal size, in order.
    public func plan(proposal: ProposedSize, sizes: [Size]) -> Plan {
        guard !sizes.isEmpty else { return .empty }
        let limit = proposal.width.flatMap { $0.isFinite ? $0 : nil }

        // 1. Break into rows, greedily.
        let ranges = breakRows(sizes: sizes, limit: limit ?? .infinity)

        // 2. Stack the rows and place each item at its row's top.
        var frames: [Rect] = []
        frames.reserveCapacity(sizes.count)
        var rows: [Row] = []
        rows.reserveCapacity(ranges.count)
        var y = 0.0
        for range in ranges {
            if !rows.isEmpty { y += lineSpacing }
            var x = 0.0
            var height = 0.0
            for index in range {
                if index > range.lowerBound { x += spacing }
                let size = sizes[index]
                frames.append(Rect(origin: Point(x: x, y: y), size: size))
                x += size.width
                height = max(height, size.height)
            }
            rows.append(Row(items: range, y: y, width: x, height: height))
            y += height
        }

        // 3. Report the size: at least the limit wide (rule 4), as tall as the rows.
        let widest = rows.map(\.width).max() ?? 0
        let width = limit.map { max($0, widest) } ?? widest
        return Plan(size: Size(width: width, height: y), frames: frames, rows: rows)
    }

    /// Greedy line breaking: an item joins the row when the row is empty or the item fits.
    func breakRows(sizes: [Size], limit: Double) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var rowWidth = 0.0
        for (index, size) in sizes.enumerated() {
            if index > start {
                let needed = rowWidth + spacing + size.width
                if needed <= limit + Self.fitTolerance * max(1, abs(limit)) {
                    rowWidth = needed
                    continue
                }
                ranges.append(start..<index)
                start = index
            }
            rowWidth = size.width
        }
        ranges.append(start..<sizes.count)
        return ranges
    }
}
