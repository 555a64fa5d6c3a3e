import Primitives
import Synchronization
import TagFlow

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Set once by `--quiet` before a subcommand runs (atomic: batch warns from its worker threads).
private let quietRun = Atomic<Bool>(false)

/// Everything `tagflow` prints goes through here: results on standard output, one-line errors,
/// and the warnings and progress `--quiet` silences. The one place that writes `tagflow: error:`.
package enum Console {
    /// Whether `--quiet` asked for errors only.
    package static var isQuiet: Bool {
        get { quietRun.load(ordering: .relaxed) }
        set { quietRun.store(newValue, ordering: .relaxed) }
    }

    /// Prints one error line on standard error (`--quiet` or not).
    package static func report(_ message: String) {
        writeStandardError(errorLine(message))
    }

    /// The error line for `message`, as `report` prints it (a stop signal's is written by the
    /// signal thread as the process ends).
    package static func errorLine(_ message: String) -> String {
        "tagflow: error: \(oneLine(message))\n"
    }

    /// Prints one warning line on standard error, unless `--quiet`; a library note's property
    /// names become the flags that set them.
    package static func warn(_ message: String) {
        guard !isQuiet else { return }
        writeStandardError("tagflow: warning: \(oneLine(CommandMessage.note(message)))\n")
    }

    /// Runs `body`, turning every failure into one error line and its exit code; a closed
    /// standard output ends the program quietly. A usage error ends with the usage line and
    /// where help is; a library error is said with the flags that set what it names.
    package static func run(usage: String, helpCommand: String, _ body: () throws -> Int32) -> Int32 {
        do {
            return try body()
        } catch OutputError.pipeClosed(_) {
            endOnClosedPipe()
        } catch let error as UsageError {
            report("\(error); usage: \(usage); see '\(helpCommand)'")
            return ExitCode.usage
        } catch let error as FileClash where ExitCode.code(for: error) == ExitCode.usage {
            // The command line asked for files that clash: said as its other usage errors are.
            report("\(error); usage: \(usage); see '\(helpCommand)'")
            return ExitCode.usage
        } catch {
            return failed(error)
        }
    }

    /// Reports a failure that does not end the program (`--watch` goes on): one error line; a
    /// closed standard output still ends it quietly. Returns the failure's exit code.
    package static func failed(_ error: any Error) -> Int32 {
        if case OutputError.pipeClosed = error { endOnClosedPipe() }
        report(CommandMessage.text(for: error))
        return ExitCode.code(for: error)
    }

    /// Prints a line that reports on a run (a summary, a note), unless `--quiet`.
    package static func note(_ line: String) {
        guard !isQuiet else { return }
        writeStandardError(line)
    }

    /// Writes `text` to standard output. Throws `OutputError.pipeClosed` when the reader has gone,
    /// which `Console.run` turns into a quiet end.
    package static func writeStandardOutput(_ text: String) throws(OutputError) {
        try OutputFile.write(Array(text.utf8), to: OutputFile.standardOutput)
    }

    /// `--check`'s line for an output that is missing or would change: the one place it is written.
    package static func stale(_ reason: String) {
        writeStandardError("tagflow: check: \(reason)\n")
    }

    package static func writeStandardError(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
    }

    /// Ends the program as a write to a closed pipe ends `cat`: killed by SIGPIPE, no message,
    /// status 141 in a shell. The signal itself (not `exit(141)`) is what pipelines expect: xargs
    /// and make stop on it, and a parent's `waitpid` sees what it would see for any Unix tool.
    /// SIGPIPE is ignored while running so that the write error reaches the library, which
    /// removes its temporary files first; it is restored here, at the very end.
    package static func endOnClosedPipe() -> Never {
        signal(SIGPIPE, SIG_DFL)
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGPIPE)
        sigprocmask(SIG_UNBLOCK, &signals, nil)
        raise(SIGPIPE)
        exit(ExitCode.brokenPipe)
    }

    private static func oneLine(_ message: String) -> String {
        EchoedText.escaped(message)
    }
}
