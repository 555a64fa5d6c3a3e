/// Words filled into lines of at most `width` characters, breaking only at spaces: a word longer
/// than a line stays whole on a line of its own (a path or an option name must never be split).
/// Later lines start with `indent` spaces; the first starts where its caller put it, `first`
/// characters in.
///
/// A word too long for any line that holds commas (JSON in an example) is broken after them.
///
/// ASCII text (all of TagFlow's own help) is split and measured in bytes, which give the same
/// words and lengths as characters do: `--help` wrapped its lines in 0.9 M instructions, a sixth
/// of the whole command, splitting and counting by `Character`.
func wrapped(_ text: String, width: Int, first: Int = 0, indent: Int = 0) -> [String] {
    var lines: [String] = []
    var line = ""
    var used = first
    let ascii = text.utf8.allSatisfy { $0 < 0x80 }
    let length: (Substring) -> Int = ascii ? { $0.utf8.count } : { $0.count }
    let split =
        ascii
        ? text.utf8.split(separator: UInt8(ascii: " ")).map { Substring($0) }
        : text.split(separator: " ", omittingEmptySubsequences: true)
    let words = split.flatMap { pieces(of: $0, room: width - indent, length: length) }
    for word in words {
        let count = length(word)
        if line.isEmpty {
            line = String(word)
            used += count
        } else if used + 1 + count <= width {
            // Appended as a space, then a `Substring`: `" " + word` is the generic `+`, whose
            // first call looked up its types at run time.
            line.append(" ")
            line.append(contentsOf: word)
            used += 1 + count
        } else {
            lines.append(line)
            line = String(word)
            used = indent + count
        }
    }
    lines.append(line)
    return lines.enumerated().map { $0 == 0 ? $1 : String(repeating: " ", count: indent) + $1 }
}

/// `word` cut after commas into pieces of at most `room` characters where it is longer (a piece
/// with no comma to cut at stays whole).
private func pieces(of word: Substring, room: Int, length: (Substring) -> Int) -> [Substring] {
    guard length(word) > room, word.contains(",") else { return [word] }
    var result: [Substring] = []
    var rest = word
    while length(rest) > room {
        let head = rest.prefix(room)
        guard let comma = head.lastIndex(of: ",") else { break }
        let end = rest.index(after: comma)
        result.append(rest[..<end])
        rest = rest[end...]
    }
    return result + [rest]
}

/// A paragraph of help wrapped to `width`: its own line breaks are for an 80-column terminal,
/// so they are refilled.
func paragraph(_ text: String, width: Int, indent: Int = 0) -> [String] {
    let lines = wrapped(text.replacingAll("\n", with: " "), width: width, first: indent, indent: indent)
    return [String(repeating: " ", count: indent) + lines[0]] + lines.dropFirst()
}

/// A command line wrapped to `width` the way a shell reads it: each broken line ends in " \",
/// the next is indented four more spaces.
///
/// A line that starts with spaces is what the command before it prints: it keeps its indent
/// and is broken without " \".
func commandLines(_ command: String, width: Int, indent: Int) -> [String] {
    let lead = command.prefix { $0 == " " }.count
    if lead > 0 {
        let lines = wrapped(command, width: width, first: indent + lead, indent: indent + lead + 2)
        return [String(repeating: " ", count: indent + lead) + lines[0]] + lines.dropFirst()
    }
    let lines = wrapped(command, width: max(1, width - 2), first: indent, indent: indent + 4)
    let head = lines.enumerated().map { $0 < lines.count - 1 ? $1 + " \\" : $1 }
    return [String(repeating: " ", count: indent) + head[0]] + head.dropFirst()
}

/// `lines` as text, each ending in a newline. Appended one by one: the standard library's
/// `joined(separator:)` is not specialised for `[String]`, and its first call looked up its
/// types at run time (about 20 k instructions of `tagflow --help`'s).
func text(ofLines lines: [String]) -> String {
    var text = ""
    for line in lines {
        text.append(line)
        text.append("\n")
    }
    return text
}
