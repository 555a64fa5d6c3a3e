#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes output files atomically: the bytes go to a temporary file in the same folder, are
/// flushed to disk and then renamed over the target. A failed write leaves the old file as it
/// was and no temporary file behind.
public enum OutputFile {
    /// The path that means standard output.
    public static let standardOutput = "-"

    /// Writes `bytes` to `path` (or to standard output for `-`).
    public static func write(_ bytes: [UInt8], to path: String) throws(OutputError) {
        if path == standardOutput {
            try writeAll(bytes, to: STDOUT_FILENO, path: "<stdout>")
            return
        }
        let folder = folder(of: path)
        var info = stat()
        if stat(path, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR { throw .cannotCreate(path: path, reason: "it is a folder") }
            if access(path, W_OK) != 0 { throw .cannotCreate(path: path, reason: "the file is read-only") }
        }

        let name = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array("\(folder)/.\(name).tagflow-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw .cannotCreate(path: path, reason: lastError()) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)

        do throws(OutputError) {
            try writeAll(bytes, to: fd, path: path)
            // Keep the mode of the file being replaced; a new file gets rw-r--r--.
            let mode = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
            guard fchmod(fd, mode) == 0, fsync(fd) == 0 else {
                throw .writeFailed(path: path, reason: lastError())
            }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        guard close(fd) == 0 else {
            let reason = lastError()
            unlink(temporary)
            throw .writeFailed(path: path, reason: reason)
        }
        guard rename(temporary, path) == 0 else {
            let reason = lastError()
            unlink(temporary)
            throw .cannotCreate(path: path, reason: reason)
        }
    }

    /// Writes all of `bytes` to `fd`, retrying short writes.
    static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(OutputError) {
        var done = 0
        while done < bytes.count {
            let wrote = bytes[done...].withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
            if wrote > 0 {
                done += wrote
            } else if wrote < 0 && errno == EINTR {
                continue
            } else {
                throw .writeFailed(path: path, reason: wrote == 0 ? "nothing written" : lastError())
            }
        }
    }

    private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(fd, buffer, count)
        #else
            Darwin.write(fd, buffer, count)
        #endif
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
