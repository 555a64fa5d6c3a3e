import TagFlow

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The output folder of `batch`: made when missing (one level), refused when it is a file.
package enum OutputFolder {
    /// Makes the folder at `path` unless it is there; returns whether this call made it, so a
    /// run that fails later can take it away again (`unmake`).
    @discardableResult
    package static func make(_ path: String) throws(OutputError) -> Bool {
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw .cannotCreate(path: path, reason: "it is a file, not a folder")
            }
            return false
        }
        guard mkdir(path, 0o755) == 0 else {
            guard errno == EEXIST else { throw .cannotCreate(path: path, reason: String(cString: strerror(errno))) }
            return false
        }
        return true
    }

    /// Removes the folders a failed run made (`make`), latest first, each only while empty.
    package static func unmake(_ made: [String]) {
        for path in made.reversed() { _ = rmdir(path) }
    }
}
