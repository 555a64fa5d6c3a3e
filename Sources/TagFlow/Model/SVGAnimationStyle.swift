import ChipRendering
import Primitives

/// The CSS of an animated re-wrap: keyframes named and chips selected by the drawing's own id
/// prefix, so two animations inlined in one page never touch each other's elements.
struct SVGAnimationStyle {
    let prefix: String
    let timing: AnimationTiming
    private var rules: [String] = []
    private var shared: Set<Shared> = []

    /// Keyframes several chips use, written once.
    private enum Shared: CaseIterable {
        case fadeIn, fadeOut
    }

    init(prefix: String, timing: AnimationTiming) {
        self.prefix = prefix
        self.timing = timing
    }

    /// `@keyframes name` from `start` to `end` (CSS declarations).
    private func keyframes(_ name: String, from start: String, to end: String) -> String {
        keyframes(name, [(0, start), (1, end)])
    }

    /// `@keyframes name` through `stops`: (how far into the move, 0 to 1; CSS declarations).
    /// Played once, the move is the whole animation and `animation-delay` holds the start;
    /// looping, the animation plays there and back (`alternate`), each iteration holding its
    /// first state for half the delay and its last for the other half, so each state rests
    /// `delay` between moves.
    private func keyframes(_ name: String, _ stops: [(Double, String)]) -> String {
        let hold = timing.loops ? timing.delay / 2 / (timing.duration + timing.delay) : 0
        var frames: [(percents: [Double], declarations: String)] = stops.map { ([hold + $0.0 * (1 - 2 * hold)], $0.1) }
        if frames[0].percents[0] > 0 { frames[0].percents.insert(0, at: 0) }
        if frames[frames.count - 1].percents[0] < 1 { frames[frames.count - 1].percents.append(1) }
        let body = frames.map { frame in
            frame.percents.map { Self.number($0 * 100) + "%" }.joined(separator: ",") + "{\(frame.declarations)}"
        }
        return "@keyframes \(name){\(body.joined())}"
    }

    /// One animation's shorthand: the `both` fill holds the first frame before it starts and the
    /// last after it ends, so a paused or finished image shows a whole state.
    private func animation(_ name: String, easing: String = "ease-in-out") -> String {
        guard timing.loops else {
            return "\(name) \(Self.number(timing.duration))s \(easing) \(Self.number(timing.delay))s both"
        }
        return "\(name) \(Self.number(timing.duration + timing.delay))s \(easing) 0s infinite alternate both"
    }

    private func translate(_ offset: Point) -> String {
        "translate(\(Self.number(offset.x))px,\(Self.number(offset.y))px)"
    }

    mutating func move(chip index: Int, by offset: Point) {
        guard offset != .zero else { return }
        let name = "\(prefix)-m\(index)"
        rules.append(keyframes(name, from: "transform:translate(0px,0px)", to: "transform:" + translate(offset)))
        rules.append("#\(prefix)-chip\(index){animation:\(animation(name))}")
    }

