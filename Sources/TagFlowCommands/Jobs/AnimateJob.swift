import TagFlow

/// `tagflow animate FROM [TO] -o OUT.svg`: one list re-wrapped to another width, or one list
/// turning into another, as an animated SVG (`TagCloud.animatedSVG(to:duration:)`).
package struct AnimateJob: Sendable {
    /// The first list; `-` reads standard input.
    package var from: String
    /// The second list; `nil` re-wraps `from` to `toWidth`.
    package var to: String?
    /// The output path; `-` writes to standard output.
    package var output: String
    package var style: CloudStyle
    package var reader: TagInput
    /// The second state's row width; `nil` keeps `style.maxWidth`.
    package var toWidth: Double?
    /// Seconds the move takes.
    package var duration: Double
    /// Files the options came from, checked against the output.
    package var files: RunFiles

    package init(
        from: String, to: String?, output: String, style: CloudStyle, reader: TagInput, toWidth: Double?,
        duration: Double, files: RunFiles = RunFiles()
    ) {
        self.from = from
        self.to = to
        self.output = output
        self.style = style
        self.reader = reader
        self.toWidth = toWidth
        self.duration = duration
        self.files = files
    }

    /// Reads the lists, animates and writes the SVG.
    ///
    /// - Throws: `UsageError` when the output is a file the run reads, `InputError`, `FontError`,
    ///   `LayoutError`, `RenderError` or `OutputError`; on any of them no file has been changed.
    package func run(warn: (String) -> Void = { _ in }) throws {
        var files = self.files
        try files.read(from, as: "FROM")
        if let to { try files.read(to, as: "TO") }
        try files.write(output, as: "-o")
        let start = TagCloud(tags: try reader.read(from, warn: warn), style: style)
        var end = TagCloud(tags: try to.map { path in try reader.read(path, warn: warn) } ?? start.tags, style: style)
        if let toWidth { end.style.maxWidth = toWidth }
        try OutputFile.write(start.animatedSVG(to: end, duration: duration), to: output)
    }
}
