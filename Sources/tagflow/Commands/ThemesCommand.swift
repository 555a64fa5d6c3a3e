import TagFlow
import TagFlowCommands

/// `tagflow themes`: the themes, one line each.
enum ThemesCommand: Subcommand {
    static let name = "themes"
    static let summary = "list the themes for --theme"
    static let usage = "tagflow themes"
    static let specs = CommonFlags.specs

    static let about = "List the themes --theme takes: a default set of styles that other flags override."
    static let arguments: [PositionalArgument] = []
    static let examples = ["tagflow themes", "tagflow render topics.txt -o topics.svg --theme dark"]

    static let positionalCount = 0...0

    static func run(_ parsed: ParsedArguments) throws -> Int32 {
        let lines = Theme.all.map { $0.name.padding(toLength: 10) + $0.summary }
        try Console.writeStandardOutput(lines.joined(separator: "\n") + "\n")
        return ExitCode.ok
    }
}
