import TextShaping

/// The glyphs one SVG document uses, each defined once in `<defs>` as `<path>` or `<image>`.
///
/// Fonts are numbered in order of first use (ids read `PREFIX-fNgG`); each font keeps one state
/// byte per glyph id, so the writer's per-glyph question ("defined? drawn?") is an array read,
/// not a hash of a freshly made id string.
struct SVGGlyphTable {
    private let prefix: [UInt8]
    private var fonts: [Font] = []
    /// Per font number, per glyph id: `unseen`, `blank` or `drawn`.
    private var states: [[UInt8]] = []

    private static let unseen: UInt8 = 0
    private static let blank: UInt8 = 1
    private static let drawn: UInt8 = 2

    init(prefix: String) {
        self.prefix = Array(prefix.utf8)
    }

    /// The number of `font` in this document, the next one when it is new.
    mutating func number(of font: Font) -> Int {
        if let known = fonts.firstIndex(where: { $0 === font }) { return known }
        fonts.append(font)
        states.append([])
        return fonts.count - 1
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

    /// Whether `glyph` of font number `font` has a definition (after `defineGlyphs`).
    @inline(__always)
    func draws(_ glyph: UInt32, font: Int) -> Bool {
        let glyphs = states[font]
        return Int(glyph) < glyphs.count && glyphs[Int(glyph)] == Self.drawn
    }

    /// Appends the id of `glyph`'s definition: `PREFIX-fNgG`.
    @inline(__always)
    func appendID(of glyph: UInt32, font: Int, into out: inout SVGBuffer) {
        out.append(prefix)
        out.append("-f")
        out.integer(font)
        out.append("g")
        out.integer(Int(glyph))
    }

    private mutating func define(_ glyph: UInt32, font: Int, into out: inout SVGBuffer) {
        let index = Int(glyph)
        if index < states[font].count, states[font][index] != Self.unseen { return }
        if index >= states[font].count {
            states[font].append(contentsOf: repeatElement(Self.unseen, count: index + 1 - states[font].count))
        }
        switch GlyphShapes.shape(of: glyph, in: fonts[font]) {
        case .blank:
            states[font][index] = Self.blank
        case .outline(let data):
            states[font][index] = Self.drawn
            out.append("<path id=\"")
            appendID(of: glyph, font: font, into: &out)
            out.append("\" d=\"")
            out.append(data)
            out.append("\"/>\n")
        case .bitmap(let attributes):
            states[font][index] = Self.drawn
            out.append("<image id=\"")
            appendID(of: glyph, font: font, into: &out)
            out.append("\"")
            out.append(attributes)
        }
    }
}
