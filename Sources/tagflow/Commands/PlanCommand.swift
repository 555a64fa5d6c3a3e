import TagFlow
import TagFlowCommands

/// `tagflow plan [SIZES.json|-] --width W [layout options]`: boxes in, frames out.
enum PlanCommand: Subcommand {
    static let name = "plan"
    static let summary = "lay out boxes without fonts (tagflow plan sizes.json --width 300)"
    static let usage = "tagflow plan [SIZES.json|-] --width W [options]"

    static let specs: [OptionSpec] =
        [
            OptionSpec(name: "--width", value: "PX", help: "the widest a row may be (default: no limit, one row)"),
            OptionSpec(
                name: "--height", value: "PX",
                help: "the tallest a column may be, with --flow columns (default: no limit, one column)"),
            OptionSpec(
                name: "--overflow", value: "W,H", help: "size of the +N box shown when --max-rows hides items"),
            OptionSpec(
                name: "--fit", value: "content|width|height",
                help: "report the width the boxes cover, aligned within it, or --width; columns: the height "
                    + "they cover or --height (default: width; columns: height)",
                choices: ["content", "width"]),
            InputFlags.maxInputBytesSpec,
        ] + LayoutFlags.specs(defaults: RowFlow()) + CommonFlags.specs

    static let about = "Lay out boxes with TagFlow's flow planner, no fonts needed, and print their frames as JSON."
    static let arguments = [
        PositionalArgument(
            name: "SIZES.json",
            help: "a JSON array of [width, height] or [width, height, baseline]; - or none reads stdin",
            fileExtensions: ["json"])
    ]
    static let examples = [
        "echo '[[80,30],[70,30],[60,30],[90,30]]' | tagflow plan --width 200 --spacing 10",
        "  → {\"width\":200,\"height\":70,\"frames\":[[0,0,80,30],[90,0,70,30],[0,40,60,30],[70,40,90,30]]}",
        "tagflow plan sizes.json --width 300 --align center --max-rows 2 --overflow 40,30",
        "echo '[[80,30],[70,30],[60,30]]' | tagflow plan --width 200 --spacing 10 --align center --fit content",
        "  → {\"width\":160,\"height\":70,\"frames\":[[0,0,80,30],[90,0,70,30],[50,40,60,30]]}",
        "echo '[[80,30],[70,30],[60,30],[90,30]]' | tagflow plan --flow columns --height 100 --spacing 10",
        "  → {\"width\":180,\"height\":100,\"frames\":[[0,0,80,30],[0,40,70,30],[90,0,60,30],[90,40,90,30]]}",
    ]

    static func run(_ parsed: ParsedArguments) throws -> Int32 {
        let values = OptionValues(parsed.values)
        let overflow = try values.size("--overflow", in: 0...100_000).map { Size(width: $0.0, height: $0.1) }
        let job = PlanJob(
            layout: try LayoutFlags.arrangement(from: parsed, defaults: RowFlow()),
            width: try values.number("--width", in: 0...10_000_000),
            height: try values.number("--height", in: 0...10_000_000), overflowSize: overflow,
            fit: try LayoutFlags.fit(from: parsed, axis: LayoutFlags.axis(from: parsed)) ?? .width)
        let input = parsed.positionals.first ?? InputFile.standardInput
        let bytes = try InputFile.read(
            input, maximumBytes: try values.byteCount("--max-input-bytes") ?? InputFile.defaultMaximumBytes, text: true)
        let answer = try job.run(input: bytes, source: InputFile.displayName(of: input))
        try OutputFile.write(Array(answer.utf8), to: OutputFile.standardOutput)
        return ExitCode.ok
    }
}
