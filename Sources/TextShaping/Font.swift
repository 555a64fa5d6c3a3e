package import CFreeType

/// One face of a font file, opened once: FreeType for drawing, HarfBuzz for shaping.
/// Get fonts from `FontLibrary`, which keeps each one for the life of the process.
public final class Font: @unchecked Sendable {
    /// The file the face comes from.
    public let path: String
    /// The face's index in its file (0 except in collections).
    public let index: Int
    /// The family name the font declares, such as "Inter".
    public let familyName: String
    /// The style name the font declares, such as "Regular".
    public let styleName: String
    /// Vertical metrics in font units.
    public let metrics: FontMetrics

    /// Whether the face draws in colour: emoji clusters prefer such a face, text clusters avoid it.
    package let isColor: Bool

    let shaping: ShapingFont
    private let freeType: FontFace

    /// The FreeType face, for the renderer. Never use it from two threads at once.
    package var ftFace: FT_Face { freeType.face }

    /// Another FreeType face over the same bytes, for a renderer drawing on several threads at
    /// once: a face is not thread-safe, and Cairo locks a shared one for every run of text.
    /// The face lives as long as `owner`; `nil` when FreeType cannot make one.
    package func separateFreeTypeFace() -> (face: FT_Face, owner: AnyObject)? {
        guard let copy = try? FontFace(file: freeType.file, index: index) else { return nil }
        return (copy.face, copy)
    }

    init(path: String, index: Int) throws(FontError) {
        // FreeType reads the low 16 bits as the face and the rest as a named instance, HarfBuzz
        // takes 32 bits: a larger index would pick another face, or trap on the way to either.
        guard (0...0xFFFF).contains(index) else { throw .faceIndexOutOfRange(path: path, index: index) }
        // The C call would read the path only up to the NUL: another file.
        guard !path.utf8.contains(0) else { throw .unreadable(path: path, reason: "the path holds a NUL character") }
        let file = try FontFile(path: path)
        freeType = try FontFace(file: file, index: index)
        shaping = ShapingFont(file: file, index: index)
        self.path = path
        self.index = index
        familyName = freeType.familyName
        styleName = freeType.styleName
        metrics = shaping.metrics
        isColor = shaping.isColor
    }

    /// Units per em: the design grid that advances come in.
    public var unitsPerEm: Int { shaping.unitsPerEm }

    /// The outline of `glyph` as SVG path data in font units, y up; empty when it has none.
    public func outlinePath(glyph: UInt32) -> String {
        shaping.outlinePath(glyph: glyph)
    }

    /// `outlinePath(glyph:)` in UTF-8 bytes, as SVG writes them (no `String` made).
    package func outlinePathBytes(glyph: UInt32) -> [UInt8] {
        shaping.outlinePathBytes(glyph: glyph)
    }

    /// The PNG of a bitmap (colour emoji) glyph and its box in font units (left, top with y up,
    /// width, height); `nil` when the glyph is not a bitmap.
    public func colorBitmap(glyph: UInt32) -> (png: [UInt8], left: Double, top: Double, width: Double, height: Double)?
    {
        shaping.colorBitmap(glyph: glyph)
    }

    /// Whether `text` is all printable ASCII (U+0020–U+007E) and the font draws every character
    /// of it: such a label never reaches a fallback font.
    package func drawsPrintableASCII(_ text: String) -> Bool {
        // Read where it lies (a native or small string): a copy to call `withUTF8` was a retain
        // and a release a label.
        if let covered = text.utf8.withContiguousStorageIfAvailable({ shaping.coversPrintableASCII($0) }) {
            return covered
        }
        var text = text
        return text.withUTF8 { shaping.coversPrintableASCII($0) }
    }

    /// The glyph the font's character map gives `scalar`, if any.
    package func nominalGlyph(for scalar: Unicode.Scalar) -> UInt32? {
        shaping.glyph(for: scalar)
    }

    /// Whether the font can draw `scalar` itself.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        shaping.hasGlyph(for: scalar)
    }
}
