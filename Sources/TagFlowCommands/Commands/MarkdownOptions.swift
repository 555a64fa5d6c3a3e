import TagFlow

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tagflow markdown IN.md -o OUT.md`'s options: each ```tagflow block of the page drawn as
/// `render` draws it, and the page written with links in their place, all together (`PictureSet`).
package enum MarkdownOptions: CommandOptions {
    package static let specs: [OptionSpec] =
        [
            OptionSpec(
                name: "--output", short: "-o", value: "OUT.md", help: "the page to write, each block an image link",
                fileExtensions: ["md", "markdown"]),
            OptionSpec(
                name: "--images", value: "DIR",
                help: "where the images go (default: images/ beside OUT.md; made if missing)",
                takesFolder: true),
            OptionSpec(
                name: "--format", value: "svg|png", help: "the images' format (default: svg)", choices: ["svg", "png"]),
            OptionSpec(
                name: "--check",
                help: "write nothing; exit 0 if OUT.md and every image are up to date, else 1 naming each stale one"),
            OptionSpec(name: "--tolerance", value: "T", help: RenderOptions.toleranceHelp),
            OptionSpec(name: "--differences", value: "DIR", help: RenderOptions.differencesHelp, takesFolder: true),
            OptionSpec(
                name: "--dark-theme", value: "NAME",
                help: "a look for dark mode for every block (SVG: one file; PNG: a ~dark pair in <picture>)",
                choices: Theme.names),
            OptionSpec(
                name: "--dark-switch", value: "picture|fragments",
                help:
                    "how a PNG pair chooses: picture follows the reader's system (<picture>); fragments follows "
                    + "the site's theme toggle (GitHub's #gh-dark-mode-only)",
                choices: MarkdownImageLink.DarkSwitch.allCases.map(\.rawValue)),
            CommonFlags.allowOutside(of: "the page's"),
            watchSpec,
        ] + CommonFlags.specs

    package static let positionalCount = 1...1
    package static let missingPositional = "IN.md"

    /// What a run works from: the command line read, the page read, a job for each block.
    struct Prepared {
        var input: String
        var output: String
        var check: Bool
        var toStandardOutput: Bool
        var tolerance: Int
        var darkSwitch: MarkdownImageLink.DarkSwitch
        var outputFolder: String
        var images: String
        var page: MarkdownPage
        var entries: [PictureSet.Entry]
    }

    /// Reads the command line and the page and makes each block's job; nothing is drawn yet.
    static func prepare(_ parsed: ParsedArguments) throws -> Prepared {
        let input = parsed.positionals[0]
        guard let output = parsed.values["--output"] else {
            throw UsageError.missingOption("-o OUT.md (or -o - to write the page to standard output)")
        }
        let values = OptionValues(parsed.values)
        let format = try values.choice("--format", from: ["svg": OutputFormat.svg, "png": .png]) ?? .svg
        let check = parsed.flags.contains("--check")
        // `-o -`: the page on standard output, its links from the working folder.
        let toStandardOutput = output == OutputFile.standardOutput
        if toStandardOutput, check {
            throw UsageError.conflicting(
                option: "--check", value: nil, with: "-o -", advice: "--check compares a page on disk; give -o OUT.md")
        }
        let tolerance = try RenderOptions.tolerance(values)
        let darkSwitch = try values.choice("--dark-switch", of: MarkdownImageLink.DarkSwitch.self) ?? .picture
        let outputFolder = toStandardOutput ? "" : output.lastIndex(of: "/").map { String(output[..<$0]) } ?? ""
        let images = parsed.values["--images"] ?? (outputFolder.isEmpty ? "images" : outputFolder + "/images")
        let source = InputFile.displayName(of: input)
        let page = try MarkdownPage(
            bytes: InputFile.read(input, maximumBytes: InputFile.defaultMaximumBytes, text: true), source: source)
        // Images are named after the page written, or with `-o -` after the page read.
        let named = toStandardOutput ? input : output
        let stem =
            named == InputFile.standardInput
            ? "page"
            : named.split(separator: "/").last.map { name in
                name.lastIndex(of: ".").map { String(name[..<$0]) } ?? String(name)
            } ?? "page"

        var entries: [PictureSet.Entry] = []
        for block in page.blocks {
            entries.append(
                PictureSet.Entry(
                    job: try job(
                        for: block, source: source, input: input,
                        output: "\(images)/\(stem)-\(block.stableName.prefix(12))",
                        format: format, parsed: parsed, folder: Manifest.folder(of: input), darkSwitch: darkSwitch),
                    name: "\(source):\(block.line)"))
            entries[entries.count - 1].job.tolerance = tolerance
        }
        return Prepared(
            input: input, output: output, check: check, toStandardOutput: toStandardOutput, tolerance: tolerance,
            darkSwitch: darkSwitch, outputFolder: outputFolder, images: images, page: page, entries: entries)
    }

    package static func watchRefusal(_ parsed: ParsedArguments) -> UsageError? {
        if parsed.values["--output"] == OutputFile.standardOutput {
            return watchRefused(with: "-o -", because: "a watch writes OUT.md again after each change; give -o OUT.md")
        }
        if parsed.flags.contains("--check") {
            return watchRefused(with: "--check", because: "--check compares once; leave out --watch")
        }
        if parsed.positionals.first == InputFile.standardInput {
            return watchRefused(
                with: "standard input as IN.md", because: "standard input is read once; give IN.md as a file")
        }
        return nil
    }

    package static func watchedFiles(_ parsed: ParsedArguments) -> [String] {
        let input = parsed.positionals[0]
        guard let prepared = try? prepare(parsed) else { return [input] }
        return [input] + prepared.entries.flatMap(\.job.watchedFiles)
    }

    package static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let run = try prepare(parsed)
        let values = OptionValues(parsed.values)
        // The blocks' files stay in the page's tree; the images in the written page's, unless
        // the command line names their folder.
        let outside = parsed.flags.contains("--allow-outside")
        let imagesNamed = parsed.values["--images"] != nil
        let set = PictureSet(
            entries: run.entries, confinement: Confinement(treeOf: run.input, allowOutside: outside),
            outputConfinement: Confinement(treeOf: run.output, allowOutside: outside || imagesNamed))
        try set.checkFiles(
            reading: [(run.input, "IN.md")], writing: [(run.output, "-o")], check: run.check,
            differences: values.text("--differences"))
        StopSignals.install(finishing: false)
        let working = PictureSet.currentFolder()
        return try set.run(
            check: run.check, command: "markdown", tolerance: run.tolerance, differences: values.text("--differences"),
            folders: run.page.blocks.isEmpty ? [] : [run.images], owner: run.toStandardOutput ? nil : run.output,
            ownerFolders: [run.images], progress: context.progress()
        ) { drawn in
            let links = zip(run.entries, drawn).map { entry, drawn in
                let link = { (path: String) in
                    MarkdownImageLink.relativePath(to: path, from: run.outputFolder, workingFolder: working)
                }
                // A fresh picture is not drawn again: its pair and its size come from the job and the file.
                let outputs = entry.job.outputs
                let dark = outputs.count > 1 ? link(outputs[1]) : nil
                let bytes = drawn.pictures.first?.bytes ?? (try? InputFile.contentsIfPresent(entry.job.output)) ?? nil
                let size = bytes.flatMap { MarkdownImageLink.cssSize(ofPNG: $0, scale: entry.job.style.scale) }
                return MarkdownImageLink.markup(
                    title: drawn.title, path: link(entry.job.output), darkPath: dark, size: size,
                    darkSwitch: run.darkSwitch)
            }
            return [(run.page.rewritten(links), run.output)]
        }
    }

    /// Options a block may not give, and why: the run's own (how `--check` compares, what it
    /// prints). The trust only the person running it can give is the library's to refuse.
    static let runOnly: [String: String] = [
        "--tolerance": "is the run's; give it on the command line",
        "--differences": "is the run's; give it on the command line",
        "--quiet": "is the run's; give it on the command line",
        "--watch": "is the run's; give it on the command line",
    ]

    /// The render job for one block: the command line's `--dark-theme` and `--format`, then the
    /// block's own options, layered by `SettingLayers`' rule (the block's own choice wins, so a
    /// block's `--format png` is a PNG). `output` is the image's path without its extension,
    /// which the format chosen gives.
    private static func job(
        for block: MarkdownPage.Block, source: String, input: String, output: String, format: OutputFormat,
        parsed: ParsedArguments, folder: String, darkSwitch: MarkdownImageLink.DarkSwitch
    ) throws -> RenderJob {
        func bad(_ problem: String) -> MarkdownError {
            .badBlock(source: source, line: block.line, problem: problem)
        }
        do {
            // The run's own options and the page's names are refused with the reason first; every
            // other word is the library's to read (`MarkdownPage.Block.settings(source:)`).
            let given = Set(
                block.options.map { word in
                    let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
                    return RenderOptions.specs.first { $0.short == name }?.name ?? name
                })
            if let name = ConfigFile.excluded.sorted().first(where: given.contains) {
                throw bad("\(name) cannot be given in a block; the page names its images")
            }
            if let (name, why) = runOnly.sorted(by: { $0.key < $1.key }).first(where: { given.contains($0.key) }) {
                throw bad("\(name) cannot be given in a block: it \(why)")
            }
            let own = try block.settings(source: source)
            if let conflict = SettingLayers.conflict(in: own) { throw bad("\(conflict)") }
            let commandLine =
                [ManifestOption(key: "format", value: .text(format.rawValue), place: "--format")]
                + parsed.settings.filter { $0.key == "dark-theme" }
            let layered = try SettingLayers.layered([commandLine, own]).map { option in
                try ManifestArguments.checked(option, from: folder, fail: bad)
            }
            // The block's own format, else the page's: a picture a page can show.
            var chosen = format.rawValue
            if case .text(let text) = layered.last(where: { $0.key == "format" })?.value { chosen = text.lowercased() }
            guard chosen == "svg" || chosen == "png" else {
                throw bad("--format \(chosen): a page shows SVG or PNG images; give svg or png")
            }
            // The site's switch needs two files: an SVG follows the reader's system in one.
            if darkSwitch == .fragments, chosen == "svg", layered.contains(where: { $0.key == "dark-theme" }) {
                throw bad(
                    "--dark-switch fragments needs a light and a dark file: give --format png, "
                        + "or leave --dark-switch at picture (an SVG follows the reader's system in one file)")
            }
            let path = ManifestOption(
                key: "output", value: .text(output + "." + chosen), place: "\(source):\(block.line)")
            var job = try RenderOptions.job(
                parsed: ParsedArguments(options: layered + [path], specs: RenderOptions.specs, positionals: []))
            job.input = input
            job.inputBody = block.body
            job.inputBlankLines = block.line
            return job
        } catch let error as UsageError {
            throw bad("\(error)")
        } catch let error as FileClash {
            throw bad("\(error)")
        }
    }
}
