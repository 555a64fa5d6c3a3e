#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Dead images: outputs a page or manifest had TagFlow write earlier and names no more (a block
/// was edited, so its image has a new name). The record says which files TagFlow wrote for whom;
/// a file is removed only when it still holds exactly the bytes the record says were written.
extension FreshnessRecord {
    /// An output of the record that its owner names no more.
    public struct DeadImage: Hashable, Sendable {
        /// The picture, then its dark picture when it is a pair.
        public var paths: [String]
        /// Whether its files hold what TagFlow wrote (so `removeDead` takes them away); `false`
        /// when one was changed since, which is then left alone.
        public var asWritten: Bool
    }

    /// The outputs of `owner` in this folder that are not among `names` (the file names of every
    /// picture the owner names now, dark ones too) and still exist, by name. A name that is not a plain file name of a picture (`/`, a leading dot,
    /// not `.svg`, `.png` or `.pdf`) is never one: the record comes with the repository.
    public func dead(ownedBy owner: String, naming names: Set<String>) -> [DeadImage] {
        var result: [DeadImage] = []
        for (name, entry) in entries.sorted(by: { $0.key < $1.key })
        where !owner.isEmpty && entry.owner == owner && !names.contains(name) && Self.isPictureName(name) {
            let path = (folder.isEmpty ? "" : folder + "/") + name
            guard let light = Self.regularFile(path) else { continue }
            if Freshness.hash(of: light) == entry.outputHash {
                result.append(DeadImage(paths: [path], asWritten: true))
                continue
            }
            let darkPath = DarkVariant.path(for: path)
            if !names.contains(PathName.last(darkPath)), let dark = Self.regularFile(darkPath),
                Freshness.hash(of: [light, dark]) == entry.outputHash
            {
                result.append(DeadImage(paths: [path, darkPath], asWritten: true))
            } else {
                result.append(DeadImage(paths: [path], asWritten: false))
            }
        }
        return result
    }

    /// Removes the files of `owner`'s dead images that hold what TagFlow wrote, and drops every
    /// entry of `owner` not among `names` from the record (write it afterwards). Returns the dead
    /// images, each with `asWritten` false when it was left because it changed or could not be
    /// removed.
    public mutating func removeDead(ownedBy owner: String, naming names: Set<String>) -> [DeadImage] {
        var result = dead(ownedBy: owner, naming: names)
        for index in result.indices where result[index].asWritten {
            for path in result[index].paths where unlink(path) != 0 && errno != ENOENT {
                result[index].asWritten = false
            }
        }
        for (name, entry) in entries where !owner.isEmpty && entry.owner == owner && !names.contains(name) {
            entries[name] = nil
        }
        return result
    }

    private static func isPictureName(_ name: String) -> Bool {
        !name.contains("/") && !name.hasPrefix(".") && [".svg", ".png", ".pdf"].contains { name.hasSuffix($0) }
    }

    /// The bytes of the regular file at `path` (not followed through a link), or `nil`.
    private static func regularFile(_ path: String) -> [UInt8]? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return try? InputFile.contentsIfPresent(path)
    }
}
