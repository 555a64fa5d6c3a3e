import Primitives

extension RowFlow {
    /// Rounding slack when comparing a row's width with the limit: widths from text shaping are
    /// fractional, and a sum that is mathematically equal to the limit must stay on the row.
    static let fitTolerance = 1e-9

    /// The one planning function behind `sizeThatFits` and `placeSubviews`, so they never disagree.
    ///
    /// - Parameters:
    ///   - proposal: only the width matters; `nil` or infinite means no wrapping.
    ///   - items: each item's ideal size and layout values, in order.
    ///   - overflow: the "+N" item for a count of hidden items; `nil` shows none.
    public func plan(proposal: ProposedSize, items: [MeasuredItem], overflow: ((Int) -> MeasuredItem)? = nil) -> Plan {
        guard !items.isEmpty else { return .empty }
        let limit = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil } ?? .infinity
        let context = LineBreakContext(
            limit: limit, spacing: itemGap, maxItemsPerRow: max(1, maxItemsPerRow ?? .max))

        // 1. Break into rows, and keep at most `maxRows` rows, ending the last with the "+N"
        //    item if it was given; or the same for each section with `maxRowsPerSection`.
        var breaks: RowBreaks
        var hidden: [Int]
        var indicators: [Int: (item: MeasuredItem, count: Int, section: Int?)] = [:]
        let breaking = breakingItems(items)
        if let perSection = maxRowsPerSection {
            let sectioned = limitSections(breaking, to: perSection, context: context, overflow: overflow)
            (breaks, hidden) = (sectioned.breaks, sectioned.hidden)
            indicators = sectioned.indicators
        } else {
            breaks = lineBreaker.breakLines(breaking, in: context)
            let limited = limitRows(&breaks, items: breaking, context: context, overflow: overflow, maxRows: maxRows)
            hidden = limited.hidden
            if let indicator = limited.indicator { indicators[breaks.ends.count - 1] = (indicator, hidden.count, nil) }
        }

        // 2. Measure the rows and stack them. (Most plans hide nothing: no dictionary is made
        //    for their overflow items, nor an array for their widths, about 2,000 instructions a
        //    plan with the key paths' generic arrays.)
        let overflows = indicators.isEmpty ? [:] : indicators.mapValues { $0.item }
        let rows = measureRows(breaks, items: items, overflows: overflows)

        // 3. Size: at least the limit wide (rule 4), as tall as the rows; then place every item.
        var widest = rows.first?.width ?? 0
        for row in rows.dropFirst() where widest < row.width { widest = row.width }
        let width = limit.isFinite ? max(limit, widest) : widest
        let height = (rows.last.map { $0.y + $0.height }) ?? 0
        var frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: items.count)
        let overflowFrames = place(
            rows: rows, order: breaks.order, items: items, width: width, frames: &frames, overflows: overflows)
        hidden.sort()
        let placements =
            overflowFrames.isEmpty
            ? []
            : overflowFrames.keys.sorted().map { row in
                OverflowPlacement(
                    hiddenCount: indicators[row]!.count, frame: overflowFrames[row]!, row: row,
                    section: indicators[row]!.section)
            }
        return Plan(
            size: Size(width: width, height: height), frames: frames, rows: rows, order: breaks.order,
            hidden: hidden, overflow: maxRowsPerSection == nil ? placements.first : nil,
            sectionOverflows: maxRowsPerSection == nil ? [] : placements)
    }

    var lineBreaker: any LineBreaker {
        switch lineBreaking {
        case .greedy: GreedyLineBreaker()
        case .balanced: BalancedLineBreaker()
        case .dense: DenseLineBreaker()
        }
    }

    /// Row heights, baselines, widths and tops (rule 3), before alignment. An overflow item ends
    /// the row it is given for (the last row, or each limited section's).
    func measureRows(_ breaks: RowBreaks, items: [MeasuredItem], overflows: [Int: MeasuredItem]) -> [Row] {
        var rows: [Row] = []
        rows.reserveCapacity(breaks.ends.count)
        var y = 0.0
        // Each row's span made as it is measured: an array of them was 4 MB at 1,000,000 labels
        // while the planner held the most.
        var start = 0
        for (rowIndex, end) in breaks.ends.enumerated() {
            let span = start..<end
            start = end
            // The first item's gap cancels the start (the sums as they always were, to the bit).
            var width = -itemGap
            var height = 0.0
            var ascent = 0.0
            var descent = 0.0
            var previous: MeasuredItem?
            func add(_ item: MeasuredItem) {
                width += (previous.map { gap(between: $0, and: item) } ?? itemGap) + item.size.width
                previous = item
                height = max(height, item.size.height)
                ascent = max(ascent, item.baseline)
                descent = max(descent, item.size.height - item.baseline)
            }
            for position in span { add(items[breaks.order[position]]) }
            if let overflow = overflows[rowIndex] { add(overflow) }
            var baseline: Double?
            if itemAlignment == .baseline {
                baseline = ascent
                height = ascent + descent
            }
            if !rows.isEmpty { y += lineSpacing }
            rows.append(Row(span: span, y: y, width: max(0, width), height: height, baseline: baseline))
            y += height
        }
        return rows
    }
}
