import ChipRendering
import Primitives
import TagFlow

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
    /// The other files the run reads (`--config`, `--stopwords`, fonts), which no output may replace.
    package var files: RunFiles
    /// Flushes and renames the outputs after `run` returns (a batch's, `OutputCommitter`); `nil`:
    /// before it returns.
    package var committer: OutputCommitter.Ticket?

    package init(
        input: String, output: String, format: OutputFormat, style: CloudStyle, check: Bool = false,
        strictGlyphs: Bool = false, reader: TagInput = TagInput(), layoutOutput: String? = nil,
        files: RunFiles = RunFiles()
    ) {
        self.input = input
        self.output = output
        self.format = format
        self.style = style
        self.check = check
        self.strictGlyphs = strictGlyphs
        self.reader = reader
        self.layoutOutput = layoutOutput
        self.files = files
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
    /// - Throws: `UsageError` when an output is a file the run reads or the other output (before
    ///   anything is read), or for a `--max-chip-width` too narrow for the labels; `InputError`,
    ///   `FontError`, `RenderError` or `OutputError`; on any of them no file has been changed.
    /// - Parameter warn: called with each warning: control characters removed from labels, a
    ///   font that was substituted, labels with characters no font can draw.
    package func run(warn: (String) -> Void = { _ in }) throws -> Outcome {
        let source = InputFile.displayName(of: input)
        var files = self.files
        try files.read(input, as: "the input")
        if !check {
            try files.write(output, as: "-o")
            if let layoutOutput { try files.write(layoutOutput, as: "--emit-layout") }
        }
        let tags = try reader.read(input, warn: warn)
        let cloud = TagCloud(tags: tags, style: style)
        let layout: CloudLayout
        do {
            layout = try cloud.layout()
        } catch let error as LayoutError {
            // On the command line the width came from --max-chip-width: a usage error naming it.
            guard case .maxChipWidthTooNarrow(let maximum, _, let label) = error else { throw error }
            throw UsageError.badValue(
                option: "--max-chip-width", value: PlainNumber.format(maximum),
                expected: "at least \(error.smallestWholeWidth), room for one character and … of '\(label)'")
        }
        if let note = layout.fontNote { warn(note) }
        for chip in layout.chips {
            guard let problem = chip.missingGlyphWarning else { continue }
            let line = chip.index.flatMap { tags[$0].line }
            if strictGlyphs { throw InputError.missingGlyphs(source: source, line: line, problem: problem) }
            warn((line.map { "\(source):\($0): " } ?? "") + problem)
        }
        guard check else {
            // The picture and its layout change together or not at all.
            let layoutFile = layoutOutput.map { [(Array(layout.json.utf8), $0)] } ?? []
            if format == .svg {
                // Written while it is made: memory holds the layout and a megabyte of markup,
                // not the whole document (160 MB for 100,000 labels).
                let scene = cloud.scene(for: layout)
                try OutputFile.write(
                    streaming: output,
                    producing: { (emit) throws(OutputError) in try ChipRenderer.writeSVG(scene, to: emit) },
                    with: layoutFile, committer: committer)
            } else {
                try OutputFile.write(
                    [(try cloud.render(layout, as: format), output)] + layoutFile, committer: committer)
            }
            return .written
        }
        let bytes = try cloud.render(layout, as: format)
        guard let existing = try InputFile.contentsIfPresent(output) else {
            return .stale(reason: "\(output) does not exist or is not a regular file")
        }
        return Self.compare(existing: existing, fresh: bytes, path: output, format: format)
    }

    /// Whether `existing` shows what `fresh` shows, under the comparison rule every check shares.
    static func compare(existing: [UInt8], fresh: [UInt8], path: String, format: OutputFormat) -> Outcome {
        do {
            switch try Comparison().compare(
                expected: existing, actual: fresh, as: format, names: (path, "the rendering"))
            {
            case .same: return .upToDate
            case .different(let reason, _): return .stale(reason: reason)
            }
        } catch {
            // Every comparison failure names its file already (as `path` or "the rendering").
            return .stale(reason: "\(error)")
        }
    }
}
