import ChipRendering
import Primitives
import TextShaping

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
        var hash = StableHasher()
        let end: UInt8 = 0xFF  // after each text: no UTF-8 has it
        func feed(_ color: Color?) {
            guard let color else { return hash.feed(UInt8(0)) }
            hash.feed(UInt8(1))
            for channel in [color.red, color.green, color.blue, color.alpha] { hash.feed(channel) }
        }
        hash.feed(width)
        hash.feed(height)
        feed(background)
        hash.feed(chips.count)
        for chip in chips {
            let style = chip.style
            for text in [chip.label, chip.text.text, chip.link ?? ""] {
                hash.feed(text)
                hash.feed(end)
            }
            hash.feed(chip.link == nil ? 0 : 1)
            for number in [
                chip.text.size, chip.frame.minX, chip.frame.minY, chip.frame.width, chip.frame.height,
                chip.textOffset.x, chip.textOffset.y, style.strokeWidth, style.cornerRadius ?? -1,
            ] {
                hash.feed(number)
            }
            feed(style.fill)
            feed(style.stroke)
            feed(style.textColor)
            if let icon = chip.icon {
                hash.feed(icon.icon.digest)
                for number in [icon.frame.minX, icon.frame.minY, icon.frame.width, icon.frame.height] {
                    hash.feed(number)
                }
                feed(icon.color)
            }
            hash.feed(chip.text.runs.count)
            for run in chip.text.runs {
                let font = run.font
                hash.feed(font.familyName)
                hash.feed(end)
                hash.feed(font.styleName)
                hash.feed(end)
                hash.feed(font.index)
                hash.feed(font.unitsPerEm)
                hash.feed(run.glyphs.count)
                for glyph in run.glyphs {
                    hash.feed(Int(glyph.id))
                    hash.feed(glyph.x)
                    hash.feed(glyph.y)
                }
            }
        }
        return "tf" + (hash.value >> 32).hex(digits: 8)
    }
}
