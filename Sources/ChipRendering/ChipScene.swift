import Primitives
public import TextShaping

/// Everything the renderer draws: a canvas and the chips on it, in canvas px.
public struct ChipScene: Sendable {
    public var width: Double
    public var height: Double
    /// The canvas colour; `nil` leaves it transparent.
    public var background: Color?
    public var chips: [DrawnChip]
    /// What the picture shows, for SVG's `<title>` and `aria-label` and the PDF's title.
    public var title: String
    /// Prefix of every SVG id, so two clouds inlined in one page never clash.
    public var idPrefix: String

    public init(
        width: Double, height: Double, background: Color?, chips: [DrawnChip], title: String = "",
        idPrefix: String = "tagflow"
    ) {
        self.width = width
        self.height = height
        self.background = background
        self.chips = chips
        self.title = title
        self.idPrefix = idPrefix
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
    /// Where the chip links to (an SVG `<a>`, a PDF link); `nil` for none.
    public var link: String?
    /// The whole label, even when the drawn text is cut short with "…".
    public var label: String

    public init(
        x: Double, y: Double, width: Double, height: Double, text: ShapedText, textX: Double,
        baseline: Double, style: ChipStyle, link: String? = nil, label: String? = nil
    ) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.text = text
        self.textX = textX
        self.baseline = baseline
        self.style = style
        self.link = link
        self.label = label ?? text.text
    }
}
