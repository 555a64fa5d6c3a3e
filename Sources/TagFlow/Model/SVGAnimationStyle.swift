import Primitives

/// The CSS of an animated re-wrap: keyframes named and chips selected by the drawing's own id
/// prefix, so two animations inlined in one page never touch each other's elements.
struct SVGAnimationStyle {
    let prefix: String
    let duration: Double
    private var rules: [String] = []
    private var usesFades = false

    init(prefix: String, duration: Double) {
        self.prefix = prefix
        self.duration = duration
    }

    /// The timing every animation shares: eased, and holding its first frame before it starts
    /// and its last after it ends (`both`), so a paused or finished image shows a whole state.
    private var timing: String { "\(Self.number(duration))s ease-in-out both" }

    mutating func move(chip index: Int, by offset: Point) {
        guard offset != .zero else { return }
        let name = "\(prefix)-m\(index)"
        rules.append(
            "@keyframes \(name){from{transform:translate(0px,0px)}to{transform:translate(\(Self.number(offset.x))px,\(Self.number(offset.y))px)}}"
        )
        rules.append("#\(prefix)-chip\(index){animation:\(name) \(timing)}")
    }

    mutating func fadeOut(chip index: Int) {
        usesFades = true
        rules.append("#\(prefix)-chip\(index){animation:\(prefix)-out \(timing)}")
    }

    mutating func fadeIn(chip index: Int) {
        usesFades = true
        rules.append("#\(prefix)-chip\(index){animation:\(prefix)-in \(timing)}")
    }

    /// The canvas colour: the root's only rect child, grown or shrunk with the cloud.
    mutating func resizeBackground(from start: Size, to end: Size) {
        guard start != end else { return }
        rules.append(
            "@keyframes \(prefix)-bg{from{width:\(Self.number(start.width))px;height:\(Self.number(start.height))px}"
                + "to{width:\(Self.number(end.width))px;height:\(Self.number(end.height))px}}")
        rules.append("#\(prefix)>rect{animation:\(prefix)-bg \(timing)}")
    }

    /// `svg` with an id on its root (for the background rule) and the style as its first child.
    func inserted(into svg: [UInt8]) -> [UInt8] {
        var all = rules
        if usesFades {
            all.insert("@keyframes \(prefix)-in{from{opacity:0}to{opacity:1}}", at: 0)
            all.insert("@keyframes \(prefix)-out{from{opacity:1}to{opacity:0}}", at: 0)
        }
        let style = Array(("<style>\n" + all.joined(separator: "\n") + "\n</style>\n").utf8)
        let root = Array("<svg ".utf8)
        guard let start = svg.firstRange(of: root),
            let close = svg[start.upperBound...].firstIndex(of: UInt8(ascii: ">"))
        else { return svg }
        let afterRoot = svg.index(after: close) + (svg[svg.index(after: close)] == UInt8(ascii: "\n") ? 1 : 0)
        return Array(svg[..<start.upperBound]) + Array("id=\"\(prefix)\" ".utf8)
            + Array(svg[start.upperBound..<afterRoot])
            + style + Array(svg[afterRoot...])
    }

    /// Numbers as CSS wants them: no exponent, at most three decimals.
    private static func number(_ value: Double) -> String {
        PlainNumber.format((value * 1000).rounded() / 1000)
    }
}
