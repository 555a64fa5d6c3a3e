import Synchronization
import TagFlow

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a run that writes files does on SIGTERM, SIGHUP and SIGINT — the signals `timeout`,
/// Kubernetes, GNU parallel, a closed terminal and Ctrl-C send. The signals are taken by a thread
/// of their own (`sigwait`), not by a handler, so the work done on them may take locks and
/// remove files. Either way the process ends with the status 128 + the signal's number.
///
/// - Immediately (`render`, `diff`): every temporary file is removed (`TemporaryFiles`); files
///   already renamed into place are whole, and the outputs of one run are committed together or
///   not at all.
/// - Finishing (`batch`): the first signal only sets `received`; the caller starts no new work
///   and finishes what is under way, so every file is whole. A second signal stops at once, as above.
package enum StopSignals {
    private static let first = Atomic<Int32>(0)
    private static let finishing = Atomic<Bool>(false)
    private static let installed = Atomic<Bool>(false)

    /// The first stop signal received, or `nil`.
    package static var received: Int32? {
        let signal = first.load(ordering: .acquiring)
        return signal == 0 ? nil : signal
    }

    /// The signals handled.
    package static let signals = [SIGTERM, SIGHUP, SIGINT]

    /// Takes over the stop signals for the rest of the process. Call it before any other thread
    /// starts: the signals are blocked in the calling thread, and threads inherit that.
    ///
    /// - Parameter finishing: the first signal lets the work under way finish (see above).
    package static func install(finishing: Bool) {
        Self.finishing.store(finishing, ordering: .releasing)
        guard !installed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var set = signalSet()
        pthread_sigmask(SIG_BLOCK, &set, nil)
        var thread = pthread_t()
        // A small stack: under an address-space limit the default 8 MiB may not be there, and
        // without this thread the blocked signals would never be taken (SIGTERM ignored).
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, 256 << 10)
        defer { pthread_attr_destroy(&attributes) }
        let started = pthread_create(
            &thread, &attributes,
            { _ in
                StopSignals.wait()
            }, nil)
        if started == 0 { pthread_detach(thread) } else { pthread_sigmask(SIG_UNBLOCK, &set, nil) }
    }

    /// The name a message uses: `SIGTERM`.
    package static func name(of signal: Int32) -> String {
        switch signal {
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        case SIGINT: "SIGINT"
        default: "signal \(signal)"
        }
    }

    private static func signalSet() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        return set
    }

    /// The signal thread: waits for a signal and acts on it, for as long as the process runs.
    private static func wait() -> Never {
        var set = signalSet()
        while true {
            var signal: Int32 = 0
            guard sigwait(&set, &signal) == 0 else { continue }
            let (isFirst, _) = first.compareExchange(expected: 0, desired: signal, ordering: .acquiringAndReleasing)
            if isFirst && finishing.load(ordering: .acquiring) { continue }
            let status = 128 + (received ?? signal)
            let line = Console.errorLine("stopped by \(name(of: received ?? signal)); no partial file is left")
            TemporaryFiles.removeAll {
                _ = line.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
                _exit(status)
            }
        }
    }
}
