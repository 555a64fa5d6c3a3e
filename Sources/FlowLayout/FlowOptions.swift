/// Where a row sits across the layout's width.
public enum RowAlignment: String, CaseIterable, Hashable, Sendable, Codable {
    /// Rows start at the leading edge (left, or right in right-to-left).
    case leading
    /// Rows are centred.
    case center
    /// Rows end at the trailing edge.
    case trailing
    /// Rows fill the width by widening the gaps between items; single-item rows stay leading.
    case justify
    /// Rows fill the width by widening the items themselves (CSS `flex-grow: 1`).
    case grow

    /// Whether the alignment stretches rows to the full width.
    var fillsRow: Bool { self == .justify || self == .grow }
}

/// Where items sit inside a row taller than they are.
public enum ItemAlignment: String, CaseIterable, Hashable, Sendable, Codable {
    case top
    case center
    case bottom
    /// Items share their first text baseline (`FirstTextBaseline`), so labels of different
    /// sizes read as one line.
    case baseline
}

/// The direction rows fill in.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable, Codable {
    case ltr
    /// Rows fill from the right: the mirror image of left-to-right.
    case rtl
}

/// How items are broken into rows.
public enum LineBreaking: String, CaseIterable, Hashable, Sendable, Codable {
    /// Each row takes as many items as fit, in order (CSS flex-wrap).
    case greedy
    /// As many rows as greedy, as even as they can be: the least sum of squared slack, so no
    /// short last row (like CSS `text-wrap: balance`); order is kept.
    case balanced
    /// Items may be reordered to use fewer rows: first-fit decreasing, by priority then width.
    case dense
}

/// Which way a flow's lines run: the axis of a ``Plan``'s lines.
public enum FlowAxis: String, CaseIterable, Hashable, Sendable {
    /// Items fill rows left to right (or right to left), wrapping at a width: ``RowFlow``.
    case rows
    /// Items fill columns top to bottom, wrapping at a height: ``ColumnFlow``.
    case columns
}

/// Where items sit across a column wider than they are (a column is as wide as its widest item).
/// In right-to-left, leading is the right edge, as CSS's `align-items: flex-start` is.
public enum ColumnItemAlignment: String, CaseIterable, Hashable, Sendable, Codable {
    /// Against the column's leading edge: the left, or the right in right-to-left.
    case leading
    /// Centred in the column.
    case center
    /// Against the column's trailing edge.
    case trailing
}
