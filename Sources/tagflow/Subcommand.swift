/// One `tagflow` subcommand: its help and how it runs.
protocol Subcommand {
    /// The word that picks it: `render`.
    static var name: String { get }
    /// One line for `tagflow --help`.
    static var summary: String { get }
    /// The usage line that ends every usage error.
    static var usage: String { get }
    /// The whole `--help` text.
    static var help: String { get }
    /// Runs with the arguments after the subcommand and returns the exit code of a run that did
    /// not fail (0, or 1 for a difference). Throws `UsageError` and the library's errors.
    static func run(_ arguments: [String]) throws -> Int32
}
