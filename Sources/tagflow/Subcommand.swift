import TagFlow

/// One `tagflow` subcommand: its help, its options and how it runs. Every subcommand shares one
/// preamble (`main`): parse the arguments (after the `--config` file's, when it takes one),
/// answer `--help`, apply `--quiet`, check the count of positional arguments, then `run`.
///
/// Help, the completion scripts and the manual are all built from these properties and from
/// `specs`, the table the parser reads.
protocol Subcommand {
    /// The word that picks it: `render`.
    static var name: String { get }
    /// One line for `tagflow --help`.
    static var summary: String { get }
    /// The usage line that ends every usage error.
    static var usage: String { get }
    /// What it does, in a few lines: the top of `--help` and of its section in the manual.
    static var about: String { get }
    /// Its positional arguments.
    static var arguments: [PositionalArgument] { get }
    /// Command lines that show it at work, one a line (a line starting with spaces continues one).
    static var examples: [String] { get }
    /// The options it accepts, ending with `CommonFlags.specs` (`--quiet`, `--help`).
    static var specs: [OptionSpec] { get }
    /// How many positional arguments it takes.
    static var positionalCount: ClosedRange<Int> { get }
    /// What to say when too few are given: "the two files A and B to compare".
    static var missingPositional: String { get }
    /// Whether `--config FILE.json` may supply options.
    static var takesConfig: Bool { get }
    /// Runs with the parsed arguments and returns the exit code of a run that did not fail (0,
    /// or 1 for a difference). Throws `UsageError` and the library's errors.
    static func run(_ parsed: ParsedArguments) throws -> Int32
}

extension Subcommand {
    static var positionalCount: ClosedRange<Int> { 0...1 }
    static var missingPositional: String { "INPUT" }
    static var takesConfig: Bool { false }

    /// The whole `--help` text (and `tagflow help NAME`'s).
    static var help: String {
        helpText(
            about: about, usage: usage, arguments: arguments, specs: specs, examples: examples, width: helpWidth)
    }

    /// The shared preamble, then `run`.
    static func main(_ arguments: [String]) throws -> Int32 {
        func start(_ parsed: ParsedArguments) throws -> Int32 {
            if parsed.flags.contains("--help") {
                try Tagflow.writeStandardOutput(help)
                return ExitCode.ok
            }
            Tagflow.isQuiet = parsed.flags.contains("--quiet")
            guard parsed.positionals.count >= positionalCount.lowerBound else {
                throw UsageError.missingOption(missingPositional)
            }
            if parsed.positionals.count > positionalCount.upperBound {
                throw UsageError.unexpectedArgument(parsed.positionals[positionalCount.upperBound])
            }
            return try run(parsed)
        }
        guard takesConfig else { return try start(parseArguments(arguments, specs: specs)) }
        return try ConfigFile.withConfig(arguments, specs: specs, then: start)
    }
}
