extension RowFlow {
    /// Each section's rows, limited on their own (`maxRowsPerSection`).
    struct LimitedSections {
        /// Every section's rows, one after the other, in the items' indices.
        var breaks = RowBreaks(order: [], ends: [])
        /// Hidden items (unsorted).
        var hidden: [Int] = []
        /// For each row a section's "+N" item ends: the item, how many it counts, its section.
        var indicators: [Int: (item: MeasuredItem, count: Int, section: Int?)] = [:]
    }

    /// Where each section starts, in `items`: at the first item, at each heading, and at each item
    /// marked `startsSection` that does not directly follow its heading.
    static func sectionStarts(_ items: [MeasuredItem]) -> [Int] {
        items.indices.filter { index in
            index == 0 || items[index].isHeading || (items[index].startsSection && !items[index - 1].isHeading)
        }
    }

    /// Breaks each section into rows on its own and keeps at most `limit` of them, by the rule a
    /// row limit follows for the whole flow (`limitRows`: the section's items of highest priority
    /// kept, its "+N" item ending its last row). A heading alone on a row above its section's
    /// items (the item after it breaks before) takes a row the limit does not count. Sections
    /// start rows, so breaking them apart is what breaking them together does.
    func limitSections(
        _ items: [MeasuredItem], to limit: Int, context: LineBreakContext, overflow: ((Int) -> MeasuredItem)?
    ) -> LimitedSections {
        var result = LimitedSections()
        let starts = Self.sectionStarts(items)
        for (section, start) in starts.enumerated() {
            let end = section + 1 < starts.count ? starts[section + 1] : items.count
            let members = Array(items[start..<end])
            let headingRow = members.count > 1 && members[0].isHeading && members[1].breaksBefore
            var breaks = lineBreaker.breakLines(members, in: context)
            let limited = limitRows(
                &breaks, items: members, context: context, overflow: overflow,
                maxRows: max(1, limit) + (headingRow ? 1 : 0))
            let offset = result.breaks.order.count
            result.breaks.order += breaks.order.map { $0 + start }
            result.breaks.ends += breaks.ends.map { $0 + offset }
            result.hidden += limited.hidden.map { $0 + start }
            if let indicator = limited.indicator {
                result.indicators[result.breaks.ends.count - 1] = (indicator, limited.hidden.count, section)
            }
        }
        return result
    }
}
