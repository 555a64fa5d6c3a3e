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
        // Every piece is fed in place, no array made for it: this runs once per SVG picture.
        var hash = SceneDigest()
        hash.feed(width)
        hash.feed(height)
        hash.feed(background)
        hash.feed(chips.count)
        var fonts = FontDigests()
        // Each chip read where it lies: `for chip in chips` copied it (a retain and a release of
        // each of its parts).
        for index in chips.indices { feed(chips[index], fonts: &fonts, into: &hash) }
        return "tf" + (hash.value >> 32).hex(digits: 8)
    }

    /// One chip's part of `idPrefix`: its texts, box, paint, icon and runs.
    private static func feed(
        _ chip: PlacedChip, fonts: inout FontDigests, into hash: inout SceneDigest
    ) {
        // The texts' bytes where they lie, as `feed(_: String)` reads them.
        chip.withLabelBytes { hash.feed(UnsafeRawBufferPointer($0)) }
        chip.text.withTextBytes { hash.feed(UnsafeRawBufferPointer($0)) }
        if let link = chip.link {
            hash.feed(1)
            hash.feed(link)
        } else {
            hash.feed(0)
        }
        hash.feed(chip.text.size)
        hash.feed(chip.frame.minX)
        hash.feed(chip.frame.minY)
        hash.feed(chip.frame.width)
        hash.feed(chip.frame.height)
        hash.feed(chip.textOffset.x)
        hash.feed(chip.textOffset.y)
        hash.feed(chip.style.strokeWidth)
        hash.feed(chip.style.cornerRadius ?? -1)
        hash.feed(chip.style.fill)
        hash.feed(chip.style.stroke)
        hash.feed(chip.style.textColor)
        if let icon = chip.icon {
            hash.feed(1)
            hash.feed(icon.icon.digest)
            hash.feed(icon.frame.minX)
            hash.feed(icon.frame.minY)
            hash.feed(icon.frame.width)
            hash.feed(icon.frame.height)
            hash.feed(icon.color)
        } else {
            hash.feed(0)
        }
        let chipRuns = chip.text.glyphRuns
        hash.feed(chipRuns.count)
        for index in 0..<chipRuns.count { feed(chipRuns, index, fonts: &fonts, into: &hash) }
        // Only a chip with a count feeds more: every prefix of a cloud without counts stays as it was.
        if let count = chip.count {
            hash.feed(count.text.text)
            hash.feed(count.spoken)
            hash.feed(count.offset.x)
            hash.feed(count.offset.y)
            hash.feed(count.color)
            let countRuns = count.text.glyphRuns
            hash.feed(countRuns.count)
            for index in 0..<countRuns.count { feed(countRuns, index, fonts: &fonts, into: &hash) }
        }
    }

    /// One run's part of `idPrefix`: its font and glyphs, in font units as the run keeps them
    /// where it does (not unpacked to px: the px numbers follow from the units, the scale and
    /// the pen position), else in px.
    /// The run is read where its label keeps it (`GlyphRuns`), by index.
    private static func feed(_ runs: GlyphRuns, _ index: Int, fonts: inout FontDigests, into hash: inout SceneDigest) {
        hash.feed(fonts.digest(of: runs.font(at: index)))
        let inUnits = runs.withFontUnits(at: index) { units in
            if units.packed.isEmpty {
                hash.feed(1)
                hash.feed(UnsafeRawBufferPointer(units.narrow))
            } else {
                hash.feed(2)
                hash.feed(UnsafeRawBufferPointer(units.packed))
            }
            hash.feed(units.scale)
            hash.feed(units.penX)
        }
        guard !inUnits else { return }
        runs.withPositioned(at: index) { glyphs in
            hash.feed(3)
            hash.feed(glyphs.count)
            for glyph in glyphs {
                hash.feed(UInt64(glyph.id))
                hash.feed(glyph.x)
                hash.feed(glyph.y)
            }
        }
    }

    /// Each font's part of `idPrefix` (what it declares: family, style, face index, units per
    /// em), worked out once per font a picture uses rather than once per run: a picture's runs
    /// nearly all share one font, so the last one is kept.
    private struct FontDigests {
        private var last: (font: Font, digest: UInt64)?

        mutating func digest(of font: Font) -> UInt64 {
            if let last, last.font === font { return last.digest }
            var hash = SceneDigest()
            hash.feed(font.familyName)
            hash.feed(font.styleName)
            hash.feed(font.index)
            hash.feed(font.unitsPerEm)
            last = (font, hash.value)
            return hash.value
        }
    }
}
