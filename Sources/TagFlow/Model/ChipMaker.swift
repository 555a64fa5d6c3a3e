import ChipRendering
import FlowLayout
import Primitives
import TextShaping

/// Turns tags into chips: the label shaped at its size (from its weight), truncated to the
/// maximum chip width, the chip's box and its paint (per-tag colour, palette or weight).
struct ChipMaker {
    let style: CloudStyle
    let shaper: TextShaper
    /// Shapes group headings, in the style's heading weight (`TagCloud.headingFonts`).
    let headingShaper: TextShaper
    /// Shapes counts (`CloudStyle.countWeight`); `nil` shapes them as the labels.
    var countShaper: TextShaper?
    /// Emptied by a layout that lets go of its tags once every chip is made; a big list made in
    /// input order lets go of them from the front as it goes (`firstTag`).
    var tags: [CloudTag]
    /// Which tag of the list `tags` begins with: tag `index` is `tags[index - firstTag]`.
    var firstTag = 0
    /// Each chip's paint, from the same style and tags.
    let painter: ChipPainter
    /// Each tag's weight position, 0 (lightest) to 1 (heaviest).
    private var positions: WeightPositions { painter.positions }
    /// `style.flowTraits`, asked once: it casts the style's layout, about a thousand instructions.
    private let limitsLines: Bool
    /// Icons go after their labels (`CloudStyle.FlowTraits.iconsTrail`).
    let trails: Bool
    /// The layout may hide chips, so needs the "+N" chip (`CloudStyle.FlowTraits.mayHide`).
    let mayHide: Bool

    init(style: CloudStyle, shaper: TextShaper, headingShaper: TextShaper? = nil, tags: [CloudTag]) {
        self.style = style
        self.shaper = shaper
        self.headingShaper = headingShaper ?? shaper
        self.tags = tags
        painter = ChipPainter(style: style, tags: tags)
        let traits = style.flowTraits
        limitsLines = traits.limitsLines
        trails = traits.iconsTrail
        mayHide = traits.mayHide
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
        /// What a row limit keeps first: the tag's weight position.
        var priority: Double = 0
        /// The icon, sized, at the origin until placed.
        var icon: PlacedIcon?
        /// The room the icon takes beside the label (icon and gap).
        var iconRoom: Double = 0
        /// The icon goes after the label.
        var iconTrails = false
        /// A group's heading (`SectionHeading`), which `HeadingColumn` sets apart.
        var isHeading = false
        /// The first chip of a group (`SectionStart`), which a row limit per group counts from.
        var startsSection = false

        /// The chip as the planner sees it, with its label's baseline.
        var item: MeasuredItem {
            MeasuredItem(
                size: size, firstBaseline: ChipMaker.baseline(for: text, chipHeight: size.height),
                breaksBefore: breaksBefore, priority: priority, isHeading: isHeading, startsSection: startsSection)
        }

        /// The chip at the origin, to be placed by `ChipMaker.place`, and as the planner sees it.
        /// Consuming: the label, text and icon move into the drawn chip, not copied and let go of.
        consuming func parts() -> (drawn: PlacedChip, item: MeasuredItem) {
            let item = item
            let drawn = PlacedChip(
                label: label, index: index, frame: Rect(x: 0, y: 0, width: size.width, height: size.height), row: 0,
                text: text, textOffset: Point(x: 0, y: 0), style: style, link: link, icon: icon)
            return (drawn, item)
        }

        /// The chip in its place; the label (with its icon) is centred across the chip (which may
        /// have grown).
        func placed(in frame: Rect, row: Int) -> PlacedChip {
            let (textX, icon) = contentPlacement(in: frame)
            return PlacedChip(
                label: label, index: index, frame: frame, row: row, text: text,
                textOffset: Point(x: textX, y: ChipMaker.baseline(for: text, chipHeight: frame.height)),
                style: style, link: link, icon: icon)
        }
    }

