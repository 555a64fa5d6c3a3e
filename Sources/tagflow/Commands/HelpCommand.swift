import TagFlow
import TagFlowCommands

/// `tagflow help [SUBCOMMAND]`: the same text as `tagflow SUBCOMMAND --help` (or `tagflow --help`).
enum HelpCommand: Subcommand {
    typealias Options = HelpOptions

    static let name = "help"
    static let summary = "show a subcommand's help (tagflow help render = tagflow render --help)"
    static let usage = "tagflow help [SUBCOMMAND]"

    static let about =
        "Show the help of a subcommand, exactly as 'tagflow SUBCOMMAND --help' shows it; without one,\n"
        + "tagflow's own help."
    static var arguments: [PositionalArgument] {
        [
            PositionalArgument(
                name: "SUBCOMMAND", help: "a subcommand's name", choices: Tagflow.subcommands.map { $0.name })
        ]
    }
    static let examples = ["tagflow help render", "tagflow help"]
}

/// `help` prints another subcommand's help: presentation only.
enum HelpOptions: CommandOptions {
    static let specs = CommonFlags.specs
    static let missingPositional = "SUBCOMMAND"

    static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        guard let name = parsed.positionals.first else {
            try Console.writeStandardOutput(Tagflow.help)
            return ExitCode.ok
        }
        guard let command = Tagflow.subcommands.first(where: { $0.name == name }) else {
            throw UsageError.unknownSubcommand(
                name, suggestion: closest(to: name, in: Tagflow.subcommands.map { $0.name }))
        }
        try Console.writeStandardOutput(command.help)
        return ExitCode.ok
    }
}
