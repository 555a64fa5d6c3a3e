/// Splits a line into words as a POSIX shell would, without expanding anything: white space
/// separates words; `'…'` keeps everything literally; `"…"` keeps everything but `\"`, `\\`,
/// a backslash before a backquote, and `\$`, which lose their backslash; outside quotes a
/// backslash keeps the next character. `--font 'Noto Sans:bold'` is two words.
package enum ShellWords {
    /// Why a line cannot be split.
    package enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// A quote (`'` or `"`) opened at `column` (1-based, in characters) is never closed.
        case unclosedQuote(Character, column: Int)
        /// The line ends in a backslash with nothing to keep.
        case trailingBackslash

        package var description: String {
            switch self {
            case .unclosedQuote(let quote, let column):
                "the \(quote) at column \(column) is never closed; close it, or escape it with a backslash"
            case .trailingBackslash: "a backslash ends the line with nothing after it; remove it"
            }
        }
    }

    /// The words of `line`.
    package static func split(_ line: Substring) throws(Failure) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var characters = Array(line)[...]
        var column = 0
        func next() -> Character? {
            guard let character = characters.popFirst() else { return nil }
            column += 1
            return character
        }
        while let character = next() {
            switch character {
            case " ", "\t":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case "'":
                inWord = true
                let start = column
                while true {
                    guard let inner = next() else { throw .unclosedQuote("'", column: start) }
                    if inner == "'" { break }
                    word.append(inner)
                }
            case "\"":
                inWord = true
                let start = column
                while true {
                    guard let inner = next() else { throw .unclosedQuote("\"", column: start) }
                    if inner == "\"" { break }
                    if inner == "\\", let escaped = characters.first, "\"\\`$".contains(escaped) {
                        word.append(next()!)
                    } else {
                        word.append(inner)
                    }
                }
            case "\\":
                guard let kept = next() else { throw .trailingBackslash }
                inWord = true
                word.append(kept)
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
