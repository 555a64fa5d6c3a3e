import Primitives
import TagFlow

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tagflow batch`'s options, how they become a `BatchJob`, and how its outcome is reported.
package enum BatchOptions: CommandOptions {
    package static let specs: [OptionSpec] =
        [
            OptionSpec(
                name: "--output", short: "-o", value: "OUTDIR",
                help: "the folder for the outputs (made if missing, with its parents)",
                takesFolder: true),
            FormatFlags.spec(
                value: "png|svg|pdf", help: "the output format (default: \(FormatFlags.batchDefault.rawValue))"),
            OptionSpec(name: "--jobs", short: "-j", value: "N", help: "render on N threads (default: every core)"),
            OptionSpec(
                name: "--shard", value: "K/N",
                help: "render only the K-th of N slices, for spreading a batch over machines"),
            OptionSpec(
                name: "--skip-existing",
                help: "skip fresh outputs: same input bytes, options, fonts and version (OUTDIR/.tagflow.fresh)"),
            OptionSpec(
                name: "--recursive", short: "-r",
                help:
                    "look into subfolders too; mirror the inputs' folders under OUTDIR, below their common folder "
                    + "(skipping OUTDIR and --emit-layout's DIR)"),
            OptionSpec(
                name: "--base", value: "DIR",
                help: "mirror the inputs' folders below DIR under OUTDIR (with -r, default: their common folder)",
                takesFolder: true),
            OptionSpec(
                name: "--null", short: "-0",
                help: "with -, read NUL-separated paths (find -print0); a '-' among them is refused"),
            OptionSpec(
                name: "--name", value: "TEMPLATE", help: "output names, from {stem} and {ext} (default: {stem}.{ext})"),
            OptionSpec(name: "--check", help: "write nothing; exit 1 and list the outputs that are not up to date"),
            OptionSpec(name: "--tolerance", value: "T", help: RenderOptions.toleranceHelp),
            OptionSpec(name: "--differences", value: "DIR", help: RenderOptions.differencesHelp, takesFolder: true),
            OptionSpec(Settings.named("strict-glyphs")!, help: "fail an input with characters no font can draw"),
            OptionSpec(Settings.named("strict")!),
            OptionSpec(
                name: "--emit-layout", value: "DIR",
                help: "also write each input's layout JSON into DIR, named as its output (NAME.json)",
                takesFolder: true),
            ConfigFile.spec,
        ] + InputFlags.specs + FontFlags.specs + StyleFlags.specs + IconFlags.specs
        + LayoutFlags.specs(defaults: CloudStyle.defaultRows)
        + CommonFlags.specs

    package static let takesConfig = true
    package static let positionalCount = 1...Int.max

    /// The threads a batch draws on without `--jobs`: one per core.
    package static var defaultJobs: Int { OnlineCores.count }

    package static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        // Many pictures in a row reuse the memory the last one freed. One picture (render) keeps
        // glibc's default, which hands big blocks back: a cloud of 100,000 labels peaks 25 MB lower.
        MemoryReuse.enable()
        var job = try job(parsed: parsed)
        // The mirrored subfolders this run makes: removed again at the end if they stay empty.
        var made: [String] = []
        defer { OutputFolder.removeEmpty(made) }
        // Refused before a folder is made: a refused batch leaves no empty folders behind.
        try job.planFiles()
        if !job.check {
            for root in [job.outputDirectory] + (job.layoutDirectory.map { [$0] } ?? []) {
                // The folder and its missing parents (`-o a/b` with no `a`), then the mirrored
                // tree (--recursive).
                try OutputFolder.make(root)
                for folder in Set(job.subfolders.values).sorted() {
                    made += try OutputFolder.makeAll(root + "/" + folder)
                }
            }
        }

        let progress = context.progress()
        // SIGTERM, SIGHUP, Ctrl-C: no new input starts; the ones being drawn are finished and
        // written whole (a second signal stops at once, removing their temporary files).
        StopSignals.install(finishing: true)
        let summary = try job.run(progress: progress.update, shouldStop: { StopSignals.received != nil })
        progress.finish()
        let code = report(summary, checking: job.check)
        guard let signal = StopSignals.received else { return code }
        Console.writeStandardError("tagflow: stopped by \(StopSignals.name(of: signal)); the finished files are kept\n")
        return 128 + signal
    }

    /// The job the command line asks for.
    package static func job(parsed: ParsedArguments) throws -> BatchJob {
        guard let output = parsed.values["--output"], !output.isEmpty, output != "-" else {
            throw UsageError.missingOption("-o OUTDIR")
        }
        let values = OptionValues(parsed.values)
        let format = try FormatFlags.format(from: values) ?? FormatFlags.batchDefault
        let options = try CloudOptions(parsed: parsed)
        var template = OutputNameTemplate.standard
        if let text = values.text("--name") {
            do {
                template = try OutputNameTemplate(text)
            } catch {
                throw UsageError.badValue(option: "--name", value: text, expected: "an output name: \(error)")
            }
        }
        let expansion = try InputList.expansion(
            parsed.positionals, maximumBytes: options.reader.maxInputBytes,
            recursive: parsed.flags.contains("--recursive"), nulSeparated: parsed.flags.contains("--null"),
            outputs: [output] + (parsed.values["--emit-layout"].map { [$0] } ?? []))
        for name in expansion.skippedNames {
            Console.warn("\(name): a name that is not UTF-8, skipped; tagflow names files in UTF-8 (rename it)")
        }
        for folder in expansion.skippedFolders {
            Console.warn(
                "\(folder): a subfolder, skipped; pass --recursive to render its lists too, mirrored under \(output)")
        }
        var job = BatchJob(
            inputs: expansion.paths,
            outputDirectory: output, format: format,
            style: options.style, reader: options.reader,
            strictGlyphs: options.strictGlyphs, jobs: try values.count("--jobs") ?? defaultJobs,
            shard: try shard(values), skipExisting: parsed.flags.contains("--skip-existing"),
            optionFiles: parsed.values["--config"].map { [$0] } ?? [], check: parsed.flags.contains("--check"),
            files: options.files)
        job.darkStyle = options.darkStyle
        job.strict = options.strict
        job.paintSources = options.paintSources
        job.allowsUnsafeLinks = options.allowsUnsafeLinks
        job.tolerance = try RenderOptions.tolerance(values)
        job.differences = values.text("--differences")
        // Several folders, or a list of paths, mirror as one folder does: below their common folder.
        let base = values.text("--base")
        if parsed.flags.contains("--recursive") || base != nil {
            var info = stat()
            let folders = parsed.positionals.filter {
                $0 != InputFile.standardInput && stat($0, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            job.subfolders = try InputList.mirrored(expansion.paths, folders: folders, base: base)
        }
        job.nameTemplate = template
        job.layoutDirectory = try layoutDirectory(values, inputs: parsed.positionals)
        if job.strict, let problem = job.readabilityWarnings.first { throw StrictWarning(problem) }
        return job
    }

    /// `--emit-layout DIR`, refused when DIR is one of the inputs (a folder of lists, by device
    /// and inode): the layouts would be read as lists by the next run over it.
    private static func layoutDirectory(_ values: OptionValues, inputs: [String]) throws(UsageError) -> String? {
        guard let directory = values.text("--emit-layout") else { return nil }
        guard directory != "-" else {
            throw .badValue(
                option: "--emit-layout", value: directory, expected: "a folder (standard output holds one file)")
        }
        var target = stat()
        guard stat(directory, &target) == 0 else { return directory }
        for input in inputs where input != "-" {
            var info = stat()
            guard stat(input, &info) == 0, info.st_dev == target.st_dev, info.st_ino == target.st_ino else { continue }
            throw .conflicting(
                option: "--emit-layout", value: directory, with: "the input '\(input)'",
                advice: "layouts written there would be read as lists; choose another folder")
        }
        return directory
    }

    /// `K/N` with 1 ≤ K ≤ N.
    private static func shard(_ values: OptionValues) throws(UsageError) -> (index: Int, count: Int)? {
        guard let text = values.text("--shard") else { return nil }
        let parts = text.split(separator: "/").map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, (1...count).contains(index)
        else {
            throw .badValue(option: "--shard", value: text, expected: "K/N with 1 ≤ K ≤ N, like 2/8")
        }
        return (index, count)
    }

    /// Warnings, failures and stale outputs, one line each, then a one-line summary.
    private static func report(_ summary: BatchJob.Summary, checking: Bool) -> Int32 {
        summary.warnings.forEach(Console.warn)
        var stale = 0
        for result in summary.results {
            if case .stale(let reason) = result {
                stale += 1
                Console.stale(reason)
            }
        }
        for failure in summary.failures { Console.report(failure.message) }
        if let reason = summary.stopReason {
            Console.report("batch stopped: \(reason); the inputs not started are counted as skipped")
        }
        let rendered = summary.count { $0 == .rendered }
        let skipped = summary.count { $0 == .skipped }
        let fresh = summary.count { $0 == .upToDate }
        let failed = summary.failures.count
        var parts =
            checking ? ["\(fresh) up to date", "\(stale) stale"] : ["\(rendered) rendered", "\(skipped) skipped"]
        parts.append("\(failed) failed")
        Console.note("tagflow: batch: \(parts.joined(separator: ", ")) of \(summary.inputs.count)\n")
        if failed > 0 { return ExitCode.code(forBatchFailures: summary.failures.map(\.error)) }
        return stale > 0 ? ExitCode.different : ExitCode.ok
    }
}
