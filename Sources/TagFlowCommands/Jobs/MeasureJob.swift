import TagFlow
import TextShaping

/// `tagflow measure`: each label's shaped width and line height, for scripts and for checking.
package struct MeasureJob: Sendable {
    package var font: FontRequest
    package var fontSize: Double
    /// How the input is read.
    package var reader: TagReader

    package init(font: FontRequest = FontRequest(), fontSize: Double = 14, reader: TagReader = TagReader()) {
        self.font = font
        self.fontSize = fontSize
        self.reader = reader
    }

    /// `label<TAB>width<TAB>height` per label of the file at `path` (`-`: standard input), in
    /// input order: the width of the shaped text alone (no padding) and its line height (ascent
    /// + descent), in px, at full precision. Read as `reader` reads: within its limits, stopping
    /// at the first label over `maxLabels`; `warn` is told of removed control characters, a
    /// substituted font, and labels with characters no font can draw.
    package func run(path: String, warn: (String) -> Void = { _ in }) throws -> String {
        try measure(reader.read(path, warn: warn), path: path, warn: warn)
    }

    private func measure(_ tags: [CloudTag], path: String, warn: (String) -> Void) throws -> String {
        let source = InputFile.displayName(of: path)
        let (fonts, note) = try FontResolver.stack(for: font)
        if let note { warn(note) }
        let shaper = TextShaper(fonts: fonts)
        var lines: [String] = []
        lines.reserveCapacity(tags.count)
        for tag in tags {
            let text = shaper.shape(tag.label, size: fontSize)
            if !text.missing.isEmpty {
                let points = text.missing.map(\.codePointName).joined(separator: ", ")
                warn("\(source):\(tag.line ?? 0): label '\(tag.label)' has characters no font can draw: \(points)")
            }
            lines.append(
                tag.label + "\t" + JSONWriter.number(text.width) + "\t" + JSONWriter.number(text.metrics.lineHeight))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
