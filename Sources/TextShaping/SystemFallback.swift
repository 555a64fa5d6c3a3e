import Primitives

/// System fonts for characters the font stack lacks, found with Fontconfig and remembered per
/// set of characters and presentation for the life of the process (misses too, so a missing
/// glyph costs one lookup).
enum SystemFallback {
    private struct Key: Hashable {
        var scalars: [UInt32]
        var presentation: Presentation
    }

    private static let found = Locked<[Key: Font?]>([:])

    /// A font that draws all of `scalars`, or `nil` when the system has none: a colour face for
    /// emoji presentation and a plain one for text, when the system has one of that kind.
    static func font(for scalars: [Unicode.Scalar], presentation: Presentation = .text) -> Font? {
        let key = Key(scalars: scalars.map(\.value), presentation: presentation)
        if let known = found.withLock({ $0[key] }) { return known }
        let match =
            FontconfigConfig.withConfig { $0.fallback(for: scalars, color: presentation == .emoji) } ?? nil
        let font = match.flatMap { try? FontLibrary.font(atPath: $0.path, index: $0.index) }
        found.withLock { $0[key] = font }
        return font
    }
}
