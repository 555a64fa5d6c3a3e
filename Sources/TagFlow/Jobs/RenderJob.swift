package import ChipRendering

/// One `tagflow render`: read the labels, draw the cloud, then write it or check it.
package struct RenderJob: Sendable {
    /// The input path; `-` reads standard input.
    package var input: String
    /// The output path; `-` writes to standard output.
    package var output: String
    package var format: OutputFormat
    package var style: CloudStyle
    /// Compare with the file at `output` instead of writing it.
    package var check: Bool
    /// Fail (exit 65) rather than warn when a label has characters no font can draw.
    package var strictGlyphs: Bool
    /// How the input is read (format, comments, dedupe, words mode).
    package var reader: TagInput
    /// Also write the layout as JSON here (`--emit-layout`); `nil` for none.
    package var layoutOutput: String?

    package init(
        input: String, output: String, format: OutputFormat, style: CloudStyle, check: Bool = false,
        strictGlyphs: Bool = false, reader: TagInput = TagInput(), layoutOutput: String? = nil
    ) {
        self.input = input
        self.output = output
        self.format = format
        self.style = style
        self.check = check
        self.strictGlyphs = strictGlyphs
        self.reader = reader
        self.layoutOutput = layoutOutput
    }

    /// What a run did.
    package enum Outcome: Hashable, Sendable {
        /// The output was written.
        case written
        /// `check`: the output already holds exactly these bytes.
        case upToDate
        /// `check`: the output is missing or different; `reason` says how.
        case stale(reason: String)
    }

    /// Runs the job.
    ///
    /// - Throws: `InputError`, `FontError`, `RenderError` or `OutputError`; on any of them no file
    ///   has been changed.
    /// - Parameter warn: called with each warning: control characters removed from labels, a
    ///   font that was substituted, labels with characters no font can draw.
    package func run(warn: (String) -> Void = { _ in }) throws -> Outcome {
        let source = InputFile.displayName(of: input)
        let tags = try reader.read(input, warn: warn)
        let cloud = TagCloud(tags: tags, style: style)
        let layout = try cloud.layout()
        if let note = layout.fontNote { warn(note) }
        for chip in layout.chips {
            guard let problem = chip.missingGlyphWarning else { continue }
            let line = chip.index.flatMap { tags[$0].line }
            if strictGlyphs { throw InputError.missingGlyphs(source: source, line: line, problem: problem) }
            warn((line.map { "\(source):\($0): " } ?? "") + problem)
        }
        let bytes = try cloud.render(layout, as: format)
        guard check else {
            // The picture and its layout change together or not at all.
            try OutputFile.write([(bytes, output)] + (layoutOutput.map { [(Array(layout.json.utf8), $0)] } ?? []))
            return .written
        }
        guard let existing = try InputFile.contentsIfPresent(output) else {
            return .stale(reason: "\(output) does not exist or is not a regular file")
        }
        return Self.compare(existing: existing, fresh: bytes, path: output)
    }

    /// Whether `existing` is byte for byte `fresh`, and if not, where they part.
    static func compare(existing: [UInt8], fresh: [UInt8], path: String) -> Outcome {
        if existing == fresh { return .upToDate }
        // A PNG is described by what it shows: how many pixels differ, and by how much.
        if let old = PNGImage(png: existing), let new = PNGImage(png: fresh) {
            guard let difference = new.difference(from: old) else {
                return .stale(
                    reason: "\(path) is \(old.width)×\(old.height) px; the rendering is \(new.width)×\(new.height) px")
            }
            guard difference.differingPixels > 0 else {
                return .stale(reason: "\(path) shows the same pixels but its bytes differ (encoded by another writer?)")
            }
            return .stale(
                reason: "\(path) differs from the rendering in \(difference.differingPixels) pixels "
                    + "(largest channel difference \(difference.largestChannelDifference))")
        }
        let shared = min(existing.count, fresh.count)
        let offset = (0..<shared).first { existing[$0] != fresh[$0] } ?? shared
        if existing.count != fresh.count {
            return .stale(
                reason: "\(path) is \(existing.count) bytes; the rendering is \(fresh.count) bytes; "
                    + "they differ from byte \(offset) on")
        }
        return .stale(reason: "\(path) differs from the rendering from byte \(offset) on")
    }
}
