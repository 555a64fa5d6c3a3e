import FlowLayout

/// The flow options `render`, `batch` and `plan` share, and how they become a `RowFlow`. The
/// defaults come from the flow each command starts from (`CloudStyle().flow` for clouds,
/// `RowFlow()` for plain boxes), so help states the defaults the code uses.
package enum LayoutFlags {
    /// The options, with `defaults`' values in their help.
    package static func specs(defaults: RowFlow) -> [OptionSpec] {
        func number(_ value: Double) -> String { JSONWriter.number(value) }
        return [
            OptionSpec(name: "--spacing", value: "PX", help: "gap between items on a row (default: \(number(defaults.spacing)))"),
            OptionSpec(name: "--line-spacing", value: "PX", help: "gap between rows (default: the spacing)"),
            OptionSpec(
                name: "--align", value: "A",
                help: "rows: leading, center, trailing, justify (wider gaps) or grow (wider items) "
                    + "(default: \(defaults.alignment.rawValue))",
                choices: OptionSpec.names(RowAlignment.self)),
            OptionSpec(
                name: "--last-row-align", value: "A",
                help: "the last row when rows are justified or grown (default: \(defaults.lastRowAlignment.rawValue))",
                choices: OptionSpec.names(RowAlignment.self)),
            OptionSpec(
                name: "--row-align", value: "A",
                help: "items in a row: top, center, bottom or baseline (default: \(defaults.itemAlignment.rawValue))",
                choices: OptionSpec.names(ItemAlignment.self)),
            OptionSpec(
                name: "--direction", value: "ltr|rtl",
                help: "rows fill from the left or the right (default: \(defaults.direction.rawValue))",
                choices: OptionSpec.names(LayoutDirection.self)),
            OptionSpec(name: "--balance", help: "as few rows as greedy, their widths as even as can be (no short last row)"),
            OptionSpec(name: "--dense", help: "reorder items to use fewer rows (first-fit decreasing)"),
            OptionSpec(name: "--max-rows", value: "N", help: "keep at most N rows; the rest is counted on a +N item"),
            OptionSpec(name: "--max-items-per-row", value: "N", help: "at most N items on a row"),
        ]
    }

    /// `--fit` for `render` and `plan` (each with its own default).
    package static let fits: [String: WidthFit] = names(WidthFit.self)

    /// Every value of a choice by the name the command line and the library share.
    private static func names<Choice: CaseIterable & RawRepresentable>(_: Choice.Type) -> [String: Choice]
    where Choice.RawValue == String {
        Dictionary(uniqueKeysWithValues: Choice.allCases.map { ($0.rawValue, $0) })
    }

    /// The layout the options ask for, starting from `defaults`.
    package static func layout(from parsed: ParsedArguments, defaults: RowFlow) throws(UsageError) -> RowFlow {
        let values = OptionValues(parsed.values)
        guard !(parsed.flags.contains("--balance") && parsed.flags.contains("--dense")) else {
            throw .badValue(option: "--balance", value: "--dense", expected: "one of --balance and --dense, not both")
        }
        var flow = defaults
        flow.spacing = try values.number("--spacing", in: 0...10_000) ?? defaults.spacing
        flow.lineSpacing = try values.number("--line-spacing", in: 0...10_000) ?? flow.spacing
        flow.alignment = try values.choice("--align", of: RowAlignment.self) ?? defaults.alignment
        flow.lastRowAlignment =
            try values.choice("--last-row-align", of: RowAlignment.self) ?? defaults.lastRowAlignment
        flow.itemAlignment = try values.choice("--row-align", of: ItemAlignment.self) ?? defaults.itemAlignment
        flow.direction = try values.choice("--direction", of: LayoutDirection.self) ?? defaults.direction
        if parsed.flags.contains("--balance") { flow.lineBreaking = .balanced }
        if parsed.flags.contains("--dense") { flow.lineBreaking = .dense }
        flow.maxItemsPerRow = try values.count("--max-items-per-row") ?? defaults.maxItemsPerRow
        flow.maxRows = try values.count("--max-rows") ?? defaults.maxRows
        return flow
    }
}
