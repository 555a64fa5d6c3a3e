import TagFlow
import TagFlowCommands

/// `tagflow themes`: the themes, one line each.
enum ThemesCommand: Subcommand {
    typealias Options = ThemesOptions

    static let name = "themes"
    static let summary = "list the themes for --theme"
    static let usage = "tagflow themes"

    static let about = "List the themes --theme takes: a default set of styles that other flags override."
    static let arguments: [PositionalArgument] = []
    static let examples = ["tagflow themes", "tagflow render topics.txt -o topics.svg --theme dark"]

}

/// `themes` takes no argument and lists the themes: presentation only.
enum ThemesOptions: CommandOptions {
    static let specs = CommonFlags.specs
    static let positionalCount = 0...0

    static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let lines = Theme.all.map { $0.name.padding(toLength: 10) + $0.summary }
        try Console.writeStandardOutput(lines.joined(separator: "\n") + "\n")
        return ExitCode.ok
    }
}
