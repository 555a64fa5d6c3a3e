import TagFlow

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tagflow batch INPUT... -o OUTDIR --format png|svg|pdf [--jobs N] [--shard K/N] [options]`.
enum BatchCommand: Subcommand {
    static let name = "batch"
    static let summary = "render many lists on every core (tagflow batch lists/ -o out --format png)"
    static let usage = "tagflow batch INPUT... -o OUTDIR [--format png|svg|pdf] [options]"

    static let specs: [OptionSpec] =
        [
            OptionSpec(
                name: "--output", short: "-o", value: "OUTDIR", help: "the folder for the outputs (made if missing)",
                takesFolder: true),
            OptionSpec(
                name: "--format", value: "png|svg|pdf", help: "the output format (default: png)",
                choices: OptionSpec.names(OutputFormat.self)),
            OptionSpec(name: "--jobs", short: "-j", value: "N", help: "render on N threads (default: every core)"),
            OptionSpec(
                name: "--shard", value: "K/N",
                help: "render only the K-th of N slices, for spreading a batch over machines"),
            OptionSpec(name: "--skip-existing", help: "skip outputs newer than their input (and --config file)"),
            OptionSpec(name: "--check", help: "write nothing; exit 1 and list the outputs that are not up to date"),
            OptionSpec(name: "--strict-glyphs", help: "fail an input with characters no font can draw"),
            OptionSpec(
                name: "--config", value: "FILE",
                help: "options as a JSON object with the flags' names, at most 1 MiB; flags win",
                fileExtensions: ["json"]),
        ] + InputFlags.specs + FontFlags.specs + StyleFlags.specs + LayoutFlags.specs(defaults: CloudStyle.defaultRows)
        + CommonFlags.specs

    static let about =
        "Render many label lists at once, each to OUTDIR/<input name>.<format>, on every core.\n"
        + "The outputs are the same bytes whatever --jobs is. A bad input is reported and skipped;\n"
        + "the others still render, and the exit code is then 65."
    static let arguments = [
        PositionalArgument.labels(
            "INPUT", "a file, a folder (its .txt, .tsv, .csv and .json files) or - (paths on stdin)")
    ]
    static let examples = [
        "tagflow batch lists/ -o out --format png --jobs 4",
        "find lists -name '*.txt' | tagflow batch - -o out --format svg",
        "tagflow batch lists/ -o out --shard 2/8   # machine 2 of 8 takes every 8th list",
    ]

    static let takesConfig = true
    static let positionalCount = 1...Int.max

    static func run(_ parsed: ParsedArguments) throws -> Int32 {
        // Many pictures in a row reuse the memory the last one freed. One picture (render) keeps
        // glibc's default, which hands big blocks back: a cloud of 100,000 labels peaks 25 MB lower.
        MemoryReuse.enable()
        guard let output = parsed.values["--output"], !output.isEmpty, output != "-" else {
            throw UsageError.missingOption("-o OUTDIR")
        }
        let values = OptionValues(parsed.values)
        let format = try values.choice("--format", of: OutputFormat.self) ?? .png
        let cores = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        let options = try CloudOptions(parsed: parsed)
        let job = BatchJob(
            inputs: try InputList.expand(parsed.positionals, maximumBytes: options.reader.maxInputBytes),
            outputDirectory: output, format: format,
            style: options.style, reader: options.reader,
            strictGlyphs: options.strictGlyphs, jobs: try values.count("--jobs") ?? cores,
            shard: try shard(values), skipExisting: parsed.flags.contains("--skip-existing"),
            optionFiles: parsed.values["--config"].map { [$0] } ?? [], check: parsed.flags.contains("--check"),
            files: options.files)
        if !job.check { try OutputFolder.make(output) }

        let bar = ProgressBar(enabled: isatty(STDERR_FILENO) != 0 && !Tagflow.isQuiet)
        // SIGTERM, SIGHUP, Ctrl-C: no new input starts; the ones being drawn are finished and
        // written whole (a second signal stops at once, removing their temporary files).
        StopSignals.install(finishing: true)
        let summary = try job.run(progress: bar.update, shouldStop: { StopSignals.received != nil })
        bar.finish()
        let code = report(summary, checking: job.check)
        guard let signal = StopSignals.received else { return code }
        Tagflow.writeStandardError("tagflow: stopped by \(StopSignals.name(of: signal)); the finished files are kept\n")
        return 128 + signal
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
        summary.warnings.forEach(Tagflow.warn)
        var stale = 0
        for result in summary.results {
            if case .stale(let reason) = result {
                stale += 1
                Tagflow.writeStandardError("tagflow: check: \(reason)\n")
            }
        }
        for failure in summary.failures { Tagflow.report(failure.message) }
        if let reason = summary.stopReason {
            Tagflow.report("batch stopped: \(reason); the inputs not started are counted as skipped")
        }
        let rendered = summary.count { $0 == .rendered }
        let skipped = summary.count { $0 == .skipped }
        let fresh = summary.count { $0 == .upToDate }
        let failed = summary.failures.count
        var parts =
            checking ? ["\(fresh) up to date", "\(stale) stale"] : ["\(rendered) rendered", "\(skipped) skipped"]
        parts.append("\(failed) failed")
        Tagflow.note("tagflow: batch: \(parts.joined(separator: ", ")) of \(summary.inputs.count)\n")
        if failed > 0 { return ExitCode.code(forBatchFailures: summary.failures.map(\.error)) }
        return stale > 0 ? ExitCode.different : ExitCode.ok
    }
}
