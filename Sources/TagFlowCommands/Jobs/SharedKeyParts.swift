import Primitives
import TagFlow

/// What the freshness keys of a batch's inputs share, made once for the batch: every input is
/// drawn with the same settings but its input format, by one TagFlow version into one output
/// format, with the same fonts. Encoding the settings was 0.8 M instructions an input (164 M of
/// the 200 × 40 SVG batch's 456 M, 6 Dec 2026); hashing the encoding, about 2 kB, and looking
/// the fonts up again was most of what was left of the key.
final class SharedKeyParts: Sendable {
    /// The keys begun, one for each input format and version asked (a batch has one version):
    /// a few, looked through in turn. Named by a string of both in a dictionary, each input's
    /// lookup took about 900 instructions (0.17 M of the 200 × 40 SVG batch).
    private let keys = Locked<[(format: TagReader.Format?, version: String, key: Freshness.Partial)]>([])
    private let fontFingerprints = Locked<[String]?>(nil)

    /// The key begun with the settings for inputs read as `format` (`nil`: by content), made by
    /// `begin` the first time. A batch has one `version`, which is part of what is shared.
    func key(for format: TagReader.Format?, version: String, _ begin: () throws -> Freshness.Partial) rethrows
        -> Freshness.Partial
    {
        let known = keys.withLock { keys in
            keys.first(where: { $0.format == format && $0.version == version })?.key
        }
        if let known { return known }
        let made = try begin()
        keys.withLock { $0.append((format, version, made)) }
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
