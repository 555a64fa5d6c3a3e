import Primitives

/// The icons one SVG document uses, each defined once in `<defs>` as a `<symbol>` under the
/// document's id prefix (`PREFIX-iconN`, the icon's own ids as `PREFIX-iconN-ID`) and drawn per
/// chip with `<use>`. Numbered in the order the chips first show them, so the bytes are the same
/// on every run; only read once made, so chips can be written on several threads.
struct SVGIconTable: Sendable {
    private var numbers: [ChipIcon: Int] = [:]
    private var icons: [ChipIcon] = []
    private let prefix: String

    init(prefix: String, chips: [PlacedChip]) {
        self.prefix = prefix
        for chip in chips {
            guard let icon = chip.icon?.icon, numbers[icon] == nil else { continue }
            numbers[icon] = icons.count
            icons.append(icon)
        }
    }

    /// Writes one `<symbol>` per icon.
    func define(into out: inout SVGBuffer) {
        for (number, icon) in icons.enumerated() {
            let id = "\(prefix)-icon\(number)"
            let (x, y, width, height) = icon.storage.viewBox
            out.append("<symbol")
            out.attribute("id", id)
            out.append(" viewBox=\"")
            for (index, value) in [x, y, width, height].enumerated() {
                if index > 0 { out.append(" ") }
                out.number(value, decimals: 6)
            }
            out.append("\">")
            if let svg = icon.storage.svg {
                out.append(Array(IconMarkup.body(svg, prefix: id + "-").utf8))
            } else if let png = icon.storage.png {
                out.append("<image width=\"")
                out.number(width, decimals: 0)
                out.append("\" height=\"")
                out.number(height, decimals: 0)
                out.append("\" preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,")
                out.append(Base64.encode(png))
                out.append("\"/>")
            }
            out.append("</symbol>\n")
        }
    }

    /// The chip's icon, if it has one: a `<use>` of its symbol in its box (and colour), placed
    /// from the chip's printed `origin` (in thousandths) as the chip's other parts are.
    func use(_ chip: PlacedChip, at origin: (x: Int, y: Int), into out: inout SVGBuffer) {
        guard let placed = chip.icon, let number = numbers[placed.icon] else { return }
        out.append("<use xlink:href=\"#")
        out.escaped(prefix)
        out.append("-icon")
        out.integer(number)
        out.append("\" x=\"")
        out.px(thousandths: origin.x + SVGPlaces.offset(placed.frame.minX))
        out.append("\" y=\"")
        out.px(thousandths: origin.y + SVGPlaces.offset(placed.frame.minY))
        out.append("\" width=\"")
        out.px(placed.frame.width)
        out.append("\" height=\"")
        out.px(placed.frame.height)
        out.append("\"")
        if let color = placed.color {
            // `currentColor` inside the symbol is the colour given here.
            // In the bytes the fills have (`#rgb` where it says the same), which the dark style
            // picks icons by.
            out.append(" color=\"")
            out.hexColor(color)
            out.append("\"")
            if color.alpha < 1 {
                out.append(" opacity=\"")
                out.number(color.alpha, decimals: 3)
                out.append("\"")
            }
        }
        out.append("/>\n")
    }
}
