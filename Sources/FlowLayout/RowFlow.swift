public import Primitives

/// A flow layout: items fill rows in order, wrapping when the next item would not fit the
/// proposed width. It mirrors SwiftUI's `Layout` protocol (`makeCache`, `updateCache`,
/// `sizeThatFits`, `placeSubviews`) and follows the rules of DESIGN.md:
///
/// 1. each item is measured at `.unspecified` once per pass (the cache holds the sizes);
/// 2. an item joins the row if the row is empty or `rowWidth + spacing + width <= limit`;
/// 3. a row is as tall as its tallest item; rows are `lineSpacing` apart;
/// 4. an item wider than the limit takes a row of its own; width = max(limit, widest row);
/// 5. a `nil` or infinite width means one row at ideal size;
/// 6. no items means zero size; the proposed height is ignored;
/// 7. every item is placed exactly once, at `bounds.origin` + its offset.
///
/// Beyond those: row and item alignment, right-to-left, balanced or dense line breaking,
/// `maxItemsPerRow`, forced breaks (`LineBreakBefore`), and a row limit with a "+N" item.
public struct RowFlow: Hashable, Sendable {
    /// The horizontal gap between items on a row.
    public var spacing: Double
    /// The vertical gap between rows.
    public var lineSpacing: Double
    /// Where each row sits across the width.
    public var alignment: RowAlignment
    /// The alignment of the last row (and of rows ended by a forced break) when `alignment`
    /// fills rows (`.justify`, `.grow`), as in justified text.
    public var lastRowAlignment: RowAlignment
    /// Where items sit inside a taller row.
    public var itemAlignment: ItemAlignment
    public var direction: LayoutDirection
    public var lineBreaking: LineBreaking
    /// The most items on one row; `nil` for no limit.
    public var maxItemsPerRow: Int?
    /// The most rows; items that do not fit are hidden (see `Plan.hidden`); `nil` for no limit.
    public var maxRows: Int?

    /// - Parameters:
    ///   - spacing: the gap between items on a row.
    ///   - lineSpacing: the gap between rows; `nil` means the same as `spacing`.
    public init(
        spacing: Double = 8, lineSpacing: Double? = nil, alignment: RowAlignment = .leading,
        lastRowAlignment: RowAlignment = .leading, itemAlignment: ItemAlignment = .top,
        direction: LayoutDirection = .ltr, lineBreaking: LineBreaking = .greedy,
        maxItemsPerRow: Int? = nil, maxRows: Int? = nil
    ) {
        self.spacing = spacing
        self.lineSpacing = lineSpacing ?? spacing
        self.alignment = alignment
        self.lastRowAlignment = lastRowAlignment
        self.itemAlignment = itemAlignment
        self.direction = direction
        self.lineBreaking = lineBreaking
        self.maxItemsPerRow = maxItemsPerRow
        self.maxRows = maxRows
    }

    /// What a layout pass keeps between `sizeThatFits` and `placeSubviews`: every item measured
    /// once, with its layout values.
    public struct Cache: Hashable, Sendable {
        /// Each item as measured, in order.
        public internal(set) var items: [MeasuredItem]

        /// The ideal size of each item, in order.
        public var sizes: [Size] { items.map(\.size) }
    }

    /// Measures every item once, at its ideal size, and reads its layout values.
    public func makeCache<Subviews: Collection>(subviews: Subviews) -> Cache
    where Subviews.Element: LayoutSubview {
        Cache(items: subviews.map { MeasuredItem($0) })
    }

    /// Measures the items again, after they changed.
    public func updateCache<Subviews: Collection>(_ cache: inout Cache, subviews: Subviews)
    where Subviews.Element: LayoutSubview {
        cache = makeCache(subviews: subviews)
    }

    /// The size the layout needs for `proposal`.
    ///
    /// - Parameter overflow: the "+N" item shown when `maxRows` hides items.
    public func sizeThatFits<Subviews: Collection>(
        proposal: ProposedSize, subviews: Subviews, cache: inout Cache, overflow: (any OverflowIndicator)? = nil
    ) -> Size where Subviews.Element: LayoutSubview {
        refreshIfStale(&cache, subviews: subviews)
        return plan(proposal: proposal, items: cache.items, overflow: overflow.map { $0.measured }).size
    }

    /// Places every item inside `bounds`, offset from `bounds.origin`. Items hidden by `maxRows`
    /// are placed at the origin with a zero proposal, so each item is still placed once.
    public func placeSubviews<Subviews: Collection>(
        in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout Cache,
        overflow: (any OverflowIndicator)? = nil
    ) where Subviews.Element: LayoutSubview {
        refreshIfStale(&cache, subviews: subviews)
        let plan = plan(proposal: proposal, items: cache.items, overflow: overflow.map { $0.measured })
        let hidden = Set(plan.hidden)
        for (index, (subview, frame)) in zip(subviews, plan.frames).enumerated() {
            subview.place(
                at: Point(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), anchor: .topLeading,
                proposal: hidden.contains(index) ? .zero : ProposedSize(frame.size))
        }
        if let overflow, let placement = plan.overflow {
            overflow.place(
                at: Point(x: bounds.minX + placement.frame.minX, y: bounds.minY + placement.frame.minY),
                hiddenCount: placement.hiddenCount, proposal: ProposedSize(placement.frame.size))
        }
    }

    /// A cache made for another set of items is measured again rather than trusted.
    private func refreshIfStale<Subviews: Collection>(_ cache: inout Cache, subviews: Subviews)
    where Subviews.Element: LayoutSubview {
        if cache.items.count != subviews.count {
            updateCache(&cache, subviews: subviews)
        }
    }
}
