/// A flow layout: items keep their order and fill rows left to right, wrapping when the next
/// item would not fit the proposed width. It mirrors SwiftUI's `Layout` protocol
/// (`makeCache`, `sizeThatFits`, `placeSubviews`) and follows the rules of DESIGN.md:
///
/// 1. each item is measured at `.unspecified` once per pass (the cache holds the sizes);
/// 2. an item joins the row if the row is empty or `rowWidth + spacing + width <= limit`;
/// 3. a row is as tall as its tallest item; rows are `lineSpacing` apart;
/// 4. an item wider than the limit takes a row of its own; width = max(limit, widest row);
/// 5. a `nil` or infinite width means one row at ideal size;
/// 6. no items means zero size; the proposed height is ignored;
/// 7. every item is placed exactly once, at `bounds.origin` + its offset.
public struct FlowLayout: Hashable, Sendable {
    /// The horizontal gap between items on a row.
    public var spacing: Double
    /// The vertical gap between rows.
    public var lineSpacing: Double

    /// - Parameters:
    ///   - spacing: the gap between items on a row.
    ///   - lineSpacing: the gap between rows; `nil` means the same as `spacing`.
    public init(spacing: Double = 8, lineSpacing: Double? = nil) {
        self.spacing = spacing
        self.lineSpacing = lineSpacing ?? spacing
    }

    /// What a layout pass keeps between `sizeThatFits` and `placeSubviews`: the items' ideal
    /// sizes, measured once.
    public struct Cache: Hashable, Sendable {
        /// The ideal size of each item, in order.
        public internal(set) var sizes: [Size]
    }

    /// Measures every item once, at its ideal size.
    public func makeCache<Subviews: Collection>(subviews: Subviews) -> Cache
    where Subviews.Element: LayoutSubview {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    /// Measures the items again, after they changed.
    public func updateCache<Subviews: Collection>(_ cache: inout Cache, subviews: Subviews)
    where Subviews.Element: LayoutSubview {
        cache = makeCache(subviews: subviews)
    }

    /// The size the layout needs for `proposal`.
    public func sizeThatFits<Subviews: Collection>(
        proposal: ProposedSize, subviews: Subviews, cache: inout Cache
    ) -> Size where Subviews.Element: LayoutSubview {
        refreshIfStale(&cache, subviews: subviews)
        return plan(proposal: proposal, sizes: cache.sizes).size
    }

    /// Places every item inside `bounds`, offset from `bounds.origin`.
    public func placeSubviews<Subviews: Collection>(
        in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout Cache
    ) where Subviews.Element: LayoutSubview {
        refreshIfStale(&cache, subviews: subviews)
        let plan = plan(proposal: proposal, sizes: cache.sizes)
        for (subview, frame) in zip(subviews, plan.frames) {
            subview.place(
                at: Point(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                anchor: .topLeading, proposal: ProposedSize(frame.size))
        }
    }

    /// A cache made for another set of items is measured again rather than trusted.
    private func refreshIfStale<Subviews: Collection>(_ cache: inout Cache, subviews: Subviews)
    where Subviews.Element: LayoutSubview {
        if cache.sizes.count != subviews.count {
            updateCache(&cache, subviews: subviews)
        }
    }
}
