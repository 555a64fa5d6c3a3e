import TagFlow

/// `--watch` (render, build, markdown): run, then run again each time a file the run reads
/// changes, until a stop signal ends the process.
extension CommandOptions {
    /// The option, as the three commands list it.
    package static var watchSpec: OptionSpec {
        OptionSpec(
            name: "--watch",
            help:
                "after writing, follow every file read (lists, config, manifest, page, stop words, icons) and "
                + "write again what changed; a failed run keeps the last images; Ctrl-C ends it (Linux inotify)")
    }

    /// How long the files must be still after a change before the run starts (a burst of saves
    /// is one change), and the longest a change waits for that.
    package static var watchQuiet: Double { 0.15 }

    /// Runs, then follows the files the run reads (`watchedFiles`, and `configFile`) and runs
    /// again after each change, for as long as the process lives: a stop signal ends it
    /// (`StopSignals`: no temporary file is left, the status is 128 + the signal).
    ///
    /// A run that fails reports its error and keeps watching: what it would have written is
    /// left as it was (every run writes all or nothing). Only the first run's usage errors end
    /// the watch, as the command line is wrong whatever changes; so do a watch that cannot work
    /// (`watchRefusal`, 64) and a system without inotify (69).
    ///
    /// - Parameter parsed: runs its body with the command line parsed again (after a change to
    ///   its `--config` file), inside the config file's reading.
    static func watch(
        configFile: String?, context: CommandContext,
        parsed: ((ParsedArguments) throws -> Int32) throws -> Int32
    ) throws -> Int32 {
        var watch: FolderWatch?
        var files: [String] = []
        var isFirst = true
        let optionFiles = configFile.map { [$0] } ?? []
        while true {
            do {
                _ = try parsed { arguments in
                    if watch == nil {
                        if let refusal = watchRefusal(arguments) { throw refusal }
                        watch = try FolderWatch()
                        StopSignals.install(finishing: false)
                    }
                    // Known even when the run fails: a list half-written is followed until it is whole.
                    defer { files = watchedFiles(arguments) }
                    return try run(arguments, context)
                }
            } catch let error where watch == nil || (isFirst && ExitCode.code(for: error) == ExitCode.usage) {
                // The command line is wrong whatever changes (the first run's usage errors).
                throw error
            } catch {
                // A --config file half-written or wrong, a list that does not parse: said, and followed.
                _ = Console.failed(error)
            }
            guard let watch else { return ExitCode.ok }
            let folders = try watch.follow(files + optionFiles)
            if isFirst {
                isFirst = false
                let count = Set(files + optionFiles).count
                Console.note(
                    "tagflow: watching \(count) file\(count == 1 ? "" : "s") in \(folders) folder"
                        + "\(folders == 1 ? "" : "s"); Ctrl-C ends\n")
            }
            try watch.waitForChange(quiet: watchQuiet)
        }
    }

    /// The refusal of `--watch` with `other`, saying why.
    package static func watchRefused(with other: String, because reason: String) -> UsageError {
        .conflicting(option: "--watch", value: nil, with: other, advice: reason)
    }
}
