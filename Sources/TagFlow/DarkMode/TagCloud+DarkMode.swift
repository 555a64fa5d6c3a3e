import ChipRendering
import Primitives

extension TagCloud {
    /// This cloud drawn in `dark` instead: the same tags, for the dark picture of a pair.
    public func darkVariant(_ dark: CloudStyle) -> TagCloud {
        var variant = self
        variant.style = dark
        return variant
    }

    /// One SVG that shows this cloud's look on light systems and `dark`'s colours when the
    /// reader's system asks for dark (`prefers-color-scheme`), in `<img>`, alone or inline.
    /// The layout is this cloud's: only colours come from `dark`.
    ///
    /// - Throws: `FontError`, `LayoutError` or `RenderError`, as `render(as:)`.
    public func adaptiveSVG(dark: CloudStyle) throws -> [UInt8] {
        let layout = try self.layout()
        return try ChipRenderer.render(scene(for: layout, dark: darkVariant(dark)), as: .svg)
    }

    /// `scene(for:)` with `dark`'s colours for dark mode, painted on this layout: the chips
    /// are laid out once, and `dark`'s style only paints them (`ChipPainter`).
    package func scene(for layout: CloudLayout, dark: TagCloud) throws -> ChipScene {
        var scene = scene(for: layout)
        let paints = dark.paints(of: layout)
        scene.dark = DarkPaint(
            background: dark.style.background, chips: paints.map(\.style), iconColors: paints.map(\.iconColor),
            countColors: paints.map(\.countColor))
        return scene
    }

    /// The picture of `layout` (this cloud's) in `dark`'s colours, for the dark file of a PNG or
    /// PDF pair: the same chips in the same places, painted by `dark`'s style.
    package func darkScene(for layout: CloudLayout, dark: TagCloud) -> ChipScene {
        var scene = dark.scene(for: layout, withIDs: false)
        let paints = dark.paints(of: layout)
        for index in scene.chips.indices {
            scene.chips[index].style = paints[index].style
            if scene.chips[index].icon != nil { scene.chips[index].icon?.color = paints[index].iconColor }
            if let color = paints[index].countColor { scene.chips[index].count?.color = color }
        }
        return scene
    }

    /// `layout` (this cloud's) drawn in `format` in `dark`'s colours: the dark file of a PNG or
    /// PDF pair, its chips where the light file has them.
    ///
    /// - Throws: `RenderError`, as `render(_:as:)`.
    package func renderDark(_ layout: CloudLayout, dark: TagCloud, as format: OutputFormat) throws(RenderError)
        -> [UInt8]
    {
        try ChipRenderer.render(
            darkScene(for: layout, dark: dark), as: format, scale: dark.style.scale, dpi: dark.style.dpi,
            pngEffort: dark.style.pngEffort)
    }

    /// The paint this cloud's style gives each chip of `layout`'s scene, in the scene's order
    /// (`scene(for:)`: headings, chips, "+N" chips), the colour its `currentColor` icon takes
    /// and its count's colour.
    private func paints(of layout: CloudLayout) -> [(style: ChipStyle, iconColor: Color?, countColor: Color?)] {
        let painter = ChipPainter(style: style, tags: tags)
        func painted(_ chip: PlacedChip, _ paint: ChipStyle) -> (
            style: ChipStyle, iconColor: Color?, countColor: Color?
        ) {
            (
                paint, chip.icon.flatMap { $0.icon.takesTextColor ? style.iconColor ?? paint.textColor : nil },
                chip.count.map { _ in painter.countColor(for: paint) }
            )
        }
        let headings = layout.headings.map { painted($0, painter.headingPaint) }
        let chips = layout.chips.map { chip in
            guard let index = chip.index, index < tags.count else { return painted(chip, painter.overflowPaint) }
            let tag = tags[index]
            return painted(chip, painter.paint(color: tag.color, group: tag.group, label: tag.label, at: index))
        }
        let extra = (layout.overflow.map { [$0] } ?? []) + layout.groupOverflows.map(\.chip)
        return headings + chips + extra.map { painted($0, painter.overflowPaint) }
    }
}
