import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Paths that name an open descriptor rather than a file: `/dev/stdout`, `/dev/fd/1`,
/// `/proc/self/fd/N`, and links to them. Such a path is a stream, like `-o -`: written in place
/// through the descriptor. Treated as a file it would be replaced — `>> log` would lose the
/// log, and a rename beside `/dev/stdout` would put a regular file where the machine's link was.
package enum DescriptorPath {
    /// The descriptors open when the program started (`noteInherited()`), once noted. A struct,
    /// not a `Set?`: the optional's type was made at run time at first use, 32 k instructions
    /// of every run.
    private struct Inherited {
        var noted = false
        var open: Set<Int32> = []
    }
    private static let inherited = Locked(Inherited())

    /// Notes which descriptors the process was started with, before it opens any of its own: a
    /// path such as `/dev/fd/7` may then name only one of those. Without this a run could write
    /// into a descriptor it opened itself (a font, a temporary file, a thread's wake-up pipe).
    /// The command line calls it first thing; a library user who never does is not restricted.
    package static func noteInherited() {
        var open = Set<Int32>()
        if let folder = opendir("/proc/self/fd") {
            let own = dirfd(folder)
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if let fd = Int32(name), fd != own { open.insert(fd) }
            }
            closedir(folder)
        } else {
            for fd in Int32(0)..<1024 where fcntl(fd, F_GETFD) >= 0 { open.insert(fd) }
        }
        inherited.withLock { $0 = Inherited(noted: true, open: open) }
    }

    /// What a path names when it goes through a `/proc/PID/fd` folder.
    enum Target: Equatable {
        /// One of this process's descriptors.
        case own(Int32)
        /// Another process's descriptor, which can only be opened by its path.
        case other
    }

    /// The descriptor `path` names, following its symbolic links one at a time (`/dev/stdout` →
    /// `/proc/self/fd/1`) and asking at each step whether the folder it is in is a descriptor
    /// folder — before the magic link at the end is followed to the file it stands for.
    static func target(of path: String) -> Target? {
        var look: Look?
        return target(of: path, look: &look)
    }

    /// What `lstat` said of a path that is not a symbolic link — whether it exists, and its
    /// details when it does (then the same as `stat`'s) — and the path's folder (`.` for a bare
    /// name) and name, split at its last `/` (`split(_:)`).
    struct Look {
        var found: Bool
        var info: stat
        var folder: String
        var name: String
    }

    /// `target(of:)`, also handing back in `look` what `lstat` said of `path` itself when the
    /// answer is `nil` and `path` is not a symbolic link, and how it splits, so a writer need
    /// neither ask nor split again.
    static func target(of path: String, look: inout Look?) -> Target? {
        look = nil
        var current = path
        for step in 0..<40 {
            let (folder, name) = split(current)
            guard let real = realFolder(folder) else { return nil }
            if let target = descriptorTarget(folder: real, name: name) { return target }
            var info = stat()
            // The path as given reaches what its real folder and name reach, and needs no joining
            // (about 1,000 instructions a file); a link's own folder is the real one.
            let resolved = step == 0 ? path : real + "/" + name
            // Through `withCString`: a `String` handed to C as it is was copied into a new array.
            let found = resolved.withCString { lstat($0, &info) } == 0
            guard found, info.st_mode & S_IFMT == S_IFLNK, let link = readLink(resolved) else {
                if step == 0 && (!found || info.st_mode & S_IFMT != S_IFLNK) {
                    look = Look(found: found, info: info, folder: folder, name: name)
                }
                return nil
            }
            current = link.hasPrefix("/") ? link : real + "/" + link
        }
        return nil
    }

    /// Whether `fd` is open for writing in this process, and was so when it started.
    static func isWritable(_ fd: Int32) -> Bool {
        let noted = inherited.withLock { $0 }
        if noted.noted, !noted.open.contains(fd) { return false }
        let flags = fcntl(fd, F_GETFL)
        guard flags >= 0 else { return false }
        return flags & O_ACCMODE == O_WRONLY || flags & O_ACCMODE == O_RDWR
    }

    /// `/proc/PID/fd`, `/proc/PID/task/TID/fd` (and `/dev/fd` where it is a folder of its own).
    private static func descriptorTarget(folder: String, name: String) -> Target? {
        guard !name.isEmpty, name.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let number = Int32(name)
        else { return nil }
        let parts = folder.split(separator: "/", omittingEmptySubsequences: true)
        if parts == ["dev", "fd"] { return .own(number) }
        guard parts.first == "proc", parts.last == "fd", parts.count == 3 || parts.count == 5 else { return nil }
        if parts.count == 5 && parts[2] != "task" { return nil }
        return Int32(parts[1]) == getpid() ? .own(number) : .other
    }

    /// The folder and the last name of `path` (`.` for a bare name), split at its last `/`
    /// byte as the file system splits it.
    static func split(_ path: String) -> (folder: String, name: String) {
        let (folder, name) = PathName.split(path)
        return (folder ?? ".", name)
    }

    private static func realFolder(_ folder: String) -> String? {
        guard let text = RealFolders.of(folder) else { return nil }
        return text == "/" ? "" : text
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
