/// Balanced rows, like CSS `text-wrap: balance`: exactly as many rows as greedy, order kept, and
/// the slack spread out by making the **widest row as narrow as possible**.
///
/// The objective minimised is the width of the widest row (equivalently, the smallest slack is
/// made as large as it can be) over all breaks that use no more rows than greedy at the full
/// limit. Greedy's row count only grows as the limit shrinks, so the narrowest limit that keeps
/// the count is found by bisection, and greedy at that limit gives the rows: O(n log(limit/ε)).
/// Items wider than the limit keep rows of their own, as in greedy.
struct BalancedLineBreaker: LineBreaker {
    /// Bisection stops when the interval is this narrow (px): far below anything visible.
    static let precision = 1e-6

    func breakLines(_ items: [MeasuredItem], in context: LineBreakContext) -> RowBreaks {
        let greedy = GreedyLineBreaker()
        guard context.limit.isFinite, items.count > 1 else { return greedy.breakLines(items, in: context) }
        let target = greedy.rowCount(items, in: context)

        // The answer lies between the widest item that fits the limit and the limit itself.
        var low = items.lazy.map(\.size.width).filter { $0 <= context.limit }.max() ?? context.limit
        var high = context.limit
        var narrow = context
        narrow.limit = low
        if greedy.rowCount(items, in: narrow) <= target { high = low }
        // Keep greedy's rule that oversized items sit alone: an item wider than a trial limit
        // but within the real one must not be treated as oversized, so the trial never goes
        // below the widest fitting item (`low`).
        while high - low > Self.precision * max(1, high) {
            let middle = (low + high) / 2
            narrow.limit = middle
            if greedy.rowCount(items, in: narrow) <= target {
                high = middle
            } else {
                low = middle
            }
        }
        narrow.limit = high
        return greedy.breakLines(items, in: narrow)
    }
}
