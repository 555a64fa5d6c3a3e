public import Primitives

/// A proxy for one item of a layout, like SwiftUI's `LayoutSubview`: it can be asked for its size
/// and its layout values, and told where it goes. It is not the item itself, so `place` is
/// non-mutating.
public protocol LayoutSubview {
    /// The size the item wants for `proposal`.
    func sizeThatFits(_ proposal: ProposedSize) -> Size

    /// Puts the item's `anchor` point at `position`, giving it `proposal` as its final size.
    func place(at position: Point, anchor: UnitPoint, proposal: ProposedSize)

    /// The item's value for a layout key; `Key.defaultValue` unless the item sets it.
    subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value { get }
}

extension LayoutSubview {
    public subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
}

/// The "+N" item a row limit adds after the last visible item: its size depends on how many
/// items it stands for. A row limit per section places it once for each section that hid items.
public protocol OverflowIndicator {
    /// The indicator's size when it stands for `hiddenCount` items.
    func sizeThatFits(hiddenCount: Int) -> Size

    /// The distance from its top to its first text baseline; `nil` (the default) is its bottom.
    func firstBaseline(hiddenCount: Int) -> Double?

    /// Puts the indicator's top-leading corner at `position`, standing for `hiddenCount` items.
    func place(at position: Point, hiddenCount: Int, proposal: ProposedSize)
}

extension OverflowIndicator {
    public func firstBaseline(hiddenCount: Int) -> Double? { nil }

    /// The indicator as the planner sees it, for `hiddenCount` items.
    func measured(hiddenCount: Int) -> MeasuredItem {
        MeasuredItem(
            size: sizeThatFits(hiddenCount: hiddenCount), firstBaseline: firstBaseline(hiddenCount: hiddenCount))
    }
}
