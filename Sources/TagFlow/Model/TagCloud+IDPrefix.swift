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
        // Every piece is fed in place, no array made for it: this runs once per SVG picture
        // and feeds three numbers a glyph.
        var hash = StableHasher()
        let end: UInt8 = 0xFF  // after each text: no UTF-8 has it
        func feed(_ color: Color?) {
            guard let color else { return hash.feed(UInt8(0)) }
            hash.feed(UInt8(1))
            hash.feed(color.red)
            hash.feed(color.green)
            hash.feed(color.blue)
            hash.feed(color.alpha)
        }
        func feedText(_ text: String) {
            hash.feed(text)
            hash.feed(end)
        }
        hash.feed(width)
        hash.feed(height)
        feed(background)
        hash.feed(chips.count)
        for chip in chips {
            let style = chip.style
            feedText(chip.label)
            feedText(chip.text.text)
            feedText(chip.link ?? "")
            hash.feed(chip.link == nil ? 0 : 1)
            hash.feed(chip.text.size)
            hash.feed(chip.frame.minX)
            hash.feed(chip.frame.minY)
            hash.feed(chip.frame.width)
            hash.feed(chip.frame.height)
            hash.feed(chip.textOffset.x)
            hash.feed(chip.textOffset.y)
            hash.feed(style.strokeWidth)
            hash.feed(style.cornerRadius ?? -1)
            feed(style.fill)
            feed(style.stroke)
            feed(style.textColor)
            if let icon = chip.icon {
                hash.feed(icon.icon.digest)
                hash.feed(icon.frame.minX)
                hash.feed(icon.frame.minY)
                hash.feed(icon.frame.width)
                hash.feed(icon.frame.height)
                feed(icon.color)
            }
            hash.feed(chip.text.runs.count)
            for run in chip.text.runs {
                let font = run.font
                feedText(font.familyName)
                feedText(font.styleName)
                hash.feed(font.index)
                hash.feed(font.unitsPerEm)
                hash.feed(run.storage.count)
                run.storage.withPositioned { glyphs in
                    for glyph in glyphs {
                        hash.feed(Int(glyph.id))
                        hash.feed(glyph.x)
                        hash.feed(glyph.y)
                    }
                }
            }
        }
        return "tf" + (hash.value >> 32).hex(digits: 8)
    }
}
