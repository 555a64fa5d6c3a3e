public import ChipRendering
// What `import TagFlow` brings besides TagFlow's own types: the planner's vocabulary (with the
// base module's geometry and colour), and the few types of the drawing and text layers a user
// names. Everything else of those layers stays inside the package.
@_exported public import FlowLayout
public import TextShaping

/// How a chip is painted: fill, outline, text colour, corner radius.
public typealias ChipStyle = ChipRendering.ChipStyle
/// The file formats TagFlow writes: SVG, PNG, PDF.
public typealias OutputFormat = ChipRendering.OutputFormat
/// Why drawing failed.
public typealias RenderError = ChipRendering.RenderError
/// Which font draws the labels: the bundled one, a file, or a Fontconfig name.
public typealias FontRequest = TextShaping.FontRequest
/// Why a font could not be used.
public typealias FontError = TextShaping.FontError
/// A label shaped by HarfBuzz: its glyph runs, width and metrics.
public typealias ShapedText = TextShaping.ShapedText
/// A font's vertical metrics in px at one size.
public typealias TextMetrics = TextShaping.TextMetrics
/// A decoded PNG: straight-alpha RGBA pixels, for looking at a rendering pixel by pixel.
public typealias PNGImage = ChipRendering.PNGImage
/// One chip of a laid-out cloud: its label, box, row, shaped text and paint.
public typealias PlacedChip = ChipRendering.PlacedChip
/// An icon drawn beside a chip's label: a cleaned SVG or a PNG, made from a file's bytes.
public typealias ChipIcon = ChipRendering.ChipIcon
/// Why an icon cannot be used.
public typealias IconError = ChipRendering.IconError
/// A chip's icon in its place: its box relative to the chip and its colour.
public typealias PlacedIcon = ChipRendering.PlacedIcon
/// A chip's second part, its count or value (`swift 12.4k`), in its place: its shaped text, what
/// it says read aloud, its offset in the chip and its colour.
public typealias PlacedCount = ChipRendering.PlacedCount
