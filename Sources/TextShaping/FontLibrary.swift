import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process-wide set of open fonts: each file and face is opened once and kept until the
/// process ends (Cairo may hold on to a face after a render, so fonts are never closed).
public enum FontLibrary {
    /// A font by its path and face, and by the file's identity now: a file replaced or rewritten
    /// while the process runs (`tagflow build --watch` while a font is edited) is opened again, as
    /// the freshness key, made from its size and time, already says the pictures changed.
    /// Hashed by the face and the file's identity, not the path: a batch asks for its fonts once
    /// a list, and hashing the path and an array of the identity (a heap block each time) took
    /// about 3,000 instructions a lookup (0.9 M of the 200 × 40 SVG batch).
    private struct Key: Hashable {
        var path: String
        var index: Int
        /// Device, inode, size, modification seconds and nanoseconds; zero when `stat` failed.
        var file: (Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0)

        static func == (a: Key, b: Key) -> Bool {
            a.index == b.index && a.file == b.file && a.path == b.path
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(index)
            hasher.combine(file.0)
            hasher.combine(file.1)
            hasher.combine(file.2)
            hasher.combine(file.3)
            hasher.combine(file.4)
        }
    }

    private static let fonts = Locked<[Key: Font]>([:])

    /// The font at `path` (face `index` of a collection), opened on first use and again when
    /// the file has changed since.
    public static func font(atPath path: String, index: Int = 0) throws(FontError) -> Font {
        var key = Key(path: path, index: index)
        var info = stat()
        if stat(path, &info) == 0 {
            // `st_mtim` is glibc's name for the field Darwin calls `st_mtimespec`.
            #if canImport(Darwin)
                let time = info.st_mtimespec
            #else
                let time = info.st_mtim
            #endif
            key.file = (
                Int(truncatingIfNeeded: info.st_dev), Int(truncatingIfNeeded: info.st_ino), Int(info.st_size),
                time.tv_sec, time.tv_nsec
            )
        }
        return try fonts.withLock { (fonts) throws(FontError) -> Font in
            if let font = fonts[key] { return font }
            let font = try Font(path: path, index: index)
            fonts[key] = font
            return font
        }
    }

    /// One of the fonts that ship with TagFlow.
    public static func bundled(_ font: BundledFont) throws(FontError) -> Font {
        try self.font(atPath: BundledFonts.path(of: font))
    }

    /// The default font stack: Inter (regular or semibold), then the bundled Hangul face.
    public static func defaultStack(semibold: Bool = false) throws(FontError) -> [Font] {
        [try bundled(semibold ? .interSemiBold : .interRegular), try bundled(.hangul)]
    }
}
