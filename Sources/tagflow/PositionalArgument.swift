import TagFlow
import TagFlowCommands

/// A positional argument of a subcommand, as help, the completion scripts and the manual
/// describe it: its name, what it is, and what completes it.
struct PositionalArgument {
    /// How help names it: `INPUT`, `A, B`.
    var name: String
    var help: String
    /// The words it takes when they are a fixed set (subcommand names for `help`).
    var choices: [String] = []
    /// The extensions (lowercase, no dot) of the files it names: `[]` for any file, `nil` when
    /// it is not a file. Folders are offered too, to reach the files (and `batch` takes them).
    var fileExtensions: [String]? = nil

    /// A label input: the extensions `batch` picks from a folder, which `render` and `measure`
    /// read by extension too.
    static func labels(_ name: String, _ help: String) -> PositionalArgument {
        PositionalArgument(name: name, help: help, fileExtensions: InputList.extensions.sorted())
    }
}
