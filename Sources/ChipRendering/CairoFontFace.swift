import Primitives
internal import CCairo
internal import CFreeType
import TextShaping

/// A Cairo font face over a TagFlow `Font`'s FreeType face, made once per font per process.
///
/// Fonts live for the whole process (`FontLibrary` never closes them), so the FreeType face
/// always outlives the Cairo face and any scaled font Cairo keeps in its own caches.
final class CairoFontFace: @unchecked Sendable {
    let face: OpaquePointer

    private init(font: Font) {
        // Unhinted outlines: glyphs sit exactly where HarfBuzz put them, at any scale.
        face = cairo_ft_font_face_create_for_ft_face(font.ftFace, Int32(FT_LOAD_NO_HINTING))
    }

    deinit {
        cairo_font_face_destroy(face)
    }

    private static let faces = Locked<[ObjectIdentifier: CairoFontFace]>([:])

    /// The Cairo face for `font`, made on first use.
    static func face(for font: Font) -> CairoFontFace {
        faces.withLock { faces in
            if let face = faces[ObjectIdentifier(font)] { return face }
            let face = CairoFontFace(font: font)
            faces[ObjectIdentifier(font)] = face
            return face
        }
    }
}
