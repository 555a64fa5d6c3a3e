import Primitives
public import ChipRendering
public import FlowLayout
public import TextShaping

/// One chip of a laid-out cloud.
public struct PlacedChip: Sendable {
    public var label: String
    /// The tag's position in the input; `nil` for the "+N" chip.
    public var index: Int?
    /// The chip's box on the canvas.
    public var frame: Rect
    /// The row it is on, from 0.
    public var row: Int
    /// The shaped label (ending in "…" when the chip's maximum width cut it).
    public var text: ShapedText
    /// The label's origin relative to the chip's top-left corner: left edge and baseline
    /// (the label is centred, so a chip widened by `.grow` keeps it in the middle).
    public var textOffset: Point
    /// How the chip is painted.
    public var style: ChipStyle
    /// Where the chip links to, if anywhere.
    public var link: String?
}
