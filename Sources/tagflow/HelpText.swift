import TagFlow
import TagFlowCommands

/// Help in one shape for every subcommand: what it does, usage, arguments, options under their
/// headings, examples; wrapped to `width` columns, breaking only between words.
func helpText(
    about: String, usage: String, arguments: [PositionalArgument], specs: [OptionSpec], examples: [String],
    width: Int
) -> String {
    var lines = paragraph(about, width: width) + [""]
    lines += wrapped("Usage: \(usage)", width: width, indent: 7) + [""]
    if !arguments.isEmpty {
        lines.append("Arguments:")
        lines += arguments.flatMap { column($0.name, $0.help, width: width) }
        lines.append("")
    }
    for (group, members) in HelpGroup.grouped(specs) {
        lines.append("\(group.rawValue):")
        lines += optionLines(members, width: width)
        lines.append("")
    }
    lines.append("Examples:")
    lines += examples.flatMap { commandLines($0, width: width, indent: 2) }
    return text(ofLines: lines)
}

/// Help lines for options: each one's names and placeholder, then what it does.
func optionLines(_ specs: [OptionSpec], width: Int) -> [String] {
    specs.flatMap { spec in
        let names = spec.short.map { $0 + ", " + spec.name } ?? spec.name
        return column(names + (spec.value.map { " " + $0 } ?? ""), spec.help, width: width)
    }
}

/// `left` in a 28-character column, then `right` wrapped beside it; a longer `left` gets a line
/// of its own. Below 60 columns the right side would be too narrow to read, so it goes under
/// `left`, indented 6.
func column(_ left: String, _ right: String, width: Int) -> [String] {
    let padded = "  " + left
    let gutter = width >= 60 ? 28 : 6
    if gutter == 28 && padded.count < gutter {
        let text = wrapped(right, width: width, first: gutter, indent: gutter)
        return [padded + String(repeating: " ", count: gutter - padded.count) + text[0]] + text.dropFirst()
    }
    return [padded] + paragraph(right, width: width, indent: gutter)
}

/// The width help is wrapped to: the terminal's, `COLUMNS`, or 80.
var helpWidth: Int { max(20, Terminal.columns(of: 1) ?? Terminal.defaultColumns) }

extension String {
    /// The string padded with spaces to `length` characters (never cut).
    func padding(toLength length: Int) -> String {
        self + String(repeating: " ", count: max(0, length - count))
    }
}
