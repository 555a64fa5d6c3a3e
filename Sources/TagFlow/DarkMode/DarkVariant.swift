#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the dark picture of a light/dark pair goes. SVG needs no pair (one file follows
/// `prefers-color-scheme`); PNG and PDF are drawn once per look, and the dark file is named as
/// DocC names it: `name~dark.png` beside `name.png`, with a scale suffix kept last
/// (`name@2x.png` → `name~dark@2x.png`), which GitHub's `<picture>` recipe and mkdocs can name as well.
public enum DarkVariant {
    /// What DocC appends to an image's name for its dark-mode variant.
    public static let suffix = "~dark"

    /// The dark variant's path for the light picture at `path`.
    public static func path(for path: String) -> String {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let folder = path[..<slash]
        let name = path[slash...]
        let dot = name.lastIndex(of: ".") ?? name.endIndex
        var stem = name[..<dot]
        let ext = name[dot...]
        // DocC's order: name~dark@2x.png.
        var scale: Substring = ""
        if let at = stem.lastIndex(of: "@"), stem[stem.index(after: at)...].dropLast().allSatisfy(\.isNumber),
            stem.hasSuffix("x"), stem.index(after: at) < stem.index(before: stem.endIndex)
        {
            scale = stem[at...]
            stem = stem[..<at]
        }
        return String(folder) + stem + suffix + scale + ext
    }

    /// Whether the light picture at `path` can have a dark picture beside it. A pair is two
    /// files: standard output (`-`), a stream or device that exists (`/dev/stdout`, a FIFO), and
    /// anything directly in `/dev`, in `/dev/fd` or in `/proc` (`/proc/self/fd/1`) cannot:
    /// `/dev/stdout~dark` is no stream. (`/dev/shm` is a folder of files like any other.)
    package static func canPair(_ path: String) -> Bool {
        if path == "-" { return false }
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG { return false }
        let folder = FreshnessRecord.folder(of: path)
        for name in [folder.isEmpty ? "." : folder, RealPath.of(folder.isEmpty ? "." : folder) ?? folder] {
            if name == "/dev" || name == "/dev/fd" || name.hasPrefix("/dev/fd/") { return false }
            if name == "/proc" || name.hasPrefix("/proc/") { return false }
        }
        return true
    }
}
