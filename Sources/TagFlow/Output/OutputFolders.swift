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

    /// The folders kept, and the last one asked for, compared before the table is hashed: a
    /// batch asks for its one output folder once a file.
    private struct Known {
        var folders: [String: Facts] = [:]
        var last: (folder: String, facts: Facts)?
    }
    private static let known = Locked(Known())
    /// The most folders kept; past it, the table starts over.
    private static let capacity = 256

    /// The facts of `folder`; a folder that cannot be asked (missing, unreadable) is not kept.
    static func facts(of folder: String) -> Facts {
        let kept = known.withLock { known -> Facts? in
            if let last = known.last, last.folder == folder { return last.facts }
            guard let facts = known.folders[folder] else { return nil }
            known.last = (folder, facts)
            return facts
        }
        if let kept { return kept }
        var info = stat()
        guard stat(folder, &info) == 0 else { return Facts(nameLimit: 255, device: nil) }
        let limit = pathconf(folder, Int32(_PC_NAME_MAX))
        let facts = Facts(nameLimit: limit > 0 ? limit : 255, device: UInt64(info.st_dev))
        known.withLock { known in
            if known.folders.count >= capacity { known.folders.removeAll(keepingCapacity: true) }
            known.folders[folder] = facts
            known.last = (folder, facts)
        }
        return facts
    }
}
