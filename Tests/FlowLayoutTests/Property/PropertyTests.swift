import Primitives
import Testing

@testable import FlowLayout

/// Invariants that hold for every option, over thousands of random inputs from fixed seeds.
@Suite("Planner properties over random layouts and options")
struct PropertyTests {
    struct Case {
        var layout: RowFlow
        var width: Double?
        var items: [MeasuredItem]
        var overflow: ((Int) -> MeasuredItem)?
    }

    static func randomCase(seed: Int) -> Case {
        var random = SplitMix64(state: UInt64(seed) &* 0x9E37_79B9 &+ 1)
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
        let items = (0..<Int.random(in: 0...40, using: &random)).map { _ in
            let height = Double(Int.random(in: 1...40, using: &random))
            return MeasuredItem(
                size: Size(width: Double(Int.random(in: 0...3200, using: &random)) / 16, height: height),
                firstBaseline: Bool.random(using: &random) ? Double.random(in: 0...height, using: &random) : nil,
                breaksBefore: Int.random(in: 0..<10, using: &random) == 0,
                priority: Double(Int.random(in: 0...2, using: &random)))
        }
        let layout = RowFlow(
            spacing: Double(Int.random(in: 0...12, using: &random)),
            lineSpacing: Double(Int.random(in: 0...12, using: &random)), alignment: pick(RowAlignment.allCases),
            lastRowAlignment: pick(RowAlignment.allCases), itemAlignment: pick(ItemAlignment.allCases),
            direction: pick(LayoutDirection.allCases), lineBreaking: pick(LineBreaking.allCases),
            maxItemsPerRow: pick([nil, 1, 2, 5]), maxRows: pick([nil, nil, 1, 2, 4]))
        let width: Double? = pick([nil, .infinity, Double(Int.random(in: 1...400, using: &random))])
        let overflow: ((Int) -> MeasuredItem)? =
            Bool.random(using: &random)
            ? { MeasuredItem(size: Size(width: Double(12 + 6 * String($0).count), height: 20), firstBaseline: 14) }
            : nil
        return Case(layout: layout, width: width, items: items, overflow: overflow)
    }

    @Test("Every item is placed once or hidden; frames do not overlap and lie inside the size", arguments: 0..<3000)
    func placementInvariants(seed: Int) {
        let test = Self.randomCase(seed: seed)
        let plan = test.layout.plan(
            proposal: ProposedSize(width: test.width, height: nil), items: test.items, overflow: test.overflow)
        let context = "seed \(seed)"

        // Visible and hidden items partition the input.
        #expect(Set(plan.order).count == plan.order.count, "\(context)")
        #expect((plan.order + plan.hidden).sorted() == Array(test.items.indices), "\(context)")
        #expect(plan.overflow == nil || !plan.hidden.isEmpty, "\(context)")
        if let maxRows = test.layout.maxRows { #expect(plan.rows.count <= maxRows, "\(context)") }
        if test.layout.maxRows == nil { #expect(plan.hidden.isEmpty, "\(context)") }

        // Rows come in order, top to bottom, and do not overlap.
        for (a, b) in zip(plan.rows, plan.rows.dropFirst()) {
            #expect(b.y >= a.y + a.height - 1e-9, "\(context)")
            #expect(a.span.upperBound == b.span.lowerBound, "\(context)")
        }

        // Every visible frame (and the +N item) sits inside the reported size and inside its row.
        var boxes = plan.order.map { plan.frames[$0] }
        if let overflow = plan.overflow { boxes.append(overflow.frame) }
        for box in boxes {
            #expect(box.minX >= -1e-9 && box.maxX <= plan.size.width + 1e-9, "\(context) \(box)")
            #expect(box.minY >= -1e-9 && box.maxY <= plan.size.height + 1e-9, "\(context) \(box)")
        }
        for row in plan.rows {
            for index in plan.items(in: row) {
                let frame = plan.frames[index]
                #expect(frame.minY >= row.y - 1e-9 && frame.maxY <= row.y + row.height + 1e-9, "\(context)")
            }
        }

        // No two boxes of positive width overlap.
        let solid = boxes.filter { $0.width > 1e-9 && $0.height > 1e-9 }.sorted { $0.minX < $1.minX }
        for (i, a) in solid.enumerated() {
            for b in solid[(i + 1)...] {
                if b.minX >= a.maxX - 1e-9 { break }
                let overlapY = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                #expect(overlapY <= 1e-9, "\(context): \(a) overlaps \(b)")
            }
        }

        // The size is the extent of the frames: as tall as the last row, as wide as the widest
        // row or the limit (rule 4).
        #expect(abs(plan.size.height - (plan.rows.last.map { $0.y + $0.height } ?? 0)) < 1e-9, "\(context)")
        let limit = test.width.flatMap { $0.isFinite ? $0 : nil }
        #expect(plan.size.width == (test.items.isEmpty ? 0 : max(limit ?? 0, plan.contentWidth)), "\(context)")
        if limit == nil, !boxes.isEmpty, test.layout.alignment != .grow {
            let extent = boxes.map(\.maxX).max()! - boxes.map(\.minX).min()!
            #expect(extent <= plan.size.width + 1e-9, "\(context)")
        }
    }

    @Test("Right-to-left is the mirror image of left-to-right", arguments: 0..<1000)
    func rightToLeftMirrors(seed: Int) {
        var test = Self.randomCase(seed: seed)
        test.layout.direction = .ltr
        let proposal = ProposedSize(width: test.width, height: nil)
        let ltr = test.layout.plan(proposal: proposal, items: test.items, overflow: test.overflow)
        test.layout.direction = .rtl
        let rtl = test.layout.plan(proposal: proposal, items: test.items, overflow: test.overflow)
        #expect(rtl.size == ltr.size && rtl.hidden == ltr.hidden, "seed \(seed)")
        for index in ltr.order {
            let (a, b) = (ltr.frames[index], rtl.frames[index])
            #expect(abs(b.minX - (ltr.size.width - a.maxX)) < 1e-9 && a.minY == b.minY, "seed \(seed)")
        }
    }

    @Test("Balanced never uses more rows than greedy, and keeps the order", arguments: 0..<1000)
    func balancedRows(seed: Int) {
        var test = Self.randomCase(seed: seed)
        test.layout.maxRows = nil
        test.layout.lineBreaking = .greedy
        let proposal = ProposedSize(width: test.width, height: nil)
        let greedy = test.layout.plan(proposal: proposal, items: test.items)
        test.layout.lineBreaking = .balanced
        let balanced = test.layout.plan(proposal: proposal, items: test.items)
        #expect(balanced.rows.count <= greedy.rows.count, "seed \(seed)")
        #expect(balanced.order == Array(test.items.indices), "seed \(seed)")
    }

    @Test("Dense never uses more rows than greedy without forced breaks", arguments: 0..<1000)
    func denseRows(seed: Int) {
        var test = Self.randomCase(seed: seed)
        test.layout.maxRows = nil
        test.items = test.items.map {
            var item = $0
            item.breaksBefore = false
            return item
        }
        test.layout.lineBreaking = .greedy
        let proposal = ProposedSize(width: test.width, height: nil)
        let greedy = test.layout.plan(proposal: proposal, items: test.items)
        test.layout.lineBreaking = .dense
        let dense = test.layout.plan(proposal: proposal, items: test.items)
        #expect(dense.rows.count <= greedy.rows.count, "seed \(seed)")
    }
}
