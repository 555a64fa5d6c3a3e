#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes output files atomically: the bytes go to a temporary file in the same folder, are
/// flushed to disk and then renamed over the target. A failed write leaves the old file as it
/// was and no temporary file behind.
///
/// A symbolic link is followed, so the link stays and the file it points to is replaced. A path
/// that is a device, pipe or socket (`/dev/null`, `/dev/stdout`, a FIFO) is written to directly:
/// it cannot be replaced, and renaming over it would destroy it.
package enum OutputFile {
    /// The path that means standard output.
    package static let standardOutput = "-"

    /// Writes `bytes` to `path` (or to standard output for `-`).
    package static func write(_ bytes: [UInt8], to path: String) throws(OutputError) {
        try prepare(bytes, for: path).commit()
    }

    /// Writes several files so that a failure changes none of them: every one is written to its
    /// temporary file first, and only when all are ready are they renamed into place.
    package static func write(_ files: [(bytes: [UInt8], path: String)]) throws(OutputError) {
        try together { (pending) throws(OutputError) in
            for file in files { pending.append(try prepare(file.bytes, for: file.path)) }
        }
    }

    /// The pieces `produce` hands to `emit`, as it makes them, are the file at `path`: only one
    /// piece is in memory at a time, not the whole file. `others` are written whole, and all the
    /// files change together or none does, as `write(_:)`.
    package static func write(
        streaming path: String, producing produce: Producer, with others: [(bytes: [UInt8], path: String)] = []
    ) throws(OutputError) {
        try together { (pending) throws(OutputError) in
            pending.append(try prepare(for: path, producing: produce))
            for file in others { pending.append(try prepare(file.bytes, for: file.path)) }
        }
    }

    /// Makes a file's bytes piece by piece, handing each to `emit`.
    package typealias Producer = (_ emit: ([UInt8]) throws(OutputError) -> Void) throws(OutputError) -> Void

    /// Runs `prepare`, which adds the files it has written to temporary files, and renames them
    /// all into place; when it fails, the ones it made are removed and none is renamed.
    private static func together(_ prepare: (inout [Pending]) throws(OutputError) -> Void) throws(OutputError) {
        var pending: [Pending] = []
        do throws(OutputError) {
            try prepare(&pending)
        } catch {
            pending.forEach { $0.discard() }
            throw error
        }
        for file in pending { try file.commit() }
    }

    /// A file written but not yet in place.
    struct Pending {
        /// The temporary file to rename, or `nil` for outputs written directly (stdout, devices).
        var temporary: String?
        var path: String
        var direct: [UInt8]

        func commit() throws(OutputError) {
            guard let temporary else {
                if path == OutputFile.standardOutput {
                    try writeAll(direct, to: STDOUT_FILENO, path: "<stdout>")
                } else {
                    try writeInPlace(path, direct)
                }
                return
            }
            guard rename(temporary, path) == 0 else {
                let reason = lastError()
                unlink(temporary)
                throw .cannotCreate(path: path, reason: reason)
            }
        }

        func discard() {
            if let temporary { unlink(temporary) }
        }
    }

    /// Checks `path` and writes `bytes` to a temporary file beside it (kept as it is when the
    /// output is standard output or a device, which are written at commit).
    static func prepare(_ bytes: [UInt8], for path: String) throws(OutputError) -> Pending {
        try prepare(for: path) { (emit) throws(OutputError) in try emit(bytes) }
    }

    /// `prepare(_:for:)` for bytes made piece by piece: a temporary file takes each piece as it
    /// comes; standard output and devices, written only at commit, collect them.
    static func prepare(for path: String, producing produce: Producer) throws(OutputError) -> Pending {
        func collected() throws(OutputError) -> [UInt8] {
            var bytes: [UInt8] = []
            try produce { (piece) throws(OutputError) in
                if bytes.isEmpty { bytes = piece } else { bytes += piece }
            }
            return bytes
        }
        if path == standardOutput { return Pending(temporary: nil, path: path, direct: try collected()) }
        var info = stat()
        guard stat(path, &info) == 0 else {
            return Pending(
                temporary: try temporaryFile(for: path, mode: 0o644, producing: produce), path: path, direct: [])
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            throw .cannotCreate(path: path, reason: "it is a folder")
        case S_IFREG:
            guard access(path, W_OK) == 0 else { throw .cannotCreate(path: path, reason: "the file is read-only") }
            // Keep the mode of the file being replaced, and any symbolic link to it.
            let target = resolved(path)
            return Pending(
                temporary: try temporaryFile(for: target, mode: info.st_mode & 0o7777, producing: produce),
                path: target, direct: [])
        default:
            return Pending(temporary: nil, path: path, direct: try collected())
        }
    }

    /// Writes `bytes` into an existing special file without replacing it.
    private static func writeInPlace(_ path: String, _ bytes: [UInt8]) throws(OutputError) {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .cannotCreate(path: path, reason: lastError()) }
        defer { close(fd) }
        try writeAll(bytes, to: fd, path: path)
    }

    /// The real path behind `path`'s symbolic links, so the link itself survives the rename.
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    /// Writes what `produce` makes to a new temporary file beside `path`, flushed to disk;
    /// returns its path.
    private static func temporaryFile(for path: String, mode: mode_t, producing produce: Producer)
        throws(OutputError) -> String
    {
        let folder = folder(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array("\(folder)/.\(name).tagflow-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw .cannotCreate(path: path, reason: lastError()) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)

        do throws(OutputError) {
            try produce { (piece) throws(OutputError) in try writeAll(piece, to: fd, path: path) }
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
        return temporary
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
