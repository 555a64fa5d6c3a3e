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
/// A lookup takes the lock once per glyph a document uses (its own table answers repeats), and
/// formatting happens outside the lock. Bounded: past `byteLimit` of formatted shapes it starts
/// over, so an endless batch through many fonts keeps memory flat.
enum GlyphShapes {
    /// The most bytes of formatted shapes kept: a whole CJK font's outlines fit.
    static let byteLimit = 64 << 20

    /// A font and a glyph. The key holds the font, so its identity cannot be reused while cached.
    private struct Key: Hashable {
        let font: Font
        let glyph: UInt32

        static func == (a: Key, b: Key) -> Bool { a.font === b.font && a.glyph == b.glyph }

        func hash(into hasher: inout Hasher) {
            // One word, not two: the font's address (aligned, so its low bits are zeros) mixed
            // with the glyph id, hashed under the store's lock for every glyph a document defines.
            hasher.combine(UInt(bitPattern: ObjectIdentifier(font)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt(glyph))
        }
    }

    private struct Store {
        var shapes: [Key: GlyphShape] = [:]
        var bytes = 0
    }

    private static let store = Locked(Store())

    /// The shape of `glyph` in `font`, formatted on first use.
    static func shape(of glyph: UInt32, in font: Font) -> GlyphShape {
        let key = Key(font: font, glyph: glyph)
        if let known = store.withLock({ $0.shapes[key] }) { return known }
        let shape = format(glyph, in: font)
        let size = shape.bytes.count
        return store.withLock { store in
            // Another thread may have formatted it meanwhile: the same bytes, so the first stays.
            if let known = store.shapes[key] { return known }
            if store.bytes + size > byteLimit { store = Store() }
            store.shapes[key] = shape
            store.bytes += size
            return shape
        }
    }

    private static func format(_ glyph: UInt32, in font: Font) -> GlyphShape {
        if let bitmap = font.colorBitmap(glyph: glyph) {
            // Drawn upright inside the y-up text group: flipped back, top at `top`.
            var out = SVGBuffer()
            out.append(" x=\"")
            out.units(bitmap.left)
            out.append("\" y=\"")
            out.units(-bitmap.top)
            out.append("\" width=\"")
            out.units(bitmap.width)
            out.append("\" height=\"")
            out.units(bitmap.height)
            out.append("\" transform=\"scale(1 -1)\" xlink:href=\"data:image/png;base64,")
            out.append(Base64.encode(bitmap.png))
            out.append("\"/>\n")
            return GlyphShape(kind: .bitmap, bytes: out.finish())
        }
        let path = font.outlinePath(glyph: glyph)
        return path.isEmpty ? .blank : GlyphShape(kind: .outline, bytes: Array(path.utf8))
    }
}
