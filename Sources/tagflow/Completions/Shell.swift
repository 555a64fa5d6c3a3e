import TagFlow
import TagFlowCommands

/// The shells `--generate-completion-script` writes for. Each script is generated from the
/// subcommands' option tables (`Subcommand.specs`, the ones the parser reads) and their
/// positional arguments, so completion offers exactly the options and fixed values tagflow
/// accepts.
enum Shell: String, CaseIterable {
    case bash, zsh, fish

    /// The whole script.
    func completionScript() -> String {
        switch self {
        case .bash: BashCompletion.script()
        case .zsh: ZshCompletion.script()
        case .fish: FishCompletion.script()
        }
    }
}

/// What every shell's script needs to know about one subcommand.
struct CompletedCommand {
    var name: String
    var summary: String
    var specs: [OptionSpec]
    var arguments: [PositionalArgument]
    var positionalCount: ClosedRange<Int>

    /// Every subcommand, in `tagflow --help`'s order.
    static var all: [CompletedCommand] {
        Tagflow.subcommands.map {
            CompletedCommand(
                name: $0.name, summary: $0.summary, specs: $0.specs, arguments: $0.arguments,
                positionalCount: $0.positionalCount)
        }
    }

    /// The words its positional arguments take (subcommand names for `help`).
    var positionalChoices: [String] { arguments.flatMap(\.choices) }

    /// The extensions of the files its positional arguments name (`[]`: any file; `nil`: none).
    var positionalExtensions: [String]? {
        let kinds = arguments.compactMap(\.fileExtensions)
        guard !kinds.isEmpty else { return nil }
        return kinds.contains([]) ? [] : Array(Set(kinds.joined())).sorted()
    }
}

extension String {
    /// The string as one shell word: bare when it is made of safe characters, else in single
    /// quotes (a quote inside becomes `'\''`). Safe in bash, zsh and fish.
    var shellQuoted: String {
        let safe = !isEmpty && allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=+,:@%".contains($0)) }
        return safe ? self : "'" + replacingAll("'", with: "'\\''") + "'"
    }

    /// Every `target` replaced by `replacement` (no Foundation in the command-line target).
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
