/// What every line breaker needs to know besides the items.
struct LineBreakContext {
    /// The widest a row may be; `.infinity` for one row.
    var limit: Double
    var spacing: Double
    /// The most items a row may hold.
    var maxItemsPerRow: Int

    /// Whether a row of `width` (already holding `count` items) takes one more item of `itemWidth`.
    @inline(__always)
    func fits(rowWidth width: Double, count: Int, itemWidth: Double) -> Bool {
        count < maxItemsPerRow && width + spacing + itemWidth <= limit + RowFlow.fitTolerance * max(1, abs(limit))
    }
}

/// Rows as the line breakers produce them: the items in visual order, and where each row ends.
struct RowBreaks: Equatable {
    /// Item indices, row after row.
    var order: [Int]
    /// For each row, the end (exclusive) of its items in `order`.
    var ends: [Int]

    var spans: [Range<Int>] {
        var start = 0
        return ends.map { end in
            defer { start = end }
            return start..<end
        }
    }
}

/// Breaks measured items into rows.
protocol LineBreaker {
    func breakLines(_ items: [MeasuredItem], in context: LineBreakContext) -> RowBreaks
}
