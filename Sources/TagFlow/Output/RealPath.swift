import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real path of a file that may not exist yet: every symbolic link on the way resolved (a
/// dangling one too, to where it points), `.` and `..` taken away, the parts still to be made
/// kept as written. What a write to the path would reach, so that the run's files (`RunFiles`)
/// and a repository's folder tree (`Confinement`) judge the file written, not its spelling.
package enum RealPath {
    /// The most symbolic links followed for one path, as the kernel's `ELOOP` limit.
    static let maximumLinks = 40

    /// The absolute real path of `path`; `nil` past `maximumLinks` links (a loop).
    package static func of(_ path: String) -> String? {
        parts(of: path).map { $0.folder + "/" + $0.name }
    }

    /// `of(path)` as its folder (`""` for the root) and the name after its last `/`: a batch's
    /// run files keep each output by these two, the folder's text shared by every output in it,
    /// where joining them was an allocation and about 600 instructions an output.
    package static func parts(of path: String) -> (folder: String, name: String)? {
        // The folder is usually there and known: only the name needs a look of its own. Split at
        // the last `/` byte, as the file system splits (by `Character` it was about 2,800
        // instructions a path, 0.6 M of the 200 × 40 SVG batch).
        let (folder, name) = PathName.split(path)
        if !name.isEmpty, name != ".", name != "..", !isLink(path), let real = RealFolders.of(folder ?? ".") {
            return (real == "/" ? "" : real, name)
        }
        guard let resolved = walked(path) else { return nil }
        // What `walked` finds starts with `/`: the root's folder is "".
        let (walkedFolder, walkedName) = PathName.split(resolved)
        return (walkedFolder == "/" ? "" : walkedFolder ?? "", walkedName)
    }

    /// `path` resolved one part at a time.
    static func walked(_ path: String) -> String? {
        var pending = parts(of: path).reversed() as [Substring]
        if !path.hasPrefix("/") {
            guard let working = RealFolders.of(".") else { return nil }
            pending += parts(of: working).reversed()
        }
        var resolved: [Substring] = []
        var links = 0
        while let part = pending.popLast() {
            if part.isEmpty || part == "." { continue }
            if part == ".." {
                _ = resolved.popLast()
                continue
            }
            let candidate = "/" + (resolved + [part]).joined(separator: "/")
            guard let target = linkTarget(candidate) else {
                resolved.append(part)
                continue
            }
            links += 1
            guard links <= maximumLinks else { return nil }
            if target.hasPrefix("/") { resolved = [] }
            pending += parts(of: target).reversed()
        }
        return "/" + resolved.joined(separator: "/")
    }

    /// Whether `path` itself is a symbolic link.
    private static func isLink(_ path: String) -> Bool {
        var info = stat()
        // Through `withCString`: a `String` handed to C as it is was copied into a new array.
        return path.withCString { lstat($0, &info) } == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// What the symbolic link at `path` holds; `nil` when it is not a link.
    private static func linkTarget(_ path: String) -> String? {
        guard isLink(path) else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, Int(PATH_MAX))
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func parts(of path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }
}
