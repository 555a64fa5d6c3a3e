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
    private static let known = FolderMemo<String>()

    /// `realpath(folder)`, or `nil` when it fails (a missing folder is not kept: it may be made).
    package static func of(_ folder: String) -> String? {
        if let kept = known.value(of: folder) { return kept }
        guard let pointer = realpath(folder, nil) else { return nil }
        let real = String(cString: pointer)
        free(pointer)
        if !isSpecial(folder) && !isSpecial(real) {
            known.keep(real, for: folder)
        }
        return real
    }

    private static func isSpecial(_ path: String) -> Bool {
        for root in ["/proc", "/dev"] where path == root || path.hasPrefix(root + "/") { return true }
        return false
    }
}
