import Primitives
import Testing

@testable import FlowLayout

/// Column flow over random inputs and every option: the invariants of a column layout, and the
/// claim the planner rests on — a column plan is the row plan of the turned items, turned back —
/// which carries the row flow's checks (Chromium's flexbox, `text-wrap: balance`, the row limit's
/// properties) over to balanced and dense columns and the column limit, which CSS cannot check.
@Suite("Column flow properties over random layouts and options")
struct ColumnPropertyTests {
    struct Case {
        var layout: ColumnFlow
        var height: Double?
        var items: [MeasuredItem]
        var overflow: ((Int) -> MeasuredItem)?
    }

    static func randomCase(seed: Int) -> Case {
        var random = SplitMix64(state: UInt64(seed) &* 0x2545_F491 &+ 7)
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
        let items = (0..<Int.random(in: 0...40, using: &random)).map { _ in
            MeasuredItem(
                size: Size(
                    width: Double(Int.random(in: 1...60, using: &random)),
                    height: Double(Int.random(in: 0...1600, using: &random)) / 16),
                firstBaseline: Bool.random(using: &random) ? 3 : nil,
                breaksBefore: Int.random(in: 0..<10, using: &random) == 0,
                priority: Double(Int.random(in: 0...2, using: &random)))
        }
        let layout = ColumnFlow(
            spacing: Double(Int.random(in: 0...12, using: &random)),
            lineSpacing: Double(Int.random(in: 0...12, using: &random)), alignment: pick(RowAlignment.allCases),
            lastColumnAlignment: pick(RowAlignment.allCases), itemAlignment: pick(ColumnItemAlignment.allCases),
            direction: pick(LayoutDirection.allCases), lineBreaking: pick(LineBreaking.allCases),
            maxItemsPerColumn: pick([nil, 1, 2, 5]), maxColumns: pick([nil, nil, 1, 2, 4]))
        let height: Double? = pick([nil, .infinity, Double(Int.random(in: 1...300, using: &random))])
        let overflow: ((Int) -> MeasuredItem)? =
            Bool.random(using: &random)
            ? { MeasuredItem(size: Size(width: Double(12 + 6 * String($0).count), height: 20)) } : nil
        return Case(layout: layout, height: height, items: items, overflow: overflow)
    }

    @Test(
        "Every item is placed once or hidden, inside the size, with no overlaps; columns run in order",
        arguments: 0..<2000)
    func invariants(seed: Int) {
        let test = Self.randomCase(seed: seed)
        let plan = test.layout.plan(
            proposal: ProposedSize(width: 5, height: test.height), items: test.items, overflow: test.overflow)
        let context = "seed \(seed)"
        #expect(plan.axis == .columns, "\(context)")
        #expect((plan.order + plan.hidden).sorted() == Array(test.items.indices), "\(context)")
        if let maxColumns = test.layout.maxColumns { #expect(plan.rows.count <= maxColumns, "\(context)") }

        var boxes = plan.order.map { plan.frames[$0] }
        if let overflow = plan.overflow { boxes.append(overflow.frame) }
        let slack = 1e-9 * max(1, plan.size.width, plan.size.height)
        for box in boxes {
            #expect(box.minX >= -slack && box.maxX <= plan.size.width + slack, "\(context): \(box) in \(plan.size)")
            #expect(box.minY >= -slack && box.maxY <= plan.size.height + slack, "\(context): \(box) in \(plan.size)")
        }
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] where a.width > 0 && a.height > 0 && b.width > 0 && b.height > 0 {
                let apart =
                    a.maxX <= b.minX + slack || b.maxX <= a.minX + slack || a.maxY <= b.minY + slack
                    || b.maxY <= a.minY + slack
                #expect(apart, "\(context): \(a) overlaps \(b)")
            }
        }
        // Each column holds its items top to bottom within its own band across; bands run left
        // to right (right to left in rtl), and they add up to the width (rule 3 turned).
        for column in plan.rows {
            let frames = plan.items(in: column).map { plan.frames[$0] }
            for (a, b) in zip(frames, frames.dropFirst()) { #expect(a.maxY <= b.minY + slack, "\(context)") }
            for frame in frames {
                #expect(frame.minX >= column.y - slack && frame.maxX <= column.y + column.height + slack, "\(context)")
            }
        }
        let bands = plan.rows.map(\.y)
        #expect(bands == (test.layout.direction == .rtl ? bands.sorted(by: >) : bands.sorted()), "\(context)")
        let breadth =
            plan.rows.map(\.height).reduce(0, +) + Double(max(0, plan.rows.count - 1)) * test.layout.lineSpacing
        #expect(abs(plan.size.width - breadth) <= slack, "\(context): width \(plan.size.width), columns \(breadth)")
        if let limit = test.height, limit.isFinite, !test.items.isEmpty {
            #expect(plan.size.height >= limit, "\(context)")
        }
    }

    @Test("A column plan is the row plan of the turned items, turned back (and mirrored in rtl)", arguments: 0..<2000)
    func turnedRowPlan(seed: Int) {
        let test = Self.randomCase(seed: seed)
        let columns = test.layout.plan(
            proposal: ProposedSize(width: nil, height: test.height), items: test.items, overflow: test.overflow)
        let across: [ColumnItemAlignment: ItemAlignment] = [.leading: .top, .center: .center, .trailing: .bottom]
        let layout = test.layout
        let rows = RowFlow(
            spacing: layout.spacing, lineSpacing: layout.lineSpacing, alignment: layout.alignment,
            lastRowAlignment: layout.lastColumnAlignment, itemAlignment: across[layout.itemAlignment]!,
            lineBreaking: layout.lineBreaking, maxItemsPerRow: layout.maxItemsPerColumn, maxRows: layout.maxColumns
        )
        .plan(
            proposal: ProposedSize(width: test.height, height: nil),
            items: test.items.map {
                MeasuredItem(
                    size: Size(width: $0.size.height, height: $0.size.width), breaksBefore: $0.breaksBefore,
                    priority: $0.priority)
            },
            overflow: test.overflow.map { make in
                { MeasuredItem(size: Size(width: make($0).size.height, height: make($0).size.width)) }
            })
        let context = "seed \(seed)"
        #expect(columns.size == Size(width: rows.size.height, height: rows.size.width), "\(context)")
        #expect(columns.order == rows.order && columns.hidden == rows.hidden, "\(context)")
        #expect(columns.rows.map(\.span) == rows.rows.map(\.span), "\(context)")
        func turned(_ frame: Rect) -> Rect {
            let x = layout.direction == .rtl ? rows.size.height - frame.minY - frame.height : frame.minY
            return Rect(x: x, y: frame.minX, width: frame.height, height: frame.width)
        }
        for index in columns.order {
            #expect(columns.frames[index] == turned(rows.frames[index]), "\(context), item \(index)")
        }
        #expect(columns.overflow?.frame == rows.overflow.map { turned($0.frame) }, "\(context)")
    }
}
