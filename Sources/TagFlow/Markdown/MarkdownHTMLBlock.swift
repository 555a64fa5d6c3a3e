/// A CommonMark HTML block (spec 0.29, §4.6, as cmark-gfm reads it): raw HTML that runs to its end
/// condition, inside which no fence opens — so a ```` ```tagflow ```` block inside
/// `<!-- … -->`, `<details>` or `<script>` is the page's text, not a picture to draw.
///
/// The seven kinds: 1 `<script`, `<pre`, `<style`, `<textarea` (to the line holding their closing
/// tag); 2 `<!--` (to `-->`); 3 `<?` (to `?>`); 4 `<!` and a letter (to `>`); 5 `<![CDATA[` (to
/// `]]>`); 6 a block-level tag such as `<div` or `</table` (to a blank line); 7 any other whole
/// open or closing tag alone on its line (to a blank line; it cannot interrupt a paragraph).
/// The end condition is looked for on the opening line too, from its first character.
struct MarkdownHTMLBlock {
    /// 1 to 7, as the spec numbers them.
    let kind: Int

    /// The block `text` (one line, without its line ending) opens, if any; `inParagraph`: the line
    /// before continues a paragraph, which only kinds 1 to 6 may interrupt.
    init?(opening text: ArraySlice<UInt8>, inParagraph: Bool) {
        var start = text.startIndex
        while start < text.endIndex, text[start] == UInt8(ascii: " "), start - text.startIndex < 4 { start += 1 }
        guard start - text.startIndex <= 3, start < text.endIndex, text[start] == UInt8(ascii: "<") else {
            return nil
        }
        let line = Array(text[start...]).map(Self.lowercased)
        if let name = Self.tagName(line, from: 1), Self.rawTextTags.contains(name.text),
            name.end == line.count || [" ", "\t", ">"].map({ UInt8(ascii: $0) }).contains(line[name.end])
        {
            kind = 1
        } else if line.starts(with: Array("<!--".utf8)) {
            kind = 2
        } else if line.starts(with: Array("<?".utf8)) {
            kind = 3
        } else if line.count > 2, line[1] == UInt8(ascii: "!"),
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(line[2])
        {
            kind = 4
        } else if line.starts(with: Array("<![cdata[".utf8)) {
            kind = 5
        } else if let name = Self.tagName(line, from: line.count > 1 && line[1] == UInt8(ascii: "/") ? 2 : 1),
            Self.blockTags.contains(name.text),
            name.end == line.count || [" ", "\t", ">"].map({ UInt8(ascii: $0) }).contains(line[name.end])
                || line[name.end...].starts(with: Array("/>".utf8))
        {
            kind = 6
        } else if !inParagraph, let end = Self.wholeTag(line), line[end...].allSatisfy(Self.isSpace) {
            kind = 7
        } else {
            return nil
        }
    }

    /// Whether the block ends on `text`: kinds 1 to 5 on the line holding their end marker, kinds
    /// 6 and 7 before a blank line (`endsBefore`).
    func ends(on text: ArraySlice<UInt8>) -> Bool {
        let line = text.map(Self.lowercased)
        switch kind {
        case 1: return ["</script>", "</pre>", "</style>", "</textarea>"].contains { Self.contains(line, $0) }
        case 2: return Self.contains(line, "-->")
        case 3: return Self.contains(line, "?>")
        case 4: return line.contains(UInt8(ascii: ">"))
        case 5: return Self.contains(line, "]]>")
        default: return false
        }
    }

    /// Whether a blank `text` ends the block before itself (kinds 6 and 7).
    func endsBefore(_ text: ArraySlice<UInt8>) -> Bool {
        kind >= 6 && text.allSatisfy(Self.isSpace)
    }

    static let rawTextTags: Set<[UInt8]> = Set(["script", "pre", "style", "textarea"].map { Array($0.utf8) })

    /// The spec's list for kind 6.
    static let blockTags: Set<[UInt8]> = Set(
        [
            "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col",
            "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure",
            "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html",
            "iframe", "legend", "li", "link", "main", "menu", "menuitem", "nav", "noframes", "ol", "optgroup",
            "option", "p", "param", "section", "source", "summary", "table", "tbody", "td", "tfoot", "th", "thead",
            "title", "tr", "track", "ul",
        ].map { Array($0.utf8) })

    /// A tag name (an ASCII letter, then letters, digits and `-`) at `from`, and where it ends.
    private static func tagName(_ line: [UInt8], from: Int) -> (text: [UInt8], end: Int)? {
        guard from < line.count, isLetter(line[from]) else { return nil }
        var end = from + 1
        while end < line.count, isLetter(line[end]) || isDigit(line[end]) || line[end] == UInt8(ascii: "-") {
            end += 1
        }
        return (Array(line[from..<end]), end)
    }

    /// The end of a whole open tag (`<a href="x" b>`, `<br/>`) or closing tag (`</a >`) at the
    /// start of `line`, by the spec's inline HTML grammar; `nil` when it is not one.
    private static func wholeTag(_ line: [UInt8]) -> Int? {
        if line.count > 1, line[1] == UInt8(ascii: "/") {
            guard var at = tagName(line, from: 2)?.end else { return nil }
            while at < line.count, isSpace(line[at]) { at += 1 }
            return at < line.count && line[at] == UInt8(ascii: ">") ? at + 1 : nil
        }
        guard var at = tagName(line, from: 1)?.end else { return nil }
        while true {
            // Attributes: space, a name, and optionally `=` and a value.
            var next = at
            while next < line.count, isSpace(line[next]) { next += 1 }
            guard next > at, next < line.count, isAttributeStart(line[next]) else { break }
            next += 1
            while next < line.count,
                isAttributeStart(line[next]) || isDigit(line[next]) || ".-".utf8.contains(line[next])
            {
                next += 1
            }
            at = next
            var equals = next
            while equals < line.count, isSpace(line[equals]) { equals += 1 }
            guard equals < line.count, line[equals] == UInt8(ascii: "=") else { continue }
            var value = equals + 1
            while value < line.count, isSpace(line[value]) { value += 1 }
            guard value < line.count else { return nil }
            let quote = line[value]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                guard let close = line[(value + 1)...].firstIndex(of: quote) else { return nil }
                at = close + 1
            } else {
                var end = value
                while end < line.count, !isSpace(line[end]), !"\"'=<>`".utf8.contains(line[end]) { end += 1 }
                guard end > value else { return nil }
                at = end
            }
        }
        while at < line.count, isSpace(line[at]) { at += 1 }
        if at < line.count, line[at] == UInt8(ascii: "/") { at += 1 }
        return at < line.count && line[at] == UInt8(ascii: ">") ? at + 1 : nil
    }

    private static func contains(_ line: [UInt8], _ marker: String) -> Bool {
        let marker = Array(marker.utf8)
        guard line.count >= marker.count else { return false }
        return (0...(line.count - marker.count)).contains { line[$0..<($0 + marker.count)].elementsEqual(marker) }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowercased(byte))
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isAttributeStart(_ byte: UInt8) -> Bool {
        isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }
}
