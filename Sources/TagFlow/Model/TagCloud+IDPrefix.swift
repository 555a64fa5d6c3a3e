import ChipRendering
import Primitives

extension TagCloud {
    /// The prefix of a drawing's ids: the hashed one (`tf` and eight hex digits), or, when the
    /// style chose a prefix, that prefix, "-" and the hash's digits. The chosen prefix never
    /// replaces the hash: a batch given one `--id-prefix` still gives every picture ids of its
    /// own, and two different clouds inlined in one page never share an id, whatever they chose.
    static func idPrefix(chosen: String?, hashed: String) -> String {
        guard let chosen else { return hashed }
        return chosen + "-" + hashed.suffix(8)
    }

    /// "tf" and eight hex digits of a hash of everything the drawing shows: the canvas, and for
    /// each chip its box, paint, link and glyphs (font family, style and face, glyph ids and
    /// places). Two clouds that differ in anything — labels, font, weight, size, style, layout —
    /// get different prefixes, so inlined in one page their ids (glyph definitions above all)
    /// never mean two things; the same cloud gets the same prefix run after run.
    ///
    /// Fonts are named by what they declare, not by their path, so the prefix is the same on every
    /// machine that has the same fonts wherever they are installed.
    static func idPrefix(width: Double, height: Double, background: Color?, chips: [PlacedChip]) -> String {
        // Every piece is fed in place, no array made for it: this runs once per SVG picture.
        var hash = SceneDigest()
        hash.feed(width)
        hash.feed(height)
        hash.feed(background)
        hash.feed(chips)
        return "tf" + (hash.value >> 32).hex(digits: 8)
    }
}
