import FlowLayout

/// The look of a cloud on the command line: theme, sizes, colours, weights, canvas.
package enum StyleFlags {
    package static let specs: [OptionSpec] = [
        OptionSpec(
            name: "--theme", value: "NAME",
            help: "light, dark, outline, pastel or mono; flags override it (default: light)",
            choices: Theme.names),
        OptionSpec(name: "--width", value: "PX", help: "the widest a row may be (default: 640)"),
        OptionSpec(
            name: "--height", value: "PX",
            help: "the tallest a column may be, with --flow columns (default: no limit, one column)"),
        OptionSpec(name: "--font-size", value: "PX", help: "label size (default: 14)"),
        OptionSpec(name: "--padding", value: "H[,V]", help: "space inside each chip (default: 12,6)"),
        OptionSpec(name: "--radius", value: "PX|capsule", help: "chip corner radius (default: capsule)"),
        OptionSpec(name: "--stroke-width", value: "PX", help: "chip outline width, drawn inside the chip (default: 1)"),
        OptionSpec(name: "--min-chip-width", value: "PX", help: "narrowest chip; labels are centred (default: none)"),
        OptionSpec(name: "--max-chip-width", value: "PX", help: "widest chip; longer labels end in … (default: none)"),
        OptionSpec(name: "--margin", value: "PX", help: "space around the cloud (default: 16)"),
        OptionSpec(
            name: "--fit", value: "content|width|height",
            help: "canvas as wide as the chips or as --width; columns: as tall as the chips or as --height "
                + "(default: content)",
            choices: ["content", "width"]),
        OptionSpec(name: "--background", value: "COLOR|none", help: "canvas colour (default: none, transparent)"),
        OptionSpec(
            name: "--fill", value: "COLOR", help: "chip colour: #rrggbb, rgb(…), a CSS name (default: the theme's)"),
        OptionSpec(name: "--stroke", value: "COLOR|none", help: "chip outline colour (default: the theme's)"),
        OptionSpec(name: "--text-color", value: "COLOR", help: "label colour (default: the theme's)"),
        OptionSpec(name: "--scale", value: "N", help: "device pixels per px in PNG output (default: 1)"),
        OptionSpec(name: "--dpi", value: "N", help: "pixels per inch recorded in PNG output (default: none)"),
        OptionSpec(
            name: "--scale-by", value: "weight|none", help: "font size from each tag's weight (default: none)",
            choices: Array(scaleBy.keys.sorted())),
        OptionSpec(
            name: "--min-font-size", value: "PX", help: "size of the lightest tag with --scale-by weight (default: 12)"),
        OptionSpec(
            name: "--max-font-size", value: "PX", help: "size of the heaviest tag with --scale-by weight (default: 28)"),
        OptionSpec(
            name: "--scale-curve", value: "linear|sqrt|log", help: "how weights spread over sizes (default: linear)",
            choices: OptionSpec.names(WeightScale.Curve.self)),
        OptionSpec(
            name: "--color-by", value: "label|group|weight|none",
            help: "a palette colour per label or per group, or the theme's accent by weight (default: none)",
            choices: colorBy),
        OptionSpec(
            name: "--group-by", value: "group|none",
            help: "keep each group's tags together, each group starting a row or column (default: none)",
            choices: ["group", "none"]),
        OptionSpec(
            name: "--group-headings", help: "with --group-by group, start each group's row (column) with its name"),
        OptionSpec(
            name: "--sort", value: "none|weight|label", help: "chip order (default: none, as in the input)",
            choices: OptionSpec.names(CloudStyle.SortOrder.self)),
        OptionSpec(
            name: "--id-prefix", value: "ID",
            help: "what SVG ids start with, before a hash of the whole drawing (default: tf)"),
    ]

    /// `--scale-by`: whether font sizes follow weights.
    package static let scaleBy = ["weight": true, "none": false]
    /// `--color-by`: a palette colour per label, the accent by weight, or none.
    package static let colorBy = ["label", "group", "weight", "none"]

    /// The style the options ask for: the theme's, then each flag on top.
    package static func style(from parsed: ParsedArguments) throws(UsageError) -> CloudStyle {
        let values = OptionValues(parsed.values)
        var style = CloudStyle()
        let names = Dictionary(uniqueKeysWithValues: Theme.names.map { ($0, $0) })
        let theme = try values.choice("--theme", from: names).flatMap(Theme.named) ?? .light
        theme.apply(to: &style)

        // Fonts and sizes.
        let axis = try LayoutFlags.axis(from: parsed)
        style.font = try FontFlags.request(from: values, font: parsed.values["--font"])
        style.maxWidth = try values.number("--width", in: 1...100_000) ?? style.maxWidth
        style.maxHeight = try values.number("--height", in: 1...100_000)
        style.fontSize = try values.number("--font-size", in: 1...1000) ?? style.fontSize
        if let padding = try values.pair("--padding", in: 0...1000) {
            (style.horizontalPadding, style.verticalPadding) = padding
        }
        guard 2 * style.horizontalPadding < style.maxWidth else {
            throw .badValue(
                option: "--padding", value: values.text("--padding") ?? "", expected: "less than half of --width")
        }
        if let radius = values.text("--radius"), radius.lowercased() != "capsule" {
            style.chip.cornerRadius = try values.number("--radius", in: 0...10_000)
            style.overflowChip.cornerRadius = style.chip.cornerRadius
        }
        if let width = try values.number("--stroke-width", in: 0...100) {
            style.chip.strokeWidth = width
            style.overflowChip.strokeWidth = width
        }
        style.minChipWidth = try values.number("--min-chip-width", in: 0...100_000)
        style.maxChipWidth = try values.number("--max-chip-width", in: 1...100_000)
        if let maximum = style.maxChipWidth {
            guard maximum > 2 * style.horizontalPadding else {
                throw .badValue(
                    option: "--max-chip-width", value: values.text("--max-chip-width") ?? "",
                    expected: "more than twice the horizontal padding (\(2 * style.horizontalPadding))")
            }
            guard maximum >= style.minChipWidth ?? 0 else {
                throw .badValue(
                    option: "--max-chip-width", value: values.text("--max-chip-width") ?? "",
                    expected: "at least --min-chip-width")
            }
        }

        // Canvas.
        style.margin = try values.number("--margin", in: 0...10_000) ?? style.margin
        style.fit = try LayoutFlags.fit(from: parsed, axis: axis) ?? .content
        style.scale = try values.number("--scale", in: 0.1...16) ?? style.scale
        style.dpi = try values.number("--dpi", in: 1...10_000)
        style.idPrefix = try idPrefix(values)

        // Colours: the flags win over the theme.
        if let background = try values.color("--background", allowNone: true) { style.background = background }
        if let fill = try values.color("--fill") { style.chip.fill = fill! }
        if let stroke = try values.color("--stroke", allowNone: true) { style.chip.stroke = stroke }
        if let text = try values.color("--text-color") { style.chip.textColor = text! }

        // Weights and order.
        switch axis {
        case .rows: style.flow = try LayoutFlags.layout(from: parsed, defaults: style.flow)
        case .columns:
            style.layout = try LayoutFlags.columns(from: parsed, defaults: ColumnFlow(spacing: style.flow.spacing))
        }
        let scale = try weightScale(from: values)
        if try values.choice("--scale-by", from: scaleBy) == true { style.sizeByWeight = scale }
        style.groupsStartRows = try values.choice("--group-by", from: ["group": true, "none": false]) ?? false
        style.groupHeadings = parsed.flags.contains("--group-headings")
        if style.groupHeadings && !style.groupsStartRows {
            throw .badValue(option: "--group-headings", value: "", expected: "--group-by group as well")
        }
        switch try values.choice("--color-by", from: Dictionary(uniqueKeysWithValues: colorBy.map { ($0, $0) })) {
        case "label": style.palette = theme.palette
        case "group":
            style.palette = theme.palette
            style.paletteKey = .group
        case "weight":
            // By weight means by weight, even in a theme that colours by label (pastel).
            style.palette = nil
            style.colorByWeight = theme.accent
        case "none": style.palette = nil
        default: break
        }
        style.sort = try values.choice("--sort", of: CloudStyle.SortOrder.self) ?? .none
        return style
    }

    /// How weights become font sizes: `--min-font-size`, `--max-font-size`, `--scale-curve`. Read
    /// (and checked) whether or not anything scales by weight, so a bad value is never ignored.
    package static func weightScale(from values: OptionValues) throws(UsageError) -> WeightScale {
        var scale = WeightScale()
        scale.minFontSize = try values.number("--min-font-size", in: 1...1000) ?? scale.minFontSize
        scale.maxFontSize = try values.number("--max-font-size", in: 1...1000) ?? scale.maxFontSize
        scale.curve = try values.choice("--scale-curve", of: WeightScale.Curve.self) ?? .linear
        guard scale.minFontSize <= scale.maxFontSize else {
            throw .badValue(
                option: "--min-font-size", value: values.text("--min-font-size") ?? "",
                expected: "at most --max-font-size")
        }
        return scale
    }

    /// `--id-prefix`: a letter, then letters, digits, `-` or `_` (a valid XML id start).
    private static func idPrefix(_ values: OptionValues) throws(UsageError) -> String? {
        guard let text = values.text("--id-prefix") else { return nil }
        let valid =
            text.first.map { $0.isASCII && $0.isLetter } == true
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
        guard valid else {
            throw .badValue(option: "--id-prefix", value: text, expected: "a letter, then letters, digits, - or _")
        }
        return text
    }
}
