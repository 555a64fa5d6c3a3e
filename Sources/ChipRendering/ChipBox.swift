/// The shapes a chip's box is drawn as, the one rule Cairo, the SVG writer and the box stamps
/// share: a fill with rounded corners (the style's radius, or a capsule's, never more than half
/// the box), and an outline drawn inside the box — a line no wider than half the box, centred
/// on a path inset by half its width, whose corners follow the fill's.
struct ChipBox {
    /// The fill's corner radius.
    let radius: Double
    /// The outline's line width, or `nil` when the style draws none.
    let lineWidth: Double?

    init(style: ChipStyle, width: Double, height: Double) {
        self.init(
            cornerRadius: style.cornerRadius, hasStroke: style.stroke != nil, strokeWidth: style.strokeWidth,
            width: width, height: height)
    }

    /// The box of a style's corner radius and outline, given as values (the SVG writer reads
    /// them where the chip lies).
    init(cornerRadius: Double?, hasStroke: Bool, strokeWidth: Double, width: Double, height: Double) {
        radius = min(cornerRadius ?? height / 2, height / 2, width / 2)
        lineWidth = hasStroke && strokeWidth > 0 ? min(strokeWidth, width / 2, height / 2) : nil
    }

    /// How far the outline's path lies inside the box: half its line.
    var inset: Double { (lineWidth ?? 0) / 2 }

    /// The outline path's corner radius.
    var outlineRadius: Double { max(0, radius - inset) }
}
