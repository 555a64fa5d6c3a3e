public import Primitives

/// What a layout pass keeps between `sizeThatFits` and `placeSubviews`: every item measured once,
/// with its layout values (DESIGN.md, rule 1). Every ``Layout`` plans from measured items, so they
/// share this one cache type (`RowFlow.Cache`, `ColumnFlow.Cache`).
public struct LayoutCache: Hashable, Sendable {
    /// Each item as measured, in order.
    public internal(set) var items: [MeasuredItem]

    /// A cache holding `items`, for a conformer that measures in its own way.
    public init(items: [MeasuredItem]) {
        self.items = items
    }

    /// The ideal size of each item, in order.
    public var sizes: [Size] { items.map(\.size) }
}
