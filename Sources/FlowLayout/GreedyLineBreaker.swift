/// Each row takes as many items as fit, in order: an item joins the row when the row is empty or
/// `rowWidth + spacing + width <= limit` (rule 2), and never when it asks for a line break or the
/// row is full (`maxItemsPerRow`).
struct GreedyLineBreaker: LineBreaker {
    func breakLines(_ items: [MeasuredItem], in context: LineBreakContext) -> RowBreaks {
        RowBreaks(order: Array(items.indices), ends: rowEnds(items, in: context))
    }

    /// Where each row ends, as indices into `items`.
    func rowEnds(_ items: [MeasuredItem], in context: LineBreakContext) -> [Int] {
        var ends: [Int] = []
        // Room for most clouds' rows at once: grown from empty, a cloud of 8 rows reallocated
        // its ends four times (about 1,500 instructions a plan).
        ends.reserveCapacity(min(items.count, 64))
        var rowWidth = 0.0
        var count = 0
        for index in items.indices {
            let item = items[index]
            if count > 0 {
                if !item.breaksBefore && context.fits(rowWidth: rowWidth, count: count, itemWidth: item.size.width) {
                    rowWidth += context.spacing + item.size.width
                    count += 1
                    continue
                }
                ends.append(index)
            }
            rowWidth = item.size.width
            count = 1
        }
        if !items.isEmpty { ends.append(items.count) }
        return ends
    }
}
