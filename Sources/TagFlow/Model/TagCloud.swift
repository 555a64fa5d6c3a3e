import Primitives
public import ChipRendering
import FlowLayout
import TextShaping

/// A list of tags and a style: the whole input to one rendering.
public struct TagCloud: Sendable {
    public var tags: [CloudTag]
    public var style: CloudStyle

    public init(tags: [CloudTag], style: CloudStyle = CloudStyle()) {
        self.tags = tags
        self.style = style
    }

    /// Shapes every label once, sizes the chips and flows them into rows.
    ///
    /// - Throws: `FontError` when the font cannot be opened.
    public func layout() throws -> CloudLayout {
        // 1. Fonts: the chosen one (or Inter), then the bundled Hangul face, then system fonts.
        //    The Hangul face is opened only when a label may need a fallback: not for printable
        //    ASCII the primary font draws (a "…" from truncation is not ASCII; "+N" is).
        let (fonts, fontNote) = try FontResolver.stack(for: style.font) { primary in
            style.maxChipWidth != nil || !tags.allSatisfy { primary.drawsPrintableASCII($0.label) }
                || !primary.drawsPrintableASCII("+0123456789")
        }
        let chipMaker = ChipMaker(style: style, shaper: TextShaper(fonts: fonts), tags: tags)

        // 2. Order, shape and size the chips (a big cloud on every core); weights pick font sizes
        //    and fills.
        let order = sortedIndices()
        let chips = order.concurrentMap(minimumCount: 2_000, chipMaker.chip)

        // 3. Flow the chips into rows; a row limit counts what it hides on a "+N" chip.
        let plan = style.flow.plan(
            proposal: ProposedSize(width: style.maxWidth, height: nil), items: chips.map(\.item),
            overflow: { chipMaker.overflowChip(hiding: $0).item })

        // 4. Place the visible chips on the canvas inside the margins. With `fit: .content` the
        //    canvas hugs the chips as aligned, so a centred or right-to-left cloud narrower than
        //    the limit is not pushed away from the left margin.
        let boxes = plan.order.map { plan.frames[$0] } + (plan.overflow.map { [$0.frame] } ?? [])
        let left = style.fit == .width ? 0 : boxes.map(\.minX).min() ?? 0
        let right = style.fit == .width ? plan.size.width : boxes.map(\.maxX).max() ?? 0
        let offset = Point(x: style.margin - left, y: style.margin)
        var rowOfItem = [Int](repeating: 0, count: chips.count)
        for (rowIndex, row) in plan.rows.enumerated() {
            for item in plan.items(in: row) { rowOfItem[item] = rowIndex }
        }
        // Chips go back to input order whatever the layout order was.
        let hidden = Set(plan.hidden)
        let placed = chips.indices.filter { !hidden.contains($0) }.sorted { order[$0] < order[$1] }.map { position in
            chips[position].placed(
                in: plan.frames[position].offsetBy(dx: offset.x, dy: offset.y), row: rowOfItem[position])
        }
        let overflow = plan.overflow.map { placement in
            chipMaker.overflowChip(hiding: placement.hiddenCount)
                .placed(in: placement.frame.offsetBy(dx: offset.x, dy: offset.y), row: plan.rows.count - 1)
        }

        // 5. The title reads the chips as laid out; the canvas size is in whole px.
        let shown = plan.order.map { chips[$0].label }.joined(separator: ", ")
        let title = plan.hidden.isEmpty ? shown : shown + ", and \(plan.hidden.count) more"
        return CloudLayout(
            width: (right - left + 2 * style.margin).rounded(.up),
            height: (plan.size.height + 2 * style.margin).rounded(.up), chips: placed,
            hidden: plan.hidden.map { order[$0] }.sorted().map { tags[$0].label }, overflow: overflow,
            fontNote: fontNote,
            title: title)
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
        try ChipRenderer.render(scene(for: layout), as: format, scale: style.scale, dpi: style.dpi)
    }

    /// What the renderer draws for `layout`: chips in canvas px with their paint.
    package func scene(for layout: CloudLayout) -> ChipScene {
        // Without an overflow chip the scene shares the layout's array: a copy of 100,000 chips
        // would be 30 MB more while the picture is written.
        let chips = layout.overflow.map { layout.chips + [$0] } ?? layout.chips
        return ChipScene(
            width: layout.width, height: layout.height, background: style.background, chips: chips,
            title: layout.title, idPrefix: style.idPrefix ?? Self.idPrefix(for: tags.map(\.label)))
    }

    /// The tags' indices in the order they are laid out.
    private func sortedIndices() -> [Int] {
        switch style.sort {
        case .none:
            return Array(tags.indices)
        case .weight:
            return tags.indices.sorted { (tags[$0].weight ?? 0, -$0) > (tags[$1].weight ?? 0, -$1) }
        case .label:
            return tags.indices.sorted { (tags[$0].label, $0) < (tags[$1].label, $1) }
        }
    }

    /// "tf" and eight hex digits of a hash of the labels: ids that differ between clouds, so two
    /// SVGs inlined in one page do not clash, yet stay the same run after run.
    static func idPrefix(for labels: [String]) -> String {
        let hex = String(ChipMaker.stableHash(labels.joined(separator: "\n")) >> 32, radix: 16)
        return "tf" + String(repeating: "0", count: 8 - hex.count) + hex
    }
}
