import TagFlow

/// `tagflow fonts`'s options: which font files a name resolves to.
package enum FontsOptions: CommandOptions {
    package static let specs: [OptionSpec] = Array(FontFlags.specs.dropFirst()) + CommonFlags.specs

    package static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        // Read the style options even without a name, so a bad value is refused either way.
        var request = try FontFlags.request(from: parsed)
        if let name = parsed.positionals.first { request.source = FontRequest.source(from: name) }
        let (lines, note) = try Fonts.describe(parsed.positionals.isEmpty ? nil : request)
        if let note { Console.warn(note) }
        try Console.writeStandardOutput(lines.joined(separator: "\n") + "\n")
        return ExitCode.ok
    }
}
