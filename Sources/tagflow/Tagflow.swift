import TagFlow
import TagFlowCommands

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `tagflow` command: picks the subcommand, runs it, and turns every failure into one
/// `tagflow: error: …` line and a sysexits code (DESIGN.md).
enum Tagflow {
    static let version = TagFlowVersion.current
    static let summary = "wrapped tag clouds of capsule chips, drawn to SVG, PNG or PDF"
    static var subcommands: [any Subcommand.Type] {
        [
            RenderCommand.self, BatchCommand.self, BuildCommand.self, MarkdownCommand.self, PlanCommand.self,
            MeasureCommand.self, AnimateCommand.self,
            FontsCommand.self,
            ThemesCommand.self, DiffCommand.self, HelpCommand.self,
        ]
    }
    static let usage = "tagflow <subcommand> [options]"

    /// What a run borrows from the executable: the progress bar, on a terminal and not `--quiet`.
    static var context: CommandContext {
        CommandContext {
            let bar = ProgressBar(enabled: isatty(STDERR_FILENO) != 0 && !Console.isQuiet)
            return ({ @Sendable done, total in bar.update(done, total) }, { bar.finish() })
        }
    }

    /// The options of `tagflow` itself, before any subcommand.
    static let specs: [OptionSpec] = [
        OptionSpec(name: "--help", short: "-h", help: "show this help (and 'tagflow help SUBCOMMAND')"),
        OptionSpec(name: "--version", help: "print the version"),
        OptionSpec(
            name: "--generate-completion-script", value: "SHELL",
            help: "print a completion script for bash, zsh or fish", choices: OptionSpec.names(Shell.self)),
        OptionSpec(name: "--generate-manual", help: "print the manual page tagflow(1), in roff"),
    ]

    static var help: String {
        let width = helpWidth
        let list = subcommands.flatMap { command in
            let text = wrapped(command.summary, width: width, first: 12, indent: 12)
            return ["  " + command.name.padding(toLength: 10) + text[0]] + text.dropFirst()
        }
        let lines =
            wrapped("tagflow \(version): \(summary).", width: width) + ["", "Usage: \(usage)", "", "Subcommands:"]
            + list + ["", "Options:"] + optionLines(specs, width: width) + [""]
        return text(ofLines: lines)
    }

    /// Runs the command line `arguments` (without the program name) and returns the exit code.
    static func main(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            Console.report("missing subcommand; usage: \(usage); see 'tagflow --help'")
            return ExitCode.usage
        }
        if let command = subcommands.first(where: { $0.name == first }) {
            return Console.run(usage: command.usage, helpCommand: "tagflow \(command.name) --help") {
                try command.main(Array(arguments.dropFirst()))
            }
        }
        return Console.run(usage: usage, helpCommand: "tagflow --help") { try options(arguments) }
    }

    /// `tagflow --help`, `--version`, `--generate-completion-script SHELL`, `--generate-manual`.
    private static func options(_ arguments: [String]) throws -> Int32 {
        let first = arguments[0]
        guard first.hasPrefix("-") else {
            throw UsageError.unknownSubcommand(first, suggestion: closest(to: first, in: subcommands.map { $0.name }))
        }
        let parsed = try parseArguments(arguments, specs: specs)
        if let extra = parsed.positionals.first { throw UsageError.unexpectedArgument(extra) }
        if parsed.flags.contains("--help") {
            try Console.writeStandardOutput(help)
        } else if parsed.flags.contains("--version") {
            try Console.writeStandardOutput("tagflow \(version)\n")
        } else if let shell = try OptionValues(parsed.values).choice("--generate-completion-script", of: Shell.self) {
            try Console.writeStandardOutput(shell.completionScript())
        } else if parsed.flags.contains("--generate-manual") {
            try Console.writeStandardOutput(ManualPage.text)
        }
        return ExitCode.ok
    }

}
