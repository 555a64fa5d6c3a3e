extension RowFlow {
    /// What a row limit left out, and the "+N" item that stands for it.
    struct LimitedRows {
        /// Hidden items (unsorted).
        var hidden: [Int] = []
        /// The overflow item, sized for `hidden.count`.
        var indicator: MeasuredItem?
    }

    /// Drops the rows past `maxRows`. When items were hidden and an overflow item is given, it
    /// ends the last row; if it does not fit there, items leave the end of that row (and join
    /// the hidden ones) until it does. Its size is asked again for each new count, since
    /// "+9" and "+10" differ. A last row emptied this way holds the overflow item alone.
    func limitRows(
        _ breaks: inout RowBreaks, items: [MeasuredItem], context: LineBreakContext,
        overflow: ((Int) -> MeasuredItem)?
    ) -> LimitedRows {
        guard let maxRows, breaks.ends.count > max(1, maxRows) else { return LimitedRows() }
        let kept = max(1, maxRows)
        var end = breaks.ends[kept - 1]
        var hidden = Array(breaks.order[end...])
        let start = kept > 1 ? breaks.ends[kept - 2] : 0

        var indicator: MeasuredItem?
        if let overflow {
            while true {
                let candidate = overflow(hidden.count)
                let count = end - start
                var rowWidth = 0.0
                for position in start..<end { rowWidth += items[breaks.order[position]].size.width }
                rowWidth += Double(max(0, count - 1)) * spacing
                if count == 0 || context.fits(rowWidth: rowWidth, count: count, itemWidth: candidate.size.width) {
                    indicator = candidate
                    break
                }
                end -= 1
                hidden.append(breaks.order[end])
            }
        }
        breaks.order.removeSubrange(end...)
        breaks.ends = Array(breaks.ends[..<(kept - 1)]) + [end]
        return LimitedRows(hidden: hidden, indicator: indicator)
    }
}
