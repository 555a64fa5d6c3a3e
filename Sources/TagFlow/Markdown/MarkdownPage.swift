import Primitives

/// A Markdown page and its `tagflow` blocks: fenced code blocks whose info string starts with the
/// word `tagflow`. The rest of the info string is options as on the command line (quoted as a
/// shell would quote them); the body is labels, one a line or `label<TAB>weight<TAB>…`:
///
/// ````markdown
/// ```tagflow --theme dark --width 320 --font 'Noto Sans:bold'
/// Swift
/// Rust	12
/// ```
/// ````
///
/// Fences follow CommonMark: up to three spaces of indent, three or more backticks or tildes,
/// closed by a line of at least as many of the same. Other fenced blocks are skipped whole, so a
/// `tagflow` block shown inside a longer fence (as above) stays an example; so are raw HTML blocks
/// (`MarkdownHTMLBlock`), so a block inside `<!-- … -->` or `<details>` is left as text, as
/// cmark-gfm and GitHub read it. `rewritten(_:)` replaces each block and keeps every other byte
/// as it was.
public struct MarkdownPage: Sendable {
    /// The page's bytes, as read.
    public var bytes: [UInt8]
    /// The page's `tagflow` blocks, in order.
    public var blocks: [Block]

    /// One `tagflow` block.
    public struct Block: Hashable, Sendable {
        /// The line of its opening fence, from 1.
        public var line: Int
        /// The options after `tagflow`, split into words.
        public var options: [String]
        /// The lines between the fences, as in the page.
        public var body: [UInt8]
        /// The block's bytes in the page, from its opening fence to its closing fence's line end.
        public var range: Range<Int>
        /// The closing fence's line ending (`\n`, `\r\n`, or none at the end of the page).
        public var lineEnding: [UInt8]
        /// A name made from the options and the body alone: the same block gets the same name
        /// wherever it moves in the page, and another block another name.
        public var stableName: String

        /// The body as an input whose lines are numbered as in the page: the lines before the
        /// body are blank (which every input format skips), so an error names the page's line.
        public var bodyAsInput: [UInt8] {
            [UInt8](repeating: UInt8(ascii: "\n"), count: line) + body
        }
    }

    /// The blocks of the page in `bytes`; `source` names it in errors.
    ///
    /// - Throws: `MarkdownError` for a `tagflow` block that is never closed or whose options
    ///   cannot be split.
    public init(bytes: [UInt8], source: String) throws(MarkdownError) {
        self.bytes = bytes
        var blocks: [Block] = []
        let lines = Self.lines(of: bytes)
        var index = 0
        // Whether the line before continues a paragraph: an HTML block of kind 7 cannot interrupt one.
        var inParagraph = false
        while index < lines.count {
            let line = lines[index]
            index += 1
            if let html = MarkdownHTMLBlock(opening: bytes[line.text], inParagraph: inParagraph) {
                // Raw HTML to its end: no fence opens inside it (a block in `<!-- … -->` is text).
                if !html.ends(on: bytes[line.text]) {
                    while index < lines.count, !html.endsBefore(bytes[lines[index].text]) {
                        index += 1
                        if html.ends(on: bytes[lines[index - 1].text]) { break }
                    }
                }
                inParagraph = false
                continue
            }
            guard let fence = Self.openingFence(bytes[line.text]) else {
                inParagraph = Self.continuesParagraph(bytes[line.text], after: inParagraph)
                continue
            }
            inParagraph = false
            // The block runs to its closing fence, or (CommonMark) to the end of the page.
            let closing = lines[index...].firstIndex { Self.closes(bytes[$0.text], fence) }
            defer { index = closing.map { $0 + 1 } ?? lines.count }
            let info = fence.info
            guard
                info.split(separator: " ", maxSplits: 1).first.map({ $0 == "tagflow" }) == true
                    || info == "tagflow"
            else { continue }
            guard let closing else {
                throw .unclosedBlock(
                    source: source, line: index,
                    fence: String(repeating: fence.character, count: fence.length))
            }
            let options: [String]
            do {
                options = try ShellWords.split(info.dropFirst("tagflow".count))
            } catch {
                // Columns count in the page's line, as an editor shows them.
                var failure = error
                if case .unclosedQuote(let quote, let column) = error {
                    failure = .unclosedQuote(quote, column: column + fence.infoColumn + "tagflow".count - 1)
                }
                throw .badBlock(source: source, line: index, problem: "\(failure)")
            }
            let bodyStart: Int = lines[min(index, closing)].whole.lowerBound
            let bodyEnd: Int = lines[closing].whole.lowerBound
            let body = [UInt8](bytes[bodyStart..<bodyEnd])
            var hasher = StableHasher()
            for word in options {
                hasher.feed(word)
                hasher.feed(UInt8(0xFF))
            }
            for byte in body where byte != UInt8(ascii: "\r") { hasher.feed(byte) }
            blocks.append(
                Block(
                    line: index, options: options, body: body,
                    range: line.whole.lowerBound..<lines[closing].whole.upperBound,
                    lineEnding: Array(bytes[lines[closing].text.upperBound..<lines[closing].whole.upperBound]),
                    stableName: hasher.value.hex(digits: 16)))
        }
        self.blocks = blocks
    }

