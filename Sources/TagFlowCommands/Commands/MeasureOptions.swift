import TagFlow

/// `tagflow measure`'s options and how they become a `MeasureJob`.
package enum MeasureOptions: CommandOptions {
    package static let specs: [OptionSpec] =
        [StyleFlags.fontSizeSpec] + FontFlags.specs + InputFlags.specs + CommonFlags.specs

    package static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let job = MeasureJob(
            font: try FontFlags.request(from: parsed),
            fontSize: try StyleFlags.fontSize(from: parsed) ?? CloudStyle().fontSize,
            reader: try InputFlags.reader(from: parsed))
        let input = parsed.positionals.first ?? InputFile.standardInput
        let table = try job.run(path: input, warn: Console.warn)
        try OutputFile.write(Array(table.utf8), to: OutputFile.standardOutput)
        return ExitCode.ok
    }
}
