/// The allow-list every SVG icon passes before it reaches any output: only what draws shapes
/// stays. Elements that draw (shapes, paths, groups), the definitions they use (gradients and
/// their stops, clip paths, masks, `<use>` of the icon's own parts) and the attributes of
/// geometry, paint, strokes, transforms and the viewBox; everything else is left out.
///
/// Refused outright (the icon is not drawn): script, `foreignObject` and other embedded
/// content, event attributes (`onload`…), `javascript:` anywhere, and any reference that leaves
/// the icon (`href` or `url(…)` to another file, a web address or a `data:` URL, `<image>`).
/// Left out with a note (the rest is drawn): `<style>` sheets, whose rules would apply to the
/// whole page the SVG sits in, and elements that draw text, filters, animation or links.
/// Left out silently: titles, descriptions, metadata and editors' own elements and attributes.
enum IconSanitizer {
    /// The icon's root element, cleaned, and what was found.
    struct Result {
        /// `<svg>` with only presentation attributes left, and its cleaned children.
        var root: IconElement
        /// The viewBox: x, y, width, height.
        var viewBox: (Double, Double, Double, Double)
        /// Whether any paint is `currentColor`, so the icon takes the chip's text colour.
        var takesTextColor: Bool
        /// What was left out, for one warning (`<style>`, `<text>`…), without repeats.
        var dropped: [String]
    }

    /// Elements kept, with what they may hold.
    static let elements: Set<String> = [
        "g", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "defs", "linearGradient",
        "radialGradient", "stop", "clipPath", "mask", "use",
    ]
    /// Elements that could run or fetch something: the icon is refused.
    static let refusedElements: Set<String> = [
        "script", "foreignObject", "iframe", "embed", "object", "handler", "listener", "html", "body",
    ]
    /// Elements that say nothing to draw: dropped without a word.
    static let silentElements: Set<String> = ["title", "desc", "metadata"]

    /// Presentation attributes: what paint and strokes look like (also read from `style="…"`).
    static let presentation: Set<String> = [
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity", "stroke-linecap",
        "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "opacity", "clip-path",
        "clip-rule", "mask", "color", "display", "visibility", "stop-color", "stop-opacity", "vector-effect",
        "shape-rendering", "paint-order",
    ]
    /// Geometry and structure attributes.
    static let geometry: Set<String> = [
        "id", "transform", "d", "x", "y", "width", "height", "rx", "ry", "cx", "cy", "r", "fx", "fy", "fr", "x1", "y1",
        "x2", "y2", "points", "pathLength", "offset", "gradientUnits", "gradientTransform", "spreadMethod",
        "clipPathUnits", "maskUnits", "maskContentUnits", "href", "xlink:href",
    ]

    /// Cleans `root`, the parsed document.
    static func sanitize(_ root: IconElement) throws(IconError) -> Result {
        guard root.name == "svg" || root.name.hasSuffix(":svg") else {
            throw .damaged(problem: "the root element is <\(root.name)>, not <svg>")
        }
        var state = State()
        let viewBox = try Self.viewBox(of: root)
        var cleaned = try clean(root, state: &state)
        cleaned.name = "svg"
        try IconShapeBudget.check(cleaned, limit: ChipIcon.maximumShapes)
        // The root's size and viewBox become the symbol's; its paint stays on it.
        cleaned.attributes.removeAll { !presentation.contains($0.name) && $0.name != "transform" }
        return Result(root: cleaned, viewBox: viewBox, takesTextColor: state.takesTextColor, dropped: state.dropped)
    }

    private struct State {
        var takesTextColor = false
        var dropped: [String] = []

        mutating func drop(_ what: String) {
            if !dropped.contains(what) { dropped.append(what) }
        }
    }

    private static func clean(_ element: IconElement, state: inout State) throws(IconError) -> IconElement {
        var out = IconElement(name: element.name, attributes: [])
        var styled: [IconElement.Attribute] = []
        for attribute in element.attributes {
            let name = attribute.name
            let lower = name.lowercased()
            if lower.hasPrefix("on") { throw .script("an event attribute (\(name))") }
            if ASCIIText.contains(attribute.value, "javascript:") { throw .script("a javascript: URL") }
            if name == "style" {
                styled += try declarations(attribute.value)
                continue
            }
            guard presentation.contains(name) || geometry.contains(name) else { continue }
            out.attributes.append(try checked(try drawing(attribute)))
        }
        // A style declaration wins over the attribute of the same name, as in CSS.
        for declaration in styled {
            out.attributes.removeAll { $0.name == declaration.name }
            out.attributes.append(declaration)
        }
        if out.attributes.contains(where: { ASCIIText.contains($0.value, "currentcolor") }) {
            state.takesTextColor = true
        }
        for child in element.children {
            let name = child.name
            if refusedElements.contains(name) || name.hasSuffix(":script") {
                throw .script(name == "script" ? "a script" : "<\(name)>")
            }
            if name == "image" || name == "feImage" {
                let target = child["href"] ?? child["xlink:href"] ?? "an image"
                throw .externalReference(target)
            }
            if elements.contains(name) {
                out.children.append(try clean(child, state: &state))
            } else if name == "style" {
                state.drop("a <style> sheet (its rules would reach the whole page)")
            } else if !silentElements.contains(name) && !name.contains(":") {
                try refuseHidden(in: child)
                state.drop("<\(name)>")
            }
        }
        return out
    }

