import Primitives
import TextShaping

/// Writes a `ChipScene` as SVG by hand rather than through Cairo, so the document can say what it
/// shows: `role="img"` with a `<title>` and `aria-label` naming the tags, one group per chip with
/// its label in `data-label`, `<a>` links, and ids under a per-document prefix. Glyphs are
/// outlines in font units, each defined once in `<defs>` and placed with `<use>`; bitmap emoji are
/// embedded PNGs, also defined once. Units are px; numbers print the same way on every run.
enum SVGWriter {
    static func document(_ scene: ChipScene) -> [UInt8] {
        var glyphs = GlyphTable(prefix: scene.idPrefix)
        var body = ""
        if let background = scene.background {
            body += "<rect width=\"\(px(scene.width))\" height=\"\(px(scene.height))\"\(paint("fill", background))/>\n"
        }
        for (index, chip) in scene.chips.enumerated() {
            var group = "<g id=\"\(scene.idPrefix)-chip\(index)\" data-label=\"\(XML.escape(chip.label))\">\n"
            group += box(chip)
            group += text(chip, glyphs: &glyphs)
            group += "</g>\n"
            if let link = chip.link {
                // Named by its label: the glyphs are outlines, so a screen reader finds no text inside.
                group =
                    "<a xlink:href=\"\(XML.escape(link))\" href=\"\(XML.escape(link))\" aria-label=\"\(XML.escape(chip.label))\">\n"
                    + group + "</a>\n"
            }
            body += group
        }
        let title = XML.escape(scene.title)
        var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
        svg += " width=\"\(px(scene.width))px\" height=\"\(px(scene.height))px\""
        svg += " viewBox=\"0 0 \(px(scene.width)) \(px(scene.height))\" role=\"img\" aria-label=\"\(title)\">\n"
        svg += "<title>\(title)</title>\n"
        svg += "<defs>\n" + glyphs.definitions + "</defs>\n"
        svg += body + "</svg>\n"
        return Array(svg.utf8)
    }

    /// The chip's fill, and its outline drawn inside the box.
    private static func box(_ chip: PlacedChip) -> String {
        let style = chip.style
        let radius = min(style.cornerRadius ?? chip.frame.height / 2, chip.frame.height / 2, chip.frame.width / 2)
        var out =
            "<rect x=\"\(px(chip.frame.minX))\" y=\"\(px(chip.frame.minY))\" width=\"\(px(chip.frame.width))\" height=\"\(px(chip.frame.height))\""
        out += " rx=\"\(px(radius))\"\(paint("fill", style.fill))/>\n"
        if let stroke = style.stroke, style.strokeWidth > 0 {
            let line = min(style.strokeWidth, chip.frame.width / 2, chip.frame.height / 2)
            let inset = line / 2
            out += "<rect x=\"\(px(chip.frame.minX + inset))\" y=\"\(px(chip.frame.minY + inset))\""
            out += " width=\"\(px(chip.frame.width - line))\" height=\"\(px(chip.frame.height - line))\""
            out += " rx=\"\(px(max(0, radius - inset)))\" fill=\"none\"\(paint("stroke", stroke))"
            out += " stroke-width=\"\(px(line))\"/>\n"
        }
        return out
    }

    /// The label: one group per run, in font units with y up, each glyph a `<use>`.
    private static func text(_ chip: PlacedChip, glyphs: inout GlyphTable) -> String {
        let originX = chip.frame.minX + chip.textOffset.x
        let baseline = chip.frame.minY + chip.textOffset.y
        var out = ""
        for run in chip.text.runs where !run.glyphs.isEmpty {
            let scale = chip.text.size / Double(run.font.unitsPerEm)
            var uses = ""
            for glyph in run.glyphs {
                guard let id = glyphs.id(for: glyph.id, in: run.font) else { continue }
                uses +=
                    "<use xlink:href=\"#\(id)\" x=\"\(units(glyph.x / scale))\" y=\"\(units(-glyph.y / scale))\"/>\n"
            }
            guard !uses.isEmpty else { continue }
            out +=
                "<g\(paint("fill", chip.style.textColor)) transform=\"matrix(\(SVGNumber.format(scale, decimals: 8)) 0 0 "
            out += "\(SVGNumber.format(-scale, decimals: 8)) \(px(originX)) \(px(baseline)))\">\n" + uses + "</g>\n"
        }
        return out
    }

    /// ` fill="#rrggbb"` plus an opacity when the colour is not opaque.
    private static func paint(_ attribute: String, _ color: Color) -> String {
        var opaque = color
        opaque.alpha = 1
        let opacity = color.alpha < 1 ? " \(attribute)-opacity=\"\(SVGNumber.format(color.alpha, decimals: 3))\"" : ""
        return " \(attribute)=\"\(opaque)\"" + opacity
    }

    private static func px(_ value: Double) -> String { SVGNumber.format(value, decimals: 3) }
    private static func units(_ value: Double) -> String { SVGNumber.format(value, decimals: 1) }
}

/// The glyphs a document uses, each defined once: outlines as `<path>`, bitmaps as `<image>`.
private struct GlyphTable {
    let prefix: String
    private var fontNumbers: [ObjectIdentifier: Int] = [:]
    private var known: [String: Bool] = [:]
    private(set) var definitions = ""

    init(prefix: String) {
        self.prefix = prefix
    }

    /// The id of `glyph`'s definition, adding it on first use; `nil` when it draws nothing.
    mutating func id(for glyph: UInt32, in font: Font) -> String? {
        let number = fontNumbers[ObjectIdentifier(font)] ?? fontNumbers.count
        fontNumbers[ObjectIdentifier(font)] = number
        let id = "\(prefix)-f\(number)g\(glyph)"
        if let drawn = known[id] { return drawn ? id : nil }
        var definition: String?
        if let bitmap = font.colorBitmap(glyph: glyph) {
            // Drawn upright inside the y-up text group: flipped back, top at `top`.
            definition =
                "<image id=\"\(id)\" x=\"\(SVGNumber.format(bitmap.left, decimals: 1))\""
                + " y=\"\(SVGNumber.format(-bitmap.top, decimals: 1))\" width=\"\(SVGNumber.format(bitmap.width, decimals: 1))\""
                + " height=\"\(SVGNumber.format(bitmap.height, decimals: 1))\" transform=\"scale(1 -1)\""
                + " xlink:href=\"data:image/png;base64,\(Base64.encode(bitmap.png))\"/>\n"
        } else {
            let path = font.outlinePath(glyph: glyph)
            if !path.isEmpty { definition = "<path id=\"\(id)\" d=\"\(path)\"/>\n" }
        }
        known[id] = definition != nil
        definitions += definition ?? ""
        return definition == nil ? nil : id
    }
}
