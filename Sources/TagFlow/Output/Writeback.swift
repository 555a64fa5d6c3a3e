#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts writing a file's newly written bytes to disk without waiting for them (Linux's
/// `sync_file_range` with `SYNC_FILE_RANGE_WRITE`), so a big output streamed in pieces reaches
/// the disk while later pieces are still being made, and the flush before the rename has little
/// left to wait for: a 140 MB SVG waited a second for its fsync. What is on disk in the end is
/// unchanged; every file is still flushed before it is renamed.
enum Writeback {
    /// Pieces smaller than this are left to the flush: the call would cost more than it saves.
    static let minimumPiece = 256 * 1024

    private typealias SyncFileRange = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32

    /// Looked up at run time: Glibc declares it only with `_GNU_SOURCE`, which Swift's import of
    /// the C library does not set; systems without it (macOS) skip this step.
    private static let syncFileRange: SyncFileRange? = {
        #if os(Linux)
            guard let symbol = dlsym(nil, "sync_file_range") else { return nil }  // nil: RTLD_DEFAULT
            return unsafeBitCast(symbol, to: SyncFileRange.self)
        #else
            return nil
        #endif
    }()

    /// Starts writing `count` bytes of `fd` from `offset`; failures are left to the flush.
    static func start(_ fd: Int32, offset: Int, count: Int) {
        guard count >= minimumPiece else { return }
        let writeNow: UInt32 = 2  // SYNC_FILE_RANGE_WRITE
        _ = syncFileRange?(fd, Int64(offset), Int64(count), writeNow)
    }
}
