import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What writing into a folder needs to know about it, asked once per folder per process: a
/// batch asked `pathconf` (a `statfs`) for its output folder's name limit once per file.
///
/// A folder is kept by its text, as `RealFolders` keeps it: TagFlow never changes its working
/// folder, and a folder's file system does not change while a run writes into it.
enum OutputFolders {
    /// A folder's longest file name and the file system it is on.
    struct Facts {
        /// `pathconf(_PC_NAME_MAX)`, 255 when it cannot say.
        var nameLimit: Int
        /// The device of the file system the folder's files are on (`st_dev`), `nil` when the
        /// folder cannot be asked: files there are flushed one by one.
        var device: UInt64?
    }

    private static let known = FolderMemo<Facts>()

    /// The facts of `folder`; a folder that cannot be asked (missing, unreadable) is not kept.
    static func facts(of folder: String) -> Facts {
        if let kept = known.value(of: folder) { return kept }
        var info = stat()
        guard stat(folder, &info) == 0 else { return Facts(nameLimit: 255, device: nil) }
        let limit = pathconf(folder, Int32(_PC_NAME_MAX))
        let facts = Facts(nameLimit: limit > 0 ? limit : 255, device: UInt64(info.st_dev))
        known.keep(facts, for: folder)
        return facts
    }
}