    /// A chip whose label changes (an ellipsis cut it elsewhere) as well as its look: the chip
    /// `start` as drawn at the start is stretched onto the box `end` (position, size and with
    /// them the label's size), and the chip drawn at the end,
    /// `target`, is stretched from `start`'s box onto its own. The end chip's box fades in over
    /// the start chip's, which stays opaque under it until the move ends and then vanishes, so
    /// fill and outline blend without showing the page through. The labels, whose places in
    /// their boxes differ (padding does not stretch), are not shown over each other: the start's
    /// fades out in the first half of the move, the end's in during the second. The last frame
    /// is the end chip alone, as drawn.
    ///
    /// The fades are of `fill-opacity` and `stroke-opacity`, up to each paint's own alpha, not of
    /// `opacity`: Chromium draws a label under an animated `opacity` inside a stretching chip on
    /// a layer of its own, a little blurred, so the first frame would not be `render`'s picture.
    mutating func morph(
        chip index: Int, from start: Rect, paint startPaint: ChipStyle, into target: Int, at end: Rect,
        paint endPaint: ChipStyle
    ) {
        let there = "\(prefix)-m\(index)"
        let here = "\(prefix)-m\(target)"
        let identity = "transform:translate(0px,0px) scale(1,1)"
        rules.append(keyframes(there, from: identity, to: "transform:" + Self.mapping(start, onto: end)))
        rules.append(keyframes(here, from: "transform:" + Self.mapping(end, onto: start), to: identity))
        let none = "fill-opacity:0;stroke-opacity:0"
        func box(_ paint: ChipStyle) -> String {
            "fill-opacity:\(Self.number(paint.fill.alpha));stroke-opacity:\(Self.number(paint.stroke?.alpha ?? 1))"
        }
        func label(_ paint: ChipStyle) -> String { "fill-opacity:\(Self.number(paint.textColor.alpha))" }
        let names = (
            hide: "\(prefix)-h\(index)", out: "\(prefix)-t\(index)", show: "\(prefix)-r\(target)",
            in: "\(prefix)-t\(target)"
        )
        rules.append(keyframes(names.hide, from: box(startPaint), to: none))
        rules.append(keyframes(names.out, [(0, label(startPaint)), (0.5, "fill-opacity:0"), (1, "fill-opacity:0")]))
        rules.append(keyframes(names.show, from: none, to: box(endPaint)))
        rules.append(keyframes(names.in, [(0, "fill-opacity:0"), (0.5, "fill-opacity:0"), (1, label(endPaint))]))
        rules.append("#\(prefix)-chip\(index){animation:\(animation(there))}")
        rules.append("#\(prefix)-chip\(index)>rect{animation:\(animation(names.hide, easing: "step-end"))}")
        rules.append("#\(prefix)-chip\(index)>g{animation:\(animation(names.out))}")
        rules.append("#\(prefix)-chip\(target){animation:\(animation(here))}")
        rules.append("#\(prefix)-chip\(target)>rect{animation:\(animation(names.show))}")
        rules.append("#\(prefix)-chip\(target)>g{animation:\(animation(names.in))}")
    }

    /// A chip whose look changes but whose label does not (its size, colours or weight): the
    /// chip `start` as drawn at the start is stretched onto the box `end`, its label with it, while
    /// its fill, outline and text colour turn into the end chip's; when the move ends it gives way
    /// to the chip drawn at the end, `target`, hidden until then. So the label is shown in every
    /// frame, growing or shrinking with its chip, and the first and last frames are the two
    /// chips as drawn. Colours change with `fill` and `stroke` (`fill-opacity`, `stroke-opacity`
    /// for their alpha), not `opacity`: Chromium draws a label under an animated `opacity` on a
    /// layer of its own, a little blurred. The swap is of `visibility`, which does not fade.
    mutating func reshape(
        chip index: Int, from start: Rect, paint startPaint: ChipStyle, into target: Int, at end: Rect,
        paint endPaint: ChipStyle
    ) {
        let there = "\(prefix)-m\(index)"
        let identity = "transform:translate(0px,0px) scale(1,1)"
        rules.append(keyframes(there, from: identity, to: "transform:" + Self.mapping(start, onto: end)))
        let names = (
            away: "\(prefix)-v\(index)", box: "\(prefix)-f\(index)", line: "\(prefix)-s\(index)",
            label: "\(prefix)-t\(index)", shown: "\(prefix)-v\(target)"
        )
        rules.append(keyframes(names.away, from: "visibility:visible", to: "visibility:hidden"))
        rules.append(keyframes(names.shown, from: "visibility:hidden", to: "visibility:visible"))
        func paint(_ property: String, _ color: Color) -> String {
            "\(property):\(Self.opaque(color));\(property)-opacity:\(Self.number(color.alpha))"
        }
        rules.append(keyframes(names.box, from: paint("fill", startPaint.fill), to: paint("fill", endPaint.fill)))
        rules.append(
            keyframes(names.label, from: paint("fill", startPaint.textColor), to: paint("fill", endPaint.textColor)))
        rules.append(
            "#\(prefix)-chip\(index){animation:\(animation(there)),\(animation(names.away, easing: "step-end"))}")
        rules.append("#\(prefix)-chip\(index)>rect:first-child{animation:\(animation(names.box))}")
        // An outline at both ends changes colour; one at only one end is there or not with its chip.
        if let from = startPaint.stroke, let to = endPaint.stroke, from != to {
            rules.append(keyframes(names.line, from: paint("stroke", from), to: paint("stroke", to)))
            rules.append("#\(prefix)-chip\(index)>rect+rect{animation:\(animation(names.line))}")
        }
        rules.append("#\(prefix)-chip\(index)>g{animation:\(animation(names.label))}")
        rules.append("#\(prefix)-chip\(target){animation:\(animation(names.shown, easing: "step-end"))}")
    }

