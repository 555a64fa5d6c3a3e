extension Comparison {
    /// One chip's markup in an SVG TagFlow wrote: its group, from `<g id="…-chipN"` to the next
    /// chip's, and its label (`data-label`).
    struct SVGChip {
        var label: String
        /// With the document's id prefix taken out: a prefix is a hash of the whole drawing, so
        /// it changes with any chip, and would make every chip differ.
        var markup: [UInt8]
    }

    /// The chips of normalized SVG text, in document order; empty for an SVG without them.
    static func svgChips(_ text: [UInt8]) -> [SVGChip] {
        let opening = Array(#"<g id=""#.utf8)
        var starts: [Int] = []
        var index = 0
        while let found = firstIndex(of: opening, in: text, from: index) {
            // Chip groups only: their id ends in -chipN.
            let idStart = found + opening.count
            let idEnd = text[idStart...].firstIndex(of: UInt8(ascii: "\"")) ?? text.count
            let id = String(decoding: text[idStart..<idEnd], as: UTF8.self)
            let digits = id.reversed().prefix { $0.isNumber }.count
            if digits > 0, id.dropLast(digits).hasSuffix("-chip") { starts.append(found) }
            index = idEnd
        }
        let end = firstIndex(of: Array("</svg>".utf8), in: text, from: starts.last ?? 0) ?? text.count
        // The prefix: the first chip's id without its -chipN.
        var prefix: [UInt8] = []
        if let first = starts.first {
            let idStart = first + opening.count
            let dash = text[idStart...].firstIndex(of: UInt8(ascii: "\"")).flatMap { idEnd in
                text[idStart..<idEnd].lastIndex(of: UInt8(ascii: "-"))
            }
            if let dash { prefix = Array(text[idStart..<dash]) }
        }
        return starts.enumerated().map { offset, start in
            let stop = offset + 1 < starts.count ? starts[offset + 1] : end
            let markup = text[start..<stop]
            return SVGChip(label: label(in: markup), markup: removing(prefix, from: markup))
        }
    }

    /// How the chips of two SVGs differ, in one phrase: "2 chips differ: 'Swift', 'Rust'";
    /// `nil` when every chip is the same (the difference is in the canvas, title or glyphs).
    static func chipDifference(expected: [UInt8], actual: [UInt8], names: (expected: String, actual: String))
        -> String?
    {
        let old = svgChips(expected)
        let new = svgChips(actual)
        guard !old.isEmpty || !new.isEmpty else { return nil }
        var labels: [String] = []
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? old[index] : nil
            let after = index < new.count ? new[index] : nil
            if let before, let after, before.markup == after.markup { continue }
            labels.append("'\(after?.label ?? before?.label ?? "")'")
        }
        guard !labels.isEmpty else { return nil }
        let shown = labels.prefix(5).joined(separator: ", ") + (labels.count > 5 ? " and \(labels.count - 5) more" : "")
        let counts =
            old.count == new.count
            ? "" : "; \(names.expected) has \(old.count) chips, \(names.actual) \(new.count)"
        return "\(labels.count == 1 ? "1 chip differs" : "\(labels.count) chips differ"): \(shown)\(counts)"
    }

    private static func label(in markup: ArraySlice<UInt8>) -> String {
        let key = Array(#"data-label=""#.utf8)
        guard let found = firstIndex(of: key, in: Array(markup), from: 0) else { return "" }
        let start = markup.startIndex + found + key.count
        let end = markup[start...].firstIndex(of: UInt8(ascii: "\"")) ?? markup.endIndex
        var text = String(decoding: markup[start..<end], as: UTF8.self)
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&")] {
            text = text.replacing(entity, with: character)
        }
        return text
    }

    private static func removing(_ prefix: [UInt8], from markup: ArraySlice<UInt8>) -> [UInt8] {
        let bytes = Array(markup)
        guard !prefix.isEmpty else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if let found = firstIndex(of: prefix, in: bytes, from: index) {
                out += bytes[index..<found]
                index = found + prefix.count
            } else {
                out += bytes[index...]
                break
            }
        }
        return out
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else {
            return nil
        }
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0] && haystack[index..<index + needle.count].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }
}
