import TagFlow
import TagFlowCommands

/// Help in one shape for every subcommand: what it does, usage, arguments, options, examples.
func helpText(
    about: String, usage: String, arguments: [PositionalArgument], specs: [OptionSpec], examples: [String]
) -> String {
    var lines = [about, "", "Usage: \(usage)", ""]
    if !arguments.isEmpty {
        lines.append("Arguments:")
        lines += arguments.map { column($0.name, $0.help) }
        lines.append("")
    }
    lines.append("Options:")
    lines += optionLines(specs)
    lines += ["", "Examples:"] + examples.map { "  " + $0 }
    return lines.joined(separator: "\n") + "\n"
}

/// One help line per option: its names and placeholder, then what it does.
func optionLines(_ specs: [OptionSpec]) -> [String] {
    specs.map { spec in
        let names = [spec.short, spec.name].compactMap { $0 }.joined(separator: ", ")
        return column(names + (spec.value.map { " " + $0 } ?? ""), spec.help)
    }
}

/// `left` in a 28-character column, then `right`; a longer `left` gets a line of its own.
func column(_ left: String, _ right: String) -> String {
    let width = 28
    let padded = "  " + left
    return padded.count < width
        ? padded + String(repeating: " ", count: width - padded.count) + right
        : padded + "\n" + String(repeating: " ", count: width) + right
}

extension String {
    /// The string padded with spaces to `length` characters (never cut).
    func padding(toLength length: Int) -> String {
        self + String(repeating: " ", count: max(0, length - count))
    }
}
