import Primitives
import TextShaping

/// How one glyph is drawn in SVG, formatted once.
///
/// A struct, not an enum with the bytes as payloads: Swift packs an enum's case into spare bits
/// of the array's pointer, and LeakSanitizer, which scans memory for plain pointers, then took
/// the process-wide cache's bitmaps for leaks.
struct GlyphShape: Sendable {
    enum Kind: Sendable {
        /// Nothing to draw (a space).
        case blank
        /// An outline: `bytes` are the path data (`d`) in font units, y up.
        case outline
        /// A bitmap (colour emoji): `bytes` are everything of its `<image>` element after the id.
        case bitmap
    }

    var kind: Kind
    var bytes: [UInt8]

    static let blank = GlyphShape(kind: .blank, bytes: [])
}

/// Every glyph shape SVG documents have used, formatted once per (font, glyph) and shared by
/// every document and thread of the process: a batch of a thousand clouds extracts and prints
/// each letter's outline once, not a thousand times.
///
/// A document asks for all its glyphs at once (`shapes(of:fonts:)`): the lock is taken once for
/// them, each font found once, and each glyph is a read of its font's array by glyph id (a
/// dictionary by font and glyph cost a hash and the lock for every glyph a document defines).
/// Formatting happens outside the lock. Bounded: past `byteLimit` of formatted shapes it starts
/// over, so an endless batch through many fonts keeps memory flat.
enum GlyphShapes {
    /// The most bytes of formatted shapes kept: a whole CJK font's outlines fit.
    static let byteLimit = 64 << 20

    /// One font's shapes by glyph id. It holds the font, so its identity cannot be reused
    /// while cached.
    private struct FontShapes {
        let font: Font
        var shapes: [GlyphShape?] = []
    }

    private struct Store {
        /// Where each font's shapes are in `fonts`.
        var numbers: [ObjectIdentifier: Int] = [:]
        var fonts: [FontShapes] = []
        var bytes = 0

        /// The number of `font`'s entry, made when it is new.
        mutating func number(of font: Font) -> Int {
            if let known = numbers[ObjectIdentifier(font)] { return known }
            numbers[ObjectIdentifier(font)] = fonts.count
            fonts.append(FontShapes(font: font))
            return fonts.count - 1
        }

        func shape(of glyph: UInt32, font number: Int) -> GlyphShape? {
            let shapes = fonts[number].shapes
            return Int(glyph) < shapes.count ? shapes[Int(glyph)] : nil
        }
    }

    private static let store = Locked(Store())

    /// The shape of `glyph` in `font`, formatted on first use.
    static func shape(of glyph: UInt32, in font: Font) -> GlyphShape {
        shapes(of: [(0, glyph)], fonts: [font])[0]
    }

    /// The shapes of `glyphs` (each a number in `fonts` and a glyph id), in order, each
    /// formatted on first use.
    static func shapes(of glyphs: [(font: Int, glyph: UInt32)], fonts: [Font]) -> [GlyphShape] {
        var missing: [Int] = []
        var found = store.withLock { store in
            let numbers = fonts.map { store.number(of: $0) }
            return glyphs.indices.map { index in
                let known = store.shape(of: glyphs[index].glyph, font: numbers[glyphs[index].font])
                if known == nil { missing.append(index) }
                return known ?? .blank
            }
        }
        guard !missing.isEmpty else { return found }
        let made = missing.map { format(glyphs[$0].glyph, in: fonts[glyphs[$0].font]) }
        store.withLock { store in
            for (index, shape) in zip(missing, made) {
                let (font, glyph) = glyphs[index]
                // Another thread may have formatted it meanwhile: the same bytes, so the first stays.
                let number = store.number(of: fonts[font])
                if let known = store.shape(of: glyph, font: number) {
                    found[index] = known
                    continue
                }
                if store.bytes + shape.bytes.count > byteLimit { store = Store() }
                let entry = store.number(of: fonts[font])
                if Int(glyph) >= store.fonts[entry].shapes.count {
                    store.fonts[entry].shapes.append(
                        contentsOf: repeatElement(nil, count: Int(glyph) + 1 - store.fonts[entry].shapes.count))
                }
                store.fonts[entry].shapes[Int(glyph)] = shape
                store.bytes += shape.bytes.count
                found[index] = shape
            }
        }
        return found
    }

    private static func format(_ glyph: UInt32, in font: Font) -> GlyphShape {
        if let bitmap = font.colorBitmap(glyph: glyph) {
            // Drawn upright inside the y-up text group: flipped back, top at `top`.
            var out = SVGBuffer()
            // x and y that print as 0, the default, are left unsaid.
            if (bitmap.left * 10).rounded() != 0 {
                out.append(" x=\"")
                out.units(bitmap.left)
                out.append("\"")
            }
            if (bitmap.top * 10).rounded() != 0 {
                out.append(" y=\"")
                out.units(-bitmap.top)
                out.append("\"")
            }
            out.append(" width=\"")
            out.units(bitmap.width)
            out.append("\" height=\"")
            out.units(bitmap.height)
            out.append("\" transform=\"scale(1 -1)\" xlink:href=\"data:image/png;base64,")
            out.append(Base64.encode(bitmap.png))
            out.append("\"/>\n")
            return GlyphShape(kind: .bitmap, bytes: out.finish())
        }
        let path = font.outlinePathBytes(glyph: glyph)
        return path.isEmpty ? .blank : GlyphShape(kind: .outline, bytes: path)
    }
}
