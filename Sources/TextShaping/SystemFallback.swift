import Primitives
/// System fonts for characters the font stack lacks, found with Fontconfig and remembered per
/// set of characters for the life of the process (misses too, so a missing glyph costs one
/// lookup).
enum SystemFallback {
    private static let found = Locked<[[UInt32]: Font?]>([:])

    /// A font that draws all of `scalars`, or `nil` when the system has none.
    static func font(for scalars: [Unicode.Scalar]) -> Font? {
        let key = scalars.map(\.value)
        if let known = found.withLock({ $0[key] }) { return known }
        let match = FontconfigConfig.withConfig { $0.fallback(for: scalars) } ?? nil
        let font = match.flatMap { try? FontLibrary.font(atPath: $0.path, index: $0.index) }
        found.withLock { $0[key] = font }
        return font
    }
}
