import Primitives

/// What a folder's outputs were made from: the file `.tagflow.fresh` in the folder, one line per
/// output, `NAME<TAB>KEY<TAB>OUTPUT-HASH<TAB>TITLE[<TAB>OWNER]`, sorted by name (so it diffs well
/// if committed). OWNER, when there is one, is the page or manifest that names the output, as a
/// path from the folder (`../README.md`): `build` and `markdown` remove what their own page or
/// manifest no longer names (`removeDead`).
/// NAME is the output's path below the folder (its file name, or `d1/x.svg` in a tree `batch -r`
/// mirrors), KEY its `Freshness` key, OUTPUT-HASH the hash of its bytes (of the light and the dark
/// file, for a pair), TITLE the cloud's title (what `markdown` puts in alt text without drawing).
/// A missing or damaged record only means every output is redrawn.
///
/// The record is data that arrives in repositories, never a path to follow: it is read only when
/// it is a regular file (opened without following links and without blocking, at most
/// `maximumBytes`), written only as a new regular file of mode 0644 renamed over the old one
/// (`OutputFile.writeRecord`), and refused (`OutputError.recordNotAFile`) when a symbolic link,
/// FIFO, device or folder stands in its place. NAME and TITLE are percent-encoded: every byte
/// other than `A-Z a-z 0-9 , . - _` and space is written `%XX`, so no `$(`, backtick, quote,
/// control character or newline a label holds reaches the file as itself (`FreshnessRecord+File`).
public struct FreshnessRecord: Hashable, Sendable {
    /// The record's file name in its folder.
    public static let fileName = ".tagflow.fresh"
    /// The most a record is read: a line is about 100 bytes, so some 40,000 outputs.
    public static let maximumBytes = 4 << 20

    /// One output's line.
    public struct Entry: Hashable, Sendable {
        public var key: String
        public var outputHash: String
        public var title: String
        /// The page or manifest that names the output, as a path from the record's folder; empty
        /// for an output no page or manifest owns (`batch`'s).
        public var owner: String

        public init(key: String, outputHash: String, title: String, owner: String = "") {
            self.key = key
            self.outputHash = outputHash
            self.title = title
            self.owner = owner
        }
    }

    /// The folder, with no trailing slash (empty: the working folder).
    public var folder: String
    /// Entries by output name (`name(of:)`).
    public var entries: [String: Entry]
    /// The entries as they were read: what `write()` compares `entries` with to know what this
    /// run changed.
    private var read: [String: Entry] = [:]

    /// The record of `folder`, empty when there is none or it is damaged or too large.
    ///
    /// - Throws: `OutputError.recordNotAFile` when something other than a regular file has the
    ///   record's name: it is neither followed nor opened for reading.
    public init(folder: String) throws(OutputError) {
        self.folder = folder
        entries = [:]
        guard let bytes = try Self.contents(of: path) else { return }
        let lines = bytes.split(separator: UInt8(ascii: "\n"))
        // Room for every line at once: grown as it filled, the table was built again and again.
        entries.reserveCapacity(lines.count)
        for line in lines {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard fields.count == 4 || fields.count == 5, let name = Self.decoded(fields[0]),
                let title = Self.decoded(fields[3]), Self.isHash(fields[1]), Self.isHash(fields[2]),
                let owner = fields.count == 5 ? Self.decoded(fields[4]) : ""
            else { continue }
            entries[name] = Entry(
                key: String(decoding: fields[1], as: UTF8.self), outputHash: String(decoding: fields[2], as: UTF8.self),
                title: title, owner: owner)
        }
        read = entries
    }

    /// The record file's path.
    public var path: String { (folder.isEmpty ? "" : folder + "/") + Self.fileName }

    /// The entry of the output at `outputs[0]` when it is fresh: the key matches and every one
    /// of `outputs` (the picture and its dark picture) still holds the bytes it was written with.
    public func freshEntry(outputs: [String], key: Freshness) -> Entry? {
        guard let first = outputs.first, let entry = entries[name(of: first)], entry.key == key.key else {
            return nil
        }
        return Freshness.hash(ofFilesAt: outputs) == entry.outputHash ? entry : nil
    }

    /// Notes that `outputs` (the picture, then its dark picture) now hold `bytes`, made under `key`
    /// for `owner` (a path from the folder to the page or manifest naming them, or empty).
    public mutating func record(outputs: [String], bytes: [[UInt8]], key: Freshness, title: String, owner: String = "")
    {
        record(outputs: outputs, outputHash: Freshness.hash(of: bytes), key: key, title: title, owner: owner)
    }

