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
        // and feeds three numbers a glyph. Chips and runs are read where they lie, not copied out
        // of their arrays (a copy retains and releases each of their parts).
        var hash = StableHasher()
        hash.feed(width)
        hash.feed(height)
        hash.feed(background)
        hash.feed(chips.count)
        chips.withUnsafeBufferPointer { chips in
            guard let first = chips.baseAddress else { return }
            for index in chips.indices { feed(first + index, into: &hash) }
        }
        return "tf" + (hash.value >> 32).hex(digits: 8)
    }

    /// One chip's part of `idPrefix`: its texts, box, paint, icon and runs. Read through a
    /// pointer: passed by value, a chip in memory is copied first (a retain and a release for
    /// each of its parts).
    private static func feed(_ chip: UnsafePointer<PlacedChip>, into hash: inout StableHasher) {
        hash.feedText(chip.pointee.label)
        hash.feedText(chip.pointee.text.text)
        if let link = chip.pointee.link {
            hash.feedText(link)
            hash.feed(1)
        } else {
            hash.feedText("")
            hash.feed(0)
        }
        hash.feed(chip.pointee.text.size)
        hash.feed(chip.pointee.frame.minX)
        hash.feed(chip.pointee.frame.minY)
        hash.feed(chip.pointee.frame.width)
        hash.feed(chip.pointee.frame.height)
        hash.feed(chip.pointee.textOffset.x)
        hash.feed(chip.pointee.textOffset.y)
        hash.feed(chip.pointee.style.strokeWidth)
        hash.feed(chip.pointee.style.cornerRadius ?? -1)
        hash.feed(chip.pointee.style.fill)
        hash.feed(chip.pointee.style.stroke)
        hash.feed(chip.pointee.style.textColor)
        if let icon = chip.pointee.icon {
            hash.feed(icon.icon.digest)
            hash.feed(icon.frame.minX)
            hash.feed(icon.frame.minY)
            hash.feed(icon.frame.width)
            hash.feed(icon.frame.height)
            hash.feed(icon.color)
        }
        hash.feed(chip.pointee.text.runs.count)
        chip.pointee.text.runs.withUnsafeBufferPointer { runs in
            for run in runs { feed(run, into: &hash) }
        }
    }

    /// One run's part of `idPrefix`: its font and glyphs.
    private static func feed(_ run: GlyphRun, into hash: inout StableHasher) {
        let font = run.font
        hash.feedText(font.familyName)
        hash.feedText(font.styleName)
        hash.feed(font.index)
        hash.feed(font.unitsPerEm)
        hash.feed(run.storage.count)
        run.storage.withPositioned { glyphs in
            for glyph in glyphs {
                // The id's high four bytes are zeros, and y is nearly always -0 (seven zero bytes
                // and 0x80): the same bytes fed, their zeros as one multiplication each.
                hash.feedLow32(glyph.id)
                hash.feed(glyph.x)
                if glyph.y.bitPattern == (-0.0).bitPattern {
                    hash.feedNegativeZero()
                } else {
                    hash.feed(glyph.y)
                }
            }
        }
    }
}
