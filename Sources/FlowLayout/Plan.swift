public import Primitives

/// The outcome of one layout pass: how big the layout is and where each item goes.
///
/// Frames are relative to the layout's own top-left corner, one per item in input order.
/// Items hidden by a row limit get an empty frame at the origin and are listed in `hidden`.
///
/// The plan's lines are rows, or columns when `axis` is `.columns` (``ColumnFlow``): then each
/// ``Row`` in `rows` is a column, told along its own flow (see ``Row``).
public struct Plan: Hashable, Sendable {
    /// The size the layout reports (`sizeThatFits`): rule 4 makes the width at least the limit.
    public var size: Size
    /// One frame per item, in input order.
    public var frames: [Rect]
    /// The rows, top to bottom; in a column plan the columns, in the order they fill.
    public var rows: [Row]
    /// The visible items in visual order, row after row (left to right in each row, whatever
    /// the direction; top to bottom in each column); a row's `span` is a range of this array.
    public var order: [Int]
    /// Items a row limit left out, in input order.
    public var hidden: [Int]
    /// The "+N" item at the end of the last row, when items were hidden and an indicator given.
    public var overflow: OverflowPlacement?
    /// With a row limit per section (``RowFlow/maxRowsPerSection``): the "+N" item of each
    /// section that hid items, top to bottom, each at the end of its section's last row.
    public var sectionOverflows: [OverflowPlacement]
    /// Whether the lines are rows (the default, and what a ``Layout`` of your own makes unless it
    /// says otherwise) or columns.
    public var axis: FlowAxis

    /// A plan as a ``Layout`` made it.
    public init(
        size: Size, frames: [Rect], rows: [Row], order: [Int], hidden: [Int] = [], overflow: OverflowPlacement? = nil,
        sectionOverflows: [OverflowPlacement] = [], axis: FlowAxis = .rows
    ) {
        self.size = size
        self.frames = frames
        self.rows = rows
        self.order = order
        self.hidden = hidden
        self.overflow = overflow
        self.sectionOverflows = sectionOverflows
        self.axis = axis
    }

    /// The items on `row`, in visual order.
    public func items(in row: Row) -> ArraySlice<Int> { order[row.span] }

    /// The width of the widest row: what the content needs, whatever the limit was. A column
    /// plan is always as wide as its content: its width.
    public var contentWidth: Double { axis == .columns ? size.width : rows.map(\.width).max() ?? 0 }

    /// No items: zero size (rule 6).
    public static let empty = Plan(size: .zero, frames: [], rows: [], order: [])
}

/// One row of a plan: which items it holds and where it sits.
///
/// In a column plan (``Plan/axis`` is `.columns`) a `Row` is a column, described along its flow
/// as a row is along its own: `y` is where the column starts across the plan (its left edge),
/// `width` its length down (its items and the gaps between them), `height` its breadth (its
/// widest item), and `baseline` is `nil`.
public struct Row: Hashable, Sendable {
    /// The row's items as a range of `Plan.order`.
    public var span: Range<Int>
    /// The top of the row.
    public var y: Double
    /// The width of the row before alignment: its items (and overflow item) plus the gaps.
    public var width: Double
    /// The height of the row: its tallest item, or its tallest ascent plus its deepest descent
    /// when aligned by baseline (rule 3).
    public var height: Double
    /// The row's baseline, from its top, when items are aligned by first text baseline.
    public var baseline: Double?

    public init(span: Range<Int>, y: Double, width: Double, height: Double, baseline: Double? = nil) {
        self.span = span
        self.y = y
        self.width = width
        self.height = height
        self.baseline = baseline
    }
}

/// Where the "+N" item goes and how many items it stands for.
public struct OverflowPlacement: Hashable, Sendable {
    public var hiddenCount: Int
    public var frame: Rect
    /// The row it ends (an index into `Plan.rows`); `nil` when the layout did not say.
    public var row: Int?
    /// For a section's "+N" (`Plan.sectionOverflows`): which section's items it counts, 0 for
    /// the first; `nil` for the whole plan's.
    public var section: Int?

    public init(hiddenCount: Int, frame: Rect, row: Int? = nil, section: Int? = nil) {
        self.hiddenCount = hiddenCount
        self.frame = frame
        self.row = row
        self.section = section
    }
}
