import Primitives

/// Columns with their headings in a row of their own: ``HeadingColumn`` turned on its side.
/// Every heading (an item with `isHeading`, `SectionHeading`) sits on one row across the top, as
/// tall as the tallest heading, over the first column of its section; the sections' items flow
/// in `columns` below it, so every section's first item starts at one y and no item shares a
/// heading's line. A section is at least as wide as its heading: a heading wider than its
/// section's columns moves the next section's columns across, so headings never overlap. In
/// right-to-left the sections run from the right and each heading is against its first column's
/// right edge. A heading is hidden when a column limit hides all of its section's items; the
/// "+N" item counts only items, never headings.
public struct HeadingRow: Layout, Codable {
    /// How the sections' items flow: spacing, alignment, column breaking, column limit, direction.
    /// Its `spacing` (the gap down a column) is also the gap between the headings and the columns.
    public var columns: ColumnFlow

    /// The columns' gap between items, and between the headings and the columns.
    public var spacing: Double { columns.spacing }
    /// The columns' gap between columns.
    public var lineSpacing: Double { columns.lineSpacing }

    /// Sections' items in `columns`, headings in a row above them.
    public init(columns: ColumnFlow) {
        self.columns = columns
    }

    /// The columns planned shorter than proposed by the headings' row and its gap, moved below it
    /// (and across where a heading is wider than its section), with each shown heading over its
    /// section's first column and just before its first item in the reading order.
    public func plan(proposal: ProposedSize, items: [MeasuredItem], overflow: ((Int) -> MeasuredItem)?) -> Plan {
        // 1. Split the headings from the items; without headings these are plain columns.
        let headingIndices = items.indices.filter { items[$0].isHeading }
        guard !headingIndices.isEmpty else { return columns.plan(proposal: proposal, items: items, overflow: overflow) }
        let inner = items.indices.filter { !items[$0].isHeading }
        let band = headingIndices.map { items[$0].size.height }.max() ?? 0
        let indent = band + columns.spacing
        var headingOf = [Int?](repeating: nil, count: items.count)
        var current: Int?
        for index in items.indices {
            if items[index].isHeading { current = index } else { headingOf[index] = current }
        }

        // 2. The items in columns, shorter by the headings' row, planned left to right: sections
        //    are widened for their headings before right-to-left mirrors the whole.
        var flow = columns
        flow.direction = .ltr
        let height = proposal.height.map { $0.isFinite ? max(0, $0 - indent) : $0 }
        let plan = flow.plan(
            proposal: ProposedSize(width: proposal.width, height: height), items: inner.map { items[$0] },
            overflow: overflow)

        // 3. Walk the columns in order: each section's first column gets its heading; a section
        //    narrower than its heading pushes the columns after it across by the difference.
        var shiftOf = [Double](repeating: 0, count: plan.rows.count)
        var shift = 0.0
        var headingX: [Int: Double] = [:]
        var sectionEnd = 0.0
        var open: Int?
        var order: [Int] = []
        var placedColumns: [Row] = []
        var shown = Set<Int>()
        func close() {
            guard let heading = open, let start = headingX[heading] else { return }
            let missing = start + items[heading].size.width - sectionEnd
            if missing > 0 { shift += missing }
        }
        for (number, column) in plan.rows.enumerated() {
            let start = order.count
            let first = inner[plan.order[column.span.lowerBound]]
            if let heading = headingOf[first], !shown.contains(heading) {
                close()
                open = heading
                headingX[heading] = column.y + shift
                shown.insert(heading)
                order.append(heading)
            }
            shiftOf[number] = shift
            sectionEnd = column.y + shift + column.height
            for position in column.span { order.append(inner[plan.order[position]]) }
            var moved = column
            moved.span = start..<order.count
            moved.y += shift
            moved.width += indent
            placedColumns.append(moved)
        }
        close()
        let width = plan.size.width + shift

        // 4. Frames below the headings' row and across by their column's shift; mirrored last.
        let rtl = columns.direction == .rtl
        func mirrored(_ frame: Rect) -> Rect {
            rtl ? Rect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
        }
        var frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: items.count)
        for (number, column) in plan.rows.enumerated() {
            for position in column.span {
                frames[inner[plan.order[position]]] = mirrored(
                    plan.frames[plan.order[position]].offsetBy(dx: shiftOf[number], dy: indent))
            }
        }
        for (heading, x) in headingX {
            let size = items[heading].size
            frames[heading] = mirrored(Rect(x: x, y: band - size.height, width: size.width, height: size.height))
        }
        if rtl {
            placedColumns = placedColumns.map { column in
                var column = column
                column.y = width - column.y - column.height
                return column
            }
        }
        let hidden = (plan.hidden.map { inner[$0] } + headingIndices.filter { !shown.contains($0) }).sorted()
        let lastShift = shiftOf.last ?? 0
        return Plan(
            size: Size(width: width, height: plan.size.height + indent), frames: frames, rows: placedColumns,
            order: order, hidden: hidden,
            overflow: plan.overflow.map { placement in
                var placement = placement
                placement.frame = mirrored(placement.frame.offsetBy(dx: lastShift, dy: indent))
                return placement
            }, axis: .columns)
    }
}
