import TagFlow

/// `tagflow render [INPUT|-] -o OUTPUT [options]`: the command line turned into a `RenderJob`.
enum RenderCommand: Subcommand {
    static let name = "render"
    static let summary = "render a list of labels (tagflow render topics.txt -o topics.svg)"
    static let usage = "tagflow render [INPUT|-] -o OUTPUT [options]"

    static let specs: [OptionSpec] =
        [
            OptionSpec(
                name: "--output", short: "-o", value: "PATH",
                help: "where to write; the extension picks the format; - is stdout",
                fileExtensions: OptionSpec.names(OutputFormat.self)),
            OptionSpec(
                name: "--format", value: "svg|png|pdf", help: "the output format (default: from OUTPUT's extension)",
                choices: OptionSpec.names(OutputFormat.self)),
            OptionSpec(
                name: "--check",
                help: "write nothing; exit 0 if OUTPUT already shows this rendering (as diff compares), else 1"),
            OptionSpec(name: "--strict-glyphs", help: "fail (exit 65) when a label has characters no font can draw"),
            OptionSpec(
                name: "--emit-layout", value: "FILE",
                help: "also write the layout as JSON (label, frame, row per chip)",
                fileExtensions: ["json"]),
            OptionSpec(
                name: "--config", value: "FILE",
                help: "options as a JSON object with the flags' names, at most 1 MiB; flags win",
                fileExtensions: ["json"]),
        ] + [InputFlags.labelSpec] + InputFlags.specs + FontFlags.specs + StyleFlags.specs
        + LayoutFlags.specs(defaults: CloudStyle().flow) + CommonFlags.specs

    static let about = "Render a list of labels as a wrapped cloud of capsule chips."
    static let arguments = [
        PositionalArgument.labels(
            "INPUT",
            "UTF-8 text, one label per line, or label<TAB>weight<TAB>color<TAB>link<TAB>group; - or none reads stdin")
    ]
    static let examples = [
        "tagflow render topics.txt -o topics.svg",
        "tagflow render topics.txt -o topics.png --scale 2 --width 480 --theme dark",
        "tagflow render counts.tsv -o cloud.svg --scale-by weight --color-by weight --sort weight",
        "printf 'swift\\nlinux\\n' | tagflow render - -o - --format svg > tags.svg",
    ]

    static let takesConfig = true

    static func run(_ parsed: ParsedArguments) throws -> Int32 {
        let job = try job(parsed: parsed)
        StopSignals.install(finishing: false)
        switch try job.run(warn: Tagflow.warn) {
        case .written, .upToDate:
            return ExitCode.ok
        case .stale(let reason):
            Tagflow.writeStandardError("tagflow: check: \(reason)\n")
            return ExitCode.different
        }
    }

    /// The job the command line asks for.
    private static func job(parsed: ParsedArguments) throws -> RenderJob {
        guard let output = parsed.values["--output"], !output.isEmpty else {
            throw UsageError.missingOption("-o OUTPUT")
        }

        let format: OutputFormat
        if let name = parsed.values["--format"] {
            guard let chosen = OutputFormat(rawValue: name.lowercased()) else {
                throw UsageError.badValue(option: "--format", value: name, expected: "svg, png or pdf")
            }
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
        return job
    }
}
