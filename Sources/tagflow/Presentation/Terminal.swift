#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How wide the terminal is, for help and the progress bar: `COLUMNS` when it holds a positive
/// number (so a script or a test can choose), else what the terminal on `descriptor` says,
/// else `nil` (not a terminal: help then takes 80, as swift-argument-parser does).
enum Terminal {
    /// The width help is wrapped to when nothing says otherwise.
    static let defaultColumns = 80

    /// The columns of the terminal on `descriptor`, or `nil` when unknown.
    static func columns(of descriptor: Int32) -> Int? {
        if let text = getenv("COLUMNS").map({ String(cString: $0) }), let value = Int(text), value > 0 {
            return value
        }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
