/// The chips of an SVG TagFlow wrote, read back from its text: each chip is a
/// `<g id="…-chipN" data-label="…">` group (inside an `<a>` when it links) whose first `<rect>`
/// is its frame, whose rects and text group carry its paint and whose `<use>` lines its glyphs.
/// Anything else (a hand-edited file, another writer's SVG) simply yields fewer chips.
package enum SVGChips {
    /// The chips of `text`, in document order. Lines are read one at a time and blank ones
    /// skipped: nothing is kept per line of a file that is mostly line breaks.
    package static func chips(in text: String) -> [ChipChanges.Chip] {
        var chips: [ChipChanges.Chip] = []
        var current: (label: String, depth: Int, rect: String?, paint: [String], content: [String])?
        var link = ""
        let utf8 = text.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex {
            let end = utf8[start...].firstIndex(of: 0x0A) ?? utf8.endIndex
            var lineStart = start
            while lineStart < end, utf8[lineStart] == 0x20 || utf8[lineStart] == 0x09 {
                lineStart = utf8.index(after: lineStart)
            }
            var lineEnd = end
            if lineEnd > lineStart, utf8[utf8.index(before: lineEnd)] == 0x0D { lineEnd = utf8.index(before: lineEnd) }
            start = end < utf8.endIndex ? utf8.index(after: end) : end
            guard lineStart < lineEnd else { continue }
            let line = Substring(utf8[lineStart..<lineEnd])
            if var chip = current {
                if line.hasPrefix("<g") { chip.depth += 1 }
                if line.hasPrefix("</g>") { chip.depth -= 1 }
                if line.hasPrefix("<rect") {
                    if chip.rect == nil {
                        chip.rect = ["x", "y", "width", "height"].compactMap { attribute($0, in: line) }.joined(
                            separator: " ")
                    }
                    chip.paint.append(
                        ["fill", "stroke", "stroke-width"].compactMap { attribute($0, in: line) }.joined(separator: " ")
                    )
                } else if line.hasPrefix("<g"), let fill = attribute("fill", in: line) {
                    // Its transform places the text on the canvas: a moved chip's changes with it.
                    chip.paint.append("text \(fill)")
                } else if !line.hasPrefix("</g>") {
                    chip.content.append(String(line))
                }
                if chip.depth == 0 {
                    chips.append(
                        ChipChanges.Chip(
                            label: chip.label, place: chip.rect ?? "", paint: chip.paint.joined(separator: "; "),
                            glyphs: chip.content.joined(separator: "\n"), link: link))
                    current = nil
                } else {
                    current = chip
                }
                continue
            }
            if line.hasPrefix("<a ") { link = attribute("href", in: line) ?? "" }
            if line.hasPrefix("</a>") { link = "" }
            if line.hasPrefix("<g "), let label = attribute("data-label", in: line) {
                current = (XMLText.unescaped(label), 1, nil, [], [])
            }
        }
        return chips
    }

    /// `text` with its id prefix (the `P` of `id="P-chip0"`, derived from everything drawn, so it
    /// changes with any label) written as `ID`, so a comparison of two files shows what else changed;
    /// and the prefix, when there is one.
    package static func withoutIDPrefix(_ text: String) -> (text: String, prefix: String?) {
        guard let chip = text.firstRange(of: "-chip0\""),
            let start = text[..<chip.lowerBound].lastIndex(of: "\"")
        else { return (text, nil) }
        let prefix = String(text[text.index(after: start)..<chip.lowerBound])
        guard !prefix.isEmpty, !prefix.contains(" ") else { return (text, nil) }
        return (text.replacing("\"\(prefix)-", with: "\"ID-").replacing("#\(prefix)-", with: "#ID-"), prefix)
    }

    /// The value of ` name="…"` in a tag's line, still escaped.
    static func attribute(_ name: String, in line: Substring) -> String? {
        guard let start = line.firstRange(of: " \(name)=\"") else { return nil }
        let rest = line[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}

/// XML's five predefined entities and numeric references, undone, for labels in messages.
enum XMLText {
    static func unescaped(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[amp...]
            guard let semicolon = after.firstIndex(of: ";") else {
                rest = after
                break
            }
            let entity = after[after.index(after: amp)..<semicolon]
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
            if let value = named[String(entity)] {
                out += value
            } else if entity.hasPrefix("#x"), let code = UInt32(entity.dropFirst(2), radix: 16),
                let scalar = Unicode.Scalar(code)
            {
                out.unicodeScalars.append(scalar)
            } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()), let scalar = Unicode.Scalar(code) {
                out.unicodeScalars.append(scalar)
            } else {
                out += after[...semicolon]
            }
            rest = after[after.index(after: semicolon)...]
        }
        return out + rest
    }
}
