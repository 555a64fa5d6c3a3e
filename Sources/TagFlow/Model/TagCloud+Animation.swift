import ChipRendering
import Primitives

extension TagCloud {
    /// How long a re-wrap takes unless told, in seconds (`animatedSVG(to:duration:)`).
    public static let defaultAnimationDuration: Double = 1.2

    /// An SVG that animates this cloud re-wrapping into `other` (seed 004): every label present
    /// in either state is one element (`data-label`) that moves from its place here to its place
    /// there; chips only here fade out, chips only there fade in; the background, when there is
    /// one, grows or shrinks from this canvas to the other. The animation is CSS only — no script
    /// — so it plays where scripts do not, such as in an `<img>` on a README page.
    ///
    /// The image is as large as the larger of the two canvases. A label present in both keeps its
    /// look from this cloud (its size, paint and text) while it moves; re-wrapping one list to
    /// another width (`other` = this cloud with another `maxWidth`) is exact at both ends. A
    /// label that appears twice is animated once, from its first chip.
    ///
    /// - Parameters:
    ///   - other: the cloud at the end.
    ///   - duration: how long the move takes, in seconds.
    /// - Throws: `FontError`, `LayoutError` or `RenderError`.
    public func animatedSVG(to other: TagCloud, duration: Double = defaultAnimationDuration) throws -> [UInt8] {
        let start = try layout()
        let end = try other.layout()
        // 1. Each label once: the start's chips in their order, then the end's new ones.
        let startChips = Self.firstByLabel(start)
        let endChips = Self.firstByLabel(end)
        let endByLabel = Dictionary(endChips.map { ($0.label, $0) }, uniquingKeysWith: { first, _ in first })
        let startLabels = Set(startChips.map(\.label))
        let chips = startChips + endChips.filter { !startLabels.contains($0.label) }

        // 2. The drawing of both, on the larger canvas.
        let width = max(start.width, end.width)
        let height = max(start.height, end.height)
        let prefix =
            style.idPrefix
            ?? "a" + Self.idPrefix(width: width, height: height, background: style.background, chips: chips)
        let scene = ChipScene(
            width: width, height: height, background: style.background, chips: chips,
            title: start.title + " → " + end.title, idPrefix: prefix)
        let drawing = try ChipRenderer.render(scene, as: .svg)

        // 3. What moves, fades out and fades in, as CSS keyframes on the chips' ids.
        var css = SVGAnimationStyle(prefix: prefix, duration: duration)
        if style.background != nil {
            css.resizeBackground(
                from: Size(width: start.width, height: start.height), to: Size(width: end.width, height: end.height))
        }
        for (index, chip) in chips.enumerated() {
            if !startLabels.contains(chip.label) {
                css.fadeIn(chip: index)
            } else if let target = endByLabel[chip.label] {
                css.move(
                    chip: index,
                    by: Point(x: target.frame.minX - chip.frame.minX, y: target.frame.minY - chip.frame.minY))
            } else {
                css.fadeOut(chip: index)
            }
        }
        return css.inserted(into: drawing)
    }

    /// Every chip of `layout` (headings, tags, the "+N" chip) in drawing order, the first of each label.
    private static func firstByLabel(_ layout: CloudLayout) -> [PlacedChip] {
        var seen = Set<String>()
        return (layout.headings + layout.chips + (layout.overflow.map { [$0] } ?? [])).filter {
            seen.insert($0.label).inserted
        }
    }
}
