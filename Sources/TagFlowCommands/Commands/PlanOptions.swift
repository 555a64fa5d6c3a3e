import TagFlow

/// `tagflow plan`'s options and how they become a `PlanJob`: the planner alone, no fonts.
package enum PlanOptions: CommandOptions {
    package static let specs: [OptionSpec] =
        [
            LayoutFlags.widthSpec(default: "no limit, one row"),
            LayoutFlags.heightSpec,
            OptionSpec(
                name: "--overflow", value: "W,H", help: "size of the +N box shown when --max-rows hides items"),
            OptionSpec(
                name: "--fit", value: "content|width|height",
                help: "report the width the boxes cover, aligned within it, or --width; columns: the height "
                    + "they cover or --height (default: width; columns: height)",
                choices: ["content", "width"]),
            OptionSpec(
                name: "--separator-width", value: "PX",
                help: "room for a separator between two boxes of a row: they are spacing, PX and spacing apart, "
                    + "none at a row's end; the answer lists where each goes (rows only; default: none)"),
            InputFlags.maxInputBytesSpec,
        ] + LayoutFlags.specs(defaults: RowFlow()) + CommonFlags.specs

    package static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let values = OptionValues(parsed.values)
        let overflow = try values.size("--overflow", in: 0...100_000).map { Size(width: $0.0, height: $0.1) }
        var layout = try LayoutFlags.arrangement(from: parsed, defaults: RowFlow())
        if let width = try values.number("--separator-width", in: 0...100_000) {
            guard var rows = layout as? RowFlow else {
                throw UsageError.conflicting(
                    option: "--separator-width", value: nil, with: "--flow columns",
                    advice: "separators go between boxes on a row")
            }
            rows.separatorWidth = width
            layout = rows
        }
        let job = PlanJob(
            layout: layout,
            // `none` is no limit, as when not given (one row).
            width: values.text("--width") == "none" ? nil : try values.number("--width", in: 0...10_000_000),
            height: try values.number("--height", in: 0...10_000_000), overflowSize: overflow,
            fit: try LayoutFlags.fit(from: parsed) ?? .width)
        let input = parsed.positionals.first ?? InputFile.standardInput
        let bytes = try InputFile.read(
            input, maximumBytes: try values.byteCount("--max-input-bytes") ?? InputFile.defaultMaximumBytes, text: true)
        let answer = try job.run(input: bytes, source: InputFile.displayName(of: input))
        try OutputFile.write(Array(answer.utf8), to: OutputFile.standardOutput)
        return ExitCode.ok
    }
}
