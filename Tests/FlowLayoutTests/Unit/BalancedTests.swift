import Testing

@testable import FlowLayout

/// Balanced line breaking: greedy's row count, the least sum of squared slack, earlier rows
/// fuller on ties — checked by drawings and against a search over every set of breaks.
@Suite("Balanced rows: the fewest rows, as even as they can be")
struct BalancedTests {
    static func plan(_ count: Int, width: Double, spacing: Double = 1) -> Plan {
        RowFlow(spacing: spacing, lineSpacing: 0, lineBreaking: .balanced).plan(
            proposal: ProposedSize(width: width, height: nil), sizes: sizes(Array(repeating: 1, count: count)))
    }

    @Test("Seven boxes in width 5: 3, 2, 2 — greedy's orphan of 1 is gone, the row count kept")
    func sevenBoxes() {
        #expect(
            ascii(Self.plan(7, width: 5), unit: 1) == """
                |A B C|
                |D E  |
                |F G  |
                """)
    }

    @Test("Thirteen boxes in width 9: 5, 4, 4 rather than greedy's 5, 5, 3")
    func thirteenBoxes() {
        #expect(
            ascii(Self.plan(13, width: 9), unit: 1) == """
                |A B C D E|
                |F G H I  |
                |J K L M  |
                """)
    }

    @Test("Already even rows stay as greedy made them; one row stays one row")
    func evenAndSingleRows() {
        #expect(Self.plan(10, width: 9).rows.map(\.span.count) == [5, 5])
        #expect(Self.plan(5, width: 9).rows.map(\.span.count) == [5])
        // Eight boxes of 0.5 in width 5: 4 + 4, the even split (not 6 + 2).
        let halves = RowFlow(spacing: 1, lineBreaking: .balanced).plan(
            proposal: ProposedSize(width: 5, height: nil), sizes: sizes(Array(repeating: 0.5, count: 8)))
        #expect(halves.rows.map(\.span.count) == [4, 4])
    }

    @Test("The rows can be more even with a wider widest row than greedy's; never wider than the limit")
    func widerThanGreedy() {
        let widths: [Double] = [21, 2, 10, 12, 25, 22, 28, 30]
        let proposal = ProposedSize(width: 54, height: nil)
        let greedy = RowFlow(spacing: 0).plan(proposal: proposal, sizes: sizes(widths))
        let balanced = RowFlow(spacing: 0, lineBreaking: .balanced).plan(proposal: proposal, sizes: sizes(widths))
        #expect(greedy.rows.map(\.width) == [45, 47, 28, 30])
        #expect(balanced.rows.map(\.width) == [33, 37, 50, 30])
    }

    @Test("Forced breaks, oversized items and maxItemsPerRow bound the rows as in greedy")
    func greedyRulesHold() {
        var items = sizes([1, 1, 1, 1, 1, 1, 1, 1, 12, 1, 1]).map { MeasuredItem(size: $0) }
        items[4].breaksBefore = true
        let plan = RowFlow(spacing: 1, lineSpacing: 0, lineBreaking: .balanced, maxItemsPerRow: 3).plan(
            proposal: ProposedSize(width: 11, height: nil), items: items)
        // Greedy: [A B C] [D] | [E F G] [H] [I] [J K] — the break before E and the oversized I
        // split the items into runs balanced on their own: each run of four as 2 + 2.
        #expect(plan.rows.map(\.span.count) == [2, 2, 2, 2, 1, 2])
        #expect(plan.rows[4].width == 12)
    }

    @Test(
        "Extreme widths (zero, huge, infinite) keep greedy's row count; squares that overflow fall back to greedy",
        arguments: [
            [0.0, 0, 0, 0, 0], [1e300, 1e300, 1, 1e300], [.greatestFiniteMagnitude, 1, 1, 1],
            [.infinity, 1, 1, 1, 1], [3, 3, 3, .infinity, 3, 3],
        ])
    func extremeWidths(widths: [Double]) {
        for limit in [0.0, 5, 7, 1e300, .greatestFiniteMagnitude] {
            let proposal = ProposedSize(width: limit, height: nil)
            let greedy = RowFlow(spacing: 1).plan(proposal: proposal, sizes: sizes(widths))
            let balanced = RowFlow(spacing: 1, lineBreaking: .balanced).plan(proposal: proposal, sizes: sizes(widths))
            #expect(balanced.rows.count == greedy.rows.count, "widths \(widths), limit \(limit)")
            #expect(balanced.order == Array(widths.indices))
        }
    }

    @Test("Matches a search over every set of breaks: same row count, same cost, same tie-break", arguments: 0..<600)
    func matchesExhaustiveSearch(seed: Int) throws {
        var random = SplitMix64(state: UInt64(seed) &* 0x2545_F491 &+ 11)
        let count = Int.random(in: 1...12, using: &random)
        let limit = Double(Int.random(in: 8...200, using: &random))
        let items = (0..<count).map { _ in
            MeasuredItem(
                size: Size(width: Double(Int.random(in: 0...(Int(limit) * 12), using: &random)) / 16, height: 10),
                breaksBefore: Int.random(in: 0..<8, using: &random) == 0)
        }
        let spacing = Double(Int.random(in: 0...6, using: &random))
        let maxItems = [nil, 2, 3, 5].randomElement(using: &random)!
        let layout = RowFlow(spacing: spacing, lineBreaking: .balanced, maxItemsPerRow: maxItems)
        let plan = layout.plan(proposal: ProposedSize(width: limit, height: nil), items: items)

        let context = LineBreakContext(limit: limit, spacing: spacing, maxItemsPerRow: maxItems ?? .max)
        let search = ExhaustiveBreaks(items: items, context: context)
        let best = try #require(search.best, "seed \(seed): no break at all")
        let ends = plan.rows.map(\.span.upperBound)
        let label = "seed \(seed): widths \(items.map(\.size.width)), limit \(limit), spacing \(spacing)"
        #expect(plan.order == Array(items.indices), "\(label)")
        #expect(ends.count == GreedyLineBreaker().rowEnds(items, in: context).count, "\(label)")
        #expect(ends.count == best.ends.count, "\(label)")
        #expect(search.cost(of: ends) == best.cost, "\(label): rows \(ends), best \(best.ends)")
        #expect(ends == best.ends, "\(label): the tie-break")
    }
}

