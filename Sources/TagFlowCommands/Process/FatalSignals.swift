import Synchronization
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

    /// Whether a thread is in the handler already. Several threads can fail at once (each
    /// allocation the limit refuses aborts its own thread): the first cleans up and exits, the
    /// others wait for it. With the handler reset after one signal, as it was, a second thread's
    /// abort took the default action and ended the process with 134 before the first had
    /// written its line.
    private static let handling = Atomic<Bool>(false)

    /// The handler's own stack: a fault from a stack that ran out, or an allocation that failed,
    /// leaves no room on the thread's own.
    nonisolated(unsafe) private static var alternateStack: UnsafeMutableRawPointer?

    /// Takes the fatal signals for the rest of the process (the main thread's alternate stack).
    package static func install() {
        // What the handler touches is made here, not in the handler, where memory may be gone.
        TemporaryFiles.prepareForSignalHandler()
        _ = handling.load(ordering: .relaxed)
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
        action.sa_flags = Int32(SA_ONSTACK)
        sigemptyset(&action.sa_mask)
        for signal in signals { sigaction(signal, &action, nil) }
    }

    /// Async-signal-safe: no allocation, no lock.
    private static func handle(_ signal: Int32) {
        if handling.exchange(true, ordering: .acquiringAndReleasing) {
            // Another thread is cleaning up (or this one faulted while it did): give it two
            // seconds to finish, then end the process the same way.
            sleep(2)
            _exit(70)
        }
        TemporaryFiles.removeAllFromSignalHandler()
        let message: StaticString =
            "tagflow: error: out of memory or an internal fault; no partial file is left; if a limit is set (ulimit -v), raise it\n"
        _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
        _exit(70)
    }
}
