import Primitives
import ChipRendering
import FlowLayout
import TextShaping

/// Turns tags into chips: the label shaped at its size (from its weight), truncated to the
/// maximum chip width, the chip's box and its paint (per-tag colour, palette or weight).
struct ChipMaker {
    let style: CloudStyle
    let shaper: TextShaper
    let tags: [CloudTag]
    /// Each tag's weight position, 0 (lightest) to 1 (heaviest).
    private let positions: [Double]
    /// Each group's place in the order groups first appear, for colours by group.
    private let groupRanks: [String: Int]

    init(style: CloudStyle, shaper: TextShaper, tags: [CloudTag]) {
        self.style = style
        self.shaper = shaper
        self.tags = tags
        positions = (style.sizeByWeight ?? WeightScale()).positions(of: tags.map(\.weight))
        var ranks: [String: Int] = [:]
        for group in tags.compactMap(\.group) where ranks[group] == nil { ranks[group] = ranks.count }
        groupRanks = ranks
    }

    /// A chip before it has a place.
    struct Chip {
        var label: String
        var index: Int?
        var text: ShapedText
        var size: Size
        var style: ChipStyle
        var link: String?
        /// Starts a new row.
        var breaksBefore = false

        /// The chip as the planner sees it, with its label's baseline.
        var item: MeasuredItem {
            MeasuredItem(
                size: size, firstBaseline: ChipMaker.baseline(for: text, chipHeight: size.height),
                breaksBefore: breaksBefore)
        }

        /// The chip in its place; the label is centred across the chip (which may have grown).
        func placed(in frame: Rect, row: Int) -> PlacedChip {
            PlacedChip(
                label: label, index: index, frame: frame, row: row, text: text,
                textOffset: Point(
                    x: (frame.width - text.width) / 2, y: ChipMaker.baseline(for: text, chipHeight: frame.height)),
                style: style, link: link)
        }
    }

    /// The chip for the tag at `index`.
    func chip(_ index: Int) -> Chip {
        let tag = tags[index]
        let fontSize = style.sizeByWeight.map { $0.fontSize(at: positions[index]) } ?? style.fontSize
        let text = fitted(tag.label, size: fontSize)
        return Chip(
            label: tag.label, index: index, text: text, size: size(of: text), style: paint(for: tag, at: index),
            link: tag.link)
    }

    /// A group's heading: its name as plain text (no fill, no outline), as tall as a chip and
    /// in a colour that reads on the canvas (over a white page when the canvas is clear).
    func heading(_ group: String) -> Chip {
        let text = shaper.shape(group, size: style.fontSize)
        var paint = style.chip
        paint.fill = Color(red: 1, green: 1, blue: 1, alpha: 0)
        paint.stroke = nil
        let page = Color(red: 1, green: 1, blue: 1)
        paint.textColor = Color.readableText(
            on: (style.background ?? page).composited(over: page), preferring: [style.chip.textColor])
        var size = size(of: text)
        size.width = text.width + style.horizontalPadding / 2
        return Chip(label: group, index: nil, text: text, size: size, style: paint, link: nil)
    }

    /// The "+N" chip standing for `count` hidden tags.
    func overflowChip(hiding count: Int) -> Chip {
        let text = shaper.shape("+\(count)", size: style.fontSize)
        return Chip(
            label: "+\(count)", index: nil, text: text, size: size(of: text), style: style.overflowChip, link: nil)
    }

    /// Optical centring: the middle of the capital letters sits on the middle of the chip.
    static func baseline(for text: ShapedText, chipHeight: Double) -> Double {
        (chipHeight + text.metrics.capHeight) / 2
    }

    /// Text + padding wide (within the minimum and maximum chip widths), one line + padding tall.
    private func size(of text: ShapedText) -> Size {
        var width = text.width + 2 * style.horizontalPadding
        if let minimum = style.minChipWidth { width = max(width, minimum) }
        return Size(width: width, height: text.metrics.lineHeight + 2 * style.verticalPadding)
    }

    /// The label shaped at `size`, cut at a grapheme boundary and ended with "…" when it would
    /// make the chip wider than `maxChipWidth`: the longest such prefix that fits.
    private func fitted(_ label: String, size: Double) -> ShapedText {
        let full = shaper.shape(label, size: size)
        guard let maximum = style.maxChipWidth else { return full }
        let room = maximum - 2 * style.horizontalPadding
        guard full.width > room else { return full }
        let graphemes = Array(label)
        func shortened(_ count: Int) -> ShapedText {
            let prefix = String(graphemes[..<count]).trimmingWhitespace()
            return shaper.shape(prefix + "…", size: size)
        }
        // The width grows with the prefix: find the longest prefix that still fits.
        var low = 0
        var high = graphemes.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if shortened(middle).width <= room { low = middle } else { high = middle - 1 }
        }
        return shortened(low)
    }

    /// The chip's paint: its own colour, else a palette colour for its label, else the weight's
    /// blend, else the style's; the text colour then chosen to read on the fill (WCAG AA).
    private func paint(for tag: CloudTag, at index: Int) -> ChipStyle {
        var paint = style.chip
        var fill: Color?
        if let color = tag.color {
            fill = color
        } else if let palette = style.palette, !palette.isEmpty, style.paletteKey == .group {
            fill = tag.group.flatMap { groupRanks[$0] }.map { palette[Self.spread($0, over: palette.count)] }
        } else if let palette = style.palette, !palette.isEmpty {
            fill = palette[Int(Self.stableHash(tag.label) % UInt64(palette.count))]
        } else if let accent = style.colorByWeight {
            fill = style.chip.fill.blended(toward: accent, by: positions[index])
        }
        if let fill {
            paint.fill = fill
            // A translucent fill is judged as it shows: over the canvas, itself over a white page.
            let page = Color(red: 1, green: 1, blue: 1)
            let shown = fill.composited(over: (style.background ?? page).composited(over: page))
            paint.textColor = Color.readableText(on: shown, preferring: [style.chip.textColor])
        }
        return paint
    }

    /// The palette slot of the `rank`-th group: palettes list neighbouring hues side by side, so
    /// groups step through it by the smallest stride of at least 3 that still visits every slot.
    static func spread(_ rank: Int, over count: Int) -> Int {
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
        let stride = (3..<max(3, count)).first { gcd($0, count) == 1 } ?? 1
        return rank * stride % count
    }

    /// FNV-1a of the text's UTF-8: the same label gets the same palette colour everywhere (and
    /// the same labels the same SVG id prefix).
    static func stableHash(_ label: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in label.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }
}
