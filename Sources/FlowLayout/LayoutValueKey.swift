/// A value an item hands to its layout, like SwiftUI's `LayoutValueKey`: read through a
/// subview's subscript, `subview[FirstTextBaseline.self]`, with `defaultValue` when unset.
public protocol LayoutValueKey {
    associatedtype Value
    /// The value of an item that does not set this key.
    static var defaultValue: Value { get }
}

/// The distance from an item's top to its first text baseline; `nil` means its bottom edge
/// (as in SwiftUI, where a view without text has its baseline at the bottom).
public enum FirstTextBaseline: LayoutValueKey {
    public static let defaultValue: Double? = nil
}

/// `true` starts a new row before the item, whatever room is left on the current one.
public enum LineBreakBefore: LayoutValueKey {
    public static let defaultValue = false
}

/// How much an item wants to be seen: with a row limit, in every line-breaking mode, the items
/// hidden are those of lowest priority (among equals, the later ones); dense packing also places
/// higher priorities first. Like SwiftUI's `layoutPriority`, the default is 0.
public enum LayoutPriority: LayoutValueKey {
    public static let defaultValue = 0.0
}

/// `true` makes the item the heading of the items after it, up to the next heading: a group's
/// name, which ``HeadingColumn`` sets in a column of its own beside its group's rows.
public enum SectionHeading: LayoutValueKey {
    public static let defaultValue = false
}

/// `true` starts a new section at the item, as a heading (``SectionHeading``) does; an item
/// marked so right after a heading is the first of that heading's section, not one of its own.
/// ``RowFlow/maxRowsPerSection`` limits each section's rows on their own: TagFlow marks the
/// first tag of each group.
public enum SectionStart: LayoutValueKey {
    public static let defaultValue = false
}
