import Primitives
import TagFlow

/// A command line TagFlow cannot act on (exit 64). Each message says what to type instead.
package enum UsageError: Error, Hashable, CustomStringConvertible {
    case unknownSubcommand(String, suggestion: String?)
    case unknownOption(String, suggestion: String?)
    case missingValue(option: String)
    case unexpectedValue(option: String)
    case badValue(option: String, value: String, expected: String)
    case unexpectedArgument(String)
    case missingOption(String)
    case unknownFormat(path: String)
    /// Something wrong in a `--config` file, with its place.
    case badConfig(String)
    /// An option (or one of its values) that has no meaning beside another: `--width` with
    /// `--flow columns`. `advice` says what to do instead.
    case conflicting(option: String, value: String?, with: String, advice: String)
    /// A rule between values none of which was given on the command line (defaults, a theme,
    /// a config file's keys): the message names the values that applied and the flags to set.
    case unmetRule(String)

    package var description: String {
        switch self {
        case .unknownSubcommand(let name, let suggestion):
            return "unknown subcommand '\(name)'" + Self.hint(suggestion)
        case .unknownOption(let name, let suggestion):
            return "unknown option '\(name)'" + Self.hint(suggestion)
        case .missingValue(let option):
            return "option '\(option)' needs a value"
        case .unexpectedValue(let option):
            return "option '\(option)' takes no value"
        case .badValue(let option, let value, let expected):
            return "\(option) '\(value)': expected \(expected)"
        case .unexpectedArgument(let argument):
            return "unexpected argument '\(argument)'"
        case .missingOption(let option):
            return "missing \(option)"
        case .badConfig(let message), .unmetRule(let message):
            return message
        case .conflicting(let option, let value, let other, let advice):
            return "\(option)\(value.map { " \($0)" } ?? "") does not go with \(other): \(advice)"
        case .unknownFormat(let path):
            return "cannot tell the format of '\(path)'; end it in .svg, .png or .pdf, or pass --format"
        }
    }

    /// The option a bad or conflicting value was given for, so a config file can name its place.
    package var option: String? {
        switch self {
        case .badValue(let option, _, _), .conflicting(let option, _, _, _): option
        default: nil
        }
    }

    /// An empty value, refused at every door: `--font ''` would otherwise quietly mean "some
    /// font" and `--output ''` nowhere.
    package static func emptyValue(of option: String) -> UsageError {
        .badValue(option: option, value: "", expected: "a value, not an empty one")
    }

    private static func hint(_ suggestion: String?) -> String {
        Suggestion.hint(suggestion)
    }
}

/// The closest of `candidates` to `word`, when it is close enough to be a typo (`Suggestion`).
package func closest(to word: String, in candidates: [String]) -> String? {
    Suggestion.closest(to: word, in: candidates)
}
