import Glibc
import Testing

@testable import FlowLayout

/// Dense packing finds each item's row in a tree; it must choose exactly the rows that trying
/// every row in turn (the first algorithm, kept below as the reference) chose.
@Suite("Dense packing: the same rows as first-fit by scanning, in O(n log n)")
struct DenseTests {
    /// First-fit decreasing as it was first written: each item tries the rows in order. O(n²).
    static func scanningReference(_ items: [MeasuredItem], in context: LineBreakContext) -> RowBreaks {
        let queue = items.indices.sorted { a, b in
            let (x, y) = (items[a], items[b])
            if x.priority != y.priority { return x.priority > y.priority }
            if x.size.width != y.size.width { return x.size.width > y.size.width }
            return a < b
        }
        var rows: [[Int]] = []
        var widths: [Double] = []
        for index in queue {
            let width = items[index].size.width
            if let row = rows.indices.first(where: {
                context.fits(rowWidth: widths[$0], count: rows[$0].count, itemWidth: width)
            }) {
                rows[row].append(index)
                widths[row] += context.spacing + width
            } else {
                rows.append([index])
                widths.append(width)
            }
        }
        var order: [Int] = []
        var ends: [Int] = []
        for row in rows {
            order += row.sorted()
            ends.append(order.count)
        }
        return RowBreaks(order: order, ends: ends)
    }

    /// Widths drawn from a few kinds: sixteenths, decimals that do not add up exactly in binary
    /// (0.1 + 0.2 ≠ 0.3), many equal widths, and some wider than the limit.
    static func randomInput(seed: Int) -> (items: [MeasuredItem], context: LineBreakContext) {
        var random = SplitMix64(state: UInt64(seed) &* 0x9E37_79B9_7F4A &+ 3)
        let limit = [Double(Int.random(in: 1...300, using: &random)), 0.3, 1, .infinity].randomElement(
            using: &random)!
        let kind = Int.random(in: 0..<4, using: &random)
        let count = Int.random(in: 0...(seed % 10 == 0 ? 2000 : 80), using: &random)
        let items = (0..<count).map { _ in
            let width: Double =
                switch kind {
                case 0: Double(Int.random(in: 0...3200, using: &random)) / 16
                case 1: Double(Int.random(in: 1...9, using: &random)) / 10
                case 2: [5, 10, 20].randomElement(using: &random)!
                default: Double.random(in: 0...(limit.isFinite ? limit * 1.2 : 500), using: &random)
                }
            return MeasuredItem(
                size: Size(width: width, height: 10), breaksBefore: Bool.random(using: &random),
                priority: Double(Int.random(in: 0...2, using: &random)))
        }
        let context = LineBreakContext(
            limit: limit, spacing: [0, 0.1, 1, 8].randomElement(using: &random)!,
            maxItemsPerRow: [Int.max, 1, 2, 3, 7].randomElement(using: &random)!)
        return (items, context)
    }

    @Test("First-fit by tree picks exactly the rows first-fit by scanning picks", arguments: 0..<800)
    func matchesScanningReference(seed: Int) {
        let (items, context) = Self.randomInput(seed: seed)
        let dense = DenseLineBreaker()
        #expect(
            dense.firstFitDecreasing(items, in: context) == Self.scanningReference(items, in: context),
            "seed \(seed): \(items.count) items, limit \(context.limit), spacing \(context.spacing), at most \(context.maxItemsPerRow) per row"
        )
    }

    @Test("Exact fits stay on the row, the first row with room wins, full rows are skipped")
    func firstRowWithRoom() {
        // Widths 6, 6, 5, 4, 4, 3 in 10 (no spacing): 6 opens row 0, 6 row 1, 5 row 2; 4 fits
        // row 0 exactly (10), the next 4 goes to row 1, 3 skips two full rows for row 2.
        let items = sizes([6, 6, 5, 4, 4, 3]).map { MeasuredItem(size: $0) }
        let context = LineBreakContext(limit: 10, spacing: 0, maxItemsPerRow: .max)
        let rows = DenseLineBreaker().firstFitDecreasing(items, in: context)
        #expect(rows == RowBreaks(order: [0, 3, 1, 4, 2, 5], ends: [2, 4, 6]))
        // With at most one item per row every item opens a row, however much room is left.
        let single = LineBreakContext(limit: 100, spacing: 0, maxItemsPerRow: 1)
        #expect(DenseLineBreaker().firstFitDecreasing(items, in: single).ends == [1, 2, 3, 4, 5, 6])
    }

    @Test("100,000 items pack in seconds even in a debug build (scanning every row is quadratic)")
    func manyItems() {
        var random = SplitMix64(state: 5)
        let items = (0..<100_000).map { _ in
            MeasuredItem(size: Size(width: Double(Int.random(in: 640...3200, using: &random)) / 16, height: 29))
        }
        let context = LineBreakContext(limit: 800, spacing: 8, maxItemsPerRow: .max)
        // This thread's CPU time, not the clock: a busy machine slows the clock, not the work.
        func cpuSeconds() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        let started = cpuSeconds()
        let rows = DenseLineBreaker().firstFitDecreasing(items, in: context)
        let spent = cpuSeconds() - started
        #expect(rows.order.count == items.count)
        // About 1 s in a debug build; scanning every row took 294 s for these items. The bound is
        // loose enough for sanitizers, and far below quadratic.
        #expect(spent < 20, "\(spent) s of CPU in a debug build")
    }
}
