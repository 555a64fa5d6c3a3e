public import ChipRendering
import FlowLayout
import TextShaping

/// A list of tags and a style: the whole input to one rendering.
public struct TagCloud: Sendable {
    public var tags: [Tag]
    public var style: CloudStyle

    public init(tags: [Tag], style: CloudStyle = CloudStyle()) {
        self.tags = tags
        self.style = style
    }

    /// Shapes every label once, sizes the chips and flows them into rows.
    ///
    /// - Throws: `FontError` when the font cannot be opened.
    public func layout() throws -> CloudLayout {
        // 1. Fonts: the chosen one (or Inter), then the bundled Hangul face, then system fonts.
        let (fonts, fontNote) = try FontResolver.stack(for: style.font)
        let shaper = TextShaper(fonts: fonts)

        // 2. Shape each label and size its chip: text + padding; one line height for all chips.
        let texts = tags.map { shaper.shape($0.label, size: style.fontSize) }
        let items = texts.map(chipItem)

        // 3. Flow the chips into rows; a row limit counts what it hides on a "+N" chip.
        let plan = style.flow.plan(
            proposal: ProposedSize(width: style.maxWidth, height: nil), items: items,
            overflow: { chipItem(for: shaper.shape("+\($0)", size: style.fontSize)) })

        // 4. Place the visible chips on the canvas, inside the margins, in input order. The
        //    canvas hugs the chips as aligned: a centred or right-to-left cloud narrower than
        //    the limit is not pushed away from the left margin.
        let boxes = plan.order.map { plan.frames[$0] } + (plan.overflow.map { [$0.frame] } ?? [])
        let left = boxes.map(\.minX).min() ?? 0
        let right = boxes.map(\.maxX).max() ?? 0
        let offset = Point(x: style.margin - left, y: style.margin)
        var rowOfItem = [Int](repeating: 0, count: tags.count)
        for (rowIndex, row) in plan.rows.enumerated() {
            for item in plan.items(in: row) { rowOfItem[item] = rowIndex }
        }
        let hidden = Set(plan.hidden)
        let chips = tags.indices.filter { !hidden.contains($0) }.map { index in
            placedChip(
                label: tags[index].label, index: index, frame: plan.frames[index], offset: offset,
                row: rowOfItem[index], text: texts[index])
        }
        let overflow = plan.overflow.map { placement in
            let label = "+\(placement.hiddenCount)"
            return placedChip(
                label: label, index: nil, frame: placement.frame, offset: offset, row: plan.rows.count - 1,
                text: shaper.shape(label, size: style.fontSize))
        }

        // 5. The canvas size, in whole px.
        let width = (right - left + 2 * style.margin).rounded(.up)
        let height = (plan.size.height + 2 * style.margin).rounded(.up)
        return CloudLayout(
            width: width, height: height, chips: chips, hidden: plan.hidden.map { tags[$0].label }, overflow: overflow,
            fontNote: fontNote)
    }

    /// A chip's box for the planner: text + padding wide, one line + padding tall, with the
    /// label's baseline for first-baseline alignment.
    private func chipItem(for text: ShapedText) -> MeasuredItem {
        let height = text.metrics.lineHeight + 2 * style.verticalPadding
        return MeasuredItem(
            size: Size(width: text.width + 2 * style.horizontalPadding, height: height),
            firstBaseline: baseline(for: text, chipHeight: height))
    }

    /// Optical centring: the middle of the capital letters sits on the middle of the chip.
    private func baseline(for text: ShapedText, chipHeight: Double) -> Double {
        (chipHeight + text.metrics.capHeight) / 2
    }

    private func placedChip(label: String, index: Int?, frame: Rect, offset: Point, row: Int, text: ShapedText)
        -> PlacedChip
    {
        PlacedChip(
            label: label, index: index, frame: frame.offsetBy(dx: offset.x, dy: offset.y), row: row,
            text: text,
            textOffset: Point(
                x: (frame.width - text.width) / 2, y: baseline(for: text, chipHeight: frame.height)))
    }

    /// Lays the cloud out and draws it in `format`.
    ///
    /// - Throws: `FontError` or `RenderError`.
    public func render(as format: OutputFormat) throws -> [UInt8] {
        try render(layout(), as: format)
    }

    /// Draws a layout this cloud made, in `format`.
    ///
    /// - Throws: `RenderError`.
    public func render(_ layout: CloudLayout, as format: OutputFormat) throws -> [UInt8] {
        try ChipRenderer.render(scene(for: layout), as: format, scale: style.scale)
    }

    /// What the renderer draws for `layout`.
    func scene(for layout: CloudLayout) -> ChipScene {
        func drawn(_ chip: PlacedChip, _ style: ChipStyle) -> DrawnChip {
            DrawnChip(
                x: chip.frame.minX, y: chip.frame.minY, width: chip.frame.width, height: chip.frame.height,
                text: chip.text, textX: chip.textOffset.x, baseline: chip.textOffset.y, style: style)
        }
        let chips =
            layout.chips.map { drawn($0, style.chip) } + (layout.overflow.map { [drawn($0, style.overflowChip)] } ?? [])
        return ChipScene(width: layout.width, height: layout.height, background: style.background, chips: chips)
    }
}
