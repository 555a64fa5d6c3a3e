#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads whole input files, or standard input for `-`.
package enum InputFile {
    /// The path that means standard input.
    package static let standardInput = "-"

    /// How `path` is named in messages: the path itself, or `<stdin>`.
    package static func displayName(of path: String) -> String {
        path == standardInput ? "<stdin>" : path
    }

    /// The bytes of `path`, or of standard input for `-`.
    package static func read(_ path: String) throws(InputError) -> [UInt8] {
        let source = displayName(of: path)
        guard path != standardInput else { return try readAll(STDIN_FILENO, source: source) }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            let reason = code == ENOENT ? "no such file" : String(cString: strerror(code))
            throw .missing(source: source, reason: reason)
        }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw .missing(source: source, reason: "is a folder, not a file")
        }
        return try readAll(fd, source: source)
    }

    /// The bytes of the regular file at `path`, or `nil` when there is none (missing, or a
    /// folder or device in its place).
    static func contentsIfPresent(_ path: String) throws(InputError) -> [UInt8]? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return try read(path)
    }

    private static func readAll(_ fd: Int32, source: String) throws(InputError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if got > 0 {
                bytes.append(contentsOf: chunk[..<got])
            } else if got == 0 {
                return bytes
            } else if errno != EINTR {
                throw .unreadable(source: source, reason: String(cString: strerror(errno)))
            }
        }
    }

    private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(fd, buffer, count)
        #else
            Darwin.read(fd, buffer, count)
        #endif
    }
}
