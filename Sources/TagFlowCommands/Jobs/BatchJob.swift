import ChipRendering
import Dispatch
import Primitives
import TagFlow
import TextShaping

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tagflow batch`: many inputs rendered on every core, each to `OUTDIR/<input name>.<ext>`.
/// Outputs are the same bytes whatever `jobs` is; a bad input is reported and skipped while the
/// rest render; `shard` takes one deterministic slice of the inputs, for spreading a huge batch
/// over machines.
package struct BatchJob: Sendable {
    /// Files, folders (their `.txt`, `.tsv`, `.csv` and `.json` files) — already expanded.
    package var inputs: [String]
    package var outputDirectory: String
    package var format: OutputFormat
    package var style: CloudStyle
    package var reader: TagReader
    package var strictGlyphs: Bool
    /// `--strict`: every warning fails its input (65), and a look that cannot be read the batch.
    package var strict = false
    /// Where the colours were chosen, named by readability warnings (light, dark).
    package var paintSources = (light: Readability.Sources(), dark: Readability.Sources())
    /// `TagCloud.allowsUnsafeLinks`, for every input.
    package var allowsUnsafeLinks = false
    /// Threads to render on.
    package var jobs: Int
    /// Render only the `index`-th (1-based) of `count` slices.
    package var shard: (index: Int, count: Int)?
    /// Skip an output that is fresh by the one rule (`Freshness`): made from the same input
    /// bytes, options, fonts and version, as the output folder's `FreshnessRecord` says. Every
    /// run but `check` keeps the record up to date for the outputs it draws, with or without
    /// this, so a plain run's outputs are skipped by the next one that asks.
    package var skipExisting: Bool
    /// Files the options came from (a `--config` file); what they say is part of the freshness key.
    package var optionFiles: [String]
    /// Compare every output instead of writing it.
    package var check: Bool
    /// The files the options read (`--config`, `--stopwords`, fonts), which no output may replace.
    package var files: RunFiles
    /// The caller ran `planFiles()` already (before making the output folders): `run` does
    /// not stat every file again.
    package var filesChecked = false
    /// What `planFiles()` found, when the caller ran it: every output of the batch.
    package var plannedFiles: RunFiles?
    /// The selected inputs' outputs and each output's owner (`outputOwners`), as `planFiles()`
    /// worked them out; `nil`: `run` works them out.
    var plannedOutputs: (outputs: [String], owners: [String: String])?
    /// The look for dark mode (`--dark-theme`), as `RenderJob.darkStyle`.
    package var darkStyle: CloudStyle?
    /// How far apart a PNG channel may be for `check` to count it the same.
    package var tolerance = Comparison.defaultTolerance
    /// Inputs in subfolders of the batch's base (`--recursive`, `--base`), by path: the
    /// subfolder below the base, mirrored under `outputDirectory` (`InputList.mirrored`).
    package var subfolders: [String: String] = [:]
    /// How outputs are named (`--name`).
    package var nameTemplate = OutputNameTemplate.standard
    /// `check`: where stale PNGs' difference pictures go (`RenderJob.differences`).
    package var differences: String?
    /// The folder for each input's layout JSON (`--emit-layout DIR`), named as its output with
    /// `json` for the extension and mirrored as the outputs are; `nil` writes none.
    package var layoutDirectory: String?
    /// The TagFlow version freshness keys are made with.
    package var version = TagFlowVersion.current

    package init(
        inputs: [String], outputDirectory: String, format: OutputFormat, style: CloudStyle, reader: TagReader,
        strictGlyphs: Bool = false, jobs: Int = 1, shard: (index: Int, count: Int)? = nil, skipExisting: Bool = false,
        optionFiles: [String] = [], check: Bool = false, files: RunFiles = RunFiles()
    ) {
        self.inputs = inputs
        self.outputDirectory = outputDirectory
        self.format = format
        self.style = style
        self.reader = reader
        self.strictGlyphs = strictGlyphs
        self.jobs = jobs
        self.shard = shard
        self.skipExisting = skipExisting
        self.optionFiles = optionFiles
        self.check = check
        self.files = files
    }

    /// What happened to one input.
    package enum Result: Sendable, Equatable {
        case rendered
        case upToDate
        case skipped
        case stale(reason: String)
        /// The input failed: `message` for the user, `error` (when one was thrown) for the exit
        /// code — an output that cannot be made is not bad input data.
        case failed(message: String, error: (any Error)?)

        package static func == (a: Result, b: Result) -> Bool {
            switch (a, b) {
            case (.rendered, .rendered), (.upToDate, .upToDate), (.skipped, .skipped): true
            case (.stale(let a), .stale(let b)): a == b
            case (.failed(let a, _), .failed(let b, _)): a == b
            default: false
            }
        }
    }

    /// How the batch went, input by input in the order they were given.
    package struct Summary: Sendable {
        package var inputs: [String]
        package var results: [Result]
        package var warnings: [String]
        /// Why the batch stopped before its end (the output folder took no more files), or `nil`.
        package var stopReason: String?

        package func count(where match: (Result) -> Bool) -> Int { results.count(where: match) }
        package var failures: [(input: String, message: String, error: (any Error)?)] {
            zip(inputs, results).compactMap { input, result in
                if case .failed(let message, let error) = result { return (input, message, error) }
                return nil
            }
        }
    }

    /// The inputs this shard renders, in a fixed order.
    package var selectedInputs: [String] {
        let ordered = inputs
        guard let shard else { return ordered }
        return ordered.indices.filter { $0 % shard.count == shard.index - 1 }.map { ordered[$0] }
    }

    /// The output path for `input`.
    package func outputPath(for input: String) -> String {
        path(for: input, under: outputDirectory, ext: format.rawValue)
    }

    /// Where `input`'s layout JSON goes; `nil` without `layoutDirectory`.
    package func layoutPath(for input: String) -> String? {
        layoutDirectory.map { path(for: input, under: $0, ext: "json") }
    }

    /// `input`'s name under `directory` (in its mirrored subfolder), by the name template.
    private func path(for input: String, under directory: String, ext: String) -> String {
        directory + "/" + relativePath(for: input, ext: ext)
    }

    /// `input`'s output path below the output folder, by the name template.
    private func relativePath(for input: String, ext: String) -> String {
        let name = PathName.last(input)
        let stem = name.lastIndex(ofASCII: UInt8(ascii: ".")).map { name[..<$0] }.map(String.init) ?? name
        let file = nameTemplate.name(stem: stem.isEmpty ? name : stem, ext: ext)
        return subfolders[input].map { $0 + "/" + file } ?? file
    }

    /// What `{stem}` in the id prefix stands for in `input`'s picture: its path below the
    /// output folder without the extension, unique in the batch as the output paths are.
    func idStem(for input: String) -> String {
        let path = relativePath(for: input, ext: format.rawValue)
        let ext = "." + format.rawValue
        return path.hasSuffix(ext) ? String(path.dropLast(ext.count)) : path
    }

    /// Renders every selected input on `jobs` threads.
    ///
    /// - Parameters:
    ///   - progress: called with (done, total) after each input, from worker threads.
    ///   - shouldStop: asked before each input; once it says yes no new input starts (those
    ///     being drawn finish and are written whole), and the rest count as skipped.
    /// - Throws: `UsageError`, before anything is written, when an output would replace an
    ///   input (of any shard) or a file the options read; `OutputError.recordNotAFile` when
    ///   something other than a file has the record's place (not with `check`, which keeps none).
    package func run(
        progress: @Sendable (Int, Int) -> Void = { _, _ in }, shouldStop: @Sendable () -> Bool = { false }
    ) throws -> Summary {
        let selected = selectedInputs
        let outputs = plannedOutputs?.outputs ?? selected.map(outputPath)
        // Two inputs with one name would overwrite each other: all but the first (in the whole
        // list, not just this shard) fail instead.
        let ownerOfOutput = plannedOutputs?.owners ?? outputOwners(outputs)
        // As in `checkFiles`: as many outputs as inputs, all different, and none is looked up.
        let allOwned = ownerOfOutput.count == inputs.count
        let planned =
            filesChecked ? plannedFiles : try checkFiles(selected: selected, outputs: outputs, owners: ownerOfOutput)

        final class Shared: Sendable {
            let next = Locked(0)
            let done = Locked(0)
            let stopReason = Locked<String?>(nil)
            let results: Locked<[Result?]>
            let warnings: Locked<[[String]]>
            let made: Locked<[Made?]>
            let keyParts = SharedKeyParts()
            init(count: Int) {
                results = Locked(Array(repeating: nil, count: count))
                made = Locked(Array(repeating: nil, count: count))
                warnings = Locked(Array(repeating: [], count: count))
            }
        }
        let shared = Shared(count: selected.count)
        // Every run that writes keeps the record, so the next `--skip-existing` skips what it drew.
        let record = check ? nil : try FreshnessRecord(folder: outputDirectory)
        let workers = max(1, min(jobs, selected.count, 1 + ResourceLimits.threadAllowance(jobs)))
        // Finished pictures are flushed to disk and renamed on other threads while the workers
        // draw the next ones. Up to 64 per worker wait, each holding its descriptor open until
        // flushed: at most 256, well inside the usual limit of 1,024 descriptors a process has
        // (and fewer when the limit is lower). Half of them are flushed at once, one `syncfs`
        // each: 200 small SVGs make 7 flushes rather than 25 with 16, and the batch took a fifth
        // less time by the clock here, where each flush waits for the disk.
        // Two flushes per worker at a time kept up with the drawing here (200 small SVGs, 1 and
        // 2 workers); more made no difference that could be told from the disk's own noise.
        let committer =
            check || ResourceLimits.threadAllowance(2 * workers) < 2 * workers
            ? nil
            : OutputCommitter(
                maximumWaiting: ResourceLimits.waitingOutputs(min(64 * workers, 256), workers: workers),
                flushers: 2 * workers
            ) { _, error in
                // A full disk found by a flush stops the batch as one found by a write does.
                if let reason = stopReason(after: error) { shared.stopReason.withLock { $0 = $0 ?? reason } }
            }
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = shared.next.withLock { next -> Int in
                    defer { next += 1 }
                    return next
                }
                guard index < selected.count, !shouldStop(), shared.stopReason.withLock({ $0 == nil }) else { return }
                var warnings: [String] = []
                let result: Result
                if !allOwned, let owner = ownerOfOutput[outputs[index]], owner != selected[index] {
                    result = .failed(
                        message: "\(selected[index]): its output \(outputs[index]) is also \(owner)'s; rename one"
                            + (subfolders.isEmpty
                                && RenderJob.folder(of: owner) != RenderJob.folder(of: selected[index])
                                ? ", or mirror their folders under \(outputDirectory) with -r" : ""),
                        error: nil)
                } else {
                    result = render(
                        selected[index], to: outputs[index], planned: planned, committer: committer?.ticket(index),
                        record: record, keyParts: shared.keyParts,
                        remember: { made in shared.made.withLock { $0[index] = made } }, warn: { warnings.append($0) })
                }
                if case .failed(_, let error as OutputError) = result, let reason = stopReason(after: error) {
                    shared.stopReason.withLock { $0 = $0 ?? reason }
                }
                shared.results.withLock { $0[index] = result }
                shared.warnings.withLock { $0[index] = warnings }
                let done = shared.done.withLock { done -> Int in
                    done += 1
                    return done
                }
                progress(done, selected.count)
            }
        }
        // Whatever ended the loop (the last input, a full disk, a stop signal), every finished
        // file is in place, or removed with its input failed, before the batch reports.
        for failure in committer?.finish() ?? [] {
            shared.results.withLock {
                $0[failure.tag] = .failed(message: CommandMessage.text(for: failure.error), error: failure.error)
            }
        }
        var notes = readabilityWarnings
        if var record {
            // What the finished files were made from, and their hash made while they were written;
            // only files in place count (not a FIFO or device in an output's place).
            let results = shared.results.withLock { $0 }
            record.reserveCapacity(results.count)
            for (index, made) in shared.made.withLock({ $0 }).enumerated() {
                guard let made, results[index] == .rendered, made.outputs.allSatisfy(Self.isRegularFile) else {
                    continue
                }
                record.record(outputs: made.outputs, outputHash: made.outputHash, key: made.key, title: "")
            }
            do { try record.write() } catch {
                notes.append("\(record.path): \(error); the next run redraws everything")
            }
        }
        return Summary(
            inputs: selected, results: shared.results.withLock { $0.map { $0 ?? .skipped } },
            warnings: notes + shared.warnings.withLock { $0.flatMap { $0 } },
            stopReason: shared.stopReason.withLock { $0 })
    }

    /// The looks' readability problems, said once for every input (with `strict`, refused before any).
    package var readabilityWarnings: [String] {
        Readability.warnings(for: style, adaptive: darkStyle != nil, sources: paintSources.light)
            + (darkStyle.map {
                Readability.warnings(for: $0, adaptive: true, sources: paintSources.dark).map { "in dark mode, " + $0 }
            } ?? [])
    }

    /// The render job for one input.
    private func job(_ input: String, to output: String, planned: RunFiles? = nil) -> RenderJob {
        var job = RenderJob(
            input: input, output: output, format: format, style: style, check: check, strictGlyphs: strictGlyphs,
            reader: reader, layoutOutput: layoutPath(for: input), files: files)
        job.darkStyle = darkStyle
        job.strict = strict
        job.allowsUnsafeLinks = allowsUnsafeLinks
        job.tolerance = tolerance
        job.differences = differences
        job.batchFiles = planned
        // The format the list's name picks, picked once: its key and its reading each picked it
        // (0.3 M instructions of the 200 × 40 SVG batch). Standard input's is picked by its bytes.
        if job.reader.format == nil, input != InputFile.standardInput {
            job.reader.format = TagReader.Format.forPath(input)
        }
        // Read only by a prefix with `{stem}` (working it out for every input was 0.6 M
        // instructions of the 200 × 40 SVG batch).
        if style.idPrefix?.contains(CloudStyle.idPrefixStem) == true { job.idStem = idStem(for: input) }
        // Said once for the whole batch (`run`), not once per input.
        job.warnsOfReadability = false
        return job
    }

    /// What an input's outputs were made from, for the record: their paths, key and hash.
    private struct Made: Sendable {
        var outputs: [String]
        var key: Freshness
        var outputHash: String
    }

    private func render(
        _ input: String, to output: String, planned: RunFiles?, committer: OutputCommitter.Ticket?,
        record: FreshnessRecord?, keyParts: SharedKeyParts, remember: (Made) -> Void, warn: (String) -> Void
    ) -> Result {
        var job = job(input, to: output, planned: planned)
        job.committer = committer
        job.sharedKeyParts = keyParts
        // `run` checked every input against every output before the first was drawn.
        job.filesChecked = !check
        // A plain run keys only inputs that are files: the key reads the input, and a FIFO
        // (`<(…)`, a held pipe) read for it would be empty when drawn. The input is read for
        // the key before it is drawn; a plain run learns the icons the list names from the
        // drawing, where `--skip-existing` must read the list for them first.
        // The bytes read for the key are the ones drawn: read once, and no change between
        // the two readings can be drawn under the key of the other.
        var key: Freshness?
        var keyInput: [UInt8]?
        if let record, skipExisting || Self.isRegularFile(input), let bytes = try? job.freshnessInput() {
            if skipExisting {
                key = try? job.freshness(version: version, input: bytes, iconDigests: nil)
                if let key, record.freshEntry(outputs: job.outputs, key: key) != nil { return .skipped }
            } else {
                keyInput = bytes
            }
            job.inputBytes = bytes
        }
        return run(job, key: key, keyInput: keyInput, remember: remember, warn: warn)
    }

    /// Runs `job`, remembering what it made under `key`, or the key of `keyInput` when `nil`.
    /// The job is lent, not a `var`: one the closure below captured was copied whole to be run
    /// (about 2,000 instructions an input, with the copy's release).
    private func run(
        _ job: RenderJob, key: Freshness?, keyInput: [UInt8]?, remember: (Made) -> Void, warn: (String) -> Void
    ) -> Result {
        do {
            var written: RenderJob.Written?
            let outcome = try job.run(warn: warn, hashing: key != nil || keyInput != nil, written: &written)
            if let written,
                let key = key
                    ?? keyInput.flatMap({
                        try? job.freshness(version: version, input: $0, iconDigests: written.iconDigests)
                    })
            {
                remember(Made(outputs: job.outputs, key: key, outputHash: written.outputHash))
            }
            switch outcome {
            case .written: return .rendered
            case .upToDate: return .upToDate
            case .stale(let reason): return .stale(reason: reason)
            }
        } catch {
            return .failed(message: CommandMessage.text(for: error), error: error)
        }
    }

    /// Whether `path` is a regular file (followed through links).
    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Why no later input can be written either after `error`, or `nil` when it concerns its
    /// own output alone (a folder in the way, a read-only file). A write that failed part way
    /// (a full disk, an I/O error) fails the next one too, and so does a folder that takes no
    /// new files: going on would only fail every remaining input, slowly.
    private func stopReason(after error: OutputError) -> String? {
        switch error {
        case .writeFailed(_, let reason) where reason == String(cString: strerror(EFBIG)):
            // Past `ulimit -f`: this one file is too large, the folder takes the others.
            return nil
        case .writeFailed:
            return "writing into \(outputDirectory) failed"
        case .cannotCreate:
            guard access(outputDirectory, W_OK) != 0 else { return nil }
            return "\(outputDirectory) takes no new files (\(String(cString: strerror(errno))))"
        case .pipeClosed, .recordNotAFile:
            // Batch writes files, never standard output; the record is refused before any drawing.
            return nil
        }
    }
}
