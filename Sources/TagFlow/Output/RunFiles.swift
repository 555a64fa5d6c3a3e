import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files one run reads and writes, so that no output replaces a file the run reads and no
/// two outputs are one file — checked before anything is written, by `render`, `batch` and
/// `diff` alike. Files are told apart by identity, the device and inode after following
/// symbolic links, so a hard link or a symbolic link to an input is the input; an output that
/// does not exist yet is told apart by its real folder and name. Standard input may be named
/// once (a second reader would find it empty), and standard output written once.
package struct RunFiles: Sendable {
    /// What a file is, whatever it is called.
    enum Identity: Hashable, Sendable {
        /// An existing file, device or stream.
        case file(device: UInt64, inode: UInt64)
        /// A file still to be made: its real folder (`""` for the root) and its name
        /// (`RealPath.parts(of:)`). Apart, the folder's text is the same string for every output
        /// in it: joining them took an allocation and about 600 instructions an output.
        case planned(folder: String, name: String)
        /// Standard input or output as a stream that is no file (closed, say).
        case stream(Int32)
    }

    /// A file and the part it plays in the run.
    struct Entry: Sendable {
        var path: String
        /// How messages name its part: "the input", "-o".
        var role: String
        /// Only a regular file is destroyed by writing it; a terminal or a pipe both read and
        /// written (`render -o -` typed at a terminal) is not.
        var regular: Bool
    }

    private var reads: [Identity: Entry] = [:]
    private var writes: [Identity: Entry] = [:]
    private var standardInputRole: String?

    package init() {}

    /// Makes room for `reads` more files read and `writes` more written, for a caller that notes
    /// many (a batch: grown one file at a time, the tables were rebuilt about ten times each).
    package mutating func reserveCapacity(reads: Int, writes: Int) {
        self.reads.reserveCapacity(self.reads.count + reads)
        self.writes.reserveCapacity(self.writes.count + writes)
    }

    /// Notes that the run reads `path` (`-`: standard input) as `role`.
    package mutating func read(_ path: String, as role: String) throws(FileClash) {
        if path == InputFile.standardInput {
            if let first = standardInputRole { throw .standardInputTwice(first: first, second: role) }
            standardInputRole = role
        }
        // A missing input is reported when it is read; it cannot be overwritten.
        guard let (identity, regular) = Self.identity(of: path, stream: STDIN_FILENO), case .file = identity else {
            return
        }
        // The first to name a file keeps it, with one look into the table, not two.
        Self.keep(&reads[identity, default: Entry(path: path, role: role, regular: regular)])
    }

    /// Checks that `path`, read late (an icon a list names, known only once the list is read),
    /// is none of the outputs noted: another picture of the same run, which would change under it.
    package func checkRead(_ path: String, as role: String) throws(FileClash) {
        guard let (identity, _) = Self.identity(of: path, stream: STDIN_FILENO), let output = writes[identity] else {
            return
        }
        throw .outputIsInput(output: output.path, outputRole: output.role, input: path, inputRole: role)
    }

    /// Checks that the freshness record at `path`, written as `role`, destroys no file the run
    /// reads and meets no output, and notes it as written.
    package mutating func writeRecord(_ path: String, as role: String) throws(FileClash) {
        try write(path, as: role, record: true)
    }

    /// Checks that writing `path` (`-`: standard output) as `role` destroys no file the run
    /// reads and meets no other output, and notes it as written.
    package mutating func write(_ path: String, as role: String) throws(FileClash) {
        try write(path, as: role, record: false)
    }

    private mutating func write(_ path: String, as role: String, record: Bool) throws(FileClash) {
        guard let (identity, regular) = Self.identity(of: path, stream: STDOUT_FILENO) else { return }
        // Writing to /dev/null destroys nothing and mixes nothing.
        if identity == Self.nullDevice { return }
        // The record is kept beside the outputs: an output of its name would be replaced by it.
        if !record, path != InputFile.standardInput, PathName.last(path, is: FreshnessRecord.fileName) {
            throw .recordName(output: path, role: role)
        }
        // Only files that exist are noted as read: a file still to be made is none of them.
        if regular, case .file = identity, let input = reads[identity], input.regular {
            throw .outputIsInput(output: path, outputRole: role, input: input.path, inputRole: input.role)
        }
        // Noted with one look into the table (three looks hashed each path three times, about
        // 1,000 instructions an output); a collision puts the first back.
        if let other = writes.updateValue(Entry(path: path, role: role, regular: regular), forKey: identity) {
            writes[identity] = other
            throw .outputsCollide(first: other.path, firstRole: other.role, second: path, secondRole: role)
        }
    }

    /// Leaves a table's entry as it is: `keep(&table[key, default: new])` adds `new` only when
    /// `key` has no entry yet, hashing `key` once.
    private static func keep(_: inout Entry) {}

    /// The files noted as read, with their parts, in no particular order (a manifest's images
    /// hand their option files to the run that checks them all).
    package var readFiles: [(path: String, role: String)] {
        reads.values.map { ($0.path, $0.role) }
    }

    private static let nullDevice = identity(of: "/dev/null", stream: -1)?.0

    /// What `path` is (the stream `stream` for `-`), and whether it is a regular file.
    private static func identity(of path: String, stream: Int32) -> (Identity, Bool)? {
        var info = stat()
        let standard = path == InputFile.standardInput
        // Through `withCString`: a `String` handed to C as it is was copied into a new array.
        let found = standard ? fstat(stream, &info) == 0 : path.withCString { stat($0, &info) } == 0
        if found {
            let identity = Identity.file(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
            return (identity, (info.st_mode & S_IFMT) == S_IFREG)
        }
        if standard { return (.stream(stream), false) }
        return (planned(path), true)
    }

    /// A path not yet made, by the real path of its folder and its own name, so `out.svg` and
    /// `./sub/../out.svg` are one; in folders still to be made too (`new/a.png`, `./new/a.png`).
    private static func planned(_ path: String) -> Identity {
        guard let (folder, name) = RealPath.parts(of: path) else { return .planned(folder: path, name: "") }
        return .planned(folder: folder, name: name)
    }
}
