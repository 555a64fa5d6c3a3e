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
/// and the warnings and progress `--quiet` silences.
extension Tagflow {
    /// Whether `--quiet` asked for errors only.
    static var isQuiet: Bool {
        get { quietRun.load(ordering: .relaxed) }
        set { quietRun.store(newValue, ordering: .relaxed) }
    }

    /// Prints one error line on standard error (`--quiet` or not).
    static func report(_ message: String) {
        writeStandardError("tagflow: error: \(oneLine(message))\n")
    }

    /// Prints one warning line on standard error, unless `--quiet`.
    static func warn(_ message: String) {
        guard !isQuiet else { return }
        writeStandardError("tagflow: warning: \(oneLine(message))\n")
    }

    /// Prints a line that reports on a run (a summary, a note), unless `--quiet`.
    static func note(_ line: String) {
        guard !isQuiet else { return }
        writeStandardError(line)
    }

    /// Writes `text` to standard output. Throws `OutputError.pipeClosed` when the reader has gone,
    /// which `Tagflow.main` turns into a quiet end.
    static func writeStandardOutput(_ text: String) throws(OutputError) {
        try OutputFile.write(Array(text.utf8), to: OutputFile.standardOutput)
    }

    static func writeStandardError(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
    }

    /// Ends the program as a write to a closed pipe ends `cat`: killed by SIGPIPE, no message,
    /// status 141 in a shell. The signal itself (not `exit(141)`) is what pipelines expect: xargs
    /// and make stop on it, and a parent's `waitpid` sees what it would see for any Unix tool.
    /// SIGPIPE is ignored while running so that the write error reaches the library, which
    /// removes its temporary files first; it is restored here, at the very end.
    static func endOnClosedPipe() -> Never {
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
