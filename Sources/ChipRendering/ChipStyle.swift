import Primitives

/// How a chip is painted.
///
/// The paint is kept in one shared, immutable box: every chip of a cloud carries a style, and
/// most carry the same one, so a chip holds a reference (8 bytes) rather than the 128 bytes of
/// the colours themselves — 120 MB less at 1,000,000 labels. Setting a property makes a new box;
/// the value semantics are a struct's.
public struct ChipStyle: Hashable, Sendable, Codable {
    public var fill: Color {
        get { paint.fill }
        set { paint = Paint(newValue, paint.stroke, paint.strokeWidth, paint.textColor, paint.cornerRadius) }
    }
    /// The outline colour; `nil` draws none.
    public var stroke: Color? {
        get { paint.stroke }
        set { paint = Paint(paint.fill, newValue, paint.strokeWidth, paint.textColor, paint.cornerRadius) }
    }
    /// The outline width in px, drawn inside the chip so neighbours never touch.
    public var strokeWidth: Double {
        get { paint.strokeWidth }
        set { paint = Paint(paint.fill, paint.stroke, newValue, paint.textColor, paint.cornerRadius) }
    }
    public var textColor: Color {
        get { paint.textColor }
        set { paint = Paint(paint.fill, paint.stroke, paint.strokeWidth, newValue, paint.cornerRadius) }
    }
    /// The corner radius in px; `nil` makes a capsule (radius = height / 2).
    public var cornerRadius: Double? {
        get { paint.cornerRadius }
        set { paint = Paint(paint.fill, paint.stroke, paint.strokeWidth, paint.textColor, newValue) }
    }

    private var paint: Paint

    public init(
        fill: Color, stroke: Color?, strokeWidth: Double, textColor: Color, cornerRadius: Double? = nil
    ) {
        paint = Paint(fill, stroke, strokeWidth, textColor, cornerRadius)
    }

    /// The five values, never changed once made.
    private final class Paint: Sendable {
        let fill: Color
        let stroke: Color?
        let strokeWidth: Double
        let textColor: Color
        let cornerRadius: Double?

        init(_ fill: Color, _ stroke: Color?, _ strokeWidth: Double, _ textColor: Color, _ cornerRadius: Double?) {
            self.fill = fill
            self.stroke = stroke
            self.strokeWidth = strokeWidth
            self.textColor = textColor
            self.cornerRadius = cornerRadius
        }
    }

    /// Equal when the five values are (styles that share a box are, at once).
    public static func == (lhs: ChipStyle, rhs: ChipStyle) -> Bool {
        lhs.paint === rhs.paint
            || (lhs.fill == rhs.fill && lhs.stroke == rhs.stroke && lhs.strokeWidth == rhs.strokeWidth
                && lhs.textColor == rhs.textColor && lhs.cornerRadius == rhs.cornerRadius)
    }

    /// Hashes the five values, in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fill)
        hasher.combine(stroke)
        hasher.combine(strokeWidth)
        hasher.combine(textColor)
        hasher.combine(cornerRadius)
    }

    // Coded as the five stored values were before the box: the same keys, a missing optional
    // left out.
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case fill, stroke, strokeWidth, textColor, cornerRadius
    }

    /// Decodes the five values by their names; a missing `stroke` or `cornerRadius` is `nil`.
    public init(from decoder: any Decoder) throws {
        try KnownKeys.check(decoder, CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            fill: try container.decode(Color.self, forKey: .fill),
            stroke: try container.decodeIfPresent(Color.self, forKey: .stroke),
            strokeWidth: try container.decode(Double.self, forKey: .strokeWidth),
            textColor: try container.decode(Color.self, forKey: .textColor),
            cornerRadius: try container.decodeIfPresent(Double.self, forKey: .cornerRadius))
    }

    /// Encodes the five values by their names, leaving out a `nil` one.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(fill, forKey: .fill)
        try container.encodeIfPresent(stroke, forKey: .stroke)
        try container.encode(strokeWidth, forKey: .strokeWidth)
        try container.encode(textColor, forKey: .textColor)
        try container.encodeIfPresent(cornerRadius, forKey: .cornerRadius)
    }
}

extension ChipStyle {
    /// The paint's part of an id prefix (`SceneDigest.feed(_: [PlacedChip])`): stroke width,
    /// corner radius (-1 for a capsule), fill, stroke and text colour. Read in the paint where the
    /// chip keeps it: copied out of the chip to be read, the paint was retained and let go of.
    @inline(__always)
    func feed(into digest: inout SceneDigest) {
        digest.feed(paint.strokeWidth)
        digest.feed(paint.cornerRadius ?? -1)
        digest.feed(paint.fill)
        digest.feed(paint.stroke)
        digest.feed(paint.textColor)
    }
}
