import Primitives
import TextShaping

/// Everything the renderer draws: a canvas and the chips on it, in canvas px.
public struct ChipScene: Sendable {
    public var width: Double
    public var height: Double
    /// The canvas colour; `nil` leaves it transparent.
    public var background: Color?
    public var chips: [PlacedChip]
    /// What the picture shows, for SVG's `<title>` and `aria-label` and the PDF's title.
    public var title: String
    /// A longer description, for SVG's `<desc>` and the PDF's subject; `nil` writes none.
    public var description: String?
    /// Prefix of every SVG id, so two clouds inlined in one page never clash.
    public var idPrefix: String
    /// The colours for dark mode; `nil` draws the scene in one look. SVG only: PNG and PDF are
    /// drawn once per look.
    public var dark: DarkPaint?
    /// Whether chips may link to schemes a browser runs as code (`LinkSafety`); when false (the
    /// default) the renderer refuses such a scene with `RenderError.unsafeLink`.
    public var allowsUnsafeLinks = false

    public init(
        width: Double, height: Double, background: Color?, chips: [PlacedChip], title: String = "",
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
