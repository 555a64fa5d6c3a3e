/// A command line TagFlow cannot act on (exit 64). Each message says what to type instead.
enum UsageError: Error, Hashable, CustomStringConvertible {
    case unknownSubcommand(String, suggestion: String?)
    case unknownOption(String, suggestion: String?)
    case missingValue(option: String)
    case unexpectedValue(option: String)
    case badValue(option: String, value: String, expected: String)
    case unexpectedArgument(String)
    case missingOption(String)
    case unknownFormat(path: String)

    var description: String {
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
        case .unknownFormat(let path):
            return "cannot tell the format of '\(path)'; end it in .svg, .png or .pdf, or pass --format"
        }
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}

/// The closest of `candidates` to `word`, when it is close enough to be a typo.
func closest(to word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance(word, $0)) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    let allowed = max(1, min(3, best.0.count / 3))
    return best.1 <= allowed ? best.0 : nil
}

/// Levenshtein distance between two strings, by characters.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
        var current = [i] + [Int](repeating: 0, count: b.count)
        for j in 1...max(b.count, 1) where !b.isEmpty {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        }
        previous = current
    }
    return previous[b.count]
}
