import TagFlow

/// One `tagflow` subcommand: its help, its options and how it runs. Every subcommand shares one
/// preamble (`main`): parse the arguments (after the `--config` file's, when it takes one),
/// answer `--help`, check the count of positional arguments, then `run`.
protocol Subcommand {
    /// The word that picks it: `render`.
    static var name: String { get }
    /// One line for `tagflow --help`.
    static var summary: String { get }
    /// The usage line that ends every usage error.
    static var usage: String { get }
    /// The whole `--help` text.
    static var help: String { get }
    /// The options it accepts (with `--help`).
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

    /// The shared preamble, then `run`.
    static func main(_ arguments: [String]) throws -> Int32 {
        func start(_ parsed: ParsedArguments) throws -> Int32 {
            if parsed.flags.contains("--help") {
                Tagflow.writeStandardOutput(help)
                return ExitCode.ok
            }
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
