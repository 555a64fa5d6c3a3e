import TagFlow
import TagFlowCommands

/// One `tagflow` subcommand as the executable presents it: its name, help and examples. What it
/// decides — its options, its positional arguments, how it runs — is its `Options`, in the
/// command module.
///
/// Help, the completion scripts and the manual are all built from these properties and from
/// `specs`, the table the parser reads.
protocol Subcommand {
    /// What the subcommand decides: its option table and its run.
    associatedtype Options: CommandOptions
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
}

extension Subcommand {
    /// The options it accepts, ending with `CommonFlags.specs` (`--quiet`, `--help`).
    static var specs: [OptionSpec] { Options.specs }
    /// How many positional arguments it takes (completions offer files for them).
    static var positionalCount: ClosedRange<Int> { Options.positionalCount }

    /// The whole `--help` text (and `tagflow help NAME`'s).
    static var help: String {
        helpText(about: about, usage: usage, arguments: arguments, specs: specs, examples: examples)
    }

    /// The command module's preamble and run, with this help and the progress bar.
    static func main(_ arguments: [String]) throws -> Int32 {
        try Options.main(arguments, help: { help }, context: Tagflow.context)
    }
}
