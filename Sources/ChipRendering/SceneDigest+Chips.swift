import Primitives
import TextShaping

extension SceneDigest {
    /// The chips' part of an SVG id prefix (`TagCloud.idPrefix`): their count, then for each
    /// chip its texts, box, paint, icon and runs, and its count's.
    ///
    /// Fed here, where `PlacedChip` is defined, each part read where the chip lies (as
    /// `chips[index].label`, the chip not passed on): from `TagFlow`, each of the chip's own
    /// properties was a call that copied the chip whole first (a retain and a release of each of
    /// its parts, about 300 instructions a chip), and its glyphs read through
    /// `ShapedText.glyphRuns` copied its text (about 200 more): together 1.9 M of the 200 × 40
    /// SVG batch's 224 M instructions (6 Dec 2026).
    package mutating func feed(_ chips: [PlacedChip]) {
        feed(chips.count)
        var fonts = FontDigests()
        for index in chips.indices { feed(chips, index, fonts: &fonts) }
    }

    /// Chip `index`'s part.
    private mutating func feed(_ chips: [PlacedChip], _ index: Int, fonts: inout FontDigests) {
        // The texts' bytes where they lie, as `feed(_: String)` reads them: no `String` made. Most
        // chips' label is their drawn text, its bytes fed twice from one read: the chip's own
        // `withLabelBytes` copied the chip whole first, and the text's reader its text (about 350
        // instructions a chip).
        // The glyph block read where the chip keeps it, here and for its runs below: kept in a
        // local as well, it was retained twice (about 40 instructions a chip).
        if chips.hasOwnLabel(at: index) {
            chips.withLabelBytes(at: index) { feed(UnsafeRawBufferPointer($0)) }
            chips[index].text.glyphs.withText { feed(UnsafeRawBufferPointer($0)) }
        } else {
            chips[index].text.glyphs.withText { text in
                feed(UnsafeRawBufferPointer(text))
                feed(UnsafeRawBufferPointer(text))
            }
        }
        if let link = chips[index].link {
            feed(1)
            feed(link)
        } else {
            feed(0)
        }
        feed(chips[index].text.size)
        let frame = chips[index].frame
        feed(frame.minX)
        feed(frame.minY)
        feed(frame.width)
        feed(frame.height)
        feed(chips[index].textOffset.x)
        feed(chips[index].textOffset.y)
        chips[index].style.feed(into: &self)
        // Most chips have neither: their icon and count are not copied out to be found absent.
        let hasIconOrCount = chips.hasIconOrCount(at: index)
        if hasIconOrCount, let icon = chips[index].icon {
            feed(1)
            feed(icon.icon.digest)
            feed(icon.frame.minX)
            feed(icon.frame.minY)
            feed(icon.frame.width)
            feed(icon.frame.height)
            feed(icon.color)
        } else {
            feed(0)
        }
        let chipRuns = GlyphRuns(block: chips[index].text.glyphs)
        feed(chipRuns.count)
        for run in 0..<chipRuns.count { feed(chipRuns, run, fonts: &fonts) }
        // Only a chip with a count feeds more: every prefix of a cloud without counts stays as it was.
        if hasIconOrCount, let count = chips[index].count {
            feed(count.text.text)
            feed(count.spoken)
            feed(count.offset.x)
            feed(count.offset.y)
            feed(count.color)
            let countRuns = count.text.glyphRuns
            feed(countRuns.count)
            for run in 0..<countRuns.count { feed(countRuns, run, fonts: &fonts) }
        }
    }

    /// One run's part: its font and glyphs, in font units as the run keeps them where it does
    /// (not unpacked to px: the px numbers follow from the units, the scale and the pen
    /// position), else in px. The run is read where its label keeps it (`GlyphRuns`), by index.
    private mutating func feed(_ runs: GlyphRuns, _ index: Int, fonts: inout FontDigests) {
        feed(fonts.digest(of: runs, at: index))
        let inUnits = runs.withFontUnits(at: index) { units in
            if units.packed.isEmpty {
                feed(1)
                feed(UnsafeRawBufferPointer(units.narrow))
            } else {
                feed(2)
                feed(UnsafeRawBufferPointer(units.packed))
            }
            feed(units.scale)
            feed(units.penX)
        }
        guard !inUnits else { return }
        runs.withPositioned(at: index) { glyphs in
            feed(3)
            feed(glyphs.count)
            for glyph in glyphs {
                feed(UInt64(glyph.id))
                feed(glyph.x)
                feed(glyph.y)
            }
        }
    }
}

/// Each font's part of an id prefix (what it declares: family, style, face index, units per
/// em), worked out once per font a picture uses rather than once per run: a picture's runs
/// nearly all share one font, so the last one is kept. Looked up by identity, the font not
/// copied to compare it: a retain and a release a run before.
private struct FontDigests {
    /// The last font digested, kept so that no other font takes its identity.
    private var font: Font?
    private var identity: ObjectIdentifier?
    private var digest: UInt64 = 0

    /// Run `index`'s font's digest. The font is looked at for its identity alone until it is
    /// another: held while the digest was looked up, it was retained and let go of, a run.
    @inline(__always)
    mutating func digest(of runs: GlyphRuns, at index: Int) -> UInt64 {
        if runs.fontIdentity(at: index) == identity { return digest }
        return digestAnew(of: runs.font(at: index))
    }

    private mutating func digestAnew(of font: Font) -> UInt64 {
        var hash = SceneDigest()
        hash.feed(font.familyName)
        hash.feed(font.styleName)
        hash.feed(font.index)
        hash.feed(font.unitsPerEm)
        (self.font, identity, digest) = (font, ObjectIdentifier(font), hash.value)
        return digest
    }
}
