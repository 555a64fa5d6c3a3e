import ChipRendering

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

    /// `scene(for:)` with `dark`'s colours for dark mode: its chips laid out as this cloud's (the
    /// same tags in the same options but for colours give the same chips in the same order).
    package func scene(for layout: CloudLayout, dark: TagCloud) throws -> ChipScene {
        var scene = scene(for: layout)
        // Only its colours are used: its ids are never written.
        let darkScene = dark.scene(for: try dark.layout(), withIDs: false)
        scene.dark = DarkPaint(
            background: darkScene.background, chips: darkScene.chips.map(\.style),
            iconColors: darkScene.chips.map { $0.icon?.color })
        return scene
    }
}
