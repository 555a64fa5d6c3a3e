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
        // 1. Fonts: the chosen one (or Inter), then the bundled Hangul face.
        let shaper = TextShaper(fonts: try fonts())

        // 2. Shape each label and size its chip: text + padding; one line height for all chips.
        let texts = tags.map { shaper.shape($0.label, size: style.fontSize) }
        let sizes = texts.map { text in
            Size(
                width: text.width + 2 * style.horizontalPadding,
                height: text.metrics.lineHeight + 2 * style.verticalPadding)
        }

        // 3. Flow the chips into rows.
        let flow = FlowLayout(spacing: style.spacing, lineSpacing: style.lineSpacing)
        let plan = flow.plan(proposal: ProposedSize(width: style.maxWidth, height: nil), sizes: sizes)

        // 4. Place them on the canvas, inside the margins, each label optically centred:
        //    the middle of its capital letters sits on the middle of the chip.
        var rowOfItem = [Int](repeating: 0, count: tags.count)
        for (rowIndex, row) in plan.rows.enumerated() {
            for item in plan.items(in: row) { rowOfItem[item] = rowIndex }
        }
        let chips = tags.indices.map { index in
            let frame = plan.frames[index].offsetBy(dx: style.margin, dy: style.margin)
            let baseline = (frame.height + texts[index].metrics.capHeight) / 2
            return PlacedChip(
                label: tags[index].label, frame: frame, row: rowOfItem[index], text: texts[index],
                textOffset: Point(x: style.horizontalPadding, y: baseline))
        }

        // 5. The canvas hugs the content, in whole px.
        let width = (plan.contentWidth + 2 * style.margin).rounded(.up)
        let height = (plan.size.height + 2 * style.margin).rounded(.up)
        return CloudLayout(width: width, height: height, chips: chips)
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
        let chips = layout.chips.map { chip in
            DrawnChip(
                x: chip.frame.minX, y: chip.frame.minY, width: chip.frame.width, height: chip.frame.height,
                text: chip.text, textX: chip.textOffset.x, baseline: chip.textOffset.y, style: style.chip)
        }
        return ChipScene(width: layout.width, height: layout.height, background: style.background, chips: chips)
    }

    private func fonts() throws -> [Font] {
        guard let path = style.fontPath else { return try FontLibrary.defaultStack() }
        return [try FontLibrary.font(atPath: path), try FontLibrary.bundled(.hangul)]
    }
}
