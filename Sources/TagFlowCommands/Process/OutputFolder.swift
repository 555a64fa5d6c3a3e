import TagFlow

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one folder rule of every command: the missing parent folders of what it writes are made
/// (as `mkdir -p` makes them, and only those); a run that fails takes away again those it made
/// that are still empty. A file where a folder should be is refused.
package enum OutputFolder {
    /// Makes `path` and its missing parents unless it is there; returns whether this call made
    /// it, so a run that fails later can take it away again (`removeEmpty`).
    @discardableResult
    package static func make(_ path: String) throws(OutputError) -> Bool {
        !(try makeAll(path)).isEmpty
    }

    /// Makes the missing folders of `folder`, outermost first, and returns them (empty when it
    /// is there). Nothing is left made when one cannot be; the error names `file`, the file to
    /// be written there, when there is one.
    package static func makeAll(_ folder: String, for file: String? = nil) throws(OutputError) -> [String] {
        var missing: [String] = []
        var current = folder
        while current.count > 1, current.hasSuffix("/") { current.removeLast() }
        while !current.isEmpty, current != "/" {
            var info = stat()
            if stat(current, &info) == 0 {
                guard (info.st_mode & S_IFMT) == S_IFDIR else {
                    throw .cannotCreate(
                        path: file ?? folder,
                        reason: current == folder && file == nil
                            ? "it is a file, not a folder" : "\(current) is a file, not a folder")
                }
                break
            }
            missing.insert(current, at: 0)
            current = FreshnessRecord.folder(of: current)
        }
        var made: [String] = []
        for path in missing {
            if mkdir(path, 0o755) == 0 {
                made.append(path)
            } else if errno != EEXIST || !isFolder(path) {
                let reason = errno == EEXIST ? "it is a file, not a folder" : String(cString: strerror(errno))
                removeEmpty(made)
                throw .cannotCreate(path: file ?? path, reason: file == nil ? reason : "the folder \(path): \(reason)")
            }
        }
        return made
    }

    /// Makes the missing parent folders of the files at `paths` (standard output, `-`, has none)
    /// and returns every folder made.
    package static func makeParents(of paths: [String]) throws(OutputError) -> [String] {
        var made: [String] = []
        do throws(OutputError) {
            for path in paths where path != OutputFile.standardOutput {
                made += try makeAll(FreshnessRecord.folder(of: path), for: path)
            }
        } catch {
            removeEmpty(made)
            throw error
        }
        return made
    }

    /// Runs `body`, which writes the files at `paths`, once their missing parent folders are made;
    /// when it fails, the folders made for it that are still empty are taken away again.
    package static func withParents<T>(of paths: [String], _ body: () throws -> T) throws -> T {
        let made = try makeParents(of: paths)
        do {
            return try body()
        } catch {
            removeEmpty(made)
            throw error
        }
    }

    /// Removes those of `made` (folders a run made) that are still empty, deepest first: a
    /// subfolder whose every input failed leaves nothing behind. A folder holding anything stays.
    package static func removeEmpty(_ made: [String]) {
        for path in made.sorted(by: { $0.count > $1.count }) { _ = rmdir(path) }
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
