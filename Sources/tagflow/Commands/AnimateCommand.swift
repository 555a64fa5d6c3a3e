import TagFlow

/// `tagflow animate FROM [TO] -o OUT.svg [--to-width W2] [--duration S] [options]`.
enum AnimateCommand: Subcommand {
    static let name = "animate"
    static let summary = "an animated re-wrap as one SVG (tagflow animate tags.txt -o wrap.svg --to-width 240)"
    static let usage = "tagflow animate FROM [TO] -o OUT.svg [--to-width W2] [--duration S] [options]"

    static let specs: [OptionSpec] =
        [
            OptionSpec(
                name: "--output", short: "-o", value: "OUT.svg", help: "where to write the SVG; - is stdout",
                fileExtensions: ["svg"]),
            OptionSpec(name: "--to-width", value: "PX", help: "re-wrap FROM to this row width (instead of TO)"),
            OptionSpec(name: "--duration", value: "S", help: "seconds the move takes (default: 1.2)"),
            OptionSpec(
                name: "--config", value: "FILE",
                help: "options as a JSON object with the flags' names, at most 1 MiB; flags win",
                fileExtensions: ["json"]),
        ] + [InputFlags.labelSpec] + InputFlags.specs + FontFlags.specs + StyleFlags.specs
        + LayoutFlags.specs(defaults: CloudStyle().flow) + CommonFlags.specs

    static let about =
        "Animate a cloud re-wrapping: FROM at --width turning into TO (or into FROM at --to-width), as one SVG\n"
        + "with CSS animations and no script, so it plays inside <img>. Each label is one element that moves;\n"
        + "labels only in FROM fade out, labels only in TO fade in."
    static let arguments = [
        PositionalArgument.labels("FROM", "the list at the start; - reads stdin"),
        PositionalArgument.labels("TO", "the list at the end (or give --to-width)"),
    ]
    static let examples = [
        "tagflow animate topics.txt -o wrap.svg --width 480 --to-width 240",
        "tagflow animate before.txt after.txt -o changes.svg --theme dark --duration 2",
    ]

    static let takesConfig = true
    // FROM may come from --label instead: then the one positional is TO.
    static let positionalCount = 0...2
    static let missingPositional = "FROM"

    static func run(_ parsed: ParsedArguments) throws -> Int32 {
        guard let output = parsed.values["--output"], !output.isEmpty else {
            throw UsageError.missingOption("-o OUT.svg")
        }
        guard output == OutputFile.standardOutput || OutputFormat(pathExtensionOf: output) == .svg else {
            throw UsageError.badValue(option: "--output", value: output, expected: "a file name ending in .svg, or -")
        }
        let values = OptionValues(parsed.values)
        let toWidth = try values.number("--to-width", in: 1...100_000)
        let labels = parsed.repeated["--label"]
        let lists = labels == nil ? parsed.positionals : [InputFile.standardInput] + parsed.positionals
        guard !lists.isEmpty else { throw UsageError.missingOption(missingPositional) }
        if lists.count > 2 { throw UsageError.unexpectedArgument(lists[2]) }
        let to = lists.count > 1 ? lists[1] : nil
        guard (to == nil) != (toWidth == nil) else {
            throw UsageError.badValue(
                option: "--to-width", value: values.text("--to-width") ?? "",
                expected: to == nil
                    ? "a width to re-wrap FROM to, or a second list TO" : "either TO or --to-width, not both")
        }
        let options = try CloudOptions(parsed: parsed)
        var job = AnimateJob(
            from: lists[0], to: to, output: output, style: options.style, reader: options.reader,
            toWidth: toWidth, duration: try values.number("--duration", in: 0.05...600) ?? 1.2, files: options.files)
        job.fromLabels = labels
        StopSignals.install(finishing: false)
        try job.run(warn: Tagflow.warn)
        return ExitCode.ok
    }
}
