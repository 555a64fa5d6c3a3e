import TagFlow
import TagFlowCommands

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finding and preparing the peers: the shared folder, the C program built from its source,
/// Python with pycairo.
extension PeerBenchmarks {
    /// Sources/tagflow-bench/…swift → the package root, three levels up.
    static let packageRoot: String = {
        var path = "\(#filePath)"
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path
    }()

    /// Points `TAGFLOW_FONTS_DIR` at the checkout's bundled fonts unless it is set: a `tagflow`
    /// copied out of its build folder (a stripped binary, as callgrind needs) has no fonts beside
    /// it, and tagflow never looks in the checkout, so every render would fail.
    static func nameBundledFonts() {
        setenv("TAGFLOW_FONTS_DIR", packageRoot + "/Sources/TagFlowFonts/Fonts", 0)
    }

    /// `$TAGFLOW_BENCH_PEERS`, else `shared/bench` beside the checkout (where the team keeps it).
    static func defaultFolder() -> String? {
        if let folder = getenv("TAGFLOW_BENCH_PEERS") { return String(cString: folder) }
        let parent = String(packageRoot[..<(packageRoot.lastIndex(of: "/") ?? packageRoot.startIndex)])
        for candidate in [parent + "/shared/bench", parent + "/../shared/bench"]
        where access(candidate + "/floor.c", R_OK) == 0 {
            return candidate
        }
        return nil
    }

    /// The `tagflow` built beside this benchmark.
    static func siblingTagflow() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let path = count > 0 ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        return String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) + "/tagflow"
    }

    /// The `.txt` files in `folder`, sorted, as full paths.
    static func listFiles(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            // Read in place: a short entry's name does not fill the whole d_name array.
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
            }
            if name.hasSuffix(".txt") { names.append(folder + "/" + name) }
        }
        return names.sorted()
    }

    /// Builds `floor.c` as its README says; `nil` when the compiler or a library is missing.
    static func compileFloor(from folder: String, into work: String) -> String? {
        let output = work + "/floor"
        let command =
            "gcc -O2 -o '\(output)' '\(folder)/floor.c' $(pkg-config --cflags --libs cairo harfbuzz freetype2) -lm"
        return Child.succeeds("/bin/sh", ["-c", command]) ? output : nil
    }

    /// Debian's Python when it has pycairo (`python3-cairo`); `nil` otherwise.
    static func pycairo() -> String? {
        let python = "/usr/bin/python3"
        return Child.succeeds(python, ["-c", "import cairo"]) ? python : nil
    }

    static func write(_ text: String, to path: String) throws {
        try OutputFile.write(Array(text.utf8), to: path)
    }
}
