/// A label shaped and measured at one size: glyph runs ready to draw, and its width.
///
/// A chip keeps one of these, so it holds in 40 bytes what every label has (its text, its runs
/// and their glyphs in one `GlyphBlock`), and what few have
/// (characters no font draws, metrics other than its font's) in a box of its own: with the
/// metrics stored and the missing characters always there, it was 88 bytes, and every copy of
/// a chip retained two more references; with its text a `String` of its own, 56.
public struct ShapedText: Sendable {
    /// The text that was shaped. Kept as UTF-8 in the glyphs' block, a `String` made when asked.
    public var text: String {
        get { glyphs.text }
        set {
            var newValue = newValue
            let old = glyphs
            newValue.withUTF8 { text in glyphs = old.with(text: text) }
        }
    }
    /// Whether the text that was shaped is `other`, compared as UTF-8 where it is kept.
    package func hasText(_ other: String) -> Bool {
        var other = other
        var same = false
        other.withUTF8 { bytes in glyphs.withText { same = Self.equal($0, bytes) } }
        return same
    }
    /// Whether `a` and `b` hold the same bytes, eight at a time (`elementsEqual` went byte by
    /// byte through the iterator: about 450 instructions a label). The shaping cache compares
    /// its keys' texts with it too.
    @inline(__always)
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard let x = a.baseAddress, let y = b.baseAddress else { return true }
        let (left, right) = (UnsafeRawPointer(x), UnsafeRawPointer(y))
        var index = 0
        while index &+ 8 <= a.count {
            guard
                left.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    == right.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            else { return false }
            index &+= 8
        }
        while index < a.count {
            guard x[index] == y[index] else { return false }
            index &+= 1
        }
        return true
    }
    /// The font size in px.
    public var size: Double {
        willSet {
            // The metrics stay those it was shaped with.
            if rare?.metrics == nil { rare = Rare(missing: missing, metrics: metrics) }
        }
    }
    /// The runs in visual order, each drawn with its own font, all on one baseline. An array
    /// made when asked: the text keeps them in one `GlyphBlock` (`glyphRuns` reads them there).
    public var runs: [GlyphRun] {
        get { Array(glyphRuns) }
        set {
            let old = glyphs
            old.withText { glyphs = GlyphBlock.holding(newValue, text: $0) }
        }
    }
    /// The runs as kept, read in place: what the renderers read.
    package var glyphRuns: GlyphRuns { GlyphRuns(block: glyphs) }
    /// The advance width in px: the sum of all glyph advances, unhinted.
    public var width: Double
    /// The primary font's metrics at `size`: one line height for the whole label. Inlinable, as
    /// `missing` is: the chip maker reads it three times a chip (0.6 M of the 200 × 40 SVG
    /// batch, 6 Dec 2026).
    public var metrics: TextMetrics {
        @inlinable get { rare?.metrics ?? primary.metrics.scaled(to: size) }
        set { rare = Rare(missing: missing, metrics: newValue) }
    }
    /// Characters no font in the stack could draw (drawn as the primary font's .notdef).
    /// Inlinable, so a reader in another module loads the one field it needs where the text lies:
    /// a call copied the whole text first (a retain and a release of each of its parts, about 200
    /// instructions a label: 1.7 M of the 200 × 40 SVG batch's 224 M, 6 Dec 2026).
    public var missing: [Unicode.Scalar] {
        @inlinable get { rare?.missing ?? [] }
        set {
            let metrics = rare?.metrics
            rare = newValue.isEmpty && metrics == nil ? nil : Rare(missing: newValue, metrics: metrics)
        }
    }

    /// The font whose metrics the text has: they are worked out when asked, by the arithmetic
    /// that made them when they were stored.
    @usableFromInline let primary: Font
    /// What few texts have; `nil` for none of it.
    @usableFromInline var rare: Rare?
    /// The runs and their glyphs: for a label of one narrow run, one object for both. Read by
    /// the writers as `GlyphRuns(block: text.glyphs)` where the text lies: `glyphRuns`, a call
    /// from another module, copied the whole text first (a retain and a release of each of its
    /// parts, about 200 instructions).
    @usableFromInline nonisolated(unsafe) package private(set) var glyphs: GlyphBlock

    /// A text shaped at `size` into the runs `glyphs` keeps with the text, `width` wide, with
    /// `primary`'s metrics.
    init(size: Double, glyphs: GlyphBlock, width: Double, primary: Font, missing: [Unicode.Scalar]) {
        self.size = size
        self.glyphs = glyphs
        self.width = width
        self.primary = primary
        rare = missing.isEmpty ? nil : Rare(missing: missing, metrics: nil)
    }

    /// The characters no font could draw, and metrics set on the text (or kept when its size
    /// changed; `nil` for its font's own), never changed once made.
    @usableFromInline final class Rare: Sendable {
        @usableFromInline let missing: [Unicode.Scalar]
        @usableFromInline let metrics: TextMetrics?

        init(missing: [Unicode.Scalar], metrics: TextMetrics?) {
            self.missing = missing
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
