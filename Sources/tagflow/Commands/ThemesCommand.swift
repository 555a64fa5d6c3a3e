import TagFlow

/// `tagflow themes`: the themes, one line each.
enum ThemesCommand: Subcommand {
    static let name = "themes"
    static let summary = "list the themes for --theme"
    static let usage = "tagflow themes"
    static let specs = [OptionSpec(name: "--help", short: "-h", help: "show this help")]

    static var help: String {
        helpText(
            summary: "List the themes --theme takes: a default set of styles that other flags override.",
            usage: usage, arguments: [], specs: specs,
            examples: ["tagflow themes", "tagflow render topics.txt -o topics.svg --theme dark"])
    }

    static let positionalCount = 0...0

    static func run(_ parsed: ParsedArguments) throws -> Int32 {
        let lines = Theme.all.map { $0.name.padding(toLength: 10) + $0.summary }
        Tagflow.writeStandardOutput(lines.joined(separator: "\n") + "\n")
        return ExitCode.ok
    }
}
