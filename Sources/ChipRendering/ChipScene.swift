public import TextShaping

/// Everything the renderer draws: a canvas and the chips on it, in canvas px.
public struct ChipScene: Sendable {
    public var width: Double
    public var height: Double
    /// The canvas colour; `nil` leaves it transparent.
    public var background: Color?
    public var chips: [DrawnChip]

    public init(width: Double, height: Double, background: Color?, chips: [DrawnChip]) {
        self.width = width
        self.height = height
        self.background = background
        self.chips = chips
    }
}

/// One chip in place: its box, its shaped label and where the label's baseline starts.
public struct DrawnChip: Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public var text: ShapedText
    /// The text origin, relative to the chip's top-left corner: left edge and baseline.
    public var textX: Double
    public var baseline: Double
    public var style: ChipStyle

    public init(
        x: Double, y: Double, width: Double, height: Double, text: ShapedText, textX: Double,
        baseline: Double, style: ChipStyle
    ) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.text = text
        self.textX = textX
        self.baseline = baseline
        self.style = style
    }
}
