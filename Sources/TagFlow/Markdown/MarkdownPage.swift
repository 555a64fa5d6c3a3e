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
/// cmark-gfm and GitHub read it. A block may sit in list items (any depth) and block quotes
/// (nested), as CommonMark holds it (`MarkdownContainers`): its labels are its lines without the
/// containers' `>` and indentation, and its image keeps them. `rewritten(_:)` replaces each block and keeps every other byte
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
        /// What each line after the first of its replacement starts with, so it stays in the
        /// block's list items and block quotes: `> ` for a quote, spaces for an item's indentation,
        /// then the fence's own indentation. Empty for a block outside any container.
        public var indentation: String = ""
        /// A name made from the options and the body alone: the same block gets the same name
        /// wherever it moves in the page, and another block another name.
        public var stableName: String
        /// Where a blank line goes before the replacement (the start of the fence's line), when a
        /// paragraph ends on the line before.
        var blankBefore: Int?
        /// A blank line in the block's containers (`>` for a quote), with the page's line ending.
        var blankLine: [UInt8] = []
        /// Whether a blank line goes after the replacement: the page's next line is not blank.
        var blankAfter = false

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
        var containers = MarkdownContainers()
        // Whether the line before continues a paragraph: an HTML block of kind 7 cannot interrupt one.
        var inParagraph = false
        // The raw HTML block the line before left open: no fence opens inside it.
        var html: MarkdownHTMLBlock?
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            let lineNumber = index
            let text = bytes[line.text]
            let afterParagraph = inParagraph
            var (matched, content) = containers.match(text)
            if let open = html {
                html = nil
                // Raw HTML to its end, or to the end of its containers (a block in `<!-- … -->` is text).
                if matched == containers.open.count, !open.endsBefore(text[content...]) {
                    if !open.ends(on: text[content...]) { html = open }
                    continue
                }
            }
            if matched < containers.open.count {
                // A paragraph's lazy continuation line keeps every container open.
                if inParagraph, Self.isLazy(text, from: content, in: containers) { continue }
                containers.open.removeLast(containers.open.count - matched)
                inParagraph = false
            }
            let opened = containers.open.count
            content = containers.openNew(text, from: content, inParagraph: inParagraph)
            let opensContainer = containers.open.count > opened
            if opensContainer { inParagraph = false }
            let rest = text[content...]
            if let opening = MarkdownHTMLBlock(opening: rest, inParagraph: inParagraph) {
                if !opening.ends(on: rest) { html = opening }
                inParagraph = false
                continue
            }
            guard let fence = Self.openingFence(rest) else {
                inParagraph = Self.continuesParagraph(rest, after: inParagraph)
                continue
            }
            inParagraph = false
            // The block runs to its closing fence, or (CommonMark) to the end of its containers.
            var closing: Int?
            var body: [UInt8] = []
            var next = index
            while next < lines.count {
                let (inside, start) = containers.match(bytes[lines[next].text])
                if inside < containers.open.count { break }
                if Self.closes(bytes[lines[next].text][start...], fence) {
                    closing = next
                    break
                }
                body += bytes[start..<lines[next].whole.upperBound]
                next += 1
            }
            index = closing.map { $0 + 1 } ?? next
            let info = fence.info
            guard
                info.split(separator: " ", maxSplits: 1).first.map({ $0 == "tagflow" }) == true
                    || info == "tagflow"
            else { continue }
            let indentation = containers.continuation + String(repeating: " ", count: fence.indent)
            guard let closing else {
                let marks = String(repeating: fence.character, count: fence.length)
                throw .unclosedBlock(
                    source: source, line: lineNumber,
                    fence: containers.open.isEmpty ? marks : indentation + marks)
            }
            let prefix = content - line.text.lowerBound
            let options: [String]
            do {
                options = try ShellWords.split(info.dropFirst("tagflow".count))
            } catch {
                // Columns count in the page's line, as an editor shows them.
                var failure = error
                if case .unclosedQuote(let quote, let column) = error {
                    failure = .unclosedQuote(
                        quote, column: column + prefix + fence.infoColumn + "tagflow".count - 1)
                }
                throw .badBlock(source: source, line: lineNumber, problem: "\(failure)")
            }
            // An image is a paragraph, which a paragraph before it would take in and text after it
            // would continue (lazily, out of a quote): a blank line in its containers keeps it apart.
            var blankLine = Array(containers.continuation.utf8)
            while blankLine.last == UInt8(ascii: " ") { blankLine.removeLast() }
            blankLine +=
                lines[closing].whole.upperBound > lines[closing].text.upperBound
                ? Array(bytes[lines[closing].text.upperBound..<lines[closing].whole.upperBound]) : [UInt8(ascii: "\n")]
            var blankAfter = false
            if closing + 1 < lines.count {
                let next = bytes[lines[closing + 1].text]
                let (inside, start) = containers.match(next)
                blankAfter =
                    inside < containers.open.count
                    || !next[start...].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            }
            var hasher = StableHasher()
            for word in options {
                hasher.feed(word)
                hasher.feed(UInt8(0xFF))
            }
            for byte in body where byte != UInt8(ascii: "\r") { hasher.feed(byte) }
            blocks.append(
                Block(
                    line: lineNumber, options: options, body: body,
                    range: (content + fence.indent)..<lines[closing].whole.upperBound,
                    lineEnding: Array(bytes[lines[closing].text.upperBound..<lines[closing].whole.upperBound]),
                    indentation: indentation, stableName: hasher.value.hex(digits: 16),
                    blankBefore: afterParagraph && !opensContainer ? line.whole.lowerBound : nil,
                    blankLine: blankLine, blankAfter: blankAfter))
        }
        self.blocks = blocks
    }

    /// The page with each block replaced by the matching text of `replacements` (one per block,
    /// followed by the block's own line ending); every other byte as it was. Each line of a
    /// replacement after its first starts with the block's `indentation`, so a block in a list
    /// item or a block quote becomes markup in the same item or quote; the first line keeps the
    /// page's own markers before the fence. A blank line (in the same containers) is added
    /// before a replacement that follows a paragraph and after one followed by a line that is
    /// not blank, so the image is a paragraph of its own, as the code block was a block of its own.
    public func rewritten(_ replacements: [String]) -> [UInt8] {
        precondition(replacements.count == blocks.count, "one replacement per block")
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var start = 0
        for (block, text) in zip(blocks, replacements) {
            if let lineStart = block.blankBefore {
                out += bytes[start..<lineStart] + block.blankLine
                start = lineStart
            }
            out += bytes[start..<block.range.lowerBound]
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            out += Array(lines.joined(separator: "\n" + block.indentation).utf8) + block.lineEnding
            if block.blankAfter { out += block.blankLine }
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
        /// The spaces before the fence (at most three).
        var indent: Int
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

    /// Whether `text` from `content`, which does not continue every open container, is a lazy
    /// continuation of the paragraph before: text that starts no container, fence, HTML block,
    /// heading or break of its own.
    private static func isLazy(_ text: ArraySlice<UInt8>, from content: Int, in containers: MarkdownContainers)
        -> Bool
    {
        let rest = text[content...]
        return !containers.opens(text, from: content, inParagraph: true) && openingFence(rest) == nil
            && MarkdownHTMLBlock(opening: rest, inParagraph: true) == nil && continuesParagraph(rest, after: true)
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
            infoColumn: line.distance(from: line.startIndex, to: info.startIndex) + 1, indent: indent)
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
