/// Balanced rows: exactly as many rows as greedy, order kept, and the rows as even as they can be.
///
/// **What is minimised.** Among all breaks with greedy's row count (the fewest possible), the one
/// with the least sum of squared slack, Σ (limit − row width)², over every row, the last one
/// included — so a short last row, an orphan, is what costs most. Every such break holds the same
/// items and the same number of gaps, so the total width W is fixed and
/// Σ (L − w)² = rows·L² − 2L·W + Σ w²: breaks differ only in Σ w², whatever constant the slack is
/// measured from. The limit is therefore only a bound here; the rows chosen are those whose widths
/// are most nearly equal (least variance). Slack measured from each break's own widest row was
/// not chosen: that is not a sum of one cost per row, so no dynamic programme over break points
/// can minimise it, and it would score a break by its worst row twice. Ties (within a billionth
/// of a full row's square) go to earlier rows being fuller: seven items of 1 in width 5 with
/// spacing 1 are rows of 3, 2, 2 (never 2, 2, 3 or greedy's 3, 3, 1).
///
/// The widest row is not what is minimised, so it can be wider than greedy's (never wider than
/// the limit): widths 21, 2, 10, 12, 25, 22, 28, 30 in 54 are rows of 33, 37, 50, 30 rather than
/// greedy's 45, 47, 28, 30 — Chromium's `text-wrap: balance` picks the same rows.
///
/// Greedy's rules apply unchanged: an oversized item sits alone, a forced break starts a row,
/// `maxItemsPerRow` caps rows (all in `RowReach`).
///
/// **How.** Dynamic programming over break points, in O(n log n). With the fewest rows, row r
/// cannot end later than greedy's r-th row does nor earlier than greedy's from the end does, and
/// these windows do not overlap (if one reached the next, a row could be saved), so there are at
/// most n + rows states. A row's cost is convex in its width, so the costs are Monge and the
/// best next break moves right as this one does: each window is solved from the next by divide
/// and conquer. The costs of the rows after each break are found from the last row back, then
/// the rows are chosen from the first on.
struct BalancedLineBreaker: LineBreaker {
    /// Two breaks whose costs differ by less than this fraction of `limit²` count as tied.
    static let tieTolerance = 1e-9

    func breakLines(_ items: [MeasuredItem], in context: LineBreakContext) -> RowBreaks {
        let greedy = GreedyLineBreaker().breakLines(items, in: context)
        guard context.limit.isFinite, greedy.ends.count > 1 else { return greedy }

        // 1. Which rows may be made, and the window each row's end falls in. Running sums can
        //    round a row greedy just fits (or just refuses) the other way; if the row counts then
        //    disagree, greedy's rows stand.
        let reach = RowReach(items, in: context)
        let latest = reach.latestEnds()
        let earliest = reach.earliestEnds()
        guard latest.count == greedy.ends.count, earliest.count == latest.count else { return greedy }
        var search = Search(reach: reach, earliest: earliest, latest: latest)
        guard let ends = search.bestEnds() else { return greedy }
        return RowBreaks(order: Array(items.indices), ends: ends)
    }

    /// The dynamic programme over one input's break windows.
    private struct Search {
        let reach: RowReach
        /// For each row, the earliest and latest place it can end; the last row ends at n.
        let earliest: [Int]
        let latest: [Int]
        /// Where each row's window starts in `rest`.
        let base: [Int]
        /// For each row r and each end e in its window: the least cost of the rows after it.
        var rest: [Double]

        init(reach: RowReach, earliest: [Int], latest: [Int]) {
            self.reach = reach
            self.earliest = earliest
            self.latest = latest
            var base: [Int] = []
            var total = 0
            for (low, high) in zip(earliest, latest) {
                base.append(total)
                total += max(0, high - low + 1)
            }
            self.base = base
            rest = [Double](repeating: .infinity, count: total)
        }

        /// A row's cost: its width squared (see the type's comment). An oversized item alone is
        /// counted at the limit, the same in every break, which keeps the sums small.
        @inline(__always)
        func cost(_ start: Int, _ end: Int) -> Double {
            let width = min(reach.width(start, end), reach.limit)
            return width * width
        }

        /// The ends of row `row + 1` a row `row` ending at `end` can be followed by.
        @inline(__always)
        func nextEnds(after end: Int, row: Int) -> ClosedRange<Int>? {
            let first = max(earliest[row + 1], end + 1)
            let last = min(latest[row + 1], reach.furthestEnd[end])
            return first <= last ? first...last : nil
        }

        /// The cost of ending row `row` at `end` and then row `row + 1` at `next`, and the rest.
        @inline(__always)
        func cost(from end: Int, row: Int, to next: Int) -> Double {
            cost(end, next) + rest[base[row + 1] + next - earliest[row + 1]]
        }

        /// The ends of every row, or `nil` if rounding left a window with no way on.
        mutating func bestEnds() -> [Int]? {
            let rows = earliest.count
            guard rows > 1, zip(earliest, latest).allSatisfy({ $0 <= $1 }) else { return nil }
            // 1. The last row ends at n and nothing follows it.
            rest[base[rows - 1]] = 0
            // 2. From the second-last row back, the least cost after each end of each window.
            for row in stride(from: rows - 2, through: 0, by: -1) { solve(row: row) }
            // 3. From the start on: each row ends where it and the rest cost least, as late as a
            //    tie allows (earlier rows fuller).
            let tie = Self.tie(limit: reach.limit)
            var ends: [Int] = []
            var start = 0
            for row in 0..<rows {
                let first = max(earliest[row], start + 1)
                let last = min(latest[row], reach.furthestEnd[start])
                guard first <= last else { return nil }
                func total(_ end: Int) -> Double { cost(start, end) + rest[base[row] + end - earliest[row]] }
                var best = Double.infinity
                for end in first...last { best = min(best, total(end)) }
                guard best.isFinite else { return nil }
                var end = last
                while total(end) > best + tie { end -= 1 }
                ends.append(end)
                start = end
            }
            return ends
        }

        static func tie(limit: Double) -> Double { BalancedLineBreaker.tieTolerance * max(1, limit * limit) }

        /// Fills `rest` for every end in row `row`'s window from row `row + 1`'s, by divide and
        /// conquer: the best next end never moves left as this end moves right, so the middle
        /// end's best bounds the search on each side.
        mutating func solve(row: Int) {
            var pending = [(earliest[row], latest[row], earliest[row + 1], latest[row + 1])]
            while let (from, to, nextFrom, nextTo) = pending.popLast() {
                guard from <= to else { continue }
                let end = (from + to) / 2
                var best = Double.infinity
                var bestNext = -1
                if let next = nextEnds(after: end, row: row) {
                    let (low, high) = (max(next.lowerBound, nextFrom), min(next.upperBound, nextTo))
                    for candidate in stride(from: low, through: high, by: 1) {
                        let value = cost(from: end, row: row, to: candidate)
                        if value < best { (best, bestNext) = (value, candidate) }
                    }
                    // Rounding can break the ordering the narrowing relies on: then search it all.
                    if bestNext < 0 {
                        for candidate in next {
                            let value = cost(from: end, row: row, to: candidate)
                            if value < best { (best, bestNext) = (value, candidate) }
                        }
                    }
                }
                rest[base[row] + end - earliest[row]] = best
                let split = bestNext < 0 ? nextFrom : bestNext
                pending.append((from, end - 1, nextFrom, bestNext < 0 ? nextTo : split))
                pending.append((end + 1, to, split, nextTo))
            }
        }
    }
}
