public import Primitives
public import TextShaping

/// One chip of a laid-out cloud, in canvas px: what the layout made and what the renderer draws.
public struct PlacedChip: Sendable {
    /// The whole label, even when the drawn text is cut short with "…".
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
    /// Where the chip links to (an SVG `<a>`, a PDF link); `nil` for none.
    public var link: String?
    /// The icon beside the label, placed relative to the chip; `nil` for none.
    public var icon: PlacedIcon?
    /// The count (or value) drawn beside the label, placed relative to the chip; `nil` for none.
    public var count: PlacedCount?
}

extension PlacedChip {
    /// - Parameter label: the whole label; `nil` uses the drawn text.
    public init(
        label: String? = nil, index: Int? = nil, frame: Rect, row: Int = 0, text: ShapedText, textOffset: Point,
        style: ChipStyle, link: String? = nil, icon: PlacedIcon? = nil, count: PlacedCount? = nil
    ) {
        // Out here, so that the struct keeps its memberwise initializer and this one hands every
        // field to it: written in the struct, each optional field was set to `nil` first and then
        // assigned, and the whole chip (273 bytes) copied three times, about 700 instructions a chip.
        self.init(
            label: label ?? text.text, index: index, frame: frame, row: row, text: text, textOffset: textOffset,
            style: style, link: link, icon: icon, count: count)
    }
}
