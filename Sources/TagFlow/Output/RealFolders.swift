import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real paths of folders, each found once per process: a batch asked `realpath` for its
/// output folder three times per file (planning its names, then `DescriptorPath` and the
/// collision check), each a `getcwd` and a `readlink` per folder in the path.
///
/// Folders under `/proc` and `/dev` are never kept: `/proc/self` and `/proc/thread-self` are
/// another folder for every process and thread, and they are what `DescriptorPath` looks for.
/// A relative folder is kept by its text: TagFlow never changes its working folder.
package enum RealFolders {
    /// The folders kept, and the last one asked for, compared before the table is hashed: a
    /// batch asks for its one output folder twice a file (about 300 instructions saved each).
    private struct Known {
        var folders: [String: String] = [:]
        var last: (folder: String, real: String)?
    }
    private static let known = Locked(Known())
    /// The most folders kept; past it, the table starts over.
    private static let capacity = 256

    /// `realpath(folder)`, or `nil` when it fails (a missing folder is not kept: it may be made).
    package static func of(_ folder: String) -> String? {
        let kept = known.withLock { known -> String? in
            if let last = known.last, last.folder == folder { return last.real }
            guard let real = known.folders[folder] else { return nil }
            known.last = (folder, real)
            return real
        }
        if let kept { return kept }
        guard let pointer = realpath(folder, nil) else { return nil }
        let real = String(cString: pointer)
        free(pointer)
        if !isSpecial(folder) && !isSpecial(real) {
            known.withLock { known in
                if known.folders.count >= capacity { known.folders.removeAll(keepingCapacity: true) }
                known.folders[folder] = real
                known.last = (folder, real)
            }
        }
        return real
    }

    private static func isSpecial(_ path: String) -> Bool {
        for root in ["/proc", "/dev"] where path == root || path.hasPrefix(root + "/") { return true }
        return false
    }
}
