extension RowFlow {
    /// What a row limit left out, and the "+N" item that stands for it.
    struct LimitedRows {
        /// Hidden items (unsorted).
        var hidden: [Int] = []
        /// The overflow item, sized for `hidden.count`.
        var indicator: MeasuredItem?
    }

    /// Keeps at most `maxRows` rows (the flow's, or a section's). When the items need more, priority decides what is hidden:
    /// the items kept are the `k` of highest priority (`LayoutPriority`; among equals the earlier
    /// one), for the largest `k` whose rows — broken by the same line breaker, in the items' own
    /// order — number at most `maxRows` with the overflow item, when given, ending the last row
    /// (or alone on a row of its own when a row is left). So in every line-breaking mode no hidden
    /// item outranks a visible one, and with equal priorities the items hidden are the last ones.
    /// The overflow item is measured for each count tried, since "+9" and "+10" differ.
    func limitRows(
        _ breaks: inout RowBreaks, items: [MeasuredItem], context: LineBreakContext,
        overflow: ((Int) -> MeasuredItem)?, maxRows: Int?
    ) -> LimitedRows {
        guard let maxRows, breaks.ends.count > max(1, maxRows) else { return LimitedRows() }
        let kept = max(1, maxRows)

        // 1. Rank the items: highest priority first, then input order.
        let ranking = items.indices.sorted { a, b in
            items[a].priority != items[b].priority ? items[a].priority > items[b].priority : a < b
        }
        var rank = [Int](repeating: 0, count: items.count)
        for (place, index) in ranking.enumerated() { rank[index] = place }

        // 2. The rows of the `count` top-ranked items, in their order, if they fit the limit.
        func attempt(_ count: Int) -> (breaks: RowBreaks, indicator: MeasuredItem?)? {
            let visible = items.indices.filter { rank[$0] < count }
            if lineBreaking != .dense, let overflow {
                return attemptInOrder(
                    visible, items: items, indicator: overflow(items.count - count), context: context, maxRows: kept)
            }
            var rows = lineBreaker.breakLines(visible.map { items[$0] }, in: context)
            rows.order = rows.order.map { visible[$0] }
            guard rows.ends.count <= kept else { return nil }
            guard let overflow else { return (rows, nil) }
            let indicator = overflow(items.count - count)
            if let last = rows.spans.last, !last.isEmpty {
                var width = Double(last.count - 1) * itemGap
                for position in last { width += items[rows.order[position]].size.width }
                if context.fits(rowWidth: width, count: last.count, itemWidth: indicator.size.width) {
                    return (rows, indicator)
                }
            }
            guard rows.ends.count < kept else { return nil }
            rows.ends.append(rows.order.count)
            return (rows, indicator)
        }

        // 3. Bisect for the largest count that fits: none always does; all of them do not, nor
        //    do more than `kept` rows of the most items a row can hold (the narrowest ones), which
        //    keeps each try small on long lists. A count found this way fits and one more does
        //    not, even where a wider "+N" breaks monotony.
        var perRow = 0
        var narrowest = 0.0
        for width in items.map(\.size.width).sorted() where perRow < context.maxItemsPerRow {
            narrowest += (perRow == 0 ? 0 : itemGap) + width
            guard narrowest <= context.limit + RowFlow.fitTolerance * max(1, abs(context.limit)) else { break }
            perRow += 1
        }
        var (fitting, failing) = (0, min(items.count, kept * max(1, perRow) + 1))
        while failing - fitting > 1 {
            let middle = (fitting + failing) / 2
            if attempt(middle) != nil { fitting = middle } else { failing = middle }
        }
        let chosen = attempt(fitting)!
        breaks = chosen.breaks
        return LimitedRows(hidden: Array(ranking[fitting...]), indicator: chosen.indicator)
    }

    /// The rows of `visible` followed by the "+N" item, broken together by the line breaker, if
    /// they fit in `maxRows`; the "+N" item is then taken off the end of the last row again (an
    /// empty last row when it was alone there). Breaking them together is what keeps balanced
    /// rows as generous as greedy ones: greedy's rows of the same items and "+N" are a break with
    /// greedy's row count, so balancing them can never need a row more, while balancing the
    /// items first and then looking for room for "+N" on a last row made fuller by balancing hid
    /// one or two more tags than greedy (Stack Overflow's tags at 400 px: 16 shown → 15). For
    /// greedy this is the same test as before: "+N" joins the last row if it fits, else a row of
    /// its own. Dense reorders the items, so its "+N" is fitted after the rows are made.
    private func attemptInOrder(
        _ visible: [Int], items: [MeasuredItem], indicator: MeasuredItem, context: LineBreakContext, maxRows: Int
    ) -> (breaks: RowBreaks, indicator: MeasuredItem?)? {
        var rows = lineBreaker.breakLines(visible.map { items[$0] } + [indicator], in: context)
        guard rows.ends.count <= maxRows else { return nil }
        // The "+N" item is the last in order (neither breaker reorders); drop it from the rows.
        rows.order.removeLast()
        rows.ends[rows.ends.count - 1] -= 1
        rows.order = rows.order.map { visible[$0] }
        return (rows, indicator)
    }
}
