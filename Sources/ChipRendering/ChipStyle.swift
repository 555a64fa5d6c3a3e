import Primitives

/// How a chip is painted.
public struct ChipStyle: Hashable, Sendable {
    public var fill: Color
    /// The outline colour; `nil` draws none.
    public var stroke: Color?
    /// The outline width in px, drawn inside the chip so neighbours never touch.
    public var strokeWidth: Double
    public var textColor: Color
    /// The corner radius in px; `nil` makes a capsule (radius = height / 2).
    public var cornerRadius: Double?

    public init(
        fill: Color, stroke: Color?, strokeWidth: Double, textColor: Color, cornerRadius: Double? = nil
    ) {
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.textColor = textColor
        self.cornerRadius = cornerRadius
    }
}
