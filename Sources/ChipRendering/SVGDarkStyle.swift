import Primitives

/// The `<style>` block that repaints an SVG for dark mode (`@media (prefers-color-scheme: dark)`).
///
/// Fills and strokes are presentation attributes, which any CSS rule overrides, so the rules need
/// only pick elements: the background is the root's `rect` child, a chip's fill its first `rect`,
/// its outline the `rect` after it, its label the `g` inside it. Chips are picked by the light
/// colour they carry (`rect:first-child[fill="#f1f3f6"]`), one rule per light colour, so a cloud
/// of thousands of chips in a few colours takes a few rules; where one light colour turns into two
/// dark ones (a "+N" chip, a palette colour made darker for its text), the chips that differ from
/// the rest get a rule by their id, which outranks the colour rule. Every selector starts with the
/// document's id, so an inline SVG repaints itself and nothing else on the page.
enum SVGDarkStyle {
    /// One kind of painted element in a chip.
    private enum Part: CaseIterable {
        case fill, stroke, text

        /// Where the part is, under a chip's group; in a scene with counts, a label's groups are
        /// the `g` that are not a count's (`class="c"`, repainted by `counts`).
        func path(withCounts: Bool) -> String {
            switch self {
            case .fill: "rect:first-child"
            case .stroke: "rect+rect"
            case .text: withCounts ? "g:not(.c)" : "g"
            }
        }
    }

    /// Writes the `<style>` element for `scene` drawn light and `dark` drawn dark.
    static func write(_ scene: ChipScene, dark: DarkPaint, into out: inout SVGBuffer) {
        let root = "#" + scene.idPrefix
        // Declarations in the order first met, each with its selectors: the same bytes every run.
        var order: [String] = []
        var selectors: [String: [String]] = [:]
        func add(_ selector: String, _ declaration: String) {
            if selectors[declaration] == nil { order.append(declaration) }
            selectors[declaration, default: []].append(selector)
        }
        if let light = scene.background, let background = dark.background, light != background {
            add("\(root)>rect", declaration(fill: background))
        }
        let count = min(scene.chips.count, dark.chips.count)
        let withCounts = scene.chips.contains { $0.count != nil }
        for part in Part.allCases {
            let path = part.path(withCounts: withCounts)
            var votes = Votes()
            for index in 0..<count {
                guard let (key, declaration) = paint(part, light: scene.chips[index].style, dark: dark.chips[index])
                else { continue }
                votes.add(key: key, declaration: declaration, chip: index)
            }
            votes.rules(
                byKey: { add("\(root) \(path)\($0)", $1) },
                byChip: { add("\(root) #\(scene.idPrefix)-chip\($0)>\(path)", $1) })
        }
        if withCounts { counts(scene, dark: dark, root: root, add: add) }
        icons(scene, dark: dark, root: root, add: add)
        var css = "<style>@media (prefers-color-scheme: dark){"
        for declaration in order {
            css += selectors[declaration]!.joined(separator: ",") + "{" + declaration + "}"
        }
        css += "}</style>\n"
        out.append(Array(css.utf8))
    }

    /// The rules for counts (`PlacedCount`): each count's groups carry `class="c"` and its light
    /// colour; picked by that colour, by chip id where one light colour turns into two.
    private static func counts(
        _ scene: ChipScene, dark: DarkPaint, root: String, add: (String, String) -> Void
    ) {
        var votes = Votes()
        for index in 0..<min(scene.chips.count, dark.countColors.count) {
            guard let light = scene.chips[index].count?.color, let color = dark.countColors[index] else { continue }
            votes.add(key: selector("fill", light), declaration: declaration(fill: color), chip: index)
        }
        votes.rules(
            byKey: { add("\(root) g.c\($0)", $1) }, byChip: { add("\(root) #\(scene.idPrefix)-chip\($0)>g.c", $1) })
    }

