import TagFlow

/// `tagflow render`'s options and how they become a `RenderJob`.
package enum RenderOptions: CommandOptions {
    package static let specs: [OptionSpec] =
        [
            OptionSpec(
                name: "--output", short: "-o", value: "PATH",
                help: "where to write; the extension picks the format; - is stdout",
                fileExtensions: OptionSpec.names(OutputFormat.self)),
            FormatFlags.spec(value: "svg|png|pdf", help: "the output format (default: from OUTPUT's extension)"),
            OptionSpec(
                name: "--check",
                help: "write nothing; exit 0 if OUTPUT already shows this rendering (as diff compares), else 1"),
            OptionSpec(name: "--tolerance", value: "T", help: toleranceHelp),
            OptionSpec(name: "--differences", value: "DIR", help: differencesHelp, takesFolder: true),
            OptionSpec(Settings.named("strict-glyphs")!),
            OptionSpec(Settings.named("strict")!),
            OptionSpec(
                name: "--emit-layout", value: "FILE",
                help: "also write the layout as JSON (label, frame, row per chip)",
                fileExtensions: ["json"]),
            ConfigFile.spec,
            watchSpec,
        ] + [InputFlags.labelSpec, IconFlags.iconSpec] + InputFlags.specs + FontFlags.specs + StyleFlags.specs
        + IconFlags.specs
        + LayoutFlags.specs(defaults: CloudStyle.defaultRows) + CommonFlags.specs

    package static let takesConfig = true

    package static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let job = try job(parsed: parsed)
        StopSignals.install(finishing: false)
        MemoryReuse.returnBigBlocks()
        let status = try job.run(warn: Console.warn).reported()
        if parsed.flags.contains("--watch") { Console.note("tagflow: render: wrote \(job.output)\n") }
        return status
    }

    package static func watchRefusal(_ parsed: ParsedArguments) -> UsageError? {
        if parsed.values["--output"] == OutputFile.standardOutput {
            return watchRefused(with: "-o -", because: "a watch writes OUTPUT again after each change; give -o FILE")
        }
        if parsed.flags.contains("--check") {
            return watchRefused(with: "--check", because: "--check compares once; leave out --watch")
        }
        let input = parsed.positionals.first ?? InputFile.standardInput
        if parsed.repeated["--label"] == nil, input == InputFile.standardInput {
            return watchRefused(
                with: "standard input as INPUT", because: "standard input is read once; give INPUT as a file")
        }
        for option in ["--config", "--stopwords"] where parsed.values[option] == InputFile.standardInput {
            return watchRefused(with: "\(option) -", because: "standard input is read once; give a file")
        }
        return nil
    }

    package static func watchedFiles(_ parsed: ParsedArguments) -> [String] {
        let optionFiles = (try? RunFiles(optionFilesOf: parsed))?.readFiles.map(\.path) ?? []
        guard let job = try? job(parsed: parsed) else {
            return (parsed.repeated["--label"] == nil ? parsed.positionals : []) + optionFiles
        }
        return job.watchedFiles
    }

    /// The job the command line asks for.
    package static func job(parsed: ParsedArguments) throws -> RenderJob {
        guard let output = parsed.values["--output"], !output.isEmpty else {
            throw UsageError.missingOption("-o OUTPUT")
        }

        let format: OutputFormat
        if let chosen = try FormatFlags.format(from: OptionValues(parsed.values)) {
            format = chosen
        } else if let inferred = OutputFormat(pathExtensionOf: output), output != OutputFile.standardOutput {
            format = inferred
        } else {
            throw UsageError.unknownFormat(path: output)
        }

        let check = parsed.flags.contains("--check")
        if check && output == OutputFile.standardOutput {
            throw UsageError.badValue(option: "--check", value: "-o -", expected: "an output file to compare with")
        }

        let labels = parsed.repeated["--label"]
        if labels != nil, let input = parsed.positionals.first {
            throw UsageError.badValue(option: "--label", value: input, expected: "labels or an INPUT, not both")
        }
        let options = try CloudOptions(parsed: parsed)
        var job = RenderJob(
            input: parsed.positionals.first ?? InputFile.standardInput, output: output, format: format,
            style: options.style, check: check, strictGlyphs: options.strictGlyphs, reader: options.reader,
            layoutOutput: parsed.values["--emit-layout"], files: options.files)
        job.labels = labels
        job.allowsUnsafeLinks = options.allowsUnsafeLinks
        job.labelIcons = try IconFlags.labelIcons(parsed, labels: labels)
        job.darkStyle = options.darkStyle
        job.strict = options.strict
        job.paintSources = options.paintSources
        job.tolerance = try tolerance(OptionValues(parsed.values))
        job.differences = parsed.values["--differences"]
        return job
    }

    /// `--tolerance`'s help, with the default every check shares.
    package static let toleranceHelp =
        "how far apart (0-255) a PNG channel may be and count as equal (default: \(Comparison.defaultTolerance))"

    /// `--differences`' help.
    package static let differencesHelp =
        "with --check, draw each stale PNG's difference in DIR/NAME.diff.png (as diff -o; DIR made if missing)"

    /// `--tolerance`, for every `--check`: the default `diff` and the snapshot library share.
    package static func tolerance(_ values: OptionValues) throws(UsageError) -> Int {
        Int(try values.number("--tolerance", in: 0...255) ?? Double(Comparison.defaultTolerance))
    }
}
