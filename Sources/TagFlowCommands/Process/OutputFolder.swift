import TagFlow

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The output folder of `batch`: made when missing (one level), refused when it is a file.
package enum OutputFolder {
    package static func make(_ path: String) throws(OutputError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw .cannotCreate(path: path, reason: "it is a file, not a folder")
            }
            return
        }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
            throw .cannotCreate(path: path, reason: String(cString: strerror(errno)))
        }
    }
}