    /// The rules for `currentColor` icons: an icon's `<use>` carries the light colour in its
    /// `color` attribute, which a CSS `color` overrides, and the symbol's `currentColor` follows.
    /// Picked by light colour as the parts are, by chip id where one light colour turns into two.
    private static func icons(
        _ scene: ChipScene, dark: DarkPaint, root: String, add: (String, String) -> Void
    ) {
        var votes = Votes()
        for index in 0..<min(scene.chips.count, dark.iconColors.count) {
            guard let light = scene.chips[index].icon?.color, let color = dark.iconColors[index], light != color
            else { continue }
            // The writer prints the colour opaque and its alpha as `opacity` (SVGIconTable.use).
            let key = "[color=\"\(hex(light))\"]"
            votes.add(key: key, declaration: "color:\(hex(color));opacity:\(opacity(color))", chip: index)
        }
        votes.rules(
            byKey: { add("\(root) use\($0)", $1) }, byChip: { add("\(root) #\(scene.idPrefix)-chip\($0)>use", $1) })
    }

    /// Light attribute → the dark declarations its chips want, with the chips wanting each, for
    /// the chip parts and the icons alike.
    private struct Votes {
        private var keys: [String] = []
        private var wanted: [String: [(declaration: String, chips: [Int])]] = [:]

        mutating func add(key: String, declaration: String, chip: Int) {
            if wanted[key] == nil { keys.append(key) }
            var choices = wanted[key, default: []]
            if let at = choices.firstIndex(where: { $0.declaration == declaration }) {
                choices[at].chips.append(chip)
            } else {
                choices.append((declaration, [chip]))
            }
            wanted[key] = choices
        }

        /// Per key, in the order keys came: the declaration most chips want goes by the light
        /// attribute (`byKey`), the others by chip id (`byChip`: two ids outrank one).
        func rules(byKey: (String, String) -> Void, byChip: (Int, String) -> Void) {
            for key in keys {
                let choices = wanted[key]!
                let main = choices.indices.max { choices[$0].chips.count < choices[$1].chips.count }!
                byKey(key, choices[main].declaration)
                for (at, choice) in choices.enumerated() where at != main {
                    for chip in choice.chips { byChip(chip, choice.declaration) }
                }
            }
        }
    }

    /// The part's light attributes as a selector, and its dark paint as a declaration; `nil` when
    /// the light chip does not draw the part (no outline: there is no element to repaint).
    private static func paint(_ part: Part, light: ChipStyle, dark: ChipStyle) -> (String, String)? {
        switch part {
        case .fill:
            return (selector("fill", light.fill), declaration(fill: dark.fill))
        case .text:
            return (selector("fill", light.textColor), declaration(fill: dark.textColor))
        case .stroke:
            guard let stroke = light.stroke, light.strokeWidth > 0 else { return nil }
            return (
                selector("stroke", stroke),
                dark.stroke.map { "stroke:\(hex($0));stroke-opacity:\(opacity($0))" } ?? "stroke:none"
            )
        }
    }

    /// `[fill="#rrggbb"]` with the opacity the writer adds (or its absence), so that an opaque
    /// white and a transparent one are told apart.
    private static func selector(_ attribute: String, _ color: Color) -> String {
        let base = "[\(attribute)=\"\(hex(color))\"]"
        return color.alpha < 1
            ? base + "[\(attribute)-opacity=\"\(opacity(color))\"]" : base + ":not([\(attribute)-opacity])"
    }

    private static func declaration(fill color: Color) -> String {
        "fill:\(hex(color));fill-opacity:\(opacity(color))"
    }

    /// The colour as the writer prints it (`SVGBuffer.fill`).
    private static func hex(_ color: Color) -> String {
        var buffer = SVGBuffer(capacity: 32)
        buffer.fill(Color(red: color.red, green: color.green, blue: color.blue))
        let text = String(decoding: buffer.finish(), as: UTF8.self)
        // ` fill="#rrggbb"` → `#rrggbb`
        return String(text.dropFirst(" fill=\"".count).dropLast())
    }

    /// The opacity as the writer prints it (three decimals at most).
    private static func opacity(_ color: Color) -> String {
        var buffer = SVGBuffer(capacity: 32)
        buffer.number(min(max(color.alpha, 0), 1), decimals: 3)
        return String(decoding: buffer.finish(), as: UTF8.self)
    }
}
