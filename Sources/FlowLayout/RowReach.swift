/// Which runs of items may share a row, under greedy's own rules, for searches over breaks.
///
/// A row `[i, e)` (items `i..<e`) may be made exactly when `earliestStart[e] <= i < e`: one item
/// always may (an oversized item sits alone), more only if they fit the limit (rule 2), no item
/// after the first asks for a line break and there are at most `maxItemsPerRow`. Every one of
/// these rules holds for any part of a row that holds, so the earliest start only moves right as
/// the end does, and one sweep finds them all.
///
/// Widths come from running sums rather than greedy's item-by-item additions; they can differ in
/// the last bit, so callers check that the row count agrees with greedy before trusting a search.
struct RowReach {
    /// For each end `e` in `1...n`, the first item a row ending before `e` may start at.
    /// (`earliestStart[0]` is unused.)
    let earliestStart: [Int]
    /// For each start `i` in `0..<n`, the furthest end a row starting at `i` may reach (greedy's
    /// row from there).
    let furthestEnd: [Int]
    /// `offsets[i]` is the sum of `width + spacing` over the items before `i`.
    let offsets: [Double]
    let spacing: Double
    let limit: Double

    init(_ items: [MeasuredItem], in context: LineBreakContext) {
        let n = items.count
        spacing = context.spacing
        limit = context.limit
        var offsets = [Double](repeating: 0, count: n + 1)
        for index in items.indices { offsets[index + 1] = offsets[index] + items[index].size.width + spacing }
        self.offsets = offsets

        // One sweep: the start only moves right as the end does.
        let room = context.limit + RowFlow.fitTolerance * max(1, abs(context.limit))
        var earliest = [Int](repeating: 0, count: n + 1)
        var start = 0
        var lastBreak = 0
        for end in 1..<(n + 1) {
            if items[end - 1].breaksBefore { lastBreak = end - 1 }
            start = max(start, lastBreak, end - context.maxItemsPerRow)
            while start < end - 1 && offsets[end] - offsets[start] - spacing > room { start += 1 }
            earliest[end] = start
        }
        earliestStart = earliest

        var furthest = [Int](repeating: 0, count: n)
        var end = 1
        for start in 0..<n {
            end = max(end, start + 1)
            while end < n && earliest[end + 1] <= start { end += 1 }
            furthest[start] = end
        }
        furthestEnd = furthest
    }

    /// The width of the row `[start, end)`: its items and the gaps between them.
    @inline(__always)
    func width(_ start: Int, _ end: Int) -> Double { offsets[end] - offsets[start] - spacing }

    /// Where each row ends when every row takes as many items as it may (greedy's breaks): no
    /// row of any break with the fewest rows ends later than these.
    func latestEnds() -> [Int] {
        var ends: [Int] = []
        var start = 0
        while start < furthestEnd.count {
            start = furthestEnd[start]
            ends.append(start)
        }
        return ends
    }

    /// Where each row ends when every row, from the last back, takes as many items as it may: no
    /// row of any break with the fewest rows ends earlier than these.
    func earliestEnds() -> [Int] {
        guard earliestStart.count > 1 else { return [] }
        var ends = [earliestStart.count - 1]
        while let end = ends.last, end > 0 { ends.append(earliestStart[end]) }
        ends.removeLast()
        return Array(ends.reversed())
    }
}
