/// Shapes labels with a font stack: each grapheme cluster goes to the first font that can draw
/// all of it, neighbouring clusters with the same font form a run, and each run is shaped by
/// HarfBuzz with its own font. Runs share the primary font's baseline and line height.
public struct TextShaper: Sendable {
    /// The primary font first, then its fallbacks in order.
    public let fonts: [Font]

    /// - Parameter fonts: the primary font and its fallbacks; must not be empty.
    public init(fonts: [Font]) {
        precondition(!fonts.isEmpty, "a text shaper needs at least one font")
        self.fonts = fonts
    }

    /// Shapes `text` at `size` px per em.
    public func shape(_ text: String, size: Double) -> ShapedText {
        let utf8 = Array(text.utf8)
        let (segments, missing) = segment(text)
        var runs: [GlyphRun] = []
        var penX = 0.0
        for segment in segments {
            let font = fonts[segment.fontIndex]
            let scale = size / Double(font.unitsPerEm)
            let shaped = font.shaping.shape(utf8, range: segment.range)
            var units = 0
            var glyphs: [PositionedGlyph] = []
            glyphs.reserveCapacity(shaped.count)
            for glyph in shaped {
                glyphs.append(
                    PositionedGlyph(
                        id: glyph.id, x: penX + Double(units + glyph.xOffset) * scale,
                        y: -Double(glyph.yOffset) * scale))
                units += glyph.xAdvance
            }
            // Scale the run's sum once, so the width is hb-shape's exact answer.
            let width = size * Double(units) / Double(font.unitsPerEm)
            runs.append(GlyphRun(font: font, glyphs: glyphs, width: width))
            penX += width
        }
        return ShapedText(
            text: text, size: size, runs: runs, width: penX,
            metrics: fonts[0].metrics.scaled(to: size), missing: missing)
    }

    /// A stretch of UTF-8 that one font draws.
    struct Segment: Hashable {
        var fontIndex: Int
        var range: Range<Int>
    }

    /// Splits `text` into runs by font, never inside a grapheme cluster. A letter goes to the
    /// first font that covers it; spaces, punctuation and other neutral clusters stay with the
    /// run they are in when its font covers them, so "힙합 음악" is one run.
    func segment(_ text: String) -> (segments: [Segment], missing: [Unicode.Scalar]) {
        var segments: [Segment] = []
        var missing: [Unicode.Scalar] = []
        var offset = 0
        for cluster in text {
            let length = cluster.utf8.count
            defer { offset += length }
            let scalars = cluster.unicodeScalars.filter { !Self.isIgnorable($0) }
            let covers = { (index: Int) in scalars.allSatisfy { self.fonts[index].hasGlyph(for: $0) } }

            var choice: Int
            if let current = segments.last?.fontIndex, Self.isNeutral(cluster), covers(current) {
                choice = current
            } else if let first = fonts.indices.first(where: covers) {
                choice = first
            } else {
                choice = 0
                missing += scalars.filter { scalar in !fonts.contains { $0.hasGlyph(for: scalar) } }
            }

            if let last = segments.last, last.fontIndex == choice {
                segments[segments.count - 1].range = last.range.lowerBound..<(offset + length)
            } else {
                segments.append(Segment(fontIndex: choice, range: offset..<(offset + length)))
            }
        }
        return (segments, missing)
    }

    /// Characters a font need not have: HarfBuzz hides them (joiners, variation selectors).
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint
    }

    /// A cluster with no letter or mark: whitespace, punctuation, digits, symbols.
    static func isNeutral(_ cluster: Character) -> Bool {
        cluster.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .nonspacingMark, .spacingMark, .enclosingMark:
                return false
            default:
                return true
            }
        }
    }
}
