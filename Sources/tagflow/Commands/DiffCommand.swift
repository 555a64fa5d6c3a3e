import TagFlow

/// `tagflow diff A B [--tolerance T] [--max-differing-pixels N] [-o DIFF.png]`.
enum DiffCommand: Subcommand {
    static let name = "diff"
    static let summary = "compare two renderings: PNGs by pixels, SVGs by text (exit 0 same, 1 different)"
    static let usage = "tagflow diff A B [--tolerance T] [--max-differing-pixels N] [-o DIFF.png]"
    static let specs: [OptionSpec] =
        [
            OptionSpec(
                name: "--tolerance", value: "T",
                help: "channel values this far apart (0-255) count as equal (default: \(Comparison.defaultTolerance))"),
            OptionSpec(
                name: "--max-differing-pixels", value: "N",
                help: "how many pixels may differ (default: \(Comparison.defaultMaxDifferingPixels))"),
            OptionSpec(
                name: "--output", short: "-o", value: "DIFF.png",
                help: "when they differ, write a PNG: differing pixels in magenta over a faded A",
                fileExtensions: [OutputFormat.png.rawValue]),
        ] + CommonFlags.specs

    static let about =
        "Compare two renderings by the rule render --check and snapshot tests use: PNGs pixel by\n"
        + "pixel (decoded; pictures of different sizes laid at the top left, the area only one covers\n"
        + "differs), SVGs by their text with white space between tags ignored, PDFs by bytes.\n"
        + "Exit 0 same, 1 different, 65 not comparable (different kinds, a corrupt file)."
    static let arguments = [
        PositionalArgument(
            name: "A, B", help: "two PNG files, or two SVG files", fileExtensions: OptionSpec.names(OutputFormat.self))
    ]
    static let examples = ["tagflow diff old.png new.png --tolerance 2 -o changes.png", "tagflow diff a.svg b.svg"]

    static let positionalCount = 2...2
    static let missingPositional = "the two files A and B to compare"

    static func run(_ parsed: ParsedArguments) throws -> Int32 {
        let values = OptionValues(parsed.values)
        // The picture is a PNG: a name that says otherwise would hold the wrong kind of file.
        if let picture = values.text("--output"), OutputFormat(pathExtensionOf: picture) != .png {
            throw UsageError.badValue(option: "--output", value: picture, expected: "a file name ending in .png")
        }
        let job = DiffJob(
            tolerance: Int(try values.number("--tolerance", in: 0...255) ?? Double(Comparison.defaultTolerance)),
            maxDifferingPixels: Int(
                try values.number("--max-differing-pixels", in: 0...1e12)
                    ?? Double(Comparison.defaultMaxDifferingPixels)),
            pictureOutput: values.text("--output"))
        StopSignals.install(finishing: false)
        switch try job.run(parsed.positionals[0], parsed.positionals[1]) {
        case .equal:
            return ExitCode.ok
        case .different(let reason):
            Tagflow.writeStandardError("tagflow: diff: \(reason)\n")
            return ExitCode.different
        }
    }
}
