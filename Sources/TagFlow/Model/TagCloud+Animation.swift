import ChipRendering
import Primitives

extension TagCloud {
    /// How long a re-wrap takes unless told, in seconds (`animatedSVG(to:duration:)`).
    public static let defaultAnimationDuration: Double = 1.2

    /// An SVG that animates this cloud re-wrapping into `other` (seed 004), played once over
    /// `duration` seconds: `animatedSVG(to:timing:)` with that duration.
    ///
    /// - Throws: `FontError`, `LayoutError` or `RenderError`.
    public func animatedSVG(to other: TagCloud, duration: Double = defaultAnimationDuration) throws -> [UInt8] {
        try animatedSVG(to: other, timing: AnimationTiming(duration: duration))
    }

    /// An SVG that animates this cloud re-wrapping into `other` (seed 004): every label present
    /// in either state moves from its place here to its place there, and whatever else differs
    /// between its two chips (size, font size, fill, stroke, text colour) changes on the way;
    /// chips only here fade out, chips only there fade in; the background, when there is one,
    /// grows or shrinks from this canvas to the other. The animation is CSS only — no script —
    /// so it plays where scripts do not, such as in an `<img>` on a README page; a reader who
    /// asks for reduced motion (`prefers-reduced-motion: reduce`) sees the end at once.
    ///
    /// The image is as large as the larger of the two canvases. Its first frame is this cloud as
    /// `render` draws it and its last is `other` as drawn: a label whose chip only moves is one
    /// element (`data-label`); one whose chip changes look is drawn in both looks, the first
    /// stretched onto the second's box, its label with it and its colours turning into the
    /// second's, which takes its place when the move ends, so every chip shows its label in
    /// every frame. Only where the label itself changes (an ellipsis cuts it elsewhere) does the
    /// second, stretched from the first's box onto its own, fade in over it, the labels
    /// cross-fading. A label that appears twice is animated once, from its first chip.
    ///
    /// - Parameters:
    ///   - other: the cloud at the end.
    ///   - timing: how long the move takes, how long each state is held, whether it repeats.
    /// - Throws: `FontError`, `LayoutError` or `RenderError`.
    public func animatedSVG(to other: TagCloud, timing: AnimationTiming) throws -> [UInt8] {
        let start = try layout()
        let end = try other.layout()
        // 1. Each label once: the start's chips in their order, then the end's new ones, then
        //    the end's look of each label whose chip changes more than its place.
        let startKeyed = Self.firstByKey(start)
        let endKeyed = Self.firstByKey(end)
        let endByKey = Dictionary(endKeyed.map { ($0.key, $0.chip) }, uniquingKeysWith: { first, _ in first })
        let startKeys = Set(startKeyed.map(\.key))
        let changing = startKeyed.compactMap { item in
            endByKey[item.key].flatMap { Self.looksAlike(item.chip, $0) ? nil : (key: item.key, chip: $0) }
        }
        let keyed = startKeyed + endKeyed.filter { !startKeys.contains($0.key) } + changing
        let chips = keyed.map(\.chip)
        var changed = [String: Int]()
        for (offset, item) in changing.enumerated() { changed[item.key] = chips.count - changing.count + offset }

        // 2. The drawing of both, on the larger canvas.
        let width = max(start.width, end.width)
        let height = max(start.height, end.height)
        let prefix = Self.idPrefix(
            chosen: style.resolvedIDPrefix(stem: nil).map { $0 + "-a" },
            hashed: "a" + Self.idPrefix(width: width, height: height, background: style.background, chips: chips))
        var scene = ChipScene(
            width: width, height: height, background: style.background, chips: chips,
            title: style.title ?? start.title + " → " + end.title, idPrefix: prefix)
        // A title of one's own names the whole animation, as the description describes it.
        scene.description = style.accessibleDescription
        scene.allowsUnsafeLinks = allowsUnsafeLinks && other.allowsUnsafeLinks
        let drawing = try ChipRenderer.render(scene, as: .svg)

        // 3. What moves, changes, fades out and fades in, as CSS keyframes on the chips' ids.
        var css = SVGAnimationStyle(prefix: prefix, timing: timing)
        if style.background != nil {
            css.resizeBackground(
                from: Size(width: start.width, height: start.height), to: Size(width: end.width, height: end.height))
        }
        for (index, (key, chip)) in keyed.prefix(keyed.count - changing.count).enumerated() {
            if !startKeys.contains(key) {
                css.fadeIn(chip: index)
            } else if let target = changed[key], chip.text.text == chips[target].text.text {
                css.reshape(
                    chip: index, from: chip.frame, paint: chip.style, into: target, at: chips[target].frame,
                    paint: chips[target].style)
            } else if let target = changed[key] {
                css.morph(
                    chip: index, from: chip.frame, paint: chip.style, into: target, at: chips[target].frame,
                    paint: chips[target].style)
            } else if let target = endByKey[key] {
                // By the difference of the two printed origins, not of the frames: every part of
                // the chip then ends on the digits a drawing of the end prints.
                css.move(chip: index, by: SVGPlaces.move(from: chip.frame, to: target.frame))
            } else {
                css.fadeOut(chip: index)
            }
        }
        return css.inserted(into: drawing)
    }

    /// Whether two chips of one label are drawn alike but for their place: a move is then exact.
    private static func looksAlike(_ a: PlacedChip, _ b: PlacedChip) -> Bool {
        a.frame.width == b.frame.width && a.frame.height == b.frame.height && a.style == b.style
            && a.text.size == b.text.size && a.text.text == b.text.text && a.textOffset == b.textOffset
            && a.link == b.link && a.count?.text.text == b.count?.text.text && a.count?.offset == b.count?.offset
            && a.count?.color == b.count?.color
    }

    /// Every chip of `layout` (headings, tags, the "+N" chips) in drawing order, the first of each
    /// label, keyed by its label; a group's "+N" chip is keyed by its group as well, so "+2" of
    /// one group is not taken for "+2" of another.
    private static func firstByKey(_ layout: CloudLayout) -> [(key: String, chip: PlacedChip)] {
        var seen = Set<String>()
        let plain = (layout.headings + layout.chips + (layout.overflow.map { [$0] } ?? [])).map { ($0.label, $0) }
        let grouped = layout.groupOverflows.map { ("\u{0}" + ($0.group ?? "") + "\u{0}" + $0.chip.label, $0.chip) }
        return (plain + grouped).filter { seen.insert($0.0).inserted }.map { (key: $0.0, chip: $0.1) }
    }
}
