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
    ) throws(InputError) -> [String] {
        var paths: [String] = []
        for argument in arguments {
            if argument == InputFile.standardInput {
                let bytes = try InputFile.read(argument, maximumBytes: maximumBytes, text: true)
                let listed = String(decoding: bytes, as: UTF8.self)
                paths += listed.split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace() }
                    .filter { !$0.isEmpty }
                continue
            }
            var info = stat()
            if stat(argument, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                paths += try files(in: argument)
            } else {
                paths.append(argument)
            }
        }
        return paths
    }

    /// The input files directly in `folder`, sorted by name.
    static func files(in folder: String) throws(InputError) -> [String] {
        guard let directory = opendir(folder) else {
            throw .missing(source: folder, reason: String(cString: strerror(errno)))
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            // Read the name where it is: a dirent may be shorter than its declared 256-byte
            // name, so copying the field reads past the end (AddressSanitizer caught that).
            let offset = MemoryLayout<dirent>.offset(of: \.d_name)!
            let name = String(cString: (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self))
            guard !name.hasPrefix("."), let dot = name.lastIndex(of: ".") else { continue }
            guard extensions.contains(name[name.index(after: dot)...].lowercased()) else { continue }
            // Only regular files: a folder called "old.txt" is not an input.
            var info = stat()
            let path = (folder.hasSuffix("/") ? folder : folder + "/") + name
            if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { names.append(name) }
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return names.sorted().map { prefix + $0 }
    }
}
