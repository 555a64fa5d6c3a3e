/// The CommonMark containers open at a line of a page — block quotes (`>`) and list items
/// (`-`, `+`, `*`, `1.`, `1)`), nested in any order — as cmark-gfm reads them (spec 0.29, §5):
/// a line continues a block quote when it starts with `>` (after up to three spaces), a list item
/// when it is blank or indented at least as far as the item's content. `MarkdownPage` strips them
/// to find fences inside containers, and writes `continuation` before each line of what replaces
/// a block, so the image stays where the block was.
struct MarkdownContainers {
    /// One open container.
    enum Container: Hashable {
        case quote
        /// A list item whose content starts `width` columns after the containers around it.
        case item(width: Int)
    }

    /// The open containers, outermost first.
    var open: [Container] = []

    /// What a line needs before its text to stay in every open container: `> ` for a quote,
    /// spaces as wide as an item's content for an item.
    var continuation: String {
        open.map { container in
            switch container {
            case .quote: "> "
            case .item(let width): String(repeating: " ", count: width)
            }
        }.joined()
    }

    /// How many of the open containers `line` continues (outermost first, stopping at the first
    /// it does not), and where its text starts after their markers and indentation.
    func match(_ line: ArraySlice<UInt8>) -> (matched: Int, content: Int) {
        var position = line.startIndex
        for (count, container) in open.enumerated() {
            switch container {
            case .quote:
                let indent = Self.spaces(line, from: position)
                guard indent.columns <= 3, indent.end < line.endIndex, line[indent.end] == UInt8(ascii: ">") else {
                    return (count, position)
                }
                position = Self.afterQuoteMarker(line, at: indent.end)
            case .item(let width):
                let indent = Self.spaces(line, from: position)
                if indent.end == line.endIndex {
                    position = Self.advance(line, from: position, columns: width)
                } else if indent.columns >= width {
                    position = Self.advance(line, from: position, columns: width)
                } else {
                    return (count, position)
                }
            }
        }
        return (open.count, position)
    }

    /// Opens the containers `line` starts at `start` (after those it continues) and returns where
    /// its text starts after them. `inParagraph`: the line may continue a paragraph, which an
    /// empty item and an ordered item not numbered 1 cannot interrupt.
    mutating func openNew(_ line: ArraySlice<UInt8>, from start: Int, inParagraph: Bool) -> Int {
        var position = start
        var interrupting = inParagraph
        while true {
            let indent = Self.spaces(line, from: position)
            guard indent.columns <= 3, indent.end < line.endIndex else { return position }
            if line[indent.end] == UInt8(ascii: ">") {
                open.append(.quote)
                position = Self.afterQuoteMarker(line, at: indent.end)
                interrupting = false
                continue
            }
            guard !Self.isThematicBreak(line[indent.end...]),
                let marker = Self.listMarker(line, at: indent.end)
            else { return position }
            let after = Self.spaces(line, from: marker.end)
            let blank = after.end == line.endIndex
            if interrupting && (blank || marker.number.map { $0 != 1 } ?? false) { return position }
            let markerWidth = indent.columns + (marker.end - indent.end)
            // Five or more spaces after the marker: the content is indented code one space in.
            let gap = blank || after.columns >= 5 ? 1 : after.columns
            open.append(.item(width: markerWidth + gap))
            position = blank ? after.end : Self.advance(line, from: marker.end, columns: gap)
            interrupting = false
        }
    }

    /// Whether `line` would open a container at `start`.
    func opens(_ line: ArraySlice<UInt8>, from start: Int, inParagraph: Bool) -> Bool {
        var copy = self
        return copy.openNew(line, from: start, inParagraph: inParagraph) != start
    }

    /// The spaces and tabs at `from` (a tab to the next multiple of four columns) and where they end.
    static func spaces(_ line: ArraySlice<UInt8>, from: Int) -> (columns: Int, end: Int) {
        // The bytes before `from` are markers and spaces: one column each.
        let startColumn = from - line.startIndex
        var columns = 0
        var index = from
        while index < line.endIndex {
            if line[index] == UInt8(ascii: " ") {
                columns += 1
            } else if line[index] == UInt8(ascii: "\t") {
                columns += 4 - (startColumn + columns) % 4
            } else {
                break
            }
            index += 1
        }
        return (columns, index)
    }

    /// Past `columns` columns of spaces and tabs at `from` (a tab is taken whole).
    private static func advance(_ line: ArraySlice<UInt8>, from: Int, columns: Int) -> Int {
        var left = columns
        var index = from
        while left > 0, index < line.endIndex, line[index] == UInt8(ascii: " ") || line[index] == UInt8(ascii: "\t") {
            left -= line[index] == UInt8(ascii: "\t") ? 4 : 1
            index += 1
        }
        return index
    }

    /// Past a `>` at `index` and the one space or tab that may follow it.
    private static func afterQuoteMarker(_ line: ArraySlice<UInt8>, at index: Int) -> Int {
        let next = index + 1
        guard next < line.endIndex, line[next] == UInt8(ascii: " ") || line[next] == UInt8(ascii: "\t") else {
            return next
        }
        return next + 1
    }

    /// A list marker at `index` followed by a space, a tab or the line's end: its end, and its
    /// number for an ordered one.
    private static func listMarker(_ line: ArraySlice<UInt8>, at index: Int) -> (end: Int, number: Int?)? {
        var end = index
        var number: Int?
        if "-+*".utf8.contains(line[index]) {
            end = index + 1
        } else {
            var value = 0
            while end < line.endIndex, end - index < 9, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(line[end]) {
                value = value * 10 + Int(line[end] - UInt8(ascii: "0"))
                end += 1
            }
            guard end > index, end < line.endIndex, line[end] == UInt8(ascii: ".") || line[end] == UInt8(ascii: ")")
            else { return nil }
            end += 1
            number = value
        }
        guard end == line.endIndex || line[end] == UInt8(ascii: " ") || line[end] == UInt8(ascii: "\t") else {
            return nil
        }
        return (end, number)
    }

    /// `***`, `- - -`, `___`: three or more of one mark, spaces between.
    static func isThematicBreak(_ text: ArraySlice<UInt8>) -> Bool {
        let marks = text.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
        guard let mark = marks.first, "*-_".utf8.contains(mark) else { return false }
        return marks.count >= 3 && marks.allSatisfy { $0 == mark }
    }
}
