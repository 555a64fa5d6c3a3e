import Primitives
import ChipRendering
import TextShaping

extension TagCloud {
    /// "tf" and eight hex digits of a hash of everything the drawing shows: the canvas, and for
    /// each chip its box, paint, link and glyphs (font family, style and face, glyph ids and
    /// places). Two clouds that differ in anything — labels, font, weight, size, style, layout —
    /// get different prefixes, so inlined in one page their ids (glyph definitions above all)
    /// never mean two things; the same cloud gets the same prefix run after run.
    ///
    /// Fonts are named by what they declare, not by their path, so the prefix is the same on every
    /// machine that has the same fonts wherever they are installed.
    static func idPrefix(width: Double, height: Double, background: Color?, chips: [PlacedChip]) -> String {
        var text = "\(width) \(height) \(background?.description ?? "none")\n"
        for chip in chips {
            let style = chip.style
            text += "\(chip.label)\u{1F}\(chip.text.text)\u{1F}\(chip.link ?? "")\u{1F}\(chip.text.size)"
            text += " \(chip.frame.minX) \(chip.frame.minY) \(chip.frame.width) \(chip.frame.height)"
            text += " \(chip.textOffset.x) \(chip.textOffset.y) \(style.fill) \(style.stroke?.description ?? "none")"
            text += " \(style.strokeWidth) \(style.textColor) \(style.cornerRadius.map { "\($0)" } ?? "capsule")\n"
            for run in chip.text.runs {
                let font = run.font
                text += "\(font.familyName)\u{1F}\(font.styleName)\u{1F}\(font.index) \(font.unitsPerEm):"
                for glyph in run.glyphs { text += " \(glyph.id)@\(glyph.x),\(glyph.y)" }
                text += "\n"
            }
        }
        let hex = String(ChipMaker.stableHash(text) >> 32, radix: 16)
        return "tf" + String(repeating: "0", count: 8 - hex.count) + hex
    }
}
