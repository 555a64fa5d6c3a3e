import Primitives
import TagFlow

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Expands `batch`'s inputs: a folder stands for its `.txt`, `.tsv`, `.csv` and `.json` files
/// (sorted by name, not recursive); `-` for a list of paths on standard input, one per line
/// (LF, CRLF or CR), read up to `maximumBytes` and refused at a NUL byte (`find -print0`).
package enum InputList {
    package static let extensions: Set<String> = ["txt", "tsv", "csv", "json"]

    package static func expand(
        _ arguments: [String], maximumBytes: Int = InputFile.defaultMaximumBytes
    ) throws -> [String] {
        try expansion(arguments, maximumBytes: maximumBytes).paths
    }

    /// What a batch's arguments stand for.
    package struct Expansion {
        /// Every input, in order.
        package var paths: [String] = []
        /// For an input found inside a folder argument's subfolder (`recursive`), its folder
        /// below that argument (`a/b` for `lists/a/b/x.txt` from `lists`), where its output goes.
        package var subfolders: [String: String] = [:]
        /// Subfolders of folder arguments that were not looked into (not `recursive`).
        package var skippedFolders: [String] = []
        /// Entries of folders whose names are not UTF-8, shown escaped (`lists/b\xFE`): skipped,
        /// so one such name does not end the batch.
        package var skippedNames: [String] = []
    }

    /// The inputs `arguments` stand for; `recursive` looks into subfolders too (and notes each
    /// input's subfolder); `nulSeparated` reads `-`'s list as NUL-separated paths (`find -print0`).
    /// A subfolder that is one of `outputs` (by real path: the batch's own output and layout
    /// folders, inside the tree) is not looked into, so a batch can run again over its tree.
    ///
    /// - Throws: `InputError`; `FileClash.standardInputTwice` for a `-` in `-`'s list (standard
    ///   input is the list: it cannot be read again as a list of labels).
    package static func expansion(
        _ arguments: [String], maximumBytes: Int = InputFile.defaultMaximumBytes, recursive: Bool = false,
        nulSeparated: Bool = false, outputs: [String] = []
    ) throws -> Expansion {
        var expansion = Expansion()
        let excluded = Set(outputs.compactMap { RealPath.of($0) })
        for argument in arguments {
            if argument == InputFile.standardInput {
                let bytes = try InputFile.read(argument, maximumBytes: maximumBytes, text: !nulSeparated)
                let listed: [String]
                if nulSeparated {
                    // Paths may hold any byte but NUL, new lines included: kept exactly as given,
                    // but for those that are not UTF-8, which are skipped and named.
                    listed = bytes.split(separator: 0).compactMap { path in
                        if let text = String(validating: path, as: UTF8.self) { return text }
                        expansion.skippedNames.append(EchoedText.escaped(bytes: path))
                        return nil
                    }
                } else {
                    listed = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
                        .map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
                }
                if listed.contains(InputFile.standardInput) {
                    throw FileClash.standardInputTwice(
                        first: "the list of inputs", second: "an entry of that list (name a file '-' as ./-)")
                }
                expansion.paths += listed
                continue
            }
            var info = stat()
            if stat(argument, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                try walk(argument, below: "", recursive: recursive, excluding: excluded, into: &expansion)
            } else {
                expansion.paths.append(argument)
            }
        }
        return expansion
    }

    /// `folder`'s inputs, then (when `recursive`) its subfolders' in name order.
    private static func walk(
        _ folder: String, below subfolder: String, recursive: Bool, excluding excluded: Set<String>,
        into expansion: inout Expansion
    ) throws(InputError) {
        // One listing for the files and the subfolders: listed for each, the folder was read
        // and sorted twice (0.3 M instructions of a batch over a folder of 200 lists).
        let entries = try visibleEntries(in: folder, skipping: &expansion.skippedNames)
        let files = files(among: entries, in: folder)
        expansion.paths += files
        if !subfolder.isEmpty { for file in files { expansion.subfolders[file] = subfolder } }
        for name in folders(among: entries, in: folder) {
            let path = (folder.hasSuffix("/") ? folder : folder + "/") + name
            // The batch's own outputs are no inputs of its next run.
            if !excluded.isEmpty, let real = RealPath.of(path), excluded.contains(real) { continue }
            guard recursive else {
                expansion.skippedFolders.append(path)
                continue
            }
            try walk(
                path, below: subfolder.isEmpty ? name : subfolder + "/" + name, recursive: true, excluding: excluded,
                into: &expansion)
        }
    }

    /// The subfolders of `folder` (not hidden ones, not symbolic links: a link back up would
    /// never end), sorted by name.
    static func folders(in folder: String) throws(InputError) -> [String] {
        var skipped: [String] = []
        return try folders(in: folder, skipping: &skipped)
    }

    /// `folders(in:)`, noting in `skipped` the names that are not UTF-8.
    static func folders(in folder: String, skipping skipped: inout [String]) throws(InputError) -> [String] {
        folders(among: try visibleEntries(in: folder, skipping: &skipped), in: folder)
    }

    /// The subfolders among `entries`, `folder`'s listing.
    private static func folders(among entries: [(name: String, type: UInt8)], in folder: String) -> [String] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return entries.filter { entry in
            // The folder listing says what most entries are; only a file system that does not
            // is asked name by name (a batch over 200 lists asked 200 times).
            switch entry.type {
            case directoryType: return true
            case unknownType:
                var info = stat()
                return lstat(prefix + entry.name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            default: return false
            }
        }.map(\.name)
    }

    /// The input files directly in `folder`, sorted by name.
    static func files(in folder: String) throws(InputError) -> [String] {
        var skipped: [String] = []
        return try files(in: folder, skipping: &skipped)
    }

    /// `files(in:)`, noting in `skipped` the names that are not UTF-8.
    static func files(in folder: String, skipping skipped: inout [String]) throws(InputError) -> [String] {
        files(among: try visibleEntries(in: folder, skipping: &skipped), in: folder)
    }

    /// The input files among `entries`, `folder`'s listing.
    private static func files(among entries: [(name: String, type: UInt8)], in folder: String) -> [String] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return entries.filter { entry in
            let name = entry.name
            guard hasInputExtension(name) else { return false }
            // Only regular files: a folder called "old.txt" is not an input. A symbolic link
            // counts as what it points to, so it (and an entry of unknown type) is asked.
            switch entry.type {
            case regularType: return true
            case linkType, unknownType:
                var info = stat()
                return stat(prefix + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
            default: return false
            }
        }.map { prefix + $0.name }
    }

    /// Whether `name` ends in `.` and one of `extensions`, in any case (`a.TXT`, `a.Json`).
    static func hasInputExtension(_ name: String) -> Bool {
        // An ASCII name is read as bytes: its characters are its bytes, and lowercasing them is
        // ASCII's. Found by `Character` and lowercased into a new `String`, each name's extension
        // cost about 2,000 instructions (0.4 M of a batch over a folder of 200 lists).
        let ascii = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            var dot: Int?
            for index in bytes.indices {
                if bytes[index] >= 0x80 { return nil }
                if bytes[index] == UInt8(ascii: ".") { dot = index }
            }
            guard let dot, bytes.count - dot - 1 <= 8 else { return false }
            var key: UInt64 = 0
            for index in (dot + 1)..<bytes.count {
                let byte = bytes[index]
                key = key << 8 | UInt64(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
            }
            return extensionKeys.contains(key)
        }
        if let known = ascii ?? nil { return known }
        // Past ASCII, a `.` is a character only where it stands alone (not `.` with a combining
        // mark after it, nor after a prepended mark), and Unicode lowercases the extension.
        guard let dot = name.lastIndex(of: ".") else { return false }
        return extensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// Each of `extensions` (lowercase ASCII, 1 to 8 letters) as its bytes in one number, as
    /// `hasInputExtension` reads a name's extension.
    private static let extensionKeys = extensions.map { $0.utf8.reduce(UInt64(0)) { $0 << 8 | UInt64($1) } }

    private static let regularType = UInt8(DT_REG)
    private static let directoryType = UInt8(DT_DIR)
    private static let linkType = UInt8(DT_LNK)
    private static let unknownType = UInt8(DT_UNKNOWN)

    /// The names in `folder` that do not start with a dot, sorted, each with its type as the
    /// listing gives it (`d_type`: `DT_REG`, `DT_DIR`, `DT_LNK`, `DT_UNKNOWN` …). A name that is
    /// not UTF-8 cannot be named again as a `String`: it goes to `skipped`, escaped, once.
    private static func visibleEntries(
        in folder: String, skipping skipped: inout [String]
    ) throws(InputError) -> [(name: String, type: UInt8)] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        guard let directory = opendir(folder) else {
            throw .missing(source: folder, reason: String(cString: strerror(errno)))
        }
        defer { closedir(directory) }
        var names: [(name: String, type: UInt8)] = []
        while let entry = readdir(directory) {
            // Read the name where it is: a dirent may be shorter than its declared 256-byte
            // name, so copying the field reads past the end (AddressSanitizer caught that).
            let offset = MemoryLayout<dirent>.offset(of: \.d_name)!
            let pointer = (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self)
            guard let name = String(validatingCString: pointer) else {
                let bytes = UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map { UInt8(bitPattern: $0) }
                if bytes.first != UInt8(ascii: ".") {
                    skipped.append(EchoedText.escaped(prefix) + EchoedText.escaped(bytes: bytes))
                }
                continue
            }
            if !name.hasPrefix(".") { names.append((name, entry.pointee.d_type)) }
        }
        return names.sorted { $0.name < $1.name }
    }
}
