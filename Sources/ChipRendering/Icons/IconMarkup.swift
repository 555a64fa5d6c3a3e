import Primitives

/// Writes a cleaned icon back as SVG markup, every id (and every reference to one) under a
/// prefix, so the icon's ids can never meet the page's or another icon's.
enum IconMarkup {
    /// The icon's drawing: a `<g>` with the root's paint around its children.
    static func body(_ root: IconElement, prefix: String) -> String {
        var out = "<g"
        attributes(root, prefix: prefix, into: &out)
        out += ">"
        for child in root.children { element(child, prefix: prefix, into: &out) }
        return out + "</g>"
    }

    /// A whole SVG document of the icon alone, for librsvg: `color` is what `currentColor` means.
    static func document(_ root: IconElement, viewBox: (Double, Double, Double, Double), color: Color?) -> [UInt8] {
        let box = [viewBox.0, viewBox.1, viewBox.2, viewBox.3].map { SVGNumber.format($0, decimals: 6) }
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(box.joined(separator: " "))\""
        out += " width=\"\(box[2])\" height=\"\(box[3])\""
        if let color { out += " color=\"\(color.description)\"" }
        out += ">" + body(root, prefix: "i-") + "</svg>"
        return Array(out.utf8)
    }

    private static func element(_ element: IconElement, prefix: String, into out: inout String) {
        out += "<" + element.name
        attributes(element, prefix: prefix, into: &out)
        guard !element.children.isEmpty else {
            out += "/>"
            return
        }
        out += ">"
        for child in element.children { self.element(child, prefix: prefix, into: &out) }
        out += "</" + element.name + ">"
    }

    private static func attributes(_ element: IconElement, prefix: String, into out: inout String) {
        for attribute in element.attributes {
            let value: String
            switch attribute.name {
            case "id": value = prefix + attribute.value
            case "href": value = "#" + prefix + attribute.value.dropFirst()
            default: value = IconReferences.prefixed(attribute.value, prefix: prefix)
            }
            out += " " + attribute.name + "=\"" + XML.escape(value) + "\""
        }
    }
}
