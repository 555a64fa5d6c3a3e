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
    package var reader: TagReader
    /// `TagCloud.allowsUnsafeLinks` (`--allow-unsafe-links`).
    package var allowsUnsafeLinks = false
    /// The second state's row width; `nil` keeps `style.maxWidth`.
    package var toWidth: Double?
    /// How long the move takes, how long each state is held, whether it repeats.
    package var timing: AnimationTiming
    /// Seconds the move takes.
    package var duration: Double {
        get { timing.duration }
        set { timing.duration = newValue }
    }
    /// Write nothing; say whether `output` already holds this animation.
    package var check = false
    /// Files the options came from, checked against the output.
    package var files: RunFiles
    /// Labels given on the command line (`--label`): the first list, read instead of `from`.
    package var fromLabels: [String]?
    /// Each `--label`'s icon (`--icon`), in `fromLabels`' order; `nil` for none.
    package var fromIcons: [String?]?

    package init(
        from: String, to: String?, output: String, style: CloudStyle, reader: TagReader, toWidth: Double?,
        duration: Double, files: RunFiles = RunFiles()
    ) {
        self.from = from
        self.to = to
        self.output = output
        self.style = style
        self.reader = reader
        self.toWidth = toWidth
        self.timing = AnimationTiming(duration: duration)
        self.files = files
    }

    /// Reads the lists, animates and writes the SVG (or, with `check`, compares it with the
    /// one at `output`, as `render --check` does).
    ///
    /// - Throws: `UsageError` when the output is a file the run reads, `InputError`, `FontError`,
    ///   `LayoutError`, `RenderError` or `OutputError`; on any of them no file has been changed.
    @discardableResult
    package func run(warn: (String) -> Void = { _ in }) throws -> RenderJob.Outcome {
        var files = self.files
        if fromLabels == nil { try files.read(from, as: "FROM") }
        if let to { try files.read(to, as: "TO") }
        if !check { try files.write(output, as: "-o") }
        let svg = try animation(warn: warn)
        guard check else {
            try OutputFolder.withParents(of: [output]) { try OutputFile.write(svg, to: output) }
            return .written
        }
        guard let existing = try InputFile.contentsIfPresent(output) else {
            return .stale(reason: "\(output) does not exist or is not a regular file")
        }
        return RenderJob.compare(existing: existing, fresh: svg, path: output, format: .svg)
    }

    /// The animated SVG, made in memory: the lists read, the icons checked against the output.
    ///
    /// - Throws: as `run`.
    package func animation(warn: (String) -> Void = { _ in }) throws -> [UInt8] {
        let first =
            try fromLabels.map { try reader.tags(labels: $0, icons: fromIcons ?? [], source: "--label", warn: warn) }
            ?? reader.read(from, warn: warn)
        var start = TagCloud(tags: first, style: style)
        start.style.idPrefix = style.resolvedIDPrefix(stem: RenderJob.stem(of: output) ?? RenderJob.stem(of: from))
        start.allowsUnsafeLinks = allowsUnsafeLinks
        var end = start
        if let to { end.tags = try reader.read(to, warn: warn) }
        // Icons are known once the lists are read: the output may replace none of them.
        if !check { try RenderJob.checkIcons(of: start.tags + end.tags, against: [(output, "-o")]) }
        if let toWidth { end.style.maxWidth = toWidth }
        let svg: [UInt8]
        do {
            svg = try start.animatedSVG(to: end, timing: timing)
        } catch RenderError.unsafeLink(let index, _, let link, let scheme) {
            // The list and line the tag came from, as every input error names them.
            let (list, tags) =
                index.map { $0 < start.tags.count && start.tags[$0].link == link } ?? false
                ? (fromLabels == nil ? from : "--label", start.tags) : (to ?? from, end.tags)
            let line = index.flatMap { $0 < tags.count ? tags[$0].line : nil } ?? 0
            throw InputError.unsafeLink(
                source: InputFile.displayName(of: list), line: line, link: link, scheme: scheme)
        } catch let error as StyleError {
            // A rule only the chips' heights can check (the outline's width), said with its flag.
            guard case .strokeWidthTooWide = error else { throw error }
            throw StyleFlags.usageError(for: error)
        }
        return svg
    }
}
