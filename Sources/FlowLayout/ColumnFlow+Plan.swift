import Primitives

extension ColumnFlow {
    /// The one planning function behind `sizeThatFits` and `placeSubviews`.
    ///
    /// Columns are rows turned on their side, so this plans the turned problem with ``RowFlow``
    /// (heights as widths, the height limit as the width limit) and turns the answer back. Every
    /// rule and option of rows — breaking, balancing, dense packing, the row limit and its "+N"
    /// item, alignment — is then the columns' too, with no second copy to drift apart.
    ///
    /// - Parameters:
    ///   - proposal: only the height matters; `nil` or infinite means no wrapping.
    ///   - items: each item's ideal size and layout values, in order.
    ///   - overflow: the "+N" item for a count of hidden items; `nil` shows none.
    public func plan(proposal: ProposedSize, items: [MeasuredItem], overflow: ((Int) -> MeasuredItem)? = nil) -> Plan {
        guard !items.isEmpty else { return Plan(size: .zero, frames: [], rows: [], order: [], axis: .columns) }

        // 1. The turned problem, planned as rows, left to right: mirroring comes last, across
        //    the columns' own width (a row flow would mirror within its limit, here the height).
        let turned = turnedFlow.plan(
            proposal: ProposedSize(width: proposal.height, height: proposal.width), items: items.map(\.turned),
            overflow: overflow.map { indicator in { indicator($0).turned } })

        // 2. Turned back: x and y, widths and heights trade places.
        let width = turned.size.height
        let hidden = Set(turned.hidden)
        func back(_ frame: Rect) -> Rect {
            let x = direction == .rtl ? width - frame.minY - frame.height : frame.minY
            return Rect(x: x, y: frame.minX, width: frame.height, height: frame.width)
        }
        let frames = turned.frames.indices.map { hidden.contains($0) ? turned.frames[$0] : back(turned.frames[$0]) }
        let columns = turned.rows.map { row in
            var column = row
            if direction == .rtl { column.y = width - row.y - row.height }
            return column
        }
        return Plan(
            size: Size(width: width, height: turned.size.width), frames: frames, rows: columns, order: turned.order,
            hidden: turned.hidden,
            overflow: turned.overflow.map { OverflowPlacement(hiddenCount: $0.hiddenCount, frame: back($0.frame)) },
            axis: .columns)
    }

    /// The row flow that plans the turned columns: the gaps keep their roles (between items
    /// along a line, between lines), alignments keep theirs along and across a line.
    var turnedFlow: RowFlow {
        let across: ItemAlignment =
            switch itemAlignment {
            case .leading: .top
            case .center: .center
            case .trailing: .bottom
            }
        return RowFlow(
            spacing: spacing, lineSpacing: lineSpacing, alignment: alignment, lastRowAlignment: lastColumnAlignment,
            itemAlignment: across, direction: .ltr, lineBreaking: lineBreaking, maxItemsPerRow: maxItemsPerColumn,
            maxRows: maxColumns)
    }
}

extension MeasuredItem {
    /// The item turned on its side for a column flow: its height as its width. A baseline has
    /// no meaning across a column, so it is dropped.
    var turned: MeasuredItem {
        MeasuredItem(
            size: Size(width: size.height, height: size.width), breaksBefore: breaksBefore, priority: priority)
    }
}