    /// The chip for the tag at `index`, at the origin (`place` puts it in its frame), and as the
    /// planner sees it.
    ///
    /// Made here as the two it becomes, from the tag's fields read where they lie: a copy of the
    /// tag retained each of its texts, and a `Chip` first was copied into the drawn chip and let
    /// go of (about 900 instructions a chip).
    func chip(_ index: Int) -> (drawn: PlacedChip, item: MeasuredItem) {
        tags[index - firstTag].isPlain ? chip(index, plain: true) : chip(index, plain: false)
    }

    /// `chip(index)`, made twice: for a `plain` tag (a label alone, most tags) no colour, group,
    /// icon, count or link is looked for, and none handed on (about 200 instructions a chip).
    @inline(__always)
    private func chip(_ index: Int, plain: Bool) -> (drawn: PlacedChip, item: MeasuredItem) {
        let tag = index - firstTag
        let label = tags[tag].label
        let fontSize = style.sizeByWeight.map { $0.fontSize(at: positions[index]) } ?? style.fontSize
        let paint =
            plain
            ? painter.paint(color: nil, group: nil, label: label, at: index)
            : painter.paint(color: tags[tag].color, group: tags[tag].group, label: label, at: index)
        let icon = plain ? nil : iconBox(for: tags[tag].icon, fontSize: fontSize, textColor: paint.textColor)
        let count = plain ? nil : countBox(at: index, fontSize: fontSize, paint: paint)
        // The count is kept whole: the label gives way to it under a maximum chip width.
        let room = iconRoom(icon, fontSize: fontSize, hasLabel: !label.isEmpty) + countRoom(count, fontSize: fontSize)
        let (text, isWhole) = fitted(label, size: fontSize, besides: room)
        var size = size(of: text, besides: icon)
        size.width += room
        // An icon alone has the same margin on every side: a square icon makes a round chip.
        if label.isEmpty, let icon {
            size.width = icon.frame.width + size.height - icon.frame.height + countRoom(count, fontSize: fontSize)
        }
        if let minimum = style.minChipWidth { size.width = max(size.width, minimum) }
        // Weights decide what a row limit hides; without one, priority would only reorder dense
        // packing, which is left to the chips' widths.
        let item = MeasuredItem(
            size: size, firstBaseline: Self.baseline(for: text, chipHeight: size.height),
            priority: limitsLines ? positions[index] : 0)
        // A plain tag's label drawn whole is made by the chip's own initializer for it, which is
        // handed no absent parts (about 110 instructions a chip). A label drawn whole is its
        // text's: the chip need not compare the two to know it keeps no label of its own (about
        // 80 instructions a chip).
        if plain, isWhole { return (PlacedChip(drawing: text, index: index, size: size, style: paint), item) }
        let drawn = PlacedChip(
            label: isWhole ? nil : label, index: index,
            frame: Rect(x: 0, y: 0, width: size.width, height: size.height), row: 0, text: text,
            textOffset: Point(x: 0, y: 0), style: paint, link: plain ? nil : tags[tag].link, icon: icon, count: count)
        return (drawn, item)
    }

    /// A group's heading: its name as plain text (no fill, no outline), as tall as a chip, in the
    /// style's heading weight (measured in the face it is drawn in) and colour, made to read on
    /// the canvas (over the page when the canvas is clear).
    func heading(_ group: String) -> Chip {
        let text = headingShaper.shape(group, size: style.fontSize)
        let paint = painter.headingPaint
        var size = size(of: text)
        size.width = text.width + style.horizontalPadding / 2
        var chip = Chip(label: group, index: nil, text: text, size: size, style: paint, link: nil)
        chip.isHeading = true
        return chip
    }

    /// The "+N" chip standing for `count` hidden tags, in the style's words (`moreText`).
    func overflowChip(hiding count: Int) -> Chip {
        let label = style.overflowLabel(hiding: count)
        let text = shaper.shape(label, size: style.fontSize)
        return Chip(label: label, index: nil, text: text, size: size(of: text), style: painter.overflowPaint, link: nil)
    }

