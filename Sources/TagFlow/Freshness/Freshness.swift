import Primitives
import TextShaping

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one rule for "is this output up to date" that `batch --skip-existing`, `build` and
/// `markdown` share: an output is fresh when it was made from the same input bytes, the same
/// options, the same font files and the same TagFlow version, and still holds the bytes it was
/// written with. File times play no part: a touched input is still fresh, a new theme is not.
///
/// The key is a 64-bit FNV-1a hash of those four, kept in the output folder's record
/// (`FreshnessRecord`) with a 64-bit hash of the output's bytes (`hash(of:)`). `--check` does not trust it: it draws
/// and compares, so a check can never pass on a record alone.
public struct Freshness: Hashable, Sendable {
    /// Sixteen hex digits.
    public var key: String

    /// The key for an output made from `input` with `options` (a description that changes
    /// whenever anything drawn would), `fonts` (see `fontFingerprints`) and TagFlow `version`.
    public init(input: [UInt8], options: String, fonts: [String], version: String) {
        var hasher = StableHasher()
        for part in [version, options] + fonts {
            hasher.feed(part)
            hasher.feed(UInt8(0xFF))
        }
        for byte in input { hasher.feed(byte) }
        key = hasher.value.hex(digits: 16)
    }

    /// The hash of an output's bytes, kept beside its key so that a file changed by hand is not fresh.
    public static func hash(of bytes: [UInt8]) -> String {
        hash(of: [bytes])
    }

    /// The hash of an output's files, the picture then its dark picture: `SceneDigest`'s, eight
    /// bytes a step (each file's byte count, then its bytes). FNV-1a's multiplication a byte took
    /// 59 M of the 200 × 40 SVG batch's 307 M instructions, where a batch keeps its record.
    public static func hash(of files: [[UInt8]]) -> String {
        var digest = SceneDigest()
        for bytes in files {
            bytes.withUnsafeBytes { digest.feed($0) }
        }
        return digest.value.hex(digits: 16)
    }

    /// Each font file `style` draws with, as path, size and modification time: a font replaced on
    /// disk makes every output drawn with it stale. With group headings, the headings' heavier
    /// face is one of them. (Fonts a label falls back to for scripts the chosen font lacks are
    /// Fontconfig's choice and are not recorded.)
    public static func fontFingerprints(for style: CloudStyle) -> [String] {
        var paths: [String] = []
        if let (font, _) = try? FontResolver.primary(for: style.font) { paths.append(font.path) }
        if style.groupHeadings {
            var heading = style.font
            heading.weight = style.headingWeight
            if let (font, _) = try? FontResolver.primary(for: heading), !paths.contains(font.path) {
                paths.append(font.path)
            }
        }
        if let hangul = try? BundledFonts.path(of: .hangul) { paths.append(hangul) }
        return paths.map { path in
            var info = stat()
            guard stat(path, &info) == 0 else { return path }
            // `st_mtim` is glibc's name for the field Darwin calls `st_mtimespec`.
            #if canImport(Darwin)
                let time = info.st_mtimespec
            #else
                let time = info.st_mtim
            #endif
            return "\(path) \(info.st_size) \(time.tv_sec).\(time.tv_nsec)"
        }
    }
}
