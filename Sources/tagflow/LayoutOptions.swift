import FlowLayout

/// The flow options `render` and `plan` share, and how they become a `FlowLayout`.
enum LayoutOptions {
    static let specs: [OptionSpec] = [
        OptionSpec(name: "--spacing", value: "PX", help: "gap between items on a row (default: 8)"),
        OptionSpec(name: "--line-spacing", value: "PX", help: "gap between rows (default: the spacing)"),
        OptionSpec(
            name: "--align", value: "A",
            help: "rows: leading, center, trailing, justify (wider gaps) or grow (wider items) (default: leading)"),
        OptionSpec(
            name: "--last-row-align", value: "A",
            help: "the last row when rows are justified or grown (default: leading)"),
        OptionSpec(
            name: "--row-align", value: "A", help: "items in a row: top, center, bottom or baseline (default: top)"),
        OptionSpec(name: "--direction", value: "ltr|rtl", help: "rows fill from the left or the right (default: ltr)"),
        OptionSpec(name: "--balance", help: "as few rows as greedy, their widths as even as can be (no short last row)"),
        OptionSpec(name: "--dense", help: "reorder items to use fewer rows (first-fit decreasing)"),
        OptionSpec(name: "--max-rows", value: "N", help: "keep at most N rows; the rest is counted on a +N item"),
        OptionSpec(name: "--max-items-per-row", value: "N", help: "at most N items on a row"),
    ]

    static let alignments: [String: RowAlignment] = [
        "leading": .leading, "center": .center, "trailing": .trailing, "justify": .justified, "grow": .grow,
    ]
    static let itemAlignments: [String: ItemAlignment] = [
        "top": .top, "center": .center, "bottom": .bottom, "baseline": .firstTextBaseline,
    ]
    static let directions: [String: LayoutDirection] = ["ltr": .leftToRight, "rtl": .rightToLeft]
    /// `--fit` for `render` and `plan` (each with its own default).
    static let fits: [String: WidthFit] = ["content": .content, "width": .width]

    /// The layout the options ask for, starting from `spacing` 8.
    static func layout(from parsed: ParsedArguments) throws(UsageError) -> FlowLayout {
        let values = OptionValues(parsed.values)
        guard !(parsed.flags.contains("--balance") && parsed.flags.contains("--dense")) else {
            throw .badValue(option: "--balance", value: "--dense", expected: "one of --balance and --dense, not both")
        }
        let spacing = try values.number("--spacing", in: 0...10_000) ?? 8
        return FlowLayout(
            spacing: spacing, lineSpacing: try values.number("--line-spacing", in: 0...10_000),
            alignment: try values.choice("--align", from: alignments) ?? .leading,
            lastRowAlignment: try values.choice("--last-row-align", from: alignments) ?? .leading,
            itemAlignment: try values.choice("--row-align", from: itemAlignments) ?? .top,
            direction: try values.choice("--direction", from: directions) ?? .leftToRight,
            lineBreaking: parsed.flags.contains("--balance")
                ? .balanced : parsed.flags.contains("--dense") ? .dense : .greedy,
            maxItemsPerRow: try values.count("--max-items-per-row"), maxRows: try values.count("--max-rows"))
    }
}
