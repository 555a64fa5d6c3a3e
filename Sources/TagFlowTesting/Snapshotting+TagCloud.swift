public import TagFlow

extension Snapshotting where Value == TagCloud, Format == [UInt8] {
    /// The cloud as a PNG at `scale` (the style's own scale is replaced), compared decoded.
    ///
    /// - Parameters:
    ///   - scale: device pixels per px.
    ///   - tolerance: how far apart (0–255) a channel may be and still count as equal.
    ///   - maxDifferingPixels: how many pixels may differ by more than that.
    public static func png(
        scale: Double = 1, tolerance: Int = Comparison.defaultTolerance,
        maxDifferingPixels: Int = Comparison.defaultMaxDifferingPixels
    ) -> Self {
        Snapshotting(pathExtension: "png", diffing: .png(tolerance: tolerance, maxDifferingPixels: maxDifferingPixels))
        {
            cloud in
            var scaled = cloud
            scaled.style.scale = scale
            return try scaled.render(as: .png)
        }
    }

    /// The cloud as a PNG at scale 1.
    public static var png: Self { png() }

    /// The cloud as SVG, compared as text with white space between tags ignored.
    public static var svg: Self {
        Snapshotting(pathExtension: "svg", diffing: .svg) { try $0.render(as: .svg) }
    }

    /// The cloud as PDF, compared byte for byte.
    public static var pdf: Self {
        Snapshotting(pathExtension: "pdf", diffing: .pdf) { try $0.render(as: .pdf) }
    }
}

extension Snapshotting where Value == TagCloud, Format == String {
    /// The cloud's layout as JSON text, one chip per line: label, frame, row, paint and link.
    /// No pixels, so it holds on any machine with the same fonts; a mismatch names the chips.
    public static var layout: Self {
        Snapshotting<CloudLayout, String>.json.pullback { cloud in try cloud.layout() }
    }
}

extension Snapshotting where Value == CloudLayout, Format == String {
    /// The layout as JSON text, one chip per line (see `Snapshotting.layout`).
    public static var json: Self {
        Snapshotting(pathExtension: "json", diffing: .layout) { try LayoutText.text(of: $0) }
    }
}

extension Snapshotting where Value == CloudLayout, Format == [UInt8] {
    /// The layout drawn as a PNG at `scale` on a transparent canvas: a layout carries its chips'
    /// paint but not the style's background (snapshot the `TagCloud` for that).
    public static func png(
        scale: Double = 1, tolerance: Int = Comparison.defaultTolerance,
        maxDifferingPixels: Int = Comparison.defaultMaxDifferingPixels
    ) -> Self {
        Snapshotting<TagCloud, [UInt8]>.png(scale: 1, tolerance: tolerance, maxDifferingPixels: maxDifferingPixels)
            .drawing(scale: scale, as: .png)
    }

    /// The layout drawn as a PNG at scale 1 on a transparent canvas.
    public static var png: Self { png() }

    /// The layout drawn as SVG on a transparent canvas.
    public static var svg: Self { Snapshotting<TagCloud, [UInt8]>.svg.drawing(scale: 1, as: .svg) }

    /// The layout drawn as PDF on a transparent canvas.
    public static var pdf: Self { Snapshotting<TagCloud, [UInt8]>.pdf.drawing(scale: 1, as: .pdf) }
}

extension Snapshotting where Value == TagCloud, Format == [UInt8] {
    /// A cloud strategy's file and comparison, drawing a layout instead of a cloud.
    fileprivate func drawing(scale: Double, as format: OutputFormat) -> Snapshotting<CloudLayout, [UInt8]> {
        Snapshotting<CloudLayout, [UInt8]>(pathExtension: pathExtension, diffing: diffing) { layout in
            var style = CloudStyle()
            style.scale = scale
            return try TagCloud(tags: [], style: style).render(layout, as: format)
        }
    }
}
