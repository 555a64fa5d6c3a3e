#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens an icon file without ever blocking: a FIFO opened for reading waits for a writer
/// forever, so the path is opened non-blocking and refused unless it is a regular file (a
/// FIFO, a device, a socket or a folder is not an icon) before a byte is read.
enum IconFile {
    /// What is at `path` when it is not a regular file, in words (`a FIFO`…); `nil` for a file.
    /// Opened with `O_NONBLOCK`, so a FIFO without a writer is refused, not waited on.
    static func notRegular(_ path: String) -> String? {
        guard !path.utf8.contains(0) else { return nil }
        #if canImport(Glibc)
            let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        #else
            let fd = Darwin.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        #endif
        // Missing or unreadable: the reader says so in its own words.
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFIFO: return "a FIFO"
        case S_IFDIR: return "a folder"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }
}
