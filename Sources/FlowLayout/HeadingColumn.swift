import Primitives

/// Rows with their headings in a column of their own: every heading (an item with
/// `isHeading`, `SectionHeading`) sits at the leading edge, as wide a column as the widest
/// heading, beside the first row of its section; the section's items flow in `rows` to the
/// trailing side of the column, so every section's first item starts at one x and its wrapped
/// rows are indented under that item, not under the heading. In right-to-left the column is on
/// the right. A heading shares its row's baseline (or top, as `rows.itemAlignment` says) and is
/// hidden with the last of its section's items when a row limit hides them all; the "+N" item
/// counts only items, never headings. With a row limit per section (`rows.maxRowsPerSection`) the
/// sections are those the headings head.
public struct HeadingColumn: Layout, Codable {
    /// How the sections' items flow: spacing, alignment, line breaking, row limit, direction.
    /// Its `spacing` is also the gap between the column and the rows.
    public var rows: RowFlow

    /// The rows' gap between items, and between the column and the rows.
    public var spacing: Double { rows.spacing }
    /// The rows' gap between rows.
    public var lineSpacing: Double { rows.lineSpacing }

    /// Sections' rows in `rows`, headings in a column beside them.
    public init(rows: RowFlow) {
        self.rows = rows
    }

    /// The rows planned narrower than proposed by the heading column and its gap, moved past it, with each
    /// shown heading beside its section's first row and just before it in the reading order.
    public func plan(proposal: ProposedSize, items: [MeasuredItem], overflow: ((Int) -> MeasuredItem)?) -> Plan {
        // 1. Split the headings from the items; without headings these are plain rows.
        let headingIndices = items.indices.filter { items[$0].isHeading }
        guard !headingIndices.isEmpty else { return rows.plan(proposal: proposal, items: items, overflow: overflow) }
        let inner = items.indices.filter { !items[$0].isHeading }
        let column = headingIndices.map { items[$0].size.width }.max() ?? 0
        let indent = column + rows.spacing
        // The heading of each item: the last heading before it.
        var headingOf = [Int?](repeating: nil, count: items.count)
        var current: Int?
        for index in items.indices {
            if items[index].isHeading { current = index } else { headingOf[index] = current }
        }

        // 2. The items in rows, narrower by the column; the first item after a heading starts
        //    its section (for a row limit per section) now that the heading has left the rows.
        let width = proposal.width.map { $0.isFinite ? max(0, $0 - indent) : $0 }
        let flowed = inner.map { index in
            var item = items[index]
            if index > 0 && items[index - 1].isHeading { item.startsSection = true }
            return item
        }
        let plan = rows.plan(
            proposal: ProposedSize(width: width, height: proposal.height), items: flowed, overflow: overflow)

        // 3. Every frame moved past the column (or left where it is, with the column on the right
        //    in right-to-left); each shown heading beside the row of its section's first item,
        //    and listed just before that item in the reading order.
        let rtl = rows.direction == .rtl
        let shift = rtl ? 0 : indent
        var frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: items.count)
        for (position, index) in inner.enumerated() { frames[index] = plan.frames[position].offsetBy(dx: shift, dy: 0) }
        var order: [Int] = []
        var placedRows: [Row] = []
        var shown = Set<Int>()
        for row in plan.rows {
            let start = order.count
            for position in row.span {
                let index = inner[plan.order[position]]
                if let heading = headingOf[index], shown.insert(heading).inserted {
                    order.append(heading)
                    let item = items[heading]
                    let y: Double
                    switch rows.itemAlignment {
                    case .top: y = row.y
                    case .center: y = row.y + (row.height - item.size.height) / 2
                    case .bottom: y = row.y + row.height - item.size.height
                    case .baseline: y = row.y + (row.baseline ?? item.baseline) - item.baseline
                    }
                    let x = rtl ? plan.size.width + rows.spacing + column - item.size.width : 0
                    frames[heading] = Rect(x: x, y: y, width: item.size.width, height: item.size.height)
                }
                order.append(index)
            }
            var moved = row
            moved.span = start..<order.count
            moved.width += indent
            placedRows.append(moved)
        }
        let hidden = (plan.hidden.map { inner[$0] } + headingIndices.filter { !shown.contains($0) }).sorted()
        return Plan(
            size: Size(width: plan.size.width + indent, height: plan.size.height), frames: frames, rows: placedRows,
            order: order, hidden: hidden,
            overflow: plan.overflow.map { moved($0, by: shift) },
            sectionOverflows: plan.sectionOverflows.map { moved($0, by: shift) })
    }

    /// A "+N" placement moved across by `shift`, past the column.
    private func moved(_ placement: OverflowPlacement, by shift: Double) -> OverflowPlacement {
        var placement = placement
        placement.frame = placement.frame.offsetBy(dx: shift, dy: 0)
        return placement
    }
}