    /// `#rrggbb` of `color`, without its alpha, rounded as the drawing writes it.
    private static func opaque(_ color: Color) -> String {
        Color(red: color.red, green: color.green, blue: color.blue).description
    }

    /// The transform that puts box `a` onto box `b`: a scale, then a move. Both parts interpolate
    /// linearly from the identity, so every frame between is a box between `a` and `b`.
    private static func mapping(_ a: Rect, onto b: Rect) -> String {
        let sx = a.width > 0 ? b.width / a.width : 1
        let sy = a.height > 0 ? b.height / a.height : 1
        let offset = Point(x: b.minX - a.minX * sx, y: b.minY - a.minY * sy)
        return
            "translate(\(number(offset.x))px,\(number(offset.y))px) scale(\(number(sx, decimals: 6)),\(number(sy, decimals: 6)))"
    }

    mutating func fadeOut(chip index: Int) {
        shared.insert(.fadeOut)
        rules.append("#\(prefix)-chip\(index){animation:\(animation("\(prefix)-out"))}")
    }

    mutating func fadeIn(chip index: Int) {
        shared.insert(.fadeIn)
        rules.append("#\(prefix)-chip\(index){animation:\(animation("\(prefix)-in"))}")
    }

    /// The canvas colour: the root's only rect child, grown or shrunk with the cloud.
    mutating func resizeBackground(from start: Size, to end: Size) {
        guard start != end else { return }
        rules.append(
            keyframes(
                "\(prefix)-bg", from: "width:\(Self.length(start.width))px;height:\(Self.length(start.height))px",
                to: "width:\(Self.length(end.width))px;height:\(Self.length(end.height))px"))
        rules.append("#\(prefix)>rect{animation:\(animation("\(prefix)-bg"))}")
    }

    /// Every rule, shared keyframes first, then a `prefers-reduced-motion` rule that shows the
    /// end at once: each animation takes no time and starts now, and its fill holds the last frame.
    var css: String {
        var all: [String] = []
        for kind in Shared.allCases where shared.contains(kind) {
            switch kind {
            case .fadeIn: all.append(keyframes("\(prefix)-in", from: "opacity:0", to: "opacity:1"))
            case .fadeOut: all.append(keyframes("\(prefix)-out", from: "opacity:1", to: "opacity:0"))
            }
        }
        all += rules
        all.append(
            "@media (prefers-reduced-motion:reduce){#\(prefix),#\(prefix) *{animation-duration:0s!important;"
                + "animation-delay:0s!important;animation-iteration-count:1!important;"
                + "animation-direction:normal!important}}")
        return all.joined(separator: "\n")
    }

    /// `svg` with an id on its root (for the background rule) and the style as its first child.
    func inserted(into svg: [UInt8]) -> [UInt8] {
        let style = Array(("<style>\n" + css + "\n</style>\n").utf8)
        let root = Array("<svg ".utf8)
        guard let start = svg.firstRange(of: root),
            let close = svg[start.upperBound...].firstIndex(of: UInt8(ascii: ">"))
        else { return svg }
        let afterRoot = svg.index(after: close) + (svg[svg.index(after: close)] == UInt8(ascii: "\n") ? 1 : 0)
        return Array(svg[..<start.upperBound]) + Array("id=\"\(prefix)\" ".utf8)
            + Array(svg[start.upperBound..<afterRoot])
            + style + Array(svg[afterRoot...])
    }

    /// A length as the drawing prints it (`SVGPlaces.length`), so the last frame is the end's.
    private static func length(_ value: Double) -> String {
        number(Double(SVGPlaces.length(value)) / 1000)
    }

    /// Numbers as CSS wants them: no exponent, at most `decimals` decimals.
    private static func number(_ value: Double, decimals: Int = 3) -> String {
        SVGNumber.format(value, decimals: decimals)
    }
}
