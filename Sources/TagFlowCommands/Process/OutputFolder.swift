import TagFlow

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The output folder of `batch`: made when missing (one level), refused when it is a file.
package enum OutputFolder {
    /// Makes the folder at `path` unless it is there; returns whether this call made it, so a
    /// run that fails later can take it away again (`removeEmpty`).
    @discardableResult
    package static func make(_ path: String) throws(OutputError) -> Bool {
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw .cannotCreate(path: path, reason: "it is a file, not a folder")
            }
            return false
        }
        if mkdir(path, 0o755) == 0 { return true }
        guard errno == EEXIST else {
            throw .cannotCreate(path: path, reason: String(cString: strerror(errno)))
        }
        return false
    }

    /// Removes those of `made` (folders a run made) that are still empty, deepest first: a
    /// subfolder whose every input failed leaves nothing behind. A folder holding anything stays.
    package static func removeEmpty(_ made: [String]) {
        for path in made.sorted(by: { $0.count > $1.count }) { _ = rmdir(path) }
    }
}
