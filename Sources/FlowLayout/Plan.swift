/// The outcome of one layout pass: how big the layout is and where each item goes.
///
/// Frames are relative to the layout's own top-left corner, one per item in input order.
public struct Plan: Hashable, Sendable {
    /// The size the layout reports (`sizeThatFits`): rule 4 makes the width at least the limit.
    public var size: Size
    /// One frame per item, in input order.
    public var frames: [Rect]
    /// The rows, top to bottom.
    public var rows: [Row]

    public init(size: Size, frames: [Rect], rows: [Row]) {
        self.size = size
        self.frames = frames
        self.rows = rows
    }

    /// The width of the widest row: what the content needs, whatever the limit was.
    public var contentWidth: Double { rows.map(\.width).max() ?? 0 }

    /// No items: zero size (rule 6).
    public static let empty = Plan(size: .zero, frames: [], rows: [])
}

/// One row of a plan: which items it holds and where it sits.
public struct Row: Hashable, Sendable {
    /// The indices of the items on this row, in order.
    public var items: Range<Int>
    /// The top of the row.
    public var y: Double
    /// The width of the row: its items plus the spacing between them.
    public var width: Double
    /// The height of the row: its tallest item (rule 3).
    public var height: Double

    public init(items: Range<Int>, y: Double, width: Double, height: Double) {
        self.items = items
        self.y = y
        self.width = width
        self.height = height
    }
}
