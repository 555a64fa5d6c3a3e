import Primitives
import TagFlowCommands

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A progress line on standard error — count, rate and time left — redrawn at most ten times a
/// second, only when standard error is a terminal. The line is made to fit the terminal's width
/// (asked at each redraw, so a resized pane is followed): the bar goes first, then the rate, then
/// the time left, and where not even the count fits nothing is drawn; each redraw clears the line, so a shorter one leaves no
/// tail and a line never wraps (the last column is left free: some terminals wrap on it).
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
        let columns = Terminal.columns(of: 2) ?? Terminal.defaultColumns
        let line: String? = state.withLock { state in
            let now = Self.now()
            guard done == total || now - state.lastDraw >= 0.1 else { return nil }
            state.lastDraw = now
            let elapsed = max(now - state.start, 1e-6)
            let rate = Double(done) / elapsed
            let left = rate > 0 ? Double(total - done) / rate : 0
            guard let text = Self.line(done: done, total: total, rate: rate, secondsLeft: left, columns: columns)
            else { return nil }
            state.drawn = true
            // Carriage return, then clear to the end of the line (ECMA-48 EL).
            return "\r\u{1B}[K" + text
        }
        if let line { Console.writeStandardError(line) }
    }

    /// The progress text for a terminal `columns` wide, at most `columns - 1` characters: the
    /// whole line, then without the bar, then without the rate, then the count alone; `nil`
    /// when not even that fits.
    static func line(done: Int, total: Int, rate: Double, secondsLeft: Double, columns: Int) -> String? {
        let room = columns - 1
        let count = "\(done)/\(total)"
        let speed = "\(Int(rate.rounded()))/s"
        let eta = "ETA \(Int(secondsLeft.rounded(.up)))s"
        let tail = "\(count)  \(speed)  \(eta)"
        // The bar takes what is left, from 10 to 24 cells.
        let barCells = min(24, room - tail.count - 3)
        if barCells >= 10 {
            let filled = total > 0 ? barCells * done / total : barCells
            let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: barCells - filled)
            return "[\(bar)] \(tail)"
        }
        for text in [tail, "\(count)  \(eta)", count] where text.count <= room { return text }
        return nil
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