    /// An element dropped for what it is may still hide script: a dropped `<a>` or `<switch>`
    /// around a `<script>` is refused all the same, so a hostile icon is never drawn half.
    private static func refuseHidden(in element: IconElement) throws(IconError) {
        for child in element.children {
            if refusedElements.contains(child.name) {
                throw .script(child.name == "script" ? "a script" : "<\(child.name)>")
            }
            try refuseHidden(in: child)
        }
        for attribute in element.attributes where attribute.name.lowercased().hasPrefix("on") {
            throw .script("an event attribute (\(attribute.name))")
        }
    }

    /// The attribute if its value refers to nothing outside the icon.
    private static func checked(_ attribute: IconElement.Attribute) throws(IconError) -> IconElement.Attribute {
        let value = attribute.value
        if attribute.name == "href" || attribute.name == "xlink:href" {
            let target = value.trimmingSpaces()
            guard target.hasPrefix("#") else { throw .externalReference(target) }
            return .init(name: "href", value: target)
        }
        for reference in IconReferences.urls(in: value) where !reference.hasPrefix("#") {
            throw .externalReference(reference)
        }
        if ASCIIText.contains(value, "data:") { throw .externalReference("data:") }
        return attribute
    }

    /// `attribute` with its value as CSS reads it, refused unless that is plain drawing; `id`
    /// and `href` are not CSS and keep their own checks.
    private static func drawing(_ attribute: IconElement.Attribute) throws(IconError) -> IconElement.Attribute {
        guard attribute.name != "id", attribute.name != "href", attribute.name != "xlink:href" else { return attribute }
        let value = IconCSSValue.decoded(attribute.value)
        if let problem = IconCSSValue.problem(in: value) {
            for reference in IconReferences.urls(in: value) where !reference.hasPrefix("#") {
                throw .externalReference(reference)
            }
            throw .notDrawing(attribute: attribute.name, problem: problem)
        }
        return .init(name: attribute.name, value: value)
    }

    /// The presentation declarations of a `style` attribute, as attributes, read as CSS reads
    /// them (escapes and comments decoded first); other properties are left out.
    private static func declarations(_ style: String) throws(IconError) -> [IconElement.Attribute] {
        var out: [IconElement.Attribute] = []
        for declaration in IconCSSValue.decoded(style).split(separator: ";") {
            guard let colon = declaration.firstIndex(of: ":") else { continue }
            let name = declaration[..<colon].trimmingSpaces().lowercased()
            var value = declaration[declaration.index(after: colon)...].trimmingSpaces()
            if value.lowercased().hasSuffix("!important") { value = String(value.dropLast(10)).trimmingSpaces() }
            guard presentation.contains(name), !value.isEmpty else { continue }
            out.append(try checked(try drawing(.init(name: name, value: value))))
        }
        return out
    }

    /// The root's viewBox, or `0 0 width height` from its size; refused when neither is usable.
    private static func viewBox(of root: IconElement) throws(IconError) -> (Double, Double, Double, Double) {
        if let text = root["viewBox"] {
            let numbers = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" })
                .compactMap { Double($0) }
            guard numbers.count == 4, numbers.allSatisfy(\.isFinite), numbers[2] > 0, numbers[3] > 0 else {
                throw .damaged(problem: "viewBox '\(text)' is not four numbers with a positive size")
            }
            return (numbers[0], numbers[1], numbers[2], numbers[3])
        }
        func length(_ name: String) -> Double? {
            guard var text = root[name]?.trimmingSpaces() else { return nil }
            if text.hasSuffix("px") { text.removeLast(2) }
            return Double(text).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        }
        guard let width = length("width"), let height = length("height") else {
            throw .damaged(problem: "the <svg> has neither a viewBox nor a width and height in px")
        }
        return (0, 0, width, height)
    }
}

extension StringProtocol {
    /// The text without spaces, tabs and line ends at either end.
    func trimmingSpaces() -> String {
        let isSpace = { (c: Character) in c == " " || c == "\t" || c == "\n" || c == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = lastIndex(where: { !isSpace($0) })!
        return String(self[first...last])
    }
}
