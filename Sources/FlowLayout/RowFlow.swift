import Primitives

/// A flow layout: items fill rows in order, wrapping when the next item would not fit the
/// proposed width. It is a ``Layout``, TagFlow's mirror of SwiftUI's protocol (`makeCache`,
/// `updateCache`, `sizeThatFits`, `placeSubviews`, all from one `plan`), and follows the rules of
/// DESIGN.md:
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
/// `maxItemsPerRow`, forced breaks (`LineBreakBefore`), and a row limit with a "+N" item, for the
/// whole flow or for each section.
/// ``ColumnFlow`` is the same flow turned on its side.
public struct RowFlow: Layout, Codable {
    /// The horizontal gap between items on a row.
    public var spacing: Double
    /// The vertical gap between rows.
    public var lineSpacing: Double
    /// Where each row sits across the width.
    public var alignment: RowAlignment
    /// The alignment of the last row (and of rows ended by a forced break), whatever `alignment`
    /// is, as CSS's `text-align-last`; `nil` (the default) is CSS's `auto`: the rows' own
    /// alignment, or leading when that fills rows (`.justify`, `.grow`), as in justified text.
    public var lastRowAlignment: RowAlignment?
    /// Where items sit inside a taller row.
    public var itemAlignment: ItemAlignment
    public var direction: LayoutDirection
    public var lineBreaking: LineBreaking
    /// The most items on one row; `nil` for no limit.
    public var maxItemsPerRow: Int?
    /// The most rows; items that do not fit are hidden (see `Plan.hidden`); `nil` for no limit.
    public var maxRows: Int?
    /// The most rows of each section (a section starts at a heading, ``SectionHeading``, or an
    /// item marked ``SectionStart``; the items before the first are one too): each section is
    /// broken into rows on its own and limited as `maxRows` limits the whole, by the same rule
    /// (its items of highest priority kept, its "+N" item ending its last row, listed in
    /// `Plan.sectionOverflows`). A heading alone on a row above its section is not one of the
    /// section's rows. `nil` for no limit. With it, `maxRows` is not read: TagFlow's
    /// `CloudStyle.validate()` refuses the two together.
    public var maxRowsPerSection: Int?
    /// Room for a separator between two items on a row (SwiftUI-Flow's `itemSeparator`): items
    /// on a row are `spacing`, the separator's width and `spacing` apart, and never at a row's
    /// ends nor beside a heading (``MeasuredItem/isHeading``), so separators take part in line breaking; ``Plan/separatorFrames(width:apart:)`` says
    /// where to draw them. `nil` (the default) keeps no room.
    public var separatorWidth: Double?

    /// The gap between two items on a row: `spacing`, with a separator's room and a second
    /// `spacing` when there is one.
    var itemGap: Double { separatorWidth.map { 2 * spacing + $0 } ?? spacing }

    /// The gap between two neighbours on a row: `itemGap`, but only `spacing` beside a heading
    /// (``MeasuredItem/isHeading``): it names the items after it, it is not one of them, so no
    /// separator stands beside it and no room is kept for one.
    @inline(__always)
    func gap(between left: MeasuredItem, and right: MeasuredItem) -> Double {
        separatorWidth != nil && (left.isHeading || right.isHeading) ? spacing : itemGap
    }

    /// The items as the line breakers see them: with separators, each heading narrower by a
    /// separator's room (`itemGap - spacing`), so a heading that starts its row — as a group's
    /// does — is followed by `spacing` exactly as ``gap(between:and:)`` says, with no line breaker
    /// taking a gap per pair of items. (A heading between two items would be counted a room too
    /// wide: never narrower than it is drawn.)
    func breakingItems(_ items: [MeasuredItem]) -> [MeasuredItem] {
        guard separatorWidth != nil, items.contains(where: \.isHeading) else { return items }
        let room = itemGap - spacing
        return items.map { item in
            var item = item
            if item.isHeading { item.size.width -= room }
            return item
        }
    }

    /// - Parameters:
    ///   - spacing: the gap between items on a row.
    ///   - lineSpacing: the gap between rows; `nil` means the same as `spacing`.
    public init(
        spacing: Double = 8, lineSpacing: Double? = nil, alignment: RowAlignment = .leading,
        lastRowAlignment: RowAlignment? = nil, itemAlignment: ItemAlignment = .top,
        direction: LayoutDirection = .ltr, lineBreaking: LineBreaking = .greedy,
        maxItemsPerRow: Int? = nil, maxRows: Int? = nil, maxRowsPerSection: Int? = nil
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
        self.maxRowsPerSection = maxRowsPerSection
    }
}
