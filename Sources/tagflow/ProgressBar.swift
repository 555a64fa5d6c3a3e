import Primitives
import TagFlowCommands

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A progress line on standard error — count, rate and time left — redrawn at most ten times a
/// second, only when standard error is a terminal.
final class ProgressBar: Sendable {
    private let enabled: Bool
    private let state = Locked((start: 0.0, lastDraw: 0.0, drawn: false))

    init(enabled: Bool) {
        self.enabled = enabled
        state.withLock { $0.start = Self.now() }
    }

    /// Called with the count done so far and the total, from any thread.
    func update(_ done: Int, _ total: Int) {
        guard enabled else { return }
        let line: String? = state.withLock { state in
            let now = Self.now()
            guard done == total || now - state.lastDraw >= 0.1 else { return nil }
            state.lastDraw = now
            state.drawn = true
            let elapsed = max(now - state.start, 1e-6)
            let rate = Double(done) / elapsed
            let left = rate > 0 ? Double(total - done) / rate : 0
            let width = 24
            let filled = total > 0 ? width * done / total : width
            let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled)
            return "\r[\(bar)] \(done)/\(total)  \(Int(rate.rounded()))/s  ETA \(Int(left.rounded(.up)))s "
        }
        if let line { Console.writeStandardError(line) }
    }

    /// Ends the progress line.
    func finish() {
        if enabled && state.withLock({ $0.drawn }) { Console.writeStandardError("\n") }
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