    /// A separator (`CloudStyle.separator`, shaped as `text`): plain text, as wide as it is.
    func separator(_ text: ShapedText, label: String) -> Chip {
        Chip(
            label: label, index: nil, text: text, size: Size(width: text.width, height: text.metrics.lineHeight),
            style: painter.separatorPaint, link: nil)
    }

    /// Optical centring: the middle of the capital letters sits on the middle of the chip.
    static func baseline(for text: ShapedText, chipHeight: Double) -> Double {
        (chipHeight + text.metrics.capHeight) / 2
    }

    /// Text + padding wide (within the minimum and maximum chip widths), one line (or an icon
    /// taller than it) + padding tall. The minimum applies after the icon's room is added.
    @inline(__always)
    private func size(of text: ShapedText, besides icon: PlacedIcon? = nil) -> Size {
        var width = text.width + 2 * style.horizontalPadding
        if let minimum = style.minChipWidth, icon == nil { width = max(width, minimum) }
        let content = max(text.metrics.lineHeight, icon?.frame.height ?? 0)
        return Size(width: width, height: content + 2 * style.verticalPadding)
    }

    /// The label shaped at `size`, cut at a grapheme boundary and ended with "…" when it would
    /// make the chip wider than `maxChipWidth`: the longest such prefix that fits; `isWhole` when
    /// it is the whole label.
    ///
    /// Inlined, with `size(of:besides:)`, into `chip`: a call each, they handed their results
    /// back in memory; a label that does not fit is cut by `cut(_:fitting:size:)`.
    @inline(__always)
    private func fitted(_ label: String, size: Double, besides icon: Double = 0) -> (
        text: ShapedText, isWhole: Bool
    ) {
        let full = shaper.shape(label, size: size)
        guard let maximum = style.maxChipWidth, !label.isEmpty else { return (full, true) }
        let room = maximum - 2 * style.horizontalPadding - icon
        guard full.width > room else { return (full, true) }
        return (cut(label, fitting: room, size: size), false)
    }

    /// The longest prefix of `label` that, cut and ended with "…", is at most `room` wide.
    private func cut(_ label: String, fitting room: Double, size: Double) -> ShapedText {
        let graphemes = Array(label)
        // The width grows with the prefix: find the longest prefix that still fits.
        var low = 0
        var high = graphemes.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if cut(graphemes, to: middle, size: size).width <= room { low = middle } else { high = middle - 1 }
        }
        return cut(graphemes, to: low, size: size)
    }

    /// The first `count` graphemes, without trailing white space, and "…", shaped at `size`.
    private func cut(_ graphemes: [Character], to count: Int, size: Double) -> ShapedText {
        shaper.shape(String(graphemes[..<count]).trimmingWhitespace() + "…", size: size)
    }

    /// The narrowest `maxChipWidth` at which every chip shows at least one character of its label
    /// (and "…" when cut), and the label that needs it; `nil` without a maximum or without tags.
    func smallestWorkingMaxChipWidth() -> (width: Double, label: String)? {
        guard style.maxChipWidth != nil else { return nil }
        var widest: (width: Double, label: String)?
        for (index, tag) in tags.enumerated() where !tag.label.isEmpty {
            let size = style.sizeByWeight.map { $0.fontSize(at: positions[index]) } ?? style.fontSize
            let full = shaper.shape(tag.label, size: size).width
            let box = iconBox(for: tag.icon, fontSize: size, textColor: style.chip.textColor)
            let count = Self.countText(value: tag.value, weight: tag.weight, showWeight: style.showWeight).map {
                (countShaper ?? shaper).shape($0.shown, size: size).width + countGap(fontSize: size)
            }
            let icon = iconRoom(box, fontSize: size, hasLabel: true) + (count ?? 0)
            let needed = min(full, cut(Array(tag.label), to: 1, size: size).width) + 2 * style.horizontalPadding + icon
            if needed > widest?.width ?? -.infinity { widest = (needed, tag.label) }
        }
        return widest
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
        var hash = StableHasher()
        hash.feed(label)
        return hash.value
    }
}
