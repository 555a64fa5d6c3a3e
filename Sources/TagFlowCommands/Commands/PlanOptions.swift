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
            InputFlags.maxInputBytesSpec,
        ] + LayoutFlags.specs(defaults: RowFlow()) + CommonFlags.specs

    package static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let values = OptionValues(parsed.values)
        let overflow = try values.size("--overflow", in: 0...100_000).map { Size(width: $0.0, height: $0.1) }
        let job = PlanJob(
            layout: try LayoutFlags.arrangement(from: parsed, defaults: RowFlow()),
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
