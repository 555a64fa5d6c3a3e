import TextShaping

/// The glyphs one SVG document uses, each defined once in `<defs>` as `<path>` or `<image>`.
///
/// Fonts are numbered in order of first use (ids read `PREFIX-fNgG`). Each font keeps one slot
/// per glyph id, so the writer's per-glyph question ("drawn? with what markup?") is an array
/// read; the start of each drawn glyph's `<use>` element, id included, is made once per document.
struct SVGGlyphTable {
    private let prefix: [UInt8]
    private var fonts: [Font] = []
    /// Per font number, per glyph id: 0 unseen, -1 blank, else 1 + the index in `uses`.
    private var slots: [[Int32]] = []
    /// `<use xlink:href="#PREFIX-fNgG" x="` for each drawn glyph.
    private var uses: [[UInt8]] = []

    init(prefix: String) {
        self.prefix = Array(prefix.utf8)
    }

    /// The number of `font` in this document, the next one when it is new.
    mutating func number(of font: Font) -> Int {
        if let known = fonts.firstIndex(where: { $0 === font }) { return known }
        fonts.append(font)
        slots.append([])
        return fonts.count - 1
    }

    /// The number of `font`, which `defineGlyphs` has seen.
    func knownNumber(of font: Font) -> Int {
        fonts.firstIndex(where: { $0 === font })!
    }

    /// Defines every glyph the chips draw, in order of first use, appending the definitions.
    mutating func defineGlyphs(of chips: [PlacedChip], into out: inout SVGBuffer) {
        for chip in chips {
            for run in chip.text.runs where !run.glyphs.isEmpty {
                let font = number(of: run.font)
                for glyph in run.glyphs {
                    define(glyph.id, font: font, into: &out)
                }
            }
        }
    }

    /// The start of `glyph`'s `<use>` element, up to its x value; `nil` when it draws nothing
    /// (after `defineGlyphs`).
    @inline(__always)
    func use(_ glyph: UInt32, font: Int) -> [UInt8]? {
        let slot = slots[font].withUnsafeBufferPointer { Int(glyph) < $0.count ? $0[Int(glyph)] : 0 }
        return slot > 0 ? uses[Int(slot) - 1] : nil
    }

    private mutating func define(_ glyph: UInt32, font: Int, into out: inout SVGBuffer) {
        let index = Int(glyph)
        if index < slots[font].count, slots[font][index] != 0 { return }
        if index >= slots[font].count {
            slots[font].append(contentsOf: repeatElement(0, count: index + 1 - slots[font].count))
        }
        let shape = GlyphShapes.shape(of: glyph, in: fonts[font])
        if shape.kind == .blank {
            slots[font][index] = -1
            return
        }
        var id = SVGBuffer(capacity: prefix.count + 32)
        id.append(prefix)
        id.append("-f")
        id.integer(font)
        id.append("g")
        id.integer(index)
        let idBytes = id.finish()
        switch shape.kind {
        case .blank:
            break
        case .outline:
            out.append("<path id=\"")
            out.append(idBytes)
            out.append("\" d=\"")
            out.append(shape.bytes)
            out.append("\"/>\n")
        case .bitmap:
            out.append("<image id=\"")
            out.append(idBytes)
            out.append("\"")
            out.append(shape.bytes)
        }
        var use = SVGBuffer(capacity: idBytes.count + 32)
        use.append("<use xlink:href=\"#")
        use.append(idBytes)
        use.append("\" x=\"")
        uses.append(use.finish())
        slots[font][index] = Int32(uses.count)
    }
}
