internal import FlowLayout
import TagFlow

/// The look of a cloud on the command line: theme, sizes, colours, weights, canvas.
package enum StyleFlags {
    /// The style every flag starts from: help states its values as the defaults.
    private static let defaults = CloudStyle()
    private static func number(_ value: Double) -> String { JSONWriter.number(value) }

    /// `--font-size`, which `measure` takes too.
    package static let fontSizeSpec = OptionSpec(
        name: "--font-size", value: "PX", help: "label size (default: \(number(defaults.fontSize)))")

    /// `--font-size`, read as `render`, `batch` and `measure` read it.
    package static func fontSize(from values: OptionValues) throws(UsageError) -> Double? {
        try values.number("--font-size", in: CloudStyle.fontSizes)
    }

    /// "light, dark, … or mono". Built in a loop: `joined(separator:)` of an array slice is not
    /// specialised, and its first call looked its types up at run time (0.12 M instructions of
    /// every render, the table being made for each).
    private static var themeList: String {
        var text = ""
        for (index, name) in Theme.names.enumerated() {
            if index > 0 { text.append(index == Theme.names.count - 1 ? " or " : ", ") }
            text.append(name)
        }
        return text
    }

    package static let specs: [OptionSpec] = [
        OptionSpec(
            name: "--theme", value: "NAME",
            help: "\(themeList); flags override it (default: \(Theme.light.name))",
            choices: Theme.names),
        OptionSpec(
            name: "--dark-theme", value: "NAME",
            help: "a look for dark mode: SVG follows prefers-color-scheme; PNG and PDF get OUT~dark.EXT beside",
            choices: Theme.names),
        LayoutFlags.widthSpec(default: number(defaults.maxWidth)),
        LayoutFlags.heightSpec,
        fontSizeSpec,
        OptionSpec(
            name: "--padding", value: "H[,V]",
            help: "space inside each chip (default: \(number(defaults.horizontalPadding)),"
                + "\(number(defaults.verticalPadding)))"),
        OptionSpec(name: "--radius", value: "PX|capsule", help: "chip corner radius (default: capsule)"),
        OptionSpec(
            name: "--stroke-width", value: "PX",
            help: "chip outline width, drawn inside the chip (default: \(number(defaults.chip.strokeWidth)))"),
        OptionSpec(name: "--min-chip-width", value: "PX", help: "narrowest chip; labels are centred (default: none)"),
        OptionSpec(name: "--max-chip-width", value: "PX", help: "widest chip; longer labels end in … (default: none)"),
        OptionSpec(name: "--margin", value: "PX", help: "space around the cloud (default: \(number(defaults.margin)))"),
        OptionSpec(
            name: "--fit", value: "content|width|height",
            help: "canvas as wide as the chips or as --width; columns: as tall as the chips or as --height "
                + "(default: \(defaults.fit.rawValue))",
            choices: ["content", "width"]),
        OptionSpec(name: "--background", value: "COLOR|none", help: "canvas colour (default: none, transparent)"),
        OptionSpec(
            name: "--fill", value: "COLOR", help: "chip colour: #rrggbb, rgb(…), a CSS name (default: the theme's)"),
        OptionSpec(name: "--stroke", value: "COLOR|none", help: "chip outline colour (default: the theme's)"),
        OptionSpec(name: "--text-color", value: "COLOR", help: "label colour (default: the theme's)"),
        OptionSpec(
            name: "--scale", value: "N", help: "device pixels per px in PNG output (default: \(number(defaults.scale)))"
        ),
        OptionSpec(name: "--dpi", value: "N", help: "pixels per inch recorded in PNG output (default: none)"),
        OptionSpec(
            name: "--scale-by", value: "weight|none", help: "font size from each tag's weight (default: none)",
            choices: Array(scaleBy.keys.sorted())),
        OptionSpec(
            name: "--min-font-size", value: "PX",
            help: "size of the lightest tag with --scale-by weight (default: \(number(WeightScale().minFontSize)))"),
        OptionSpec(
            name: "--max-font-size", value: "PX",
            help: "size of the heaviest tag with --scale-by weight (default: \(number(WeightScale().maxFontSize)))"),
        OptionSpec(
            name: "--scale-curve", value: "linear|sqrt|log",
            help: "how weights spread over sizes (default: \(WeightScale().curve.rawValue))",
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
            name: "--group-headings", help: "with --group-by group, head each group with its name"),
        OptionSpec(
            name: "--heading-layout", value: "column|above|inline",
            help:
                "where headings go: a column of their own, every group's chips at one x; a row above; or "
                + "the first row's start (default: column; implies --group-by group --group-headings)",
            choices: OptionSpec.names(CloudStyle.HeadingPlacement.self)),
        OptionSpec(
            name: "--max-rows-per-group", value: "N",
            help: "with --group-by group, keep at most N rows of each group, its heaviest tags; the rest "
                + "is counted on a +N chip ending the group's last row (rows only; not with --max-rows)"),
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
        style.maxWidth = try values.number("--width", in: CloudStyle.lengths) ?? style.maxWidth
        style.maxHeight = try values.number("--height", in: CloudStyle.lengths)
        style.fontSize = try fontSize(from: values) ?? style.fontSize
        if let padding = try values.pair("--padding", in: 0...1000) {
            (style.horizontalPadding, style.verticalPadding) = padding
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
        case .rows:
            style.layout = try LayoutFlags.layout(
                from: parsed, defaults: style.layout as? RowFlow ?? CloudStyle.defaultRows)
        case .columns:
            style.layout = try LayoutFlags.columns(
                from: parsed, defaults: ColumnFlow(spacing: CloudStyle.defaultRows.spacing))
        }
        let scale = try weightScale(from: values)
        if try values.choice("--scale-by", from: scaleBy) == true { style.sizeByWeight = scale }
        let placement = try values.choice(
            "--heading-layout",
            from: Dictionary(uniqueKeysWithValues: CloudStyle.HeadingPlacement.allCases.map { ($0.rawValue, $0) }))
        // A heading layout asks for headings, and so for the groups they head, unless --group-by says none.
        style.groupsStartRows =
            try values.choice("--group-by", from: ["group": true, "none": false]) ?? (placement != nil)
        style.groupHeadings = parsed.flags.contains("--group-headings") || placement != nil
        if let placement { style.headingPlacement = placement }
        if let perGroup = try values.count("--max-rows-per-group") {
            guard axis == .rows else {
                throw .conflicting(
                    option: "--max-rows-per-group", value: nil, with: "--flow columns",
                    advice: "a limit per group counts rows; use --max-rows N to limit the columns")
            }
            style.updateRows { $0.maxRowsPerSection = perGroup }
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
        try IconFlags.apply(values, to: &style)
        // The library's rules, said with the flags that set each property.
        do throws(StyleError) {
            try style.validate()
        } catch {
            throw usageError(for: error, values)
        }
        return style
    }

    /// The flag behind each property a `StyleError` names, and what to type instead. Of the two
    /// values a rule relates, the message quotes one the user gave (the first when both were);
    /// when neither was (defaults, a theme), it names the values that applied and the flags
    /// that set them, and quotes nothing.
    package static func usageError(for error: StyleError, _ values: OptionValues) -> UsageError {
        func number(_ value: Double) -> String { PlainNumber.format(value) }
        func blame(
            _ first: (option: String, expected: String), or second: (option: String, expected: String),
            otherwise rule: String
        ) -> UsageError {
            for (option, expected) in [first, second] {
                if let given = values.text(option) {
                    return .badValue(option: option, value: given, expected: expected)
                }
            }
            return .unmetRule(rule)
        }
        switch error {
        case .fontSizeOutOfRange(let property, let size):
            let option =
                ["minFontSize": "--min-font-size", "maxFontSize": "--max-font-size"][property] ?? "--font-size"
            let range = "a number from 1 to 1000"
            return blame(
                (option, range), or: (option, range),
                otherwise: "the font size that applied (\(number(size))) is outside 1...1000; set \(option)")
        case .paddingTooWide(let padding, let width):
            return blame(
                ("--padding", "less than half of --width"),
                or: ("--width", "more than twice the horizontal padding (\(number(padding)))"),
                otherwise: "the horizontal padding that applied (\(number(padding))) is not less than half of the "
                    + "width (\(number(width))); set --padding or --width")
        case .maxChipWidthWithinPadding(let maximum, let padding):
            return blame(
                ("--max-chip-width", "more than twice the horizontal padding (\(number(padding)))"),
                or: ("--padding", "less than half of --max-chip-width (\(number(maximum)))"),
                otherwise: "the largest chip width that applied (\(number(maximum))) is not more than twice the "
                    + "horizontal padding (\(number(padding))); set --max-chip-width or --padding")
        case .maxChipWidthBelowMinimum(let maximum, let minimum):
            return blame(
                ("--max-chip-width", "at least --min-chip-width (\(number(minimum)))"),
                or: ("--min-chip-width", "at most --max-chip-width (\(number(maximum)))"),
                otherwise: "the largest chip width that applied (\(number(maximum))) is less than the smallest "
                    + "(\(number(minimum))); set --max-chip-width or --min-chip-width")
        case .weightScaleInverted(let minimum, let maximum):
            return blame(
                ("--min-font-size", "at most --max-font-size (\(number(maximum)))"),
                or: ("--max-font-size", "at least --min-font-size (\(number(minimum)))"),
                otherwise: "the smallest font size that applied (\(number(minimum))) is more than the largest "
                    + "(\(number(maximum))); set --min-font-size or --max-font-size")
        case .headingsWithoutGroups:
            return .conflicting(
                option: "--group-headings", value: nil, with: "ungrouped rows", advice: "add --group-by group")
        case .rowsPerGroupWithoutGroups:
            return .conflicting(
                option: "--max-rows-per-group", value: nil, with: "ungrouped rows",
                advice: "add --group-by group, or use --max-rows N to limit the whole cloud")
        case .rowLimitsCombined:
            return .conflicting(
                option: "--max-rows-per-group", value: nil, with: "--max-rows",
                advice: "give one: --max-rows limits the whole cloud, --max-rows-per-group each group "
                    + "(a flag replaces a config file's choice)")
        case .headingWeightOutOfRange(let weight):
            // No flag sets it: only a library user's style can break this rule.
            return .unmetRule("the heading weight that applied (\(weight)) is outside 1...1000")
        case .maxHeightWithRows:
            return LayoutFlags.heightWithRows
        case .lengthOutOfRange(let property, let length):
            let option = property == "maxHeight" ? "--height" : "--width"
            let (lowest, highest) = (number(CloudStyle.lengths.lowerBound), number(CloudStyle.lengths.upperBound))
            let range = "a number from \(lowest) to \(highest)"
            return blame(
                (option, range), or: (option, range),
                otherwise: "the \(option.dropFirst(2)) that applied (\(number(length))) is outside "
                    + "\(lowest)...\(highest); set \(option)")
        case .iconSizeOutOfRange(let em):
            let range = IconFlags.sizeExpected
            return blame(
                ("--icon-size", range), or: ("--icon-size", range),
                otherwise: "the icon size that applied (\(number(em))em) is not \(range); set --icon-size")
        case .iconGapOutOfRange(let gap):
            let range = "a number from 0 to 1000"
            return blame(
                ("--icon-gap", range), or: ("--icon-gap", range),
                otherwise: "the icon gap that applied (\(number(gap))) is not \(range); set --icon-gap")
        }
    }

    /// How weights become font sizes: `--min-font-size`, `--max-font-size`, `--scale-curve`. Read
    /// (and checked) whether or not anything scales by weight, so a bad value is never ignored.
    package static func weightScale(from values: OptionValues) throws(UsageError) -> WeightScale {
        var scale = WeightScale()
        scale.minFontSize = try values.number("--min-font-size", in: CloudStyle.fontSizes) ?? scale.minFontSize
        scale.maxFontSize = try values.number("--max-font-size", in: CloudStyle.fontSizes) ?? scale.maxFontSize
        scale.curve = try values.choice("--scale-curve", of: WeightScale.Curve.self) ?? .linear
        do throws(StyleError) {
            try scale.validate()
        } catch {
            throw usageError(for: error, values)
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
