import TagFlow

/// `tagflow diff`'s options and how they become a `DiffJob`.
package enum DiffOptions: CommandOptions {
    package static let specs: [OptionSpec] =
        [
            OptionSpec(
                name: "--tolerance", value: "T",
                help: "channel values this far apart (0-255) count as equal (default: \(Comparison.defaultTolerance))"),
            OptionSpec(
                name: "--max-differing-pixels", value: "N",
                help: "how many pixels may differ (default: \(Comparison.defaultMaxDifferingPixels))"),
            OptionSpec(
                name: "--output", short: "-o", value: "DIFF.png",
                help: "when they differ, write a PNG: differing pixels in magenta over a faded A (none when the same)",
                fileExtensions: [OutputFormat.png.rawValue]),
        ] + CommonFlags.specs

    package static let positionalCount = 2...2
    package static let missingPositional = "the two files A and B to compare"

    package static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let values = OptionValues(parsed.values)
        // The picture is a PNG: a name that says otherwise would hold the wrong kind of file.
        if let picture = values.text("--output"), OutputFormat(pathExtensionOf: picture) != .png {
            throw UsageError.badValue(option: "--output", value: picture, expected: "a file name ending in .png")
        }
        let job = DiffJob(
            tolerance: try RenderOptions.tolerance(values),
            maxDifferingPixels: Int(
                try values.number("--max-differing-pixels", in: 0...1e12)
                    ?? Double(Comparison.defaultMaxDifferingPixels)),
            pictureOutput: values.text("--output"))
        StopSignals.install(finishing: false)
        switch try job.run(parsed.positionals[0], parsed.positionals[1]) {
        case .equal:
            return ExitCode.ok
        case .different(let reason):
            Console.writeStandardError("tagflow: diff: \(reason)\n")
            return ExitCode.different
        }
    }
}
