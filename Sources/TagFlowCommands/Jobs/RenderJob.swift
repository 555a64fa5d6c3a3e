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
    package var reader: TagReader
    /// `TagCloud.allowsUnsafeLinks` (`--allow-unsafe-links`).
    package var allowsUnsafeLinks = false
    /// Labels given on the command line (`--label`), read instead of `input`.
    package var labels: [String]?
    /// Each label's icon (`--icon`), in `labels`' order; `nil` for none.
    package var labelIcons: [String?]?
    /// Also write the layout as JSON here (`--emit-layout`); `nil` for none.
    package var layoutOutput: String?
    /// The other files the run reads (`--config`, `--stopwords`, fonts), which no output may replace.
    package var files: RunFiles
    /// Flushes and renames the outputs after `run` returns (a batch's, `OutputCommitter`); `nil`:
    /// before it returns.
    package var committer: OutputCommitter.Ticket?
    /// The look for dark mode (`--dark-theme`): an SVG that follows `prefers-color-scheme`, or
    /// for PNG and PDF a second file named by `DarkVariant.path(for:)`; `nil` for one look.
    package var darkStyle: CloudStyle?
    /// A batch's table of every output it writes (`BatchJob.planFiles`): no icon the tags name
    /// may be one of them, another input's picture that the batch replaces while it draws.
    package var batchFiles: RunFiles?
    /// `check`: the folder where a stale PNG's difference picture goes (`--differences`); `nil` for none.
    package var differences: String?
    /// How far apart a PNG channel may be for `check` to count it the same (`Comparison`).
    package var tolerance = Comparison.defaultTolerance
    /// Warn about looks that cannot be read (`Readability`); a batch warns once for all its inputs.
    package var warnsOfReadability = true
    /// A manifest's `"animate"` image: the animated re-wrap from `input` (`AnimateJob`) rather
    /// than a still picture; `nil` for a picture.
    package var animation: Manifest.Animation?
    /// `--strict`: the first warning fails the job (`StrictWarning`, 65), before anything is written.
    package var strict = false
    /// Where the colours were chosen, named by readability warnings (light, dark).
    package var paintSources = (light: Readability.Sources(), dark: Readability.Sources())
    /// The caller has already checked that the output and the layout replace neither the input
    /// nor a file in `files` (a batch checks all its inputs and outputs before drawing any), so
    /// `run` does not ask again: two `stat`s a picture. A dark picture is checked here still.
    package var filesChecked = false
    /// The labels themselves, read in place of the file at `input` (which still names them in
    /// messages): a Markdown block's body, after `inputBlankLines` blank lines so that its
    /// lines are numbered as in the page; `nil` reads `input`. The blank lines are made only
    /// while the job draws, so a page of many blocks does not hold a page's worth for each.
    package var inputBytes: [UInt8]? {
        get {
            // Without blank lines the body itself: joined to none it was copied (a batch's every list).
            inputBody.map {
                inputBlankLines == 0 ? $0 : [UInt8](repeating: UInt8(ascii: "\n"), count: inputBlankLines) + $0
            }
        }
        set {
            inputBody = newValue
            inputBlankLines = 0
        }
    }
    /// What `{stem}` in the id prefix stands for (`CloudStyle.resolvedIDPrefix(stem:)`): a
    /// batch's output path below its folder, without the extension; `nil` is `output`'s name
    /// without it, or for standard output the input's (nothing for standard input too).
    package var idStem: String?
    /// What the freshness keys of a batch's inputs share, made once for the batch (`freshness`):
    /// the keys begun with the settings' encoding (which differ from input to input at most in
    /// the input format), and the fonts' fingerprints.
    var sharedKeyParts: SharedKeyParts?
    /// The labels of `inputBytes`, without the blank lines before them.
    package var inputBody: [UInt8]?
    /// How many blank lines come before `inputBody`.
    package var inputBlankLines = 0

    package init(
        input: String, output: String, format: OutputFormat, style: CloudStyle, check: Bool = false,
        strictGlyphs: Bool = false, reader: TagReader = TagReader(), layoutOutput: String? = nil,
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

    /// What a run that wrote its output made, for the output folder's `FreshnessRecord`: the
    /// hash of its files (`Freshness.hash(of:)` of `outputs`, made while they were written) and
    /// what the icons its tags name draw (`ChipIcon.digest`), which the key holds.
    package struct Written: Sendable {
        package var outputHash: String
        package var iconDigests: Set<UInt64>
    }

    /// What a run did.
    package enum Outcome: Hashable, Sendable {
        /// The output was written.
        case written
        /// `check`: the output already holds exactly these bytes.
        case upToDate
        /// `check`: the output is missing or different; `reason` says how.
        case stale(reason: String)

        /// The exit code of a run that ended so (render's and animate's), with a stale output's
        /// line written.
        package func reported() -> Int32 {
            guard case .stale(let reason) = self else { return ExitCode.ok }
            Console.stale(reason)
            return ExitCode.different
        }
    }

    /// Runs the job.
    ///
    /// - Throws: `UsageError` when an output is a file the run reads or the other output (before
    ///   anything is read), or for a `--max-chip-width` too narrow for the labels; `InputError`,
    ///   `FontError`, `RenderError` or `OutputError`; on any of them no file has been changed.
    /// - Parameter warn: called with each warning: control characters removed from labels, a
    ///   font that was substituted, labels with characters no font can draw.
    package func run(warn: (String) -> Void = { _ in }) throws -> Outcome {
        var written: Written?
        return try run(warn: warn, hashing: false, written: &written)
    }

    /// Runs the job; when it writes and `hashing` is set, `written` is what it made.
    package func run(warn: (String) -> Void = { _ in }, hashing: Bool, written: inout Written?) throws -> Outcome {
        var files = self.files
        if !filesChecked, labels == nil { try files.read(input, as: "the input") }
        let darkOutput = try darkOutputPath()
        if filesChecked, darkOutput != nil, labels == nil { try files.read(input, as: "the input") }
        if check, !filesChecked, let differences {
            // A difference picture may replace neither a file the run reads nor another one.
            for path in [output] + (darkOutput.map { [$0] } ?? []) where format == .png {
                try files.read(path, as: path == output ? "-o" : "the dark picture of -o")
                try files.write(
                    Self.differencePath(for: path, in: differences), as: "the difference picture of '\(path)'")
            }
        }
        if !check, !filesChecked || darkOutput != nil {
            try files.write(output, as: "-o")
            if let darkOutput { try files.write(darkOutput, as: "the dark picture of -o") }
            if let layoutOutput { try files.write(layoutOutput, as: "--emit-layout") }
        }
        // One look drawn once needs no tags after its chips are made: a big list's go then.
        let (cloud, layout, icons, iconDigests) = try draw(lettingGoOfTags: !hasDarkStyle, warn: warn)
        var dark = darkStyle.map(cloud.darkVariant)
        // Only a list that names icons: the outputs' array, an unlabelled tuple's cast at run time
        // to the labelled one `checkIcons` takes, was made for every picture.
        if !check, !icons.isEmpty {
            let outputs: [(path: String, role: String)] =
                [(output, "-o")] + (darkOutput.map { [($0, "the dark picture of -o")] } ?? [])
                + (layoutOutput.map { [($0, "--emit-layout")] } ?? [])
            try Self.checkIcons(icons, against: outputs)
            if let batchFiles { for icon in Set(icons) { try batchFiles.checkRead(icon, as: "an icon of '\(input)'") } }
        }
        guard check else {
            // The picture and its layout change together or not at all, in folders made for them
            // (a batch has made its folders already).
            let layoutFile = layoutOutput.map { [(Array(layout.json.utf8), $0)] } ?? []
            let made =
                committer == nil
                ? try OutputFolder.makeParents(of: [output] + (darkOutput.map { [$0] } ?? []) + layoutFile.map(\.1))
                : []
            // The files' hash, made as they are written: a record need not read them back.
            var digest = OutputDigest()
            do {
                if format == .svg {
                    // Written while it is made: memory holds the layout and a megabyte of markup,
                    // not the whole document (160 MB for 100,000 labels).
                    let scene = try dark.map { try cloud.scene(for: layout, dark: $0) } ?? cloud.scene(for: layout)
                    // The scene is all the writing reads: the dark look's tags need not stay while
                    // the document is written.
                    dark?.tags = []
                    try OutputFile.write(
                        streaming: output,
                        producing: { (emit) throws(OutputError) in
                            try ChipRenderer.writeSVG(scene) { (piece) throws(OutputError) in
                                if hashing { digest.feed(piece) }
                                try emit(piece)
                            }
                            if hashing { digest.endFile() }
                        },
                        with: layoutFile, committer: committer)
                } else {
                    var pictures = [(try cloud.render(layout, as: format), output)]
                    if let dark, let darkOutput {
                        pictures.append((try cloud.renderDark(layout, dark: dark, as: format), darkOutput))
                    }
                    if hashing {
                        for (bytes, _) in pictures {
                            digest.feed(bytes)
                            digest.endFile()
                        }
                    }
                    try OutputFile.write(pictures + layoutFile, committer: committer)
                }
            } catch {
                OutputFolder.removeEmpty(made)
                throw error
            }
            if hashing {
                // The layout is the last of `outputs`.
                for (bytes, _) in layoutFile {
                    digest.feed(bytes)
                    digest.endFile()
                }
                written = Written(outputHash: digest.hash, iconDigests: iconDigests)
            }
            return .written
        }
        for (bytes, path) in try pictures(cloud, layout, dark: dark, darkOutput: darkOutput) {
            guard let existing = try InputFile.contentsIfPresent(path) else {
                return .stale(reason: "\(path) does not exist or is not a regular file")
            }
            let outcome = Self.compare(
                existing: existing, fresh: bytes, path: path, format: format, tolerance: tolerance,
                differences: differences)
            if outcome != .upToDate { return outcome }
        }
        return .upToDate
    }

    /// Every file the job makes (the picture, its dark picture), in memory and in order, for a
    /// caller that writes them together with others (`build`, `markdown`).
    ///
    /// - Throws: as `run`, before anything is written.
    /// Also the cloud's title (the labels as laid out), for alt text.
    package func pictures(warn: (String) -> Void = { _ in }) throws -> (
        files: [(bytes: [UInt8], path: String)], title: String, icons: [String]
    ) {
        if let animation {
            var job = AnimateJob(
                from: input, to: animation.to, output: output, style: style, reader: reader,
                toWidth: animation.toWidth, duration: animation.timing.duration, files: files)
            job.timing = animation.timing
            job.allowsUnsafeLinks = allowsUnsafeLinks
            job.check = check
            return ([(try job.animation(warn: warn), output)], "", [])
        }
        let (cloud, layout, icons, _) = try draw(lettingGoOfTags: !hasDarkStyle, warn: warn)
        let files = try pictures(cloud, layout, dark: darkStyle.map(cloud.darkVariant), darkOutput: darkOutputPath())
        return (files, layout.title, icons)
    }

    private func pictures(_ cloud: TagCloud, _ layout: CloudLayout, dark: TagCloud?, darkOutput: String?) throws
        -> [(bytes: [UInt8], path: String)]
    {
        if format == .svg, let dark {
            return [(try ChipRenderer.render(cloud.scene(for: layout, dark: dark), as: .svg), output)]
        }
        var pictures = [(try cloud.render(layout, as: format), output)]
        if let dark, let darkOutput {
            pictures.append((try cloud.renderDark(layout, dark: dark, as: format), darkOutput))
        }
        return pictures
    }

    /// Every file the job writes: the picture, then its dark picture for a pair.
    /// With `layoutOutput`, the layout JSON last, so a freshness record knows it too.
    package var outputs: [String] {
        // Appended to one array: joining arrays of one made three more (0.1 M instructions of
        // the 200 × 40 SVG batch).
        var outputs = [output]
        if let dark = try? darkOutputPath() { outputs.append(dark) }
        if let layoutOutput { outputs.append(layoutOutput) }
        return outputs
    }

    /// The job's `Freshness` key: its input's bytes, everything that shapes the drawing, its fonts and `version`.
    ///
    /// - Throws: `InputError` when the input cannot be read.
    package func freshness(version: String) throws -> Freshness {
        try freshness(version: version, input: try freshnessInput(), iconDigests: nil)
    }

    /// The input's bytes as the key holds them, read before the drawing (an input changed
    /// meanwhile then makes the output stale rather than fresh).
    ///
    /// - Throws: `InputError` when the input cannot be read.
    package func freshnessInput() throws -> [UInt8] {
        // As text: a NUL byte ends the reading at once, as it ends every reader's (`/dev/zero`
        // as a batch's input is refused in little memory, record or not).
        try inputBytes ?? InputFile.read(input, maximumBytes: reader.maxInputBytes, text: true)
    }

    /// The key of an output made from `bytes` (`freshnessInput()`), with `iconDigests` the
    /// icons its tags name (`Written.iconDigests`); `nil` reads the list again for them.
    package func freshness(version: String, input bytes: [UInt8], iconDigests: Set<UInt64>?) throws -> Freshness {
        // The settings' canonical encoding (the format the input's name picks included), then
        // what its icons draw.
        let inputFormat = reader.format ?? TagReader.Format.forPath(input)
        var key =
            try sharedKeyParts?.key(for: inputFormat, version: version) {
                try keyBegun(version: version, inputFormat: inputFormat)
            } ?? keyBegun(version: version, inputFormat: inputFormat)
        let digests =
            iconDigests
            ?? (namesNoIcon(bytes) ? [] : Set((silentTags(input: bytes) ?? []).compactMap { $0.icon?.digest }))
        if !digests.isEmpty {
            key.append(option: "icon-digests:" + digests.sorted().map { $0.hex(digits: 16) }.joined(separator: ","))
        }
        var input = bytes
        if let animation {
            // The animation's own settings, and its second list's bytes after the first's.
            let timing = animation.timing
            key.append(
                option:
                    "animate:\(animation.toWidth.map(PlainNumber.format) ?? "-"):\(PlainNumber.format(timing.duration)):"
                    + "\(PlainNumber.format(timing.delay)):\(timing.loops)")
            if let to = animation.to {
                input += [0] + (try InputFile.read(to, maximumBytes: reader.maxInputBytes))
            }
        }
        return key.key(fonts: sharedKeyParts?.fonts(for: style) ?? Freshness.fontFingerprints(for: style), input: input)
    }

    /// A key begun with `version`, the output format and the settings' canonical encoding,
    /// the input read as `inputFormat`.
    private func keyBegun(version: String, inputFormat: TagReader.Format?) throws -> Freshness.Partial {
        var reading = reader
        reading.format = inputFormat
        let settings = CloudSettings(
            style: style, darkStyle: darkStyle, reader: reading, strictGlyphs: strictGlyphs,
            allowsUnsafeLinks: allowsUnsafeLinks)
        return Freshness.Partial(
            version: version, options: format.rawValue + "\u{1F}" + (try settings.canonicalEncoding()))
    }

    /// Whether the list in `bytes` certainly names no icon, so the key need not read it for its
    /// icons (10.2 M instructions of the 200 × 40 SVG batch, 6 Dec 2026): a list in the text
    /// format names one only in a line's sixth column, after five tabs. Other formats, and
    /// standard input (whose format its content picks), are read.
    private func namesNoIcon(_ bytes: [UInt8]) -> Bool {
        guard labels == nil, reader.format != nil || input != InputFile.standardInput,
            (reader.format ?? TagReader.Format.forPath(input)) == .text
        else { return false }
        var tabs = 0
        for byte in bytes where byte == UInt8(ascii: "\t") {
            tabs += 1
            if tabs >= 5 { return false }
        }
        return true
    }

    /// Whether there is a dark look (`darkStyle`). A pattern: `darkStyle != nil` copied the
    /// optional style through its value witnesses to compare it, and let go of the copy.
    private var hasDarkStyle: Bool {
        guard case .some = darkStyle else { return false }
        return true
    }

    /// Where the dark picture of a PNG or PDF pair goes; `nil` for SVG or one look.
    private func darkOutputPath() throws(UsageError) -> String? {
        guard format != .svg, hasDarkStyle else { return nil }
        guard DarkVariant.canPair(output) else {
            let stream = output == OutputFile.standardOutput ? "-o -" : "-o \(output) (a stream)"
            throw .conflicting(
                option: "--dark-theme", value: nil, with: "\(stream) for \(format.rawValue.uppercased())",
                advice: "a light/dark pair is two files; write an SVG (one file for both) or name an output file")
        }
        return DarkVariant.path(for: output)
    }

    /// Reads the labels and lays the cloud out, warning as it goes.
    /// The cloud, its layout, the icon files its tags name and what those icons draw (for the
    /// freshness key). `lettingGoOfTags`: the cloud returned has no tags, let go of while it was
    /// laid out (`layoutLettingGoOfTags`).
    private func draw(lettingGoOfTags: Bool, warn given: (String) -> Void) throws -> (
        cloud: TagCloud, layout: CloudLayout, icons: [String], iconDigests: Set<UInt64>
    ) {
        // With --strict the first warning is kept, and thrown once drawing is done.
        var firstWarning: String?
        let warn: (String) -> Void = { [strict] warning in
            if strict { firstWarning = firstWarning ?? warning } else { given(warning) }
        }
        let drawn = try drawWarning(lettingGoOfTags: lettingGoOfTags, warn: warn)
        if let firstWarning { throw StrictWarning(firstWarning) }
        return drawn
    }

    private func drawWarning(lettingGoOfTags: Bool, warn: (String) -> Void) throws -> (
        cloud: TagCloud, layout: CloudLayout, icons: [String], iconDigests: Set<UInt64>
    ) {
        let source = InputFile.displayName(of: input)
        var cloud = TagCloud(tags: try tags(input: inputBytes, warn: warn), style: style)
        // A prefix without `{stem}` stays as it is: no file name worked out for it.
        if style.idPrefix?.contains(CloudStyle.idPrefixStem) == true {
            cloud.style.idPrefix = style.resolvedIDPrefix(stem: idStem ?? Self.stem(of: output) ?? Self.stem(of: input))
        }
        cloud.allowsUnsafeLinks = allowsUnsafeLinks
        // The icons, and the lines for the messages below without the tags.
        let (icons, iconDigests, lines) = cloud.tags.iconsAndLines
        let layout: CloudLayout
        do {
            layout = try lettingGoOfTags ? cloud.layoutLettingGoOfTags() : cloud.layout()
        } catch RenderError.unsafeLink(let index, _, let link, let scheme) {
            // The tag's place in the file it was read from, as every input error names it.
            let line = index.flatMap { $0 < lines.count ? Int(lines[$0]) : nil } ?? 0
            throw InputError.unsafeLink(source: source, line: line, link: link, scheme: scheme)
        } catch let error as LayoutError {
            // On the command line the width came from --max-chip-width, the canvas from --canvas:
            // a usage error naming it.
            switch error {
            case .maxChipWidthTooNarrow(let maximum, _, let label):
                throw UsageError.badValue(
                    option: "--max-chip-width", value: PlainNumber.format(maximum),
                    expected: "at least \(error.smallestWholeWidth), room for one character and … of '\(label)'")
            case .canvasTooSmall(let canvas, let needed):
                func size(_ size: Size) -> String {
                    PlainNumber.format(size.width) + "x" + PlainNumber.format(size.height)
                }
                throw UsageError.badValue(
                    option: "--canvas", value: size(canvas),
                    expected: "at least \(size(needed)), the size this cloud needs (or fewer or shorter labels, "
                        + "a smaller --font-size)")
            case .badValue(let index, _, let problem):
                let line = index < lines.count ? Int(lines[index]) : 0
                let value = index < cloud.tags.count ? cloud.tags[index].value ?? "" : ""
                throw InputError.badValue(source: source, line: line, value: value, problem: problem)
            }
        } catch let error as StyleError {
            // A rule only the chips' heights can check (the outline's width), said with its flag.
            guard case .strokeWidthTooWide = error else { throw error }
            throw StyleFlags.usageError(for: error)
        }
        if let note = layout.fontNote { warn(note) }
        // The chips read where they lie: `for chip in` copied every one (about 400 instructions).
        for position in layout.chips.indices where !layout.chips[position].text.missing.isEmpty {
            guard let problem = layout.chips[position].missingGlyphWarning else { continue }
            let line = layout.chips[position].index.flatMap { lines[$0] == 0 ? nil : Int(lines[$0]) }
            if strictGlyphs {
                throw InputError.missingGlyphs(
                    source: labels == nil ? source : "--label", line: labels == nil ? line : nil, problem: problem)
            }
            // A --label has no file or line to name: the message names the label.
            warn((labels == nil ? line.map { "\(source):\($0): " } : nil).map { $0 + problem } ?? problem)
        }
        if warnsOfReadability {
            // About the settings, which the warnings name, not about the input.
            for problem in Readability.warnings(
                for: style, adaptive: hasDarkStyle, sources: paintSources.light, layout: layout)
            {
                warn(problem)
            }
            if let darkStyle {
                for problem in Readability.warnings(
                    for: darkStyle, adaptive: true, sources: paintSources.dark, layout: layout)
                {
                    warn("in dark mode, \(problem)")
                }
            }
        }
        return (cloud, layout, icons, iconDigests)
    }

    /// The folder part of `path` as written (empty for a bare name).
    static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }

    /// `path`'s file name without its extension; `nil` for a standard stream.
    static func stem(of path: String) -> String? {
        guard path != InputFile.standardInput else { return nil }
        let name = PathName.last(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// Where the difference picture of a stale `path` goes in the folder `differences`:
    /// `NAME.diff.png`, NAME the file's name without its extension.
    package static func differencePath(for path: String, in differences: String) -> String {
        let name = PathName.last(path)
        return differences + "/" + (name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name) + ".diff.png"
    }

    /// Whether `existing` shows what `fresh` shows, under the comparison rule every check shares.
    ///
    /// - Parameter differences: a folder to write a difference picture into when a PNG is
    ///   stale, `NAME.diff.png` (what `tagflow diff -o` draws); `nil` for none.
    package static func compare(
        existing: [UInt8], fresh: [UInt8], path: String, format: OutputFormat,
        tolerance: Int = Comparison.defaultTolerance, differences: String? = nil
    ) -> Outcome {
        do {
            switch try Comparison(tolerance: tolerance).compare(
                expected: existing, actual: fresh, as: format, names: (path, "the rendering"))
            {
            case .same: return .upToDate
            case .different(let reason, let picture):
                guard let differences, let picture else { return .stale(reason: reason) }
                let target = differencePath(for: path, in: differences)
                do {
                    try OutputFolder.withParents(of: [target]) { try OutputFile.write(picture, to: target) }
                    return .stale(reason: reason + "; the difference is drawn in \(target)")
                } catch {
                    return .stale(reason: reason + "; the difference picture could not be written: \(error)")
                }
            }
        } catch {
            // Every comparison failure names its file already (as `path` or "the rendering").
            return .stale(reason: "\(error)")
        }
    }
}
