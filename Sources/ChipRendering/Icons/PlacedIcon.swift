public import Primitives

/// A chip's icon in its place: the icon, its box relative to the chip's top-left corner, and
/// the colour `currentColor` means for it.
public struct PlacedIcon: Hashable, Sendable {
    /// The icon.
    public var icon: ChipIcon
    /// Where it is drawn, relative to the chip's top-left corner, in px.
    public var frame: Rect
    /// What `currentColor` paints in; `nil` for an icon that keeps its own colours.
    public var color: Color?

    /// An icon drawn in `frame` (relative to the chip), in `color` where it paints `currentColor`.
    public init(icon: ChipIcon, frame: Rect, color: Color? = nil) {
        self.icon = icon
        self.frame = frame
        self.color = color
    }
}
