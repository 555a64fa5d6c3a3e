import FlowLayout
import Primitives

/// A canvas of a fixed size (`CloudStyle.canvas`): the room the cloud is laid out in, the rows it
/// keeps when it is taller than that room, and where it sits in it.
extension TagCloud {
    /// The room a fixed canvas leaves the cloud: the canvas less the margin on each side; `nil`
    /// without a canvas.
    static func room(for style: CloudStyle) -> Size? {
        style.canvas.map { Size(width: $0.width - 2 * style.margin, height: $0.height - 2 * style.margin) }
    }

    /// What the layout is proposed: `maxWidth` by `maxHeight`, each no more than the room of a
    /// fixed canvas.
    static func proposal(for style: CloudStyle) -> ProposedSize {
        guard let room = room(for: style) else { return ProposedSize(width: style.maxWidth, height: style.maxHeight) }
        return ProposedSize(
            width: min(style.maxWidth, room.width), height: min(style.maxHeight ?? .infinity, room.height))
    }

    /// `plan` when it fits `room`; else, for rows, the plan of as many rows as fit (the row
    /// limit's rule: the heaviest tags kept, a "+N" chip counting the rest), made by `replan`
    /// with `rows` (the style's, with its separator's room) limited.
    ///
    /// - Throws: `LayoutError.canvasTooSmall`, naming the canvas that holds every chip, when
    ///   no row count fits (a chip or the columns wider than the room, a row taller than it).
    static func fitted(
        _ plan: Plan, in room: Size, style: CloudStyle, rows: RowFlow?, replan: (any Layout) -> Plan
    ) throws(LayoutError) -> Plan {
        func size(_ plan: Plan) -> Size {
            let across = plan.horizontalExtent(.content)
            let down = plan.verticalExtent(.content)
            return Size(width: across.upperBound - across.lowerBound, height: down.upperBound - down.lowerBound)
        }
        func fits(_ plan: Plan) -> Bool {
            let cloud = size(plan)
            return cloud.width <= room.width + 1e-9 && cloud.height <= room.height + 1e-9
        }
        if fits(plan) { return plan }
        // Rows that fit across but not down keep fewer rows: the most that fit, found by halving
        // (a plan of fewer rows is never taller).
        if let rows, rows.maxRowsPerSection == nil, plan.rows.count > 1,
            size(plan).width <= room.width + 1e-9
        {
            func limited(_ count: Int) -> Plan {
                var limited = rows
                limited.maxRows = min(count, rows.maxRows ?? count)
                return replan(style.headingsInColumn ? HeadingColumn(rows: limited) : limited)
            }
            var (low, high) = (0, plan.rows.count - 1)
            var best: Plan?
            while low < high {
                let middle = (low + high + 1) / 2
                let candidate = limited(middle)
                if fits(candidate) {
                    (low, best) = (middle, candidate)
                } else {
                    high = middle - 1
                }
            }
            if let best { return best }
        }
        let cloud = size(plan)
        throw .canvasTooSmall(
            canvas: style.canvas ?? Size(width: room.width, height: room.height),
            needed: Size(
                width: (cloud.width + 2 * style.margin).rounded(.up),
                height: (cloud.height + 2 * style.margin).rounded(.up)))
    }

    /// Where the cloud, `cloud` large, starts within the room of `style`'s canvas, from the
    /// room's top-left corner: the free room split as `canvasAlignment` says (leading is the
    /// right in right to left).
    static func canvasOffset(of cloud: Size, in room: Size, style: CloudStyle) -> Point {
        let rightToLeft =
            (style.layout as? RowFlow)?.direction == .rtl || (style.layout as? ColumnFlow)?.direction == .rtl
        let across = rightToLeft ? 1 - style.canvasAlignment.across : style.canvasAlignment.across
        return Point(
            x: max(0, room.width - cloud.width) * across,
            y: max(0, room.height - cloud.height) * style.canvasAlignment.down)
    }
}
