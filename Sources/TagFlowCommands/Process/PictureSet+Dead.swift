import TagFlow

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Dead images of a page or manifest: what an earlier run wrote for it that it names no more
/// (`FreshnessRecord.removeDead`), removed after a run that wrote everything, reported by `--check`.
extension PictureSet {
    /// `owner` (a path as given, from the working folder) as a path from `folder`, as the record
    /// keeps it: the same whichever folder the command is run from.
    static func ownerName(_ owner: String, from folder: String) -> String {
        MarkdownImageLink.relativePath(to: owner, from: folder, workingFolder: currentFolder())
    }

    /// The working folder, for paths between folders given relative to it.
    package static func currentFolder() -> String {
        guard let path = getcwd(nil, 0) else { return "/" }
        defer { free(path) }
        return String(cString: path)
    }

    /// Every folder a picture of the run goes to, then `extra` (a page's images folder, which
    /// may hold dead images when the page has no block left), once each.
    private func folders(with extra: [String]) -> [String] {
        var seen: Set<String> = []
        return (entries.map { FreshnessRecord.folder(of: $0.job.output) } + extra).filter { seen.insert($0).inserted }
    }

    /// The file names in `folder` of every picture the run names, dark ones too.
    private func names(in folder: String) -> Set<String> {
        Set(
            entries.flatMap(\.job.outputs).filter { FreshnessRecord.folder(of: $0) == folder }.map {
                PathName.last($0)
            })
    }

    /// `--check`: reports each dead image of `owner` as stale; returns how many.
    func deadImages(of owner: String, in extra: [String], command: String) -> Int {
        var count = 0
        for folder in folders(with: extra) {
            guard let record = try? FreshnessRecord(folder: folder) else { continue }
            for dead in record.dead(ownedBy: Self.ownerName(owner, from: folder), naming: names(in: folder)) {
                count += 1
                let action =
                    dead.asWritten
                    ? "tagflow \(command) without --check removes it"
                    : "it changed since tagflow wrote it; remove it by hand if it is not needed"
                Console.stale("\(dead.paths[0]): \(owner) names it no more; \(action)")
            }
        }
        return count
    }

    /// Removes the dead images of `owner` and says so, claiming for `owner` every picture the run
    /// names (a record written before owners were kept has none). Returns the folders whose
    /// record changed.
    func removeDead(
        of owner: String, in extra: [String], records: inout [String: FreshnessRecord], command: String
    ) -> Set<String> {
        var changed: Set<String> = []
        for folder in folders(with: extra) {
            guard var record = records[folder] ?? (try? FreshnessRecord(folder: folder)) else { continue }
            let before = record
            let ownerName = Self.ownerName(owner, from: folder)
            let names = names(in: folder)
            for name in names where record.entries[name].map({ $0.owner != ownerName }) == true {
                record.entries[name]?.owner = ownerName
            }
            for dead in record.removeDead(ownedBy: ownerName, naming: names) {
                if dead.asWritten {
                    Console.note(
                        "tagflow: \(command): removed \(dead.paths.joined(separator: " and ")): \(owner) names it no more\n"
                    )
                } else {
                    Console.warn(
                        "\(dead.paths[0]): \(owner) names it no more, but it changed since tagflow wrote it: left as it is"
                    )
                }
            }
            if record != before {
                records[folder] = record
                changed.insert(folder)
            }
        }
        return changed
    }
}
