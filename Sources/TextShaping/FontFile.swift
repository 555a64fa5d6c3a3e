#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes of one font file, read once and kept in memory for as long as any face made
/// from them lives: FreeType and HarfBuzz both read the same buffer without copying it.
final class FontFile: @unchecked Sendable {
    let path: String
    let bytes: UnsafeMutableRawBufferPointer

    init(path: String) throws(FontError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .fileMissing(path: path) }
            throw .unreadable(path: path, reason: String(cString: strerror(code)))
        }
        defer { close(fd) }

        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .notAFont(path: path, reason: "not a regular file")
        }
        let count = Int(info.st_size)
        guard count > 0 else { throw .notAFont(path: path, reason: "the file is empty") }

        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 16)
        var done = 0
        while done < count {
            let got = read(fd, buffer.baseAddress! + done, count - done)
            if got > 0 {
                done += got
            } else if got < 0 && errno == EINTR {
                continue
            } else {
                let reason = got == 0 ? "the file shrank while reading" : String(cString: strerror(errno))
                buffer.deallocate()
                throw .unreadable(path: path, reason: reason)
            }
        }
        self.path = path
        self.bytes = buffer
    }

    deinit {
        bytes.deallocate()
    }
}
