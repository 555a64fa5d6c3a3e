import TagFlow

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The last resort when the process cannot go on: an allocation the address-space limit refuses
/// ends Swift code with a trap (SIGILL, SIGTRAP, or SIGABRT after "Fatal error: failed to
/// allocate"), a C library may fault. The handler removes every temporary file — no partial file
/// is left — writes one `tagflow: error:` line and exits with 70, instead of a crash report.
package enum FatalSignals {
    /// The signals taken.
    package static let signals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// The handler's own stack: a fault from a stack that ran out, or an allocation that failed,
    /// leaves no room on the thread's own.
    nonisolated(unsafe) private static var alternateStack: UnsafeMutableRawPointer?

    /// Takes the fatal signals for the rest of the process (the main thread's alternate stack).
    package static func install() {
        let size = 64 << 10
        if alternateStack == nil, let memory = malloc(size) {
            alternateStack = memory
            var stack = stack_t()
            stack.ss_sp = memory
            stack.ss_size = size
            stack.ss_flags = 0
            sigaltstack(&stack, nil)
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in FatalSignals.handle(signal) }
        action.sa_flags = Int32(SA_ONSTACK) | Int32(bitPattern: UInt32(SA_RESETHAND))
        sigemptyset(&action.sa_mask)
        for signal in signals { sigaction(signal, &action, nil) }
    }

    /// Async-signal-safe: no allocation, no lock.
    private static func handle(_ signal: Int32) {
        TemporaryFiles.removeAllFromSignalHandler()
        let message: StaticString =
            "tagflow: error: out of memory or an internal fault; no partial file is left; if a limit is set (ulimit -v), raise it\n"
        _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
        _exit(70)
    }
}
