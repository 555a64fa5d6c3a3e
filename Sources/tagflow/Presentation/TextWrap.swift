/// Words filled into lines of at most `width` characters, breaking only at spaces: a word longer
/// than a line stays whole on a line of its own (a path or an option name must never be split).
/// Later lines start with `indent` spaces; the first starts where its caller put it, `first`
/// characters in. With `refilling`, line breaks in `text` count as spaces too.
///
/// A word too long for any line that holds commas (JSON in an example) is broken after them.
///
/// ASCII text (all of TagFlow's own help) is wrapped in its bytes, which give the same words and
/// lengths as characters do: `tagflow --help` took 0.67 M instructions to wrap its 1,441 bytes
/// through `Substring`s, arrays of words and `String` appends (and 0.9 M before, by `Character`).
func wrapped(_ text: String, width: Int, first: Int = 0, indent: Int = 0, refilling: Bool = false) -> [String] {
    if let lines = asciiWrapped(Array(text.utf8), width: width, first: first, indent: indent, refilling: refilling) {
        return lines
    }
    var text = text
    if refilling { text = text.replacingAll("\n", with: " ") }
    var lines: [String] = []
    var line = ""
    var used = first
    let length: (Substring) -> Int = { $0.count }
    let words = text.split(separator: " ", omittingEmptySubsequences: true).flatMap {
        pieces(of: $0, room: width - indent, length: length)
    }
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

/// `wrapped` for ASCII `bytes`, or `nil` when they are not all ASCII: the same lines, each built
/// in one byte buffer (later lines start with their indent) and made a `String` once.
///
/// An array, not the string's bytes through a pointer: that saved 0.02 M of `tagflow --help`'s
/// 3.28 M instructions (under 1%: issue 42, 6 Dec 2026).
private func asciiWrapped(
    _ bytes: [UInt8], width: Int, first: Int, indent: Int, refilling: Bool
) -> [String]? {
    for byte in bytes where byte >= 0x80 { return nil }
    let space = UInt8(ascii: " ")
    let newline = UInt8(ascii: "\n")
    let comma = UInt8(ascii: ",")
    let room = width - indent
    var lines: [String] = []
    var line: [UInt8] = []
    line.reserveCapacity(max(width, 0) + 1)
    var used = first
    var started = false
    // Puts bytes[start..<end], a word, on the line, or on a new one when it does not fit.
    func place(_ start: Int, _ end: Int) {
        let count = end - start
        if !started {
            started = true
            used += count
        } else if used + 1 + count <= width {
            line.append(space)
            used += 1 + count
        } else {
            lines.append(String(decoding: line, as: UTF8.self))
            line.removeAll(keepingCapacity: true)
            line.append(contentsOf: repeatElement(space, count: indent))
            used = indent + count
        }
        line.append(contentsOf: bytes[start..<end])
    }
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        if byte == space || (refilling && byte == newline) {
            index += 1
            continue
        }
        var end = index + 1
        while end < bytes.count, bytes[end] != space, !(refilling && bytes[end] == newline) { end += 1 }
        // A word longer than a line, cut after the last comma that leaves a piece short enough.
        var start = index
        if end - start > room, bytes[start..<end].contains(comma) {
            while end - start > room {
                var cut = start + max(room, 0) - 1
                while cut >= start, bytes[cut] != comma { cut -= 1 }
                if cut < start { break }
                place(start, cut + 1)
                start = cut + 1
            }
        }
        place(start, end)
        index = end
    }
    lines.append(String(decoding: line, as: UTF8.self))
    return lines
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
    let lines = wrapped(text, width: width, first: indent, indent: indent, refilling: true)
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
