import TagFlow

/// `--watch` (render, build, markdown): run, then run again each time a file the run reads
/// changes, until a stop signal ends the process.
extension CommandOptions {
    /// The option, as the three commands list it.
    package static var watchSpec: OptionSpec {
        OptionSpec(
            name: "--watch",
            help:
                "after writing, keep watching what was read (inputs, lists, --config, icons) and write again "
                + "what changed; a failed run keeps the last images; Ctrl-C ends it (Linux)")
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
    /// - Parameter parse: the command line parsed again (after a change to its `--config` file);
    ///   `nil` when `--help` was answered.
    static func watch(configFile: String?, context: CommandContext, parse: () throws -> ParsedArguments?) throws
        -> Int32
    {
        guard let first = try parse() else { return ExitCode.ok }
        if let refusal = watchRefusal(first) { throw refusal }
        let watch = try FolderWatch()
        StopSignals.install(finishing: false)
        var parsed: ParsedArguments? = first
        var files: [String] = []
        var isFirst = true
        while true {
            if let parsed {
                do {
                    _ = try run(parsed, context)
                } catch let error where isFirst && ExitCode.code(for: error) == ExitCode.usage {
                    throw error
                } catch {
                    _ = Console.failed(error)
                }
                files = watchedFiles(parsed)
            }
            let folders = try watch.follow(files + (configFile.map { [$0] } ?? []))
            if isFirst {
                let count = Set(files + (configFile.map { [$0] } ?? [])).count
                Console.note(
                    "tagflow: watching \(count) file\(count == 1 ? "" : "s") in \(folders) folder"
                        + "\(folders == 1 ? "" : "s"); Ctrl-C ends\n")
                isFirst = false
            }
            try watch.waitForChange(quiet: watchQuiet)
            do {
                parsed = try parse()
            } catch {
                // A --config file half-written, or wrong: said, and followed until it is right.
                _ = Console.failed(error)
                parsed = nil
            }
        }
    }

    /// The refusal of `--watch` with `other`, saying why.
    package static func watchRefused(with other: String, because reason: String) -> UsageError {
        .conflicting(option: "--watch", value: nil, with: other, advice: reason)
    }
}