/// Every set of breaks of a few items, for checking the balanced breaker: the rows it may make
/// follow greedy's rules (checked item by item, as greedy does), the row count is the fewest any
/// break needs, and among those breaks the least Σ (limit − width)² wins, ties going to the
/// break whose rows end latest, first row first.
struct ExhaustiveBreaks {
    let items: [MeasuredItem]
    let context: LineBreakContext

    /// The widths of the rows ending at `ends`, or `nil` if a row breaks greedy's rules.
    func widths(_ ends: [Int]) -> [Double]? {
        var widths: [Double] = []
        var start = 0
        for end in ends {
            var width = items[start].size.width
            for index in (start + 1)..<end {
                guard !items[index].breaksBefore,
                    context.fits(rowWidth: width, count: index - start, itemWidth: items[index].size.width)
                else { return nil }
                width += context.spacing + items[index].size.width
            }
            widths.append(width)
            start = end
        }
        return widths
    }

    func cost(of ends: [Int]) -> Double? {
        widths(ends).map { $0.reduce(0) { $0 + (context.limit - $1) * (context.limit - $1) } }
    }

    /// The best break: its row ends and cost.
    var best: (ends: [Int], cost: Double)? {
        let n = items.count
        var best: (ends: [Int], cost: Double)?
        for mask in 0..<(1 << max(0, n - 1)) {
            let ends = (1..<n).filter { mask & (1 << ($0 - 1)) != 0 } + [n]
            guard let cost = cost(of: ends) else { continue }
            guard let current = best else {
                best = (ends, cost)
                continue
            }
            if ends.count != current.ends.count {
                if ends.count < current.ends.count { best = (ends, cost) }
            } else if cost != current.cost {
                if cost < current.cost { best = (ends, cost) }
            } else if ends.lexicographicallyPrecedes(current.ends) == false && ends != current.ends {
                best = (ends, cost)
            }
        }
        return best
    }
}
