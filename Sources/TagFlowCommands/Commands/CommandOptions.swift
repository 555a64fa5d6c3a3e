import TagFlow

/// What one subcommand decides for the command line: the options it takes, how many positional
/// arguments, whether a `--config` file may supply options, and how a parsed command line
/// becomes its job and runs. The executable adds what presents it (name, help, examples).
package protocol CommandOptions {
    /// The options it accepts, ending with `CommonFlags.specs` (`--quiet`, `--help`): the table
    /// the parser reads, and help, the completion scripts and the manual are built from.
    static var specs: [OptionSpec] { get }
    /// How many positional arguments it takes.
    static var positionalCount: ClosedRange<Int> { get }
    /// What to say when too few are given: "the two files A and B to compare".
    static var missingPositional: String { get }
    /// Whether `--config FILE.json` may supply options.
    static var takesConfig: Bool { get }
    /// Runs with the parsed arguments and returns the exit code of a run that did not fail (0,
    /// or 1 for a difference). Throws `UsageError` and the library's errors.
    static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws -> Int32
    /// Why `--watch` cannot follow this command line (standard input, `-o -`, `--check`), or `nil`.
    static func watchRefusal(_ parsed: ParsedArguments) -> UsageError?
    /// The files a run with `parsed` reads, for `--watch` to follow: as many as can be known
    /// now, even when the run would fail (a manifest that is not JSON yet is still followed).
    /// A path ending in `/` is a folder whose every file counts (`--icons DIR`).
    static func watchedFiles(_ parsed: ParsedArguments) -> [String]
}

extension CommandOptions {
    package static var positionalCount: ClosedRange<Int> { 0...1 }
    package static var missingPositional: String { "INPUT" }
    package static var takesConfig: Bool { false }
    package static func watchRefusal(_ parsed: ParsedArguments) -> UsageError? { nil }
    package static func watchedFiles(_ parsed: ParsedArguments) -> [String] { [] }

    /// The preamble every subcommand shares, then `run`: parse the arguments (after the
    /// `--config` file's, when it takes one), answer `--help` with `help`, apply `--quiet`, check
    /// the count of positional arguments.
    /// `--watch` runs again each time a file the run reads changes (`watch`).
    package static func main(_ arguments: [String], help: () -> String, context: CommandContext) throws -> Int32 {
        // The run happens inside the config file's reading: a bad value the file gave is named
        // at its place there.
        func parsed(_ body: (ParsedArguments) throws -> Int32) throws -> Int32 {
            func start(_ parsed: ParsedArguments) throws -> Int32 {
                if parsed.flags.contains("--help") {
                    try Console.writeStandardOutput(help())
                    return ExitCode.ok
                }
                Console.isQuiet = parsed.flags.contains("--quiet")
                guard parsed.positionals.count >= positionalCount.lowerBound else {
                    throw UsageError.missingOption(missingPositional)
                }
                if parsed.positionals.count > positionalCount.upperBound {
                    throw UsageError.unexpectedArgument(parsed.positionals[positionalCount.upperBound])
                }
                return try body(parsed)
            }
            guard takesConfig else { return try start(parseArguments(arguments, specs: specs)) }
            return try ConfigFile.withConfig(arguments, specs: specs, then: start)
        }
        let direct = try parseArguments(arguments, specs: specs)
        if direct.flags.contains("--watch"), !direct.flags.contains("--help") {
            return try watch(configFile: direct.values["--config"], context: context, parsed: parsed)
        }
        return try parsed { try run($0, context) }
    }
}

/// What the executable lends a run: how progress is shown (its progress bar).
package struct CommandContext {
    /// A batch's progress: (done, total) from any thread, and the end of it.
    package typealias Progress = (update: @Sendable (Int, Int) -> Void, finish: () -> Void)

    /// Makes the progress display, once `--quiet` is known.
    package var progress: () -> Progress

    package init(progress: @escaping () -> Progress = { ({ _, _ in }, {}) }) {
        self.progress = progress
    }
}