    /// The page with each block replaced by the matching text of `replacements` (one per block,
    /// followed by the block's own line ending); every other byte as it was.
    public func rewritten(_ replacements: [String]) -> [UInt8] {
        precondition(replacements.count == blocks.count, "one replacement per block")
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var start = 0
        for (block, text) in zip(blocks, replacements) {
            out += bytes[start..<block.range.lowerBound]
            out += Array(text.utf8) + block.lineEnding
            start = block.range.upperBound
        }
        out += bytes[start...]
        return out
    }

    /// A fence: its character, its length and its info string (trimmed).
    private struct Fence {
        var character: Character
        var length: Int
        var info: Substring
        /// The column (from 1, in characters) where the info string starts.
        var infoColumn: Int
    }

    /// A line: its text without the line ending, and the whole line with it.
    private struct Line {
        var text: Range<Int>
        var whole: Range<Int>
    }

    private static func lines(of bytes: [UInt8]) -> [Line] {
        var lines: [Line] = []
        var start = 0
        while start < bytes.count {
            let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
            let end = newline ?? bytes.count
            let textEnd = end > start && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
            lines.append(Line(text: start..<textEnd, whole: start..<(newline.map { $0 + 1 } ?? end)))
            start = newline.map { $0 + 1 } ?? bytes.count
        }
        return lines
    }

    /// Whether a line that opens no fence and no HTML block leaves a paragraph open after it:
    /// any text but a blank line, an ATX heading, a thematic break or setext underline, and (outside
    /// a paragraph) an indented code line. Block quotes and list items count as text: a line after
    /// them may be their paragraph's lazy continuation.
    private static func continuesParagraph(_ text: ArraySlice<UInt8>, after inParagraph: Bool) -> Bool {
        let indent = text.prefix { $0 == UInt8(ascii: " ") }.count
        let rest = text.dropFirst(indent)
        guard let first = rest.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else {
            return false
        }
        if indent >= 4 { return inParagraph }
        if first == UInt8(ascii: "#") {
            let hashes = rest.prefix { $0 == UInt8(ascii: "#") }.count
            if hashes <= 6,
                hashes == rest.count
                    || [UInt8(ascii: " "), UInt8(ascii: "\t")].contains(rest[rest.startIndex + hashes])
            {
                return false
            }
        }
        // `***`, `- - -`, `___`, and a setext underline (`===`, `---`) end the paragraph.
        let marks = rest.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
        if let mark = marks.first, "*-_=".utf8.contains(mark), marks.allSatisfy({ $0 == mark }),
            mark == UInt8(ascii: "=") ? inParagraph : (marks.count >= 3 || inParagraph && mark == UInt8(ascii: "-"))
        {
            return false
        }
        return true
    }

    private static func openingFence(_ text: ArraySlice<UInt8>) -> Fence? {
        let line = String(decoding: text, as: UTF8.self)
        let indent = line.prefix { $0 == " " }.count
        guard indent <= 3 else { return nil }
        let rest = line.dropFirst(indent)
        guard let first = rest.first, first == "`" || first == "~" else { return nil }
        let length = rest.prefix { $0 == first }.count
        guard length >= 3 else { return nil }
        let info = rest.dropFirst(length).trimmingSpaces
        // A backtick fence's info string holds no backtick (CommonMark: it would be inline code).
        if first == "`" && info.contains("`") { return nil }
        return Fence(
            character: first, length: length, info: info,
            infoColumn: line.distance(from: line.startIndex, to: info.startIndex) + 1)
    }

    private static func closes(_ text: ArraySlice<UInt8>, _ fence: Fence) -> Bool {
        let line = String(decoding: text, as: UTF8.self)
        let indent = line.prefix { $0 == " " }.count
        guard indent <= 3 else { return false }
        let rest = line.dropFirst(indent)
        let length = rest.prefix { $0 == fence.character }.count
        return length >= fence.length && rest.dropFirst(length).allSatisfy { $0 == " " || $0 == "\t" }
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
