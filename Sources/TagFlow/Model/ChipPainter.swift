import ChipRendering
import Primitives

/// The paint of every chip of a cloud — per-tag colour, palette or weight, headings, the "+N"
/// chip — from its style and tags alone, with no shaping or planning: `ChipMaker` paints the chips
/// it makes with it, and dark mode paints the same laid-out chips in the dark style's colours.
struct ChipPainter {
    let style: CloudStyle
    /// Each tag's weight position, 0 (lightest) to 1 (heaviest).
    let positions: WeightPositions
    /// Each group's place in the order groups first appear, for colours by group.
    private let groupRanks: [String: Int]
    /// The style's palette, each colour made readable under the text once rather than per chip.
    private let readablePalette: [Color]?

    init(style: CloudStyle, tags: [CloudTag]) {
        self.style = style
        // A list without weights (most) has every tag in the middle: no array of a million.
        let weighed = tags.contains { $0.weight != nil }
        positions = WeightPositions(
            weighed ? (style.sizeByWeight ?? WeightScale()).positions(of: tags.map(\.weight)) : [])
        var ranks: [String: Int] = [:]
        for group in tags.compactMap(\.group) where ranks[group] == nil { ranks[group] = ranks.count }
        groupRanks = ranks
        let page = style.page
        let canvas = (style.background ?? page).composited(over: page)
        readablePalette = style.palette.flatMap { $0.isEmpty ? nil : $0 }.map { palette in
            palette.map { $0.composited(over: canvas).readableFill(under: style.chip.textColor) }
        }
    }

    /// The paint of the chip of the tag at `index`, of `label`, with its own `color` and `group`.
    /// A tag's own colour is kept exactly and gets a text colour that reads on
    /// it. A palette colour for its label, or its weight's step of the ramp, is a generated fill:
    /// there the text keeps the style's one colour and the fill gives way (lighter or darker) until
    /// the text reads at 4.5:1, so a cloud never mixes text colours along a ramp.
    ///
    /// Inlined into the chip maker, where a plain tag's `nil` colour and group are known.
    @inline(__always)
    func paint(color: Color?, group: String?, label: String, at index: Int) -> ChipStyle {
        var paint = style.chip
        if let color {
            paint.fill = color
            paint.textColor = Color.readableText(on: shown(color), preferring: [style.chip.textColor])
        } else if let palette = readablePalette, style.paletteKey == .group {
            if let rank = group.flatMap({ groupRanks[$0] }) {
                paint.fill = palette[ChipMaker.spread(rank, over: palette.count)]
            }
        } else if let palette = readablePalette {
            paint.fill = palette[Int(ChipMaker.stableHash(label) % UInt64(palette.count))]
        } else if let accent = style.colorByWeight {
            paint.fill = shown(style.chip.fill).mixedInOKLab(toward: shown(accent), by: positions[index])
                .readableFill(under: style.chip.textColor)
        }
        return paint
    }

    /// A group heading's paint: plain text in the heading colour, made to read on the canvas
    /// (over the page when the canvas is clear).
    var headingPaint: ChipStyle { plainText(preferring: [style.headingColor, style.chip.textColor]) }

    /// A separator's paint: plain text in the "+N" chip's muted text colour, or the chips' own
    /// where that does not read on the canvas.
    var separatorPaint: ChipStyle { plainText(preferring: [style.overflowChip.textColor, style.chip.textColor]) }

    /// Text with no fill and no outline, in the first of `colours` that reads on the canvas (over
    /// the page when the canvas is clear).
    private func plainText(preferring colours: [Color]) -> ChipStyle {
        var paint = style.chip
        paint.fill = Color(red: 1, green: 1, blue: 1, alpha: 0)
        paint.stroke = nil
        paint.textColor = Color.readableText(
            on: (style.background ?? style.page).composited(over: style.page), preferring: colours)
        return paint
    }

    /// The "+N" chip's paint, under the same rule as generated fills: its text reads at 4.5:1.
    var overflowPaint: ChipStyle {
        var paint = style.overflowChip
        let fill = shown(paint.fill)
        if fill.contrastRatio(with: paint.textColor) < Color.minimumTextContrast {
            paint.fill = fill.readableFill(under: paint.textColor)
        }
        return paint
    }

    /// A fill as it shows: over the canvas, itself over the page the picture is made for.
    private func shown(_ fill: Color) -> Color {
        fill.composited(over: (style.background ?? style.page).composited(over: style.page))
    }
}

/// Each tag's weight position (`WeightScale.positions`), 0.5 for every tag of a list without
/// weights, with none kept for them (8 MB at 1,000,000 labels for as long as the chips are made).
struct WeightPositions {
    /// The positions; empty for a list without weights.
    let values: [Double]

    init(_ values: [Double]) {
        self.values = values
    }

    subscript(index: Int) -> Double { values.isEmpty ? 0.5 : values[index] }
}
