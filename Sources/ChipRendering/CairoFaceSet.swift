import Primitives
import TextShaping

/// The Cairo font faces one render draws with, each over a FreeType face of its own.
///
/// Cairo keeps one scaled font per font face and size, and holds its lock while it draws a run
/// of glyphs; FreeType faces are not thread-safe, so Cairo locks a shared one too. Renders on
/// several threads that shared faces would take turns drawing text. Each render instead takes a
/// set from a pool (one lock per picture, none per glyph run) and gives it back when done: there
/// are never more sets than renders at once, and each keeps its faces and Cairo's glyph caches
/// for the next picture. Sets are never freed (Cairo may keep a face in its caches after a
/// render), like the fonts themselves.
final class CairoFaceSet: @unchecked Sendable {
    /// Only the render holding the set touches this.
    private var faces: [ObjectIdentifier: CairoFontFace] = [:]
    /// Whether this set opens FreeType faces of its own. The first set uses the fonts' own
    /// faces, which nothing else draws with: a process that draws one picture at a time opens
    /// each face once.
    private let separate: Bool

    private init(separate: Bool) {
        self.separate = separate
    }

    /// The face for `font`, made on first use.
    func face(for font: Font) -> CairoFontFace {
        if let face = faces[ObjectIdentifier(font)] { return face }
        let face = CairoFontFace(font: font, separate: separate)
        faces[ObjectIdentifier(font)] = face
        return face
    }

    private static let pool = Locked<(idle: [CairoFaceSet], made: Int)>(([], 0))

    /// An idle set, or a new one.
    static func take() -> CairoFaceSet {
        pool.withLock { pool in
            if let set = pool.idle.popLast() { return set }
            pool.made += 1
            return CairoFaceSet(separate: pool.made > 1)
        }
    }

    /// Returns `set` to the pool for the next render.
    static func give(back set: CairoFaceSet) {
        pool.withLock { $0.idle.append(set) }
    }
}
