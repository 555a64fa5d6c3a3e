public import Primitives
public import TextShaping

/// The second part of a two-part chip: a count (`12.4k`) or a value the input gave, drawn beside
/// the label in a colour of its own, as badges draw `label | message`.
public struct PlacedCount: Sendable {
    /// The shaped text drawn (`12.4k`), never cut short.
    public var text: ShapedText
    /// What it says read aloud (`12,400`), for the chip's accessible name.
    public var spoken: String
    /// The text's origin relative to the chip's top-left corner: left edge and baseline.
    public var offset: Point
    /// The colour the text is drawn in.
    public var color: Color

    /// A count of `text`, read aloud as `spoken`, at `offset` in the chip, drawn in `color`.
    public init(text: ShapedText, spoken: String, offset: Point = Point(x: 0, y: 0), color: Color) {
        self.text = text
        self.spoken = spoken
        self.offset = offset
        self.color = color
    }
}

extension PlacedChip {
    /// What the chip says read aloud: its label, then its count's spoken form (`swift, 12,400`).
    public var accessibleLabel: String {
        guard let count else { return label }
        return label.isEmpty ? count.spoken : label + ", " + count.spoken
    }
}
