import TagFlow

/// Help in one shape for every subcommand: summary, usage, arguments, options, examples.
func helpText(
    summary: String, usage: String, arguments: [(String, String)], specs: [OptionSpec], examples: [String]
) -> String {
    var lines = [summary, "", "Usage: \(usage)", ""]
    if !arguments.isEmpty {
        lines.append("Arguments:")
        lines += arguments.map { column($0.0, $0.1) }
        lines.append("")
    }
    lines.append("Options:")
    lines += specs.map { spec in
        let names = [spec.short, spec.name].compactMap { $0 }.joined(separator: ", ")
        return column(names + (spec.value.map { " " + $0 } ?? ""), spec.help)
    }
    lines += ["", "Examples:"] + examples.map { "  " + $0 }
    return lines.joined(separator: "\n") + "\n"
}

private func column(_ left: String, _ right: String) -> String {
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
