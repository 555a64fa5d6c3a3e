package import FlowLayout
import TagFlow

/// The flow options `render`, `batch` and `plan` share, and how they become a `RowFlow` or, with
/// `--flow columns`, a `ColumnFlow`. The defaults come from the flow each command starts from
/// (`CloudStyle.defaultRows` for clouds, `RowFlow()` for plain boxes), so help states the defaults the
/// code uses.
///
/// Columns read the row options turned on their side: `--spacing` is the gap between items in a
/// column, `--line-spacing` the gap between columns, `--align` places items down each column
/// (leading at the top), `--row-align` across it (leading, center, trailing: a column has no
/// shared baseline), `--direction rtl` puts the first column at the right, `--balance` evens the
/// columns' heights, `--dense` packs fewer columns, `--max-rows` and `--max-items-per-row` count
/// columns and items in a column. `--width` and `--height` each belong to one flow, and so do the
/// `--fit` and `--row-align` values that name an edge: the others are refused, not ignored.
package enum LayoutFlags {
    /// The options, with `defaults`' values in their help.
    package static func specs(defaults: RowFlow) -> [OptionSpec] {
        func number(_ value: Double) -> String { JSONWriter.number(value) }
        return [
            OptionSpec(
                name: "--flow", value: "rows|columns",
                help: "rows wrap at the width; columns run top to bottom and wrap at --height (default: rows)",
                choices: OptionSpec.names(FlowAxis.self)),
            OptionSpec(
                name: "--spacing", value: "PX",
                help: "gap between items on a row or in a column (default: \(number(defaults.spacing)))"),
            OptionSpec(name: "--line-spacing", value: "PX", help: "gap between rows or columns (default: the spacing)"),
            OptionSpec(
                name: "--align", value: "A",
                help: "rows: leading, center, trailing, justify (wider gaps) or grow (wider items); columns the same "
                    + "downwards (default: \(defaults.alignment.rawValue))",
                choices: OptionSpec.names(RowAlignment.self)),
            OptionSpec(
                name: "--last-row-align", value: "A",
                help: "the last row (column), and each row before a group or break, with any --align "
                    + "(default: as --align; leading when that is justify or grow)",
                choices: OptionSpec.names(RowAlignment.self)),
            OptionSpec(
                name: "--row-align", value: "A",
                help: "items in a row: top, center, bottom or baseline; in a column: leading, center or trailing "
                    + "(default: \(defaults.itemAlignment.rawValue); columns: leading)",
                choices: OptionSpec.names(ItemAlignment.self)),
            OptionSpec(
                name: "--direction", value: "ltr|rtl",
                help: "rows fill from the left or the right; columns start at the left or the right "
                    + "(default: \(defaults.direction.rawValue))",
                choices: OptionSpec.names(LayoutDirection.self)),
            OptionSpec(
                name: "--balance",
                help: "as few rows (columns) as greedy, their widths (heights) as even as can be (no short last one)"),
            OptionSpec(name: "--dense", help: "reorder items to use fewer rows or columns (first-fit decreasing)"),
            OptionSpec(
                name: "--max-rows", value: "N", help: "keep at most N rows (columns); the rest is counted on a +N item"),
            OptionSpec(name: "--max-items-per-row", value: "N", help: "at most N items on a row (in a column)"),
        ]
    }

    /// `--width`, with the default of the command that takes it (a cloud's 640, plan's none).
    package static func widthSpec(default value: String) -> OptionSpec {
        OptionSpec(name: "--width", value: "PX", help: "the widest a row may be (default: \(value))")
    }

    /// `--height`, the same for every command that takes it.
    package static let heightSpec = OptionSpec(
        name: "--height", value: "PX",
        help: "the tallest a column may be, with --flow columns (default: no limit, one column)")

    /// `--fit` for rows, for `render` and `plan` (each with its own default).
    package static let fits: [String: CanvasFit] = names(CanvasFit.self)
    /// `--fit` for columns: `height` is what `width` is for rows.
    package static let columnFits: [String: CanvasFit] = ["content": .content, "height": .width]

    /// Every value of a choice by the name the command line and the library share.
    private static func names<Choice: CaseIterable & RawRepresentable>(_: Choice.Type) -> [String: Choice]
    where Choice.RawValue == String {
        Dictionary(uniqueKeysWithValues: Choice.allCases.map { ($0.rawValue, $0) })
    }

    /// `--flow`: rows unless it says columns.
    package static func axis(from parsed: ParsedArguments) throws(UsageError) -> FlowAxis {
        try OptionValues(parsed.values).choice("--flow", from: names(FlowAxis.self)) ?? .rows
    }

    /// `--fit` for the flow `axis`, or `nil` when it was not given.
    package static func fit(from parsed: ParsedArguments, axis: FlowAxis) throws(UsageError) -> CanvasFit? {
        let values = OptionValues(parsed.values)
        switch (axis, values.text("--fit")?.lowercased()) {
        case (.rows, "height"):
            throw .conflicting(
                option: "--fit", value: "height", with: "--flow rows",
                advice: "rows wrap at --width; use --fit width or content")
        case (.columns, "width"):
            throw .conflicting(
                option: "--fit", value: "width", with: "--flow columns",
                advice: "columns wrap at --height; use --fit height or content")
        default:
            return try values.choice("--fit", from: axis == .rows ? fits : columnFits)
        }
    }

    /// The layout the options ask for, with `defaults` for rows and `ColumnFlow`'s own defaults,
    /// at the rows' spacing, for columns.
    package static func arrangement(from parsed: ParsedArguments, defaults: RowFlow) throws(UsageError) -> any Layout {
        switch try axis(from: parsed) {
        case .rows: try layout(from: parsed, defaults: defaults)
        case .columns: try columns(from: parsed, defaults: ColumnFlow(spacing: defaults.spacing))
        }
    }

    /// `--height` with rows, which never read it (the library's `StyleError.maxHeightWithRows`).
    package static let heightWithRows = UsageError.conflicting(
        option: "--height", value: nil, with: "--flow rows",
        advice: "rows wrap at --width; add --flow columns for columns that wrap at --height")

    /// The row flow the options ask for, starting from `defaults`.
    package static func layout(from parsed: ParsedArguments, defaults: RowFlow) throws(UsageError) -> RowFlow {
        if parsed.values["--height"] != nil { throw heightWithRows }
        var flow = try lineOptions(from: parsed, defaults: defaults)
        let values = OptionValues(parsed.values)
        if let text = values.text("--row-align"), let edge = ColumnItemAlignment(rawValue: text.lowercased()),
            edge != .center
        {
            throw .conflicting(
                option: "--row-align", value: text, with: "--flow rows",
                advice: "items in a row sit at its top, center, bottom or baseline")
        }
        flow.itemAlignment = try values.choice("--row-align", from: names(ItemAlignment.self)) ?? defaults.itemAlignment
        return flow
    }

    /// The column flow the options ask for, starting from `defaults`.
    package static func columns(from parsed: ParsedArguments, defaults: ColumnFlow) throws(UsageError) -> ColumnFlow {
        if parsed.values["--width"] != nil {
            throw .conflicting(
                option: "--width", value: nil, with: "--flow columns",
                advice: "columns wrap at --height and are as wide as their chips")
        }
        // The options both flows share, read as a row flow's and turned.
        let turned = RowFlow(
            spacing: defaults.spacing, lineSpacing: defaults.lineSpacing, alignment: defaults.alignment,
            lastRowAlignment: defaults.lastColumnAlignment, direction: defaults.direction,
            lineBreaking: defaults.lineBreaking, maxItemsPerRow: defaults.maxItemsPerColumn,
            maxRows: defaults.maxColumns)
        let along = try lineOptions(from: parsed, defaults: turned)
        let values = OptionValues(parsed.values)
        if let text = values.text("--row-align"), let edge = ItemAlignment(rawValue: text.lowercased()), edge != .center
        {
            throw .conflicting(
                option: "--row-align", value: text, with: "--flow columns",
                advice: "items stacked in a column share no text line; use leading, center or trailing")
        }
        return ColumnFlow(
            spacing: along.spacing, lineSpacing: along.lineSpacing, alignment: along.alignment,
            lastColumnAlignment: along.lastRowAlignment,
            itemAlignment: try values.choice("--row-align", from: names(ColumnItemAlignment.self))
                ?? defaults.itemAlignment,
            direction: along.direction, lineBreaking: along.lineBreaking, maxItemsPerColumn: along.maxItemsPerRow,
            maxColumns: along.maxRows)
    }

    /// Every option but `--row-align`, which names edges of a row: gaps, alignment along a line,
    /// direction, line breaking and the limits, as a row flow's.
    private static func lineOptions(from parsed: ParsedArguments, defaults: RowFlow) throws(UsageError) -> RowFlow {
        let values = OptionValues(parsed.values)
        guard !(parsed.flags.contains("--balance") && parsed.flags.contains("--dense")) else {
            throw .conflicting(
                option: "--balance", value: nil, with: "--dense",
                advice: "both choose how lines break; give one (a flag replaces a config file's choice)")
        }
        var flow = defaults
        flow.spacing = try values.number("--spacing", in: 0...10_000) ?? defaults.spacing
        flow.lineSpacing = try values.number("--line-spacing", in: 0...10_000) ?? flow.spacing
        flow.alignment = try values.choice("--align", from: names(RowAlignment.self)) ?? defaults.alignment
        flow.lastRowAlignment =
            try values.choice("--last-row-align", from: names(RowAlignment.self)) ?? defaults.lastRowAlignment
        flow.direction = try values.choice("--direction", from: names(LayoutDirection.self)) ?? defaults.direction
        if parsed.flags.contains("--balance") { flow.lineBreaking = .balanced }
        if parsed.flags.contains("--dense") { flow.lineBreaking = .dense }
        flow.maxItemsPerRow = try values.count("--max-items-per-row") ?? defaults.maxItemsPerRow
        flow.maxRows = try values.count("--max-rows") ?? defaults.maxRows
        return flow
    }
}
