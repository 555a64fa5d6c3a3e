public import Primitives

/// One item as the planner sees it: its ideal size and its layout values, read once per pass.
public struct MeasuredItem: Hashable, Sendable {
    // In this order, the optional and the flags last, an item is 40 bytes, not 48 (a big cloud
    // holds one per label while it is planned: 8 MB at 1,000,000 labels).
    public var size: Size
    /// Higher is kept first by a row limit and placed first by dense packing.
    public var priority: Double
    /// Distance from the top to the first text baseline; `nil` means the bottom edge.
    public var firstBaseline: Double?
    /// Start a new row before this item.
    public var breaksBefore: Bool
    /// Heads the items after it, up to the next heading (`SectionHeading`): ``HeadingColumn``
    /// puts it in a column of its own; other layouts place it as any item.
    public var isHeading: Bool
    /// Starts a new section (`SectionStart`), as a heading does: ``RowFlow/maxRowsPerSection``
    /// limits each section's rows on their own.
    public var startsSection: Bool

    public init(
        size: Size, firstBaseline: Double? = nil, breaksBefore: Bool = false, priority: Double = 0,
        isHeading: Bool = false, startsSection: Bool = false
    ) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.breaksBefore = breaksBefore
        self.priority = priority
        self.isHeading = isHeading
        self.startsSection = startsSection
    }

    /// Measures `subview` at its ideal size and reads its layout values.
    public init(_ subview: some LayoutSubview) {
        self.init(
            size: subview.sizeThatFits(.unspecified), firstBaseline: subview[FirstTextBaseline.self],
            breaksBefore: subview[LineBreakBefore.self], priority: subview[LayoutPriority.self],
            isHeading: subview[SectionHeading.self], startsSection: subview[SectionStart.self])
    }

    /// The baseline used for alignment: the given one, or the bottom edge.
    var baseline: Double { firstBaseline ?? size.height }
}
