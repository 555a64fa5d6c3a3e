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
/// (`FreshnessRecord`) with a 64-bit hash of the output's bytes (`hash(of:)`, `OutputDigest`). `--check` does not trust it: it draws
/// and compares, so a check can never pass on a record alone.
public struct Freshness: Hashable, Sendable {
    /// Sixteen hex digits.
    public var key: String

    /// The key for an output made from `input` with `options` (a description that changes
    /// whenever anything drawn would), `fonts` (see `fontFingerprints`) and TagFlow `version`.
    public init(input: [UInt8], options: String, fonts: [String], version: String) {
        self = Partial(version: version, options: options).key(fonts: fonts, input: input)
    }

    init(key: String) {
        self.key = key
    }

    /// The hash of an output's bytes, kept beside its key so that a file changed by hand is not fresh.
    public static func hash(of bytes: [UInt8]) -> String {
        hash(of: [bytes])
    }

    /// The hash of an output's files, the picture then its dark picture (`OutputDigest`'s: each
    /// file's bytes sixteen at a time, then its byte count), what a batch makes while it writes them.
    public static func hash(of files: [[UInt8]]) -> String {
        var digest = OutputDigest()
        for bytes in files {
            digest.feed(bytes)
            digest.endFile()
        }
        return digest.hash
    }

    /// `hash(of:)` of the regular files at `paths` (followed through links), read a piece at a
    /// time into one buffer and hashed where they lie; `nil` when one is missing, is not a
    /// regular file or cannot be read. Reading each whole into an array copied it twice more:
    /// 21 M instructions of a 200 × 40 SVG batch whose outputs are all fresh (6 Dec 2026).
    package static func hash(ofFilesAt paths: [String]) -> String? {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 8)
        defer { buffer.deallocate() }
        var digest = OutputDigest()
        for path in paths {
            guard feed(path, into: &digest, through: buffer) else { return nil }
            digest.endFile()
        }
        return digest.hash
    }

    private static func feed(
        _ path: String, into digest: inout OutputDigest, through buffer: UnsafeMutableRawBufferPointer
    ) -> Bool {
        // open(2) would read the path only up to a NUL: another file.
        guard !path.utf8.contains(0) else { return false }
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        // Not blocking: what was a file at the stat may be a FIFO now.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        while true {
            let got = read(fd, buffer.baseAddress, buffer.count)
            if got > 0 {
                digest.feed(UnsafeRawBufferPointer(rebasing: buffer[..<got]))
            } else if got == 0 {
                return true
            } else if errno != EINTR {
                return false
            }
        }
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
