public import Primitives

/// The colours a scene takes when the reader's system is in dark mode: an SVG carries them in one
/// `@media (prefers-color-scheme: dark)` block, so one file follows the reader's colour scheme
/// (in `<img>`, opened alone, or inline in a page). Only colours change: sizes, stroke widths and
/// places stay the light scene's, so the two looks can never disagree about the layout.
public struct DarkPaint: Hashable, Sendable {
    /// The canvas colour in dark mode; `nil` keeps the light scene's canvas (usually transparent).
    public var background: Color?
    /// Each chip's paint in dark mode, in the order of the scene's chips.
    public var chips: [ChipStyle]
    /// What `currentColor` means in each chip's icon in dark mode, in the order of the scene's
    /// chips (`PlacedIcon.color`); `nil`, or past the end, for a chip without a `currentColor`
    /// icon. Icons with colours of their own keep them in both looks.
    public var iconColors: [Color?]
    /// Each chip's count colour in dark mode (`PlacedCount.color`), in the order of the scene's
    /// chips; `nil`, or past the end, for a chip without a count.
    public var countColors: [Color?]

    /// The dark look of a scene's chips, one style (and icon and count colour) per chip.
    public init(background: Color?, chips: [ChipStyle], iconColors: [Color?] = [], countColors: [Color?] = []) {
        self.background = background
        self.chips = chips
        self.iconColors = iconColors
        self.countColors = countColors
    }
}
