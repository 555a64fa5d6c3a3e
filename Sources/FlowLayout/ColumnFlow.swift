import Primitives

/// A column flow: items run top to bottom in order and wrap into a new column when the next one
/// would pass the proposed height — ``RowFlow`` turned on its side, like CSS's
/// `flex-direction: column; flex-wrap: wrap` or SwiftUI-Flow's `VFlow`.
///
/// DESIGN.md's rules, turned:
///
/// 1. each item is measured at `.unspecified` once per pass (the cache holds the sizes);
/// 2. an item joins the column if the column is empty or
///    `columnHeight + spacing + height <= limit` — equal to the limit stays;
/// 3. a column is as wide as its widest item; columns are `lineSpacing` apart;
/// 4. an item taller than the limit takes a column of its own and is never shrunk;
///    height = max(limit, tallest column);
/// 5. a `nil` or infinite height means one column at ideal size;
/// 6. no items means zero size; the proposed width is ignored (width comes from the columns);
/// 7. every item is placed exactly once, at `bounds.origin` + its offset.
///
/// Every row option has its column meaning: `alignment` places items down each column as a
/// ``RowAlignment`` places them along a row (leading is the top, trailing the bottom, justify
/// widens the gaps, grow makes the items taller), `itemAlignment` places them across their
/// column, right-to-left fills columns from the right, balanced breaking makes the columns'
/// heights as even as can be (as many columns as greedy), dense packing reorders items to use
/// fewer columns, and `maxColumns` keeps that many columns and ends the last with the "+N" item.
/// A forced break (`LineBreakBefore`) starts a new column. There is no baseline alignment: items
/// stacked in a column share no line of text.
public struct ColumnFlow: Layout, Codable {
    /// The vertical gap between items in a column.
    public var spacing: Double
    /// The horizontal gap between columns.
    public var lineSpacing: Double
    /// Where items sit down each column: `.leading` at the top, `.trailing` at the bottom,
    /// `.justify` spreading the gaps, `.grow` making items taller to fill the column.
    public var alignment: RowAlignment
    /// The alignment of the last column (and of columns ended by a forced break), whatever
    /// `alignment` is; `nil` (the default): the columns' own alignment, or leading when that
    /// fills columns (`.justify`, `.grow`).
    public var lastColumnAlignment: RowAlignment?
    /// Where items sit across a column wider than they are.
    public var itemAlignment: ColumnItemAlignment
    /// `.rtl` puts the first column at the right and mirrors every column.
    public var direction: LayoutDirection
    /// How items are broken into columns: greedy, balanced (even heights) or dense.
    public var lineBreaking: LineBreaking
    /// The most items in one column; `nil` for no limit.
    public var maxItemsPerColumn: Int?
    /// The most columns; items that do not fit are hidden (see `Plan.hidden`); `nil` for no limit.
    public var maxColumns: Int?

    /// - Parameters:
    ///   - spacing: the gap between items in a column.
    ///   - lineSpacing: the gap between columns; `nil` means the same as `spacing`.
    public init(
        spacing: Double = 8, lineSpacing: Double? = nil, alignment: RowAlignment = .leading,
        lastColumnAlignment: RowAlignment? = nil, itemAlignment: ColumnItemAlignment = .leading,
        direction: LayoutDirection = .ltr, lineBreaking: LineBreaking = .greedy,
        maxItemsPerColumn: Int? = nil, maxColumns: Int? = nil
    ) {
        self.spacing = spacing
        self.lineSpacing = lineSpacing ?? spacing
        self.alignment = alignment
        self.lastColumnAlignment = lastColumnAlignment
        self.itemAlignment = itemAlignment
        self.direction = direction
        self.lineBreaking = lineBreaking
        self.maxItemsPerColumn = maxItemsPerColumn
        self.maxColumns = maxColumns
    }
}
