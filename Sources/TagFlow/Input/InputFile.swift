import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads input files, or standard input for `-`, never more than a limit: every read stops
/// with an error as soon as the limit is passed (or, for text, a NUL byte arrives), so an
/// endless stream such as `/dev/zero` costs no more memory than the limit allows.
package enum InputFile {
    /// The path that means standard input.
    package static let standardInput = "-"

    /// The most bytes a list of labels or of boxes may hold unless `--max-input-bytes` says
    /// otherwise: far more than any cloud (100,000 labels of 600 bytes each), yet a bound.
    package static let defaultMaximumBytes = 64 << 20

    /// What a list larger than `TagReader.maxInputBytes` says to do (the command line names its flag).
    package static let listRemedy = "raise TagReader.maxInputBytes if you mean it"

    /// How `path` is named in messages: the path itself, or `<stdin>`.
    package static func displayName(of path: String) -> String {
        path == standardInput ? "<stdin>" : path
    }

    /// Hands the bytes of `path` (standard input for `-`) to `body` a piece at a time, as they
    /// are read, until `body` returns `false` or the input ends; stops with `tooLarge` once more
    /// than `maximumBytes` have come.
    ///
    /// - Parameters:
    ///   - remedy: what the error says to do when the limit is passed.
    ///   - chunkSize: the most bytes a piece holds (64 KiB unless set).
    package static func forEachChunk(
        _ path: String, maximumBytes: Int, remedy: String = listRemedy, chunkSize: Int = 1 << 16,
        _ body: (ArraySlice<UInt8>) throws(InputError) -> Bool
    ) throws(InputError) {
        let source = displayName(of: path)
        let fd = try open(path)
        defer { if path != standardInput { close(fd) } }
        // Not zeroed first: only the bytes `read` put there are ever looked at, and zeroing 64 KiB
        // a file took 39 M instructions more of the 200 × 40 SVG batch's 459 M (8.5%; issue 42,
        // 6 Dec 2026).
        let chunkSize = max(1, chunkSize)
        var chunk = [UInt8](unsafeUninitializedCapacity: chunkSize) { _, initialized in initialized = chunkSize }
        var total = 0
        while true {
            let got = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if got > 0 {
                total += got
                guard total <= maximumBytes else {
                    throw .tooLarge(source: source, limit: maximumBytes, remedy: remedy)
                }
                guard try body(chunk[..<got]) else { return }
            } else if got == 0 {
                return
            } else if errno != EINTR {
                throw .unreadable(source: source, reason: String(cString: strerror(errno)))
            }
        }
    }

    /// The bytes of `path`, or of standard input for `-`.
    ///
    /// - Parameters:
    ///   - maximumBytes: more than this is refused (`tooLarge`) without reading further.
    ///   - text: the input must be text: a NUL byte is refused (`nulByte`, with its line and
    ///     column) as soon as it is read.
    ///   - remedy: what the `tooLarge` error says to do.
    package static func read(
        _ path: String, maximumBytes: Int = .max, text: Bool = false, remedy: String = listRemedy
    ) throws(InputError) -> [UInt8] {
        var bytes: [UInt8] = []
        // A file says its size: one buffer of that size, not a doubling series of them (which
        // the allocator keeps, see MemoryReuse). A stream grows as it comes.
        // Its pieces no larger than the file either (and the end seen with one read more): 64 KiB
        // to read a list of 650 bytes was 400 instructions more a file, its allocation and its
        // release (0.08 M of the 200 × 40 SVG batch). Not below 512 bytes: a file of the `/proc`
        // kind says 0 and holds more.
        var info = stat()
        var chunkSize = 1 << 16
        if path != standardInput, stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
            let size = min(max(Int(info.st_size), 0), maximumBytes)
            bytes.reserveCapacity(size + 1)
            chunkSize = min(chunkSize, max(size + 1, 512))
        }
        try forEachChunk(path, maximumBytes: maximumBytes, remedy: remedy, chunkSize: chunkSize) {
            chunk throws(InputError) in
            // The smallest byte first, a loop the compiler vectorizes (about a fifth of an
            // instruction a byte, where looking for the NUL's place took seven: 0.9 M of the
            // 200 × 40 SVG batch); the NUL's place only when there is one.
            if text, Self.smallestByte(of: chunk) == 0, let nul = chunk.firstIndex(of: 0) {
                let offset = bytes.count + (nul - chunk.startIndex)
                bytes.append(contentsOf: chunk[..<nul])
                let (line, column) = TextPosition.of(offset, in: bytes[...])
                throw .nulByte(source: displayName(of: path), line: line, column: column)
            }
            bytes.append(contentsOf: chunk)
            return true
        }
        return bytes
    }

    /// The smallest of `bytes` (255 for none).
    private static func smallestByte(of bytes: ArraySlice<UInt8>) -> UInt8 {
        var smallest = UInt8.max
        for byte in bytes { smallest = min(smallest, byte) }
        return smallest
    }

    /// The bytes of the regular file at `path`, or `nil` when there is none (missing, or a
    /// folder or device in its place).
    package static func contentsIfPresent(_ path: String) throws(InputError) -> [UInt8]? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return try read(path)
    }

    /// An open descriptor for `path` (standard input's own for `-`).
    private static func open(_ path: String) throws(InputError) -> Int32 {
        guard path != standardInput else { return STDIN_FILENO }
        let source = displayName(of: path)
        // open(2) would read the path only up to the NUL: another file.
        // The bytes read where they lie: the view's iterator took about 25 instructions a byte.
        guard !path.withUTF8InPlace({ $0.contains(0) }) else {
            throw .missing(source: source, reason: "the path holds a NUL character")
        }
        let fd = systemOpen(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            // Out of descriptors is the machine's limit, not a wrong path.
            if code == EMFILE || code == ENFILE {
                throw .unreadable(source: source, reason: "\(String(cString: strerror(code))); raise ulimit -n")
            }
            let reason = code == ENOENT ? "no such file" : String(cString: strerror(code))
            throw .missing(source: source, reason: reason)
        }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            throw .missing(source: source, reason: "is a folder, not a file")
        }
        return fd
    }

    private static func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.open(path, flags)
        #else
            Darwin.open(path, flags)
        #endif
    }

    private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(fd, buffer, count)
        #else
            Darwin.read(fd, buffer, count)
        #endif
    }
}
