internal import CCairo
internal import CFreeType
import TextShaping

/// A Cairo font face for one `CairoFaceSet`, over a FreeType face no other set draws with.
///
/// Face sets are never freed, so the FreeType face always outlives the Cairo face and any
/// scaled font Cairo keeps in its own caches.
final class CairoFontFace: @unchecked Sendable {
    let face: OpaquePointer
    /// Keeps the FreeType face alive.
    private let owner: AnyObject

    /// - Parameter separate: over a FreeType face of its own rather than the font's (which, should
    ///   FreeType fail to make another, is used anyway: Cairo locks it).
    init(font: Font, separate: Bool) {
        let separate = separate ? font.separateFreeTypeFace() : nil
        owner = separate?.owner ?? font
        // Unhinted outlines: glyphs sit exactly where HarfBuzz put them, at any scale.
        face = cairo_ft_font_face_create_for_ft_face(separate?.face ?? font.ftFace, Int32(FT_LOAD_NO_HINTING))
    }

    deinit {
        cairo_font_face_destroy(face)
    }
}
