/// A label shaped and measured at one size: glyph runs ready to draw, and its width.
public struct ShapedText: Sendable {
    /// The text that was shaped.
    public var text: String
    /// The font size in px.
    public var size: Double {
        get { storedSize }
        set {
            // The metrics stay those it was shaped with.
            if setMetrics == nil { setMetrics = MetricsBox(metrics) }
            storedSize = newValue
        }
    }
    /// The runs in visual order, each drawn with its own font, all on one baseline.
    public var runs: [GlyphRun]
    /// The advance width in px: the sum of all glyph advances, unhinted.
    public var width: Double
    /// The primary font's metrics at `size`: one line height for the whole label.
    public var metrics: TextMetrics {
        get { setMetrics?.metrics ?? primary.metrics.scaled(to: storedSize) }
        set { setMetrics = MetricsBox(newValue) }
    }
    /// Characters no font in the stack could draw (drawn as the primary font's .notdef).
    public var missing: [Unicode.Scalar]

    private var storedSize: Double
    /// The font whose metrics the text has: they are worked out when asked, by the arithmetic
    /// that made them when they were stored (40 bytes a label, which a chip keeps).
    private let primary: Font
    /// Metrics given by a caller (or kept when the size changes); `nil` for the font's own.
    private var setMetrics: MetricsBox?

    /// `text` shaped at `size` into `runs`, `width` wide, with `primary`'s metrics.
    init(text: String, size: Double, runs: [GlyphRun], width: Double, primary: Font, missing: [Unicode.Scalar]) {
        self.text = text
        storedSize = size
        self.runs = runs
        self.width = width
        self.primary = primary
        self.missing = missing
    }

    /// Metrics set on a shaped text, never changed once made.
    private final class MetricsBox: Sendable {
        let metrics: TextMetrics

        init(_ metrics: TextMetrics) {
            self.metrics = metrics
        }
    }
}

/// Glyphs drawn with one font.
public struct GlyphRun: Sendable {
    public var font: Font
    /// Glyph ids and positions in px, relative to the label's origin on its baseline
    /// (x grows right, y grows down). Made when asked: the run keeps them in font units
    /// (`GlyphStorage`), and the renderers read them through `storage.withPositioned`.
    public var glyphs: [PositionedGlyph] {
        get { storage.positioned }
        set { storage = GlyphStorage(newValue) }
    }
    /// The run's own advance width in px.
    public var width: Double
    /// The glyphs, compactly.
    package var storage: GlyphStorage

    init(font: Font, storage: GlyphStorage, width: Double) {
        self.font = font
        self.storage = storage
        self.width = width
    }
}

/// A glyph id and where its origin goes.
public struct PositionedGlyph: Hashable, Sendable {
    public var id: UInt32
    public var x: Double
    public var y: Double
    /// The UTF-8 offset in the shaped text of the first character this glyph draws (HarfBuzz's
    /// cluster): what lets a PDF map glyphs back to the label's own text.
    public var cluster: Int = 0
}
