import Primitives
import TextShaping

/// How one glyph is drawn in SVG, formatted once.
enum GlyphShape: Sendable {
    /// Nothing to draw (a space).
    case blank
    /// An outline: the path data (`d`) in font units, y up.
    case outline([UInt8])
    /// A bitmap (colour emoji): everything of its `<image>` element after the id.
    case bitmap([UInt8])
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
            hasher.combine(ObjectIdentifier(font))
            hasher.combine(glyph)
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
        let size: Int
        switch shape {
        case .blank: size = 0
        case .outline(let bytes), .bitmap(let bytes): size = bytes.count
        }
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
            return .bitmap(out.finish())
        }
        let path = font.outlinePath(glyph: glyph)
        return path.isEmpty ? .blank : .outline(Array(path.utf8))
    }
}
