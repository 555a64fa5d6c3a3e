public import FlowLayout
public import TextShaping

/// A cloud laid out on its canvas: where each chip goes, in canvas px, in input order.
public struct CloudLayout: Sendable {
    /// The canvas size, whole px, margins included.
    public var width: Double
    public var height: Double
    public var chips: [PlacedChip]
}

/// One chip of a laid-out cloud.
public struct PlacedChip: Sendable {
    public var label: String
    /// The chip's box on the canvas.
    public var frame: Rect
    /// The row it is on, from 0.
    public var row: Int
    /// The shaped label.
    public var text: ShapedText
    /// The label's origin relative to the chip's top-left corner: left edge and baseline.
    public var textOffset: Point
}
