#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Flushes a whole file system to disk at once (Linux's `syncfs`): files written together are
/// made durable by one flush instead of one `fsync` each, every `fsync` being a journal commit
/// of its own. It reports a write-back error of any file on the file system since the
/// descriptor was opened (Linux 5.8 and later), so a failure is not missed.
enum FileSystemFlush {
    private typealias SyncFS = @convention(c) (Int32) -> Int32

    /// Looked up at run time: Glibc declares it only with `_GNU_SOURCE`, which Swift's import of
    /// the C library does not set; systems without it (macOS) flush file by file.
    private static let syncFS: SyncFS? = {
        #if os(Linux)
            guard let symbol = dlsym(nil, "syncfs") else { return nil }  // nil: RTLD_DEFAULT
            return unsafeBitCast(symbol, to: SyncFS.self)
        #else
            return nil
        #endif
    }()

    /// Whether this system can flush a file system at once.
    static var isAvailable: Bool { syncFS != nil }

    /// Flushes the file system `fd` is on; `0`, or `errno` when it failed.
    static func flush(through fd: Int32) -> Int32 {
        guard let syncFS else { return ENOSYS }
        return syncFS(fd) == 0 ? 0 : errno
    }
}
