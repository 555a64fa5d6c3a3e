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
    /// The shaped label.
    public var text: ShapedText
    /// The label's origin relative to the chip's top-left corner: left edge and baseline
    /// (the label is centred, so a chip widened by `.grow` keeps it in the middle).
    public var textOffset: Point
}
