import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes output files atomically: the bytes go to a temporary file in the same folder, are
/// flushed to disk and then renamed over the target (a batch does these two on another thread:
/// a `Finisher`). A failed write leaves the old file as it was and no temporary file
/// behind; so does a stop signal (`TemporaryFiles`, `StopSignals`).
///
/// A symbolic link is followed, so the link stays and the file it points to is replaced. A path
/// that is a device, pipe or socket (`/dev/null`, `/dev/stdout`, a FIFO) is written to directly:
/// it cannot be replaced, and renaming over it would destroy it.
package enum OutputFile {
    /// The path that means standard output.
    package static let standardOutput = "-"

    /// Writes `bytes` to `path` (or to standard output for `-`).
    package static func write(_ bytes: [UInt8], to path: String) throws(OutputError) {
        try prepare(bytes, for: path).commit()
    }

    /// Writes a freshness record's `bytes` to `path` as a new regular file of mode 0644 (whatever
    /// the old one's mode), made in the same folder with `O_CREAT | O_EXCL` (which follows no
    /// link) and renamed over the old one, which replaces a name and never writes through it.
    ///
    /// - Throws: `recordNotAFile` when a link, FIFO, device, socket or folder has that name.
    package static func writeRecord(_ bytes: [UInt8], to path: String) throws(OutputError) {
        var info = stat()
        if lstat(path, &info) == 0 { try refuseRecord(at: path, mode: info.st_mode) }
        let copy = try temporaryCopy(for: path, mode: 0o644) { (emit) throws(OutputError) in
            try bytes.withUnsafeBufferPointer { (piece) throws(OutputError) in try emit(UnsafeRawBufferPointer(piece)) }
        }
        try Pending(temporary: copy.path, path: path, direct: [], unflushed: copy.fd, device: copy.device).commit()
    }

    /// Refuses a freshness record at `path` whose file type (`mode`'s `S_IFMT` bits) is not a
    /// regular file.
    package static func refuseRecord(at path: String, mode: mode_t) throws(OutputError) {
        let kind: String
        switch mode & S_IFMT {
        case S_IFREG: return
        case S_IFLNK: kind = "a symbolic link"
        case S_IFIFO: kind = "a FIFO"
        case S_IFDIR: kind = "a folder"
        case S_IFCHR, S_IFBLK: kind = "a device"
        case S_IFSOCK: kind = "a socket"
        default: kind = "not a file"
        }
        throw .recordNotAFile(path: path, kind: kind)
    }

    /// Writes several files so that a failure changes none of the files among them: every one is
    /// written to its temporary file and flushed to disk first; then the outputs that cannot be
    /// undone (standard output, devices) are written, and only when they succeeded are the files
    /// renamed into place, together (`-o prev.svg --emit-layout /dev/full` leaves `prev.svg` as it was).
    ///
    /// - Parameter committer: flushes and renames the files on a thread of its own, after this
    ///   returns (a batch draws its next picture meanwhile); `nil` does it here.
    package static func write(
        _ files: [(bytes: [UInt8], path: String)], committer: (any Finisher)? = nil
    ) throws(OutputError) {
        try together(committer: committer) { (pending) throws(OutputError) in
            for file in files { pending.append(try prepare(file.bytes, for: file.path)) }
        }
    }

    /// The pieces `produce` hands to `emit`, as it makes them, are the file at `path`: only one
    /// piece is in memory at a time, not the whole file. `others` are written whole, and all the
    /// files change together or none does, as `write(_:)`.
    package static func write(
        streaming path: String, producing produce: Producer, with others: [(bytes: [UInt8], path: String)] = [],
        committer: (any Finisher)? = nil
    ) throws(OutputError) {
        try together(committer: committer) { (pending) throws(OutputError) in
            pending.append(try prepare(for: path, producing: produce))
            for file in others { pending.append(try prepare(file.bytes, for: file.path)) }
        }
    }

    /// Takes a set of written files (on their temporary files, not yet flushed) and finishes them
    /// later with `finish(_:)`, on a thread of its own: the hook a batch's committer plugs in.
    package protocol Finisher: Sendable {
        /// Finishes `files` later; `OutputFile` has handed them over and forgets them.
        func finishLater(_ files: [Pending])
    }

    /// Makes a file's bytes piece by piece, handing each to `emit`.
    /// Each piece is lent to `emit` for the call: the producer's own buffer, written out or copied.
    package typealias Producer = (_ emit: (UnsafeRawBufferPointer) throws(OutputError) -> Void) throws(OutputError) ->
        Void

    /// The files `write(_:)` and `write(streaming:)` commit together.
    private static func together(
        committer: (any Finisher)?, _ prepareAll: (inout [Pending]) throws(OutputError) -> Void
    ) throws(OutputError) {
        var pending: [Pending] = []
        do throws(OutputError) {
            try prepareAll(&pending)
        } catch {
            for file in pending { file.discard() }
            throw error
        }
        // A device or standard output cannot be taken back, so it is written only once every
        // file is flushed: such a set is finished here, even in a batch.
        if let committer, pending.allSatisfy({ $0.temporary != nil }) {
            committer.finishLater(pending)
            return
        }
        do throws(OutputError) {
            for index in pending.indices { try pending[index].flush() }
            for file in pending where file.temporary == nil { try file.commit() }
        } catch {
            for file in pending { file.discard() }
            throw error
        }
        try rename(pending)
    }

    /// Flushes `files` (all temporary files) to disk, then renames them into place together;
    /// when one cannot be flushed, none is renamed and all are removed.
    package static func finish(_ files: [Pending]) throws(OutputError) {
        var files = files
        do throws(OutputError) {
            for index in files.indices { try files[index].flush() }
        } catch {
            for file in files { file.discard() }
            throw error
        }
        try rename(files)
    }

    /// Finishes several sets of temporary files, each as `finish(_:)` does (flushed, then
    /// renamed together; a set with a file that cannot be flushed is removed), but with one
    /// flush per file system for them all (`FileSystemFlush`) instead of an `fsync` per file: a
    /// batch of 200 pictures made 200 journal commits. Every file is still flushed before any
    /// is renamed. A single set, a file whose folder's file system is unknown, and systems
    /// without such a flush go file by file.
    ///
    /// - Returns: for each set in turn, `nil` when it is in place, or why it is not.
    package static func finish(sets: [[Pending]]) -> [OutputError?] {
        guard sets.count > 1, FileSystemFlush.isAvailable else {
            return sets.map { (set) -> OutputError? in
                do throws(OutputError) {
                    try finish(set)
                    return nil
                } catch {
                    return error
                }
            }
        }
        // One flush per file system, through any file's descriptor on it: `0` or its `errno`.
        var flushed: [UInt64: Int32] = [:]
        for set in sets {
            for file in set {
                guard let fd = file.unflushed, let device = file.device, flushed[device] == nil else { continue }
                flushed[device] = FileSystemFlush.flush(through: fd)
            }
        }
        var failures = [OutputError?](repeating: nil, count: sets.count)
        for index in sets.indices {
            let set = sets[index]
            // The files before `closed` have had their descriptors closed. Counted, where each
            // file's was marked closed in the set, which copied the set (its array shared with
            // `sets`) for every set: about 700 instructions a set.
            var closed = 0
            do throws(OutputError) {
                for file in set.indices {
                    closed = file + 1
                    guard let fd = set[file].unflushed else { continue }
                    guard let device = set[file].device, let code = flushed[device] else {
                        var alone = set[file]
                        try alone.flush()
                        continue
                    }
                    guard code == 0 else {
                        close(fd)
                        throw .writeFailed(path: set[file].path, reason: String(cString: strerror(code)))
                    }
                    guard close(fd) == 0 else { throw .writeFailed(path: set[file].path, reason: lastError()) }
                }
            } catch {
                for (position, file) in set.enumerated() {
                    var file = file
                    if position < closed { file.unflushed = nil }
                    file.discard()
                }
                failures[index] = error
                continue
            }
            do throws(OutputError) { try rename(set) } catch { failures[index] = error }
        }
        return failures
    }

    /// Renames the temporary files among `files` into place, under one lock (`TemporaryFiles`).
    private static func rename(_ files: [Pending]) throws(OutputError) {
        if let failure = TemporaryFiles.commit(files) {
            throw .cannotCreate(path: failure.target, reason: failure.reason)
        }
    }

    /// A file written but not yet in place.
    package struct Pending {
        /// The temporary file to rename, or `nil` for outputs written directly (stdout, devices).
        var temporary: String?
        var path: String
        var direct: [UInt8]
        /// The temporary file's descriptor, open until `flush` has flushed it to disk: the flush
        /// goes through the descriptor that wrote the file, and its close is checked after it.
        var unflushed: Int32?
        /// The process's own descriptor a path such as `/dev/stdout` names, written in place.
        var descriptor: Int32? = nil
        /// The file system the temporary file is on (its folder's `st_dev`), for flushing
        /// several files at once (`finish(sets:)`); `nil`: flushed on its own.
        var device: UInt64? = nil

        /// Flushes the temporary file to disk and closes it, if not done yet; the descriptor is
        /// closed whether or not that succeeds.
        mutating func flush() throws(OutputError) {
            guard let fd = unflushed else { return }
            unflushed = nil
            guard fsync(fd) == 0 else {
                let reason = lastError()
                close(fd)
                throw .writeFailed(path: path, reason: reason)
            }
            guard close(fd) == 0 else { throw .writeFailed(path: path, reason: lastError()) }
        }

        /// Puts the file in place: written to standard output or the device, or flushed and renamed.
        func commit() throws(OutputError) {
            guard temporary != nil else {
                if path == OutputFile.standardOutput {
                    try writeAll(direct, to: STDOUT_FILENO, path: "<stdout>")
                } else if let descriptor {
                    try writeAll(direct, to: descriptor, path: path)
                } else {
                    try writeInPlace(path, direct)
                }
                return
            }
            try finish([self])
        }

        /// Closes and removes the temporary file, if any.
        func discard() {
            if let unflushed { close(unflushed) }
            if let temporary { TemporaryFiles.discard(temporary) }
        }
    }

    /// Checks `path` and writes `bytes` to a temporary file beside it, not yet flushed to disk
    /// (kept as it is when the output is standard output or a device, which are written at commit).
    static func prepare(_ bytes: [UInt8], for path: String) throws(OutputError) -> Pending {
        try prepare(for: path) { (emit) throws(OutputError) in
            try bytes.withUnsafeBufferPointer { (piece) throws(OutputError) in try emit(UnsafeRawBufferPointer(piece)) }
        }
    }

    /// `prepare(_:for:)` for bytes made piece by piece: a temporary file takes each piece as it
    /// comes; standard output and devices, written only at commit, collect them.
    static func prepare(for path: String, producing produce: Producer) throws(OutputError) -> Pending {
        func collected() throws(OutputError) -> [UInt8] {
            var bytes: [UInt8] = []
            try produce { (piece) throws(OutputError) in bytes.append(contentsOf: piece) }
            return bytes
        }
        if path == standardOutput { return Pending(temporary: nil, path: path, direct: try collected()) }
        // The C calls would read the path only up to the NUL: another file.
        // The bytes read where they lie: the view's iterator took about 25 instructions a byte.
        guard !path.withUTF8InPlace({ $0.contains(0) }) else {
            throw .cannotCreate(path: path, reason: "the path holds a NUL character")
        }
        // What lstat saw on the way, for a path that is no link: asked once, not three times.
        var look: DescriptorPath.Look?
        switch DescriptorPath.target(of: path, look: &look) {
        case .own(let fd):
            // A stream, like `-o -`: written through the descriptor at commit, never replaced.
            guard DescriptorPath.isWritable(fd) else {
                throw .cannotCreate(path: path, reason: "descriptor \(fd) is not open for writing")
            }
            return Pending(temporary: nil, path: path, direct: try collected(), descriptor: fd)
        case .other:
            return Pending(temporary: nil, path: path, direct: try collected())
        case nil:
            break
        }
        var info = look?.info ?? stat()
        guard look?.found ?? (stat(path, &info) == 0) else {
            // A link to nothing would be replaced by the rename: the link is the user's.
            if look == nil, lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
                throw .cannotCreate(path: path, reason: "it is a symbolic link to a file that does not exist")
            }
            let split = look.map { (folder: $0.folder, name: $0.name) }
            let copy = try temporaryCopy(for: path, split: split, mode: 0o644, producing: produce)
            return Pending(temporary: copy.path, path: path, direct: [], unflushed: copy.fd, device: copy.device)
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            throw .cannotCreate(path: path, reason: "it is a folder")
        case S_IFREG:
            guard access(path, W_OK) == 0 else { throw .cannotCreate(path: path, reason: "the file is read-only") }
            // Keep the mode of the file being replaced, and any symbolic link to it.
            let target = try resolved(path)
            let copy = try temporaryCopy(for: target, mode: info.st_mode & 0o7777, producing: produce)
            return Pending(temporary: copy.path, path: target, direct: [], unflushed: copy.fd, device: copy.device)
        default:
            return Pending(temporary: nil, path: path, direct: try collected())
        }
    }

    /// Writes `bytes` into an existing special file without replacing it.
    private static func writeInPlace(_ path: String, _ bytes: [UInt8]) throws(OutputError) {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .cannotCreate(path: path, reason: lastError()) }
        defer { close(fd) }
        try writeAll(bytes, to: fd, path: path)
    }

    /// The real path behind `path`'s symbolic links, so the link itself survives the rename.
    private static func resolved(_ path: String) throws(OutputError) -> String {
        // Without the real path the rename would land on the link: refused instead.
        guard let real = realpath(path, nil) else { throw .cannotCreate(path: path, reason: lastError()) }
        defer { free(real) }
        return String(cString: real)
    }

    /// Writes what `produce` makes to a new temporary file beside `path`; returns its path, its
    /// descriptor, still open (`Pending.flush` flushes it to disk and closes it), and the
    /// device of its file system.
    ///
    /// - Parameter split: `path`'s folder and name (`DescriptorPath.split(_:)`), when known:
    ///   splitting it again took about 1,500 instructions a file.
    private static func temporaryCopy(
        for path: String, split: (folder: String, name: String)? = nil, mode: mode_t, producing produce: Producer
    ) throws(OutputError) -> (path: String, fd: Int32, device: UInt64?) {
        let (folder, name) = split ?? DescriptorPath.split(path)
        let facts = OutputFolders.facts(of: folder)
        // Appended, not interpolated: the interpolation's generic steps were 3,000 instructions a
        // file; into room made for the whole at once, not grown (copied out of the folder's text,
        // then grown again: about 1,500 instructions a file).
        let kept = keptName(name, limit: facts.nameLimit)
        var template = ""
        template.reserveCapacity(folder.utf8.count + 2 + kept.utf8.count + temporarySuffix.utf8.count)
        template.append(folder)
        template.append("/.")
        template.append(contentsOf: kept)
        template.append(temporarySuffix)
        guard let (fd, temporary) = TemporaryFiles.make(from: template) else {
            throw .cannotCreate(path: path, reason: lastError())
        }

        do throws(OutputError) {
            var offset = 0
            try produce { (piece) throws(OutputError) in
                try writeAll(piece, to: fd, path: path)
                Writeback.start(fd, offset: offset, count: piece.count)
                offset += piece.count
            }
            guard fchmod(fd, mode) == 0 else { throw .writeFailed(path: path, reason: lastError()) }
        } catch {
            close(fd)
            TemporaryFiles.discard(temporary)
            throw error
        }
        return (temporary, fd, facts.device)
    }

    /// `.NAME.tagflow-XXXXXX`, with NAME shortened (at a character boundary) when the whole
    /// would pass the folder's file-name limit: a legal 254-byte output name stays writable.
    static func temporaryName(for name: String, limit: Int) -> String {
        // Appended, not `"." + kept + suffix`: `String + Substring` is the generic `+`, whose
        // first call looked its types up at run time (0.1 M instructions of every output file).
        var result = "."
        result.append(contentsOf: keptName(name, limit: limit))
        result.append(temporarySuffix)
        return result
    }

    /// What `temporaryName(for:limit:)` keeps of `name`.
    private static func keptName(_ name: String, limit: Int) -> Substring {
        var kept = Substring(name)
        while 1 + kept.utf8.count + temporarySuffix.utf8.count > limit, !kept.isEmpty { kept = kept.dropLast() }
        return kept
    }

    /// The end of every temporary file's name, its last six letters `mkstemp`'s.
    private static var temporarySuffix: String { ".tagflow-XXXXXX" }

    /// Writes all of `bytes` to `fd`, retrying short writes.
    static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(OutputError) {
        try bytes.withUnsafeBufferPointer { (bytes) throws(OutputError) in
            try writeAll(UnsafeRawBufferPointer(bytes), to: fd, path: path)
        }
    }

    /// Writes all of `bytes` to `fd`, retrying short writes.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32, path: String) throws(OutputError) {
        var done = 0
        while done < bytes.count {
            let wrote = systemWrite(fd, bytes.baseAddress.map { $0 + done }, bytes.count - done)
            if wrote > 0 {
                done += wrote
            } else if wrote < 0 && errno == EINTR {
                continue
            } else if wrote < 0 && errno == EPIPE {
                // SIGPIPE is ignored (or handled) by the caller, so the reader's going away shows
                // here, as its own case: a tool ends quietly on it rather than reporting a fault.
                throw .pipeClosed(path: path)
            } else {
                throw .writeFailed(path: path, reason: wrote == 0 ? "nothing written" : lastError())
            }
        }
    }

    private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(fd, buffer, count)
        #else
            Darwin.write(fd, buffer, count)
        #endif
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
