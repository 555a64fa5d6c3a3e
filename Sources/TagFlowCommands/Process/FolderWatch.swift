import TagFlow

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `--watch` follows, through Linux's inotify: the FOLDERS that hold the files a run reads,
/// not the files themselves. An editor's atomic save writes a temporary file and renames it over
/// the old one: a watch on the old file's inode would see it vanish and nothing more, while the
/// folder sees the new name arrive (`IN_MOVED_TO`). A file deleted and made again, a folder made
/// after the watch began, a file written in place: each is an event in a folder, matched by name.
///
/// A folder that does not exist yet is followed through its nearest existing parent, by the name
/// of the first missing folder; each `follow` call starts again from the paths it is given. A
/// file reached through a symbolic link is followed in its own folder too.
package final class FolderWatch {
    /// The events that can mean a followed file changed: written, renamed in or out, made,
    /// deleted, its times or mode changed; the folder itself deleted or moved.
    #if os(Linux)
        private static let mask = UInt32(
            IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB
                | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)
    #endif

    private let descriptor: Int32
    /// Each watch: its folder and the names in it that matter (`nil`: any name).
    private var watches: [Int32: (folder: String, names: Set<String>?)] = [:]

    /// A watch that follows nothing yet.
    ///
    /// - Throws: `WatchError.unavailable` where there is no inotify; `.cannotWatch` when the
    ///   system's limit of inotify instances is reached.
    package init() throws(WatchError) {
        #if os(Linux)
            descriptor = inotify_init1(Int32(IN_CLOEXEC))
            guard descriptor >= 0 else {
                throw .cannotWatch(
                    "inotify_init1: \(String(cString: strerror(errno))) (the limit is fs.inotify.max_user_instances)")
            }
        #else
            throw .unavailable
        #endif
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Follows the folders holding `paths`, and no other: a path ending in `/` is a folder whose
    /// every name matters (`--icons DIR`). Returns how many folders are followed.
    ///
    /// - Throws: `WatchError.cannotWatch` when the system's limit of watches is reached.
    @discardableResult
    package func follow(_ paths: [String]) throws(WatchError) -> Int {
        #if os(Linux)
            var wanted: [Int32: (folder: String, names: Set<String>?)] = [:]
            for path in Self.withLinkTargets(paths) {
                var (folder, name) = Self.split(path)
                while true {
                    let watch = inotify_add_watch(descriptor, folder, Self.mask)
                    if watch >= 0 {
                        var entry = wanted[watch] ?? (folder, [])
                        if let name, entry.names != nil { entry.names!.insert(name) } else { entry.names = nil }
                        wanted[watch] = entry
                        break
                    }
                    if errno == ENOSPC || errno == ENOMEM {
                        throw .cannotWatch(
                            "inotify_add_watch \(folder): \(String(cString: strerror(errno))) "
                                + "(the limit is fs.inotify.max_user_watches)")
                    }
                    // Missing (or not a folder): follow its parent for the first missing name.
                    guard folder != "/", folder != "." else { break }
                    (folder, name) = Self.split(folder)
                }
            }
            for watch in watches.keys where wanted[watch] == nil { inotify_rm_watch(descriptor, watch) }
            watches = wanted
            return watches.count
        #else
            throw .unavailable
        #endif
    }

    /// Waits until a followed file changes, then until `quiet` seconds pass with no other change
    /// to one (a burst of saves is one change), but no longer than `longest` seconds after the
    /// first: a file written all the time is still drawn. Changes made while the run drew the
    /// last time are waiting already, so none is missed. Returns `false` when no change came in
    /// `giveUpAfter` seconds (`nil`: wait for ever).
    @discardableResult
    package func waitForChange(quiet: Double = 0.15, longest: Double = 1, giveUpAfter: Double? = nil)
        throws(WatchError) -> Bool
    {
        #if os(Linux)
            var buffer = [UInt8](repeating: 0, count: 64 << 10)
            let start = Self.now()
            while try !readEvents(&buffer, timeout: giveUpAfter == nil ? -1 : 100) {
                if let giveUpAfter, Self.now() - start > giveUpAfter { return false }
            }
            let first = Self.now()
            var last = first
            while true {
                let now = Self.now()
                let left = min(quiet - (now - last), longest - (now - first))
                guard left > 0 else { return true }
                if try readEvents(&buffer, timeout: Int32((left * 1000).rounded(.up))) { last = Self.now() }
            }
        #else
            throw .unavailable
        #endif
    }

    #if os(Linux)
        /// Waits up to `timeout` milliseconds (-1: for ever) for events and reads them; returns
        /// whether one of them is a change to a followed file.
        private func readEvents(_ buffer: inout [UInt8], timeout: Int32) throws(WatchError) -> Bool {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, timeout)
            if ready < 0 && errno == EINTR { return false }
            guard ready > 0 else {
                if ready < 0 { throw .cannotWatch("poll: \(String(cString: strerror(errno)))") }
                return false
            }
            let got = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got < 0 {
                if errno == EINTR || errno == EAGAIN { return false }
                throw .cannotWatch("reading inotify events: \(String(cString: strerror(errno)))")
            }
            var changed = false
            var offset = 0
            // Each event: wd, mask, cookie, len (32 bits each, native order), then len bytes of name.
            while offset + 16 <= got {
                let (watch, mask, length) = buffer.withUnsafeBytes { raw in
                    (
                        raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                        raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                        Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    )
                }
                let nameBytes = buffer[(offset + 16)..<min(got, offset + 16 + length)].prefix { $0 != 0 }
                offset += 16 + length
                // Events were lost, or a folder went: start again from what is on disk.
                if mask & UInt32(IN_Q_OVERFLOW | IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
                    changed = true
                    continue
                }
                guard let entry = watches[watch] else { continue }
                guard let names = entry.names else {
                    changed = true
                    continue
                }
                if names.contains(String(decoding: nameBytes, as: UTF8.self)) { changed = true }
            }
            return changed
        }
    #endif

    /// `paths` and, for each that is or passes through a symbolic link, the real path it names:
    /// the file a link names may lie in another folder, where editing it is the change that
    /// matters (the link's own folder is still followed, for the link replaced).
    static func withLinkTargets(_ paths: [String]) -> Set<String> {
        var all = Set(paths)
        for path in paths {
            let isFolder = path.count > 1 && path.hasSuffix("/")
            guard let real = RealPath.of(isFolder ? String(path.dropLast()) : path) else { continue }
            all.insert(isFolder ? real + "/" : real)
        }
        return all
    }

    /// A path's folder and its last name (`nil` for a folder whose every name matters):
    /// `docs/a.txt` → (`docs`, `a.txt`), `a.txt` → (`.`, `a.txt`), `/a` → (`/`, `a`).
    package static func split(_ path: String) -> (folder: String, name: String?) {
        var path = Substring(path)
        if path.count > 1, path.hasSuffix("/") {
            while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
            return (String(path), nil)
        }
        guard let slash = path.lastIndex(of: "/") else { return (".", String(path)) }
        var folder = path[..<slash]
        while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
        return (folder.isEmpty ? "/" : String(folder), String(path[path.index(after: slash)...]))
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// Why `--watch` cannot follow the run's files.
package enum WatchError: Error, CustomStringConvertible {
    /// The system has no inotify (not Linux).
    case unavailable
    /// inotify refused: a system limit, or a read that failed.
    case cannotWatch(String)

    package var description: String {
        switch self {
        case .unavailable:
            "--watch needs Linux's inotify, which this system lacks; run the command again after each change instead"
        case .cannotWatch(let problem): "--watch cannot follow the files: \(problem)"
        }
    }
}