    /// Notes that `outputs` now hold files whose `Freshness.hash(of:)` is `outputHash` (an
    /// `OutputDigest` made while they were written), made under `key` for `owner`.
    package mutating func record(
        outputs: [String], outputHash: String, key: Freshness, title: String, owner: String = ""
    ) {
        guard let first = outputs.first else { return }
        entries[name(of: first)] = Entry(key: key.key, outputHash: outputHash, title: title, owner: owner)
    }

    /// Room for `count` more entries at once: a batch records each output it drew, and a table
    /// grown one entry at a time was built again nine times for 200 (0.16 M instructions).
    package mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(entries.count + count)
    }

    /// The record's bytes, as written.
    public var bytes: [UInt8] {
        // Appended byte by byte, not interpolated: a line's interpolation was 10 k instructions.
        var result: [UInt8] = []
        let tab = UInt8(ascii: "\t")
        for name in entries.keys.sorted() {
            let entry = entries[name]!
            Self.encode(name, into: &result)
            result.append(tab)
            result.append(contentsOf: entry.key.utf8)
            result.append(tab)
            result.append(contentsOf: entry.outputHash.utf8)
            result.append(tab)
            Self.encode(entry.title, into: &result)
            if !entry.owner.isEmpty {
                result.append(tab)
                Self.encode(entry.owner, into: &result)
            }
            result.append(UInt8(ascii: "\n"))
        }
        return result
    }

    /// Writes the record as a new regular file of mode 0644, renamed over the old one; never
    /// through a link, and never into a FIFO, device or folder of that name. A record that
    /// changed in nothing since it was read is not written at all.
    ///
    /// Another run may have written the folder's record since this one was read (two shards of a
    /// batch, two pages' `markdown` into one folder): what this record changed since it was read
    /// is laid over the record as it is now, with the folder locked (`flock`) meanwhile, so
    /// neither run's entries are lost.
    ///
    /// - Throws: `OutputError` (`recordNotAFile` for something other than a file in its place).
    public func write() throws(OutputError) {
        // Nothing changed since it was read (every output fresh, or drawn again the same): the
        // record stays as it is, neither read again nor rewritten and flushed (3.0 M of the 29 M
        // of a 200 × 40 SVG batch with every output fresh, 6 Dec 2026).
        guard entries != read else { return }
        let lock = Self.lock(folder.isEmpty ? "." : folder)
        defer { Self.unlock(lock) }
        var now = try FreshnessRecord(folder: folder)
        if read.isEmpty, now.entries.isEmpty {
            // No record then or now (a folder's first run): this run's entries are the record,
            // not laid one by one into an empty table (0.24 M instructions for 200 outputs).
            now.entries = entries
        } else {
            // Room for this run's entries at once: grown as they came, the table was built again
            // and again.
            now.entries.reserveCapacity(now.entries.count + entries.count)
            for (name, entry) in entries where read[name] != entry { now.entries[name] = entry }
            for name in read.keys where entries[name] == nil { now.entries[name] = nil }
        }
        try OutputFile.writeRecord(now.bytes, to: path)
    }

    /// The folder part of `path`, without its slash; empty for a bare name.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The name `path` has in the record: its path below `folder` (`d1/x.svg` for a batch that
    /// mirrors a tree into the folder), or its last part when it is not below it; so two outputs
    /// with one file name in two subfolders keep two entries.
    ///
    /// Paths are compared as bytes, as the file system compares them (`Character`s by canonical
    /// equivalence took 14 k instructions a name), where they lie: stepping through two
    /// substrings' UTF-8 views took about 160 instructions a byte (0.9 M of the 200 × 40 SVG
    /// batch), and copying both into arrays two allocations a name.
    func name(of path: String) -> String {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        // Where `bytes` starts past its leading `./`s.
        func start(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            var start = 0
            while bytes.count - start >= 2, bytes[start] == dot, bytes[start + 1] == slash { start += 2 }
            return start
        }
        return path.withUTF8InPlace { bytes in
            var relative = start(bytes)
            // The folder as the path spells it, `./out` as `out`: else every output of `-o ./out -r`
            // would be named by its last part alone, and `d1/x.svg` and `d2/x.svg` share one entry.
            let below = folder.withUTF8InPlace { folderBytes in
                let prefix = folderBytes[start(folderBytes)...]
                if prefix.isEmpty || (prefix.count == 1 && prefix.first == dot) { return true }
                guard bytes.count - relative > prefix.count,
                    bytes[relative..<relative + prefix.count].elementsEqual(prefix),
                    bytes[relative + prefix.count] == slash
                else { return false }
                relative += prefix.count + 1
                return true
            }
            return !below || relative == bytes.count || bytes[relative] == slash
                ? PathName.last(path) : String(decoding: bytes[relative...], as: UTF8.self)
        }
    }
}
