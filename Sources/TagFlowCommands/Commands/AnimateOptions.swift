import TagFlow

/// `tagflow animate`'s options and how they become an `AnimateJob`.
package enum AnimateOptions: CommandOptions {
    package static let specs: [OptionSpec] =
        [
            OptionSpec(
                name: "--output", short: "-o", value: "OUT.svg", help: "where to write the SVG; - is stdout",
                fileExtensions: ["svg"]),
            OptionSpec(name: "--to-width", value: "PX", help: "re-wrap FROM to this row width (instead of TO)"),
            OptionSpec(
                name: "--duration", value: "S",
                help: "seconds the move takes (default: \(JSONWriter.number(TagCloud.defaultAnimationDuration)))"),
            OptionSpec(
                name: "--delay", value: "S",
                help: "seconds FROM is shown before the move (with --loop: each state, between moves)"),
            OptionSpec(name: "--loop", help: "play there and back for ever instead of once"),
            OptionSpec(
                name: "--check",
                help: "write nothing; exit 0 if OUT.svg already holds this animation, else 1 naming what differs"),
            ConfigFile.spec,
        ] + [InputFlags.labelSpec, IconFlags.iconSpec] + InputFlags.specs + FontFlags.specs
        // An animation has one look, is no PNG and draws no separators or weights: --dark-theme,
        // --png-effort, --separator and the count's flags are not taken (unknown options), not ignored.
        + StyleFlags.specs.filter {
            ![
                "--dark-theme", "--png-effort", "--separator", "--show-weight", "--count-color", "--count-gap",
                "--count-weight",
            ]
            .contains($0.name)
        }
        + IconFlags.specs
        + LayoutFlags.specs(defaults: CloudStyle.defaultRows) + CommonFlags.specs

    package static let takesConfig = true
    // FROM may come from --label instead: then the one positional is TO.
    package static let positionalCount = 0...2
    package static let missingPositional = "FROM"

    package static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        guard let output = parsed.values["--output"], !output.isEmpty else {
            throw UsageError.missingOption("-o OUT.svg")
        }
        guard output == OutputFile.standardOutput || OutputFormat(pathExtensionOf: output) == .svg else {
            throw UsageError.badValue(option: "--output", value: output, expected: "a file name ending in .svg, or -")
        }
        let check = parsed.flags.contains("--check")
        if check && output == OutputFile.standardOutput {
            throw UsageError.badValue(option: "--check", value: "-o -", expected: "an output file to compare with")
        }
        let values = OptionValues(parsed.values)
        let toWidth = try values.number("--to-width", in: 1...100_000)
        let labels = parsed.repeated["--label"]
        let lists = labels == nil ? parsed.positionals : [InputFile.standardInput] + parsed.positionals
        guard !lists.isEmpty else { throw UsageError.missingOption(missingPositional) }
        if lists.count > 2 { throw UsageError.unexpectedArgument(lists[2]) }
        let to = lists.count > 1 ? lists[1] : nil
        // Each message quotes only what was given: without either there is no value to quote.
        if let to, let width = values.text("--to-width") {
            throw UsageError.conflicting(
                option: "--to-width", value: width, with: "a second list TO '\(to)'",
                advice: "give either TO or --to-width, not both")
        }
        guard to != nil || toWidth != nil else {
            throw UsageError.missingOption("TO or --to-width W2: a second list, or a width to re-wrap FROM to")
        }
        let options = try CloudOptions(parsed: parsed)
        var job = AnimateJob(
            from: lists[0], to: to, output: output, style: options.style, reader: options.reader,
            toWidth: toWidth,
            duration: try values.number("--duration", in: 0.05...600) ?? TagCloud.defaultAnimationDuration,
            files: options.files)
        job.timing.delay = try values.number("--delay", in: 0...600) ?? 0
        job.timing.loops = parsed.flags.contains("--loop")
        job.check = check
        job.fromLabels = labels
        job.allowsUnsafeLinks = options.allowsUnsafeLinks
        job.fromIcons = try IconFlags.labelIcons(parsed, labels: labels)
        StopSignals.install(finishing: false)
        return try job.run(warn: Console.warn).reported()
    }
}
