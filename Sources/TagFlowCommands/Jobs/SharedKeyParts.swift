import Primitives
import TagFlow

/// What the freshness keys of a batch's inputs share, made once for the batch: every input is
/// drawn with the same settings but its input format, by one TagFlow version into one output
/// format, with the same fonts. Encoding the settings was 0.8 M instructions an input (164 M of
/// the 200 × 40 SVG batch's 456 M, 6 Dec 2026); hashing the encoding, about 2 kB, and looking
/// the fonts up again was most of what was left of the key.
final class SharedKeyParts: Sendable {
    private let keys = Locked<[String: Freshness.Partial]>([:])
    private let fontFingerprints = Locked<[String]?>(nil)

    /// The key begun with the settings for inputs read as `format` (`nil`: by content), made by
    /// `begin` the first time. A batch has one `version`, which is part of what is shared.
    func key(for format: TagReader.Format?, version: String, _ begin: () throws -> Freshness.Partial) rethrows
        -> Freshness.Partial
    {
        let name = version + "/" + (format?.rawValue ?? "")
        if let known = keys.withLock({ $0[name] }) { return known }
        let made = try begin()
        keys.withLock { $0[name] = made }
        return made
    }

    /// The fonts' fingerprints (`Freshness.fontFingerprints`), looked at once for the batch: a
    /// font replaced while the batch runs makes what it drew stale for the next run, never fresh.
    func fonts(for style: CloudStyle) -> [String] {
        if let known = fontFingerprints.withLock({ $0 }) { return known }
        let made = Freshness.fontFingerprints(for: style)
        fontFingerprints.withLock { $0 = made }
        return made
    }
}
