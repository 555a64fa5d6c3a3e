import Foundation

/// What the user keeps: the bytes a workload wrote, raw and gzipped, beside what `scour` (SVG)
/// or `optipng -o2` (PNG) makes of the same files when those tools are installed. Each tool
/// runs on at most `sample` of the files (scour takes about a third of a second a file).
enum FileSizes {
    static let sample = 20

    /// One line for the files with `suffix` in `folder` (`.svg` or `.png`), after a workload row.
    static func report(_ folder: String, suffix: String, work: String) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(suffix) }.sorted()
        guard !names.isEmpty else { return }
        let files = names.map { folder + "/" + $0 }
        let raw = files.reduce(0) { $0 + size(of: $1) }
        var line = "  bytes: \(raw) in \(files.count) files, gzipped \(files.reduce(0) { $0 + gzipped($1) })"
        let chosen = Array(files.prefix(sample))
        let ours = chosen.reduce(0) { $0 + size(of: $1) }
        let out = work + "/sizes"
        mkdir(out, 0o755)
        defer { _ = system("rm -rf '\(out)'") }
        if suffix == ".svg", Child.succeeds("/usr/bin/scour", ["--version"]) {
            var theirs = 0
            var theirsGzipped = 0
            for (index, file) in chosen.enumerated() {
                let target = out + "/\(index).svg"
                guard Child.succeeds("/usr/bin/scour", ["-q", "-i", file, "-o", target]) else { continue }
                theirs += size(of: target)
                theirsGzipped += gzipped(target)
            }
            let oursGzipped = chosen.reduce(0) { $0 + gzipped($1) }
            line +=
                "; first \(chosen.count): \(ours) (scour \(theirs), \(ratio(ours, theirs))), "
                + "gzipped \(oursGzipped) (scour \(theirsGzipped), \(ratio(oursGzipped, theirsGzipped)))"
        } else if suffix == ".png", Child.succeeds("/usr/bin/optipng", ["-v"]) {
            var theirs = 0
            for (index, file) in chosen.enumerated() {
                let target = out + "/\(index).png"
                guard Child.succeeds("/usr/bin/optipng", ["-quiet", "-o2", "-out", target, file]) else { continue }
                theirs += size(of: target)
            }
            line += "; first \(chosen.count): \(ours) (optipng -o2 \(theirs), \(ratio(ours, theirs)))"
        } else {
            line += " (\(suffix == ".svg" ? "scour" : "optipng") not installed)"
        }
        print(line)
    }

    static func size(of path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }

    /// The file's size gzipped at level 9, as a web server would send it.
    static func gzipped(_ path: String) -> Int {
        guard let pipe = popen("gzip -9c '\(path)'", "r") else { return 0 }
        defer { pclose(pipe) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var total = 0
        while true {
            let got = fread(&buffer, 1, buffer.count, pipe)
            if got == 0 { break }
            total += got
        }
        return total
    }

    /// Ours over theirs: below 1, ours is smaller.
    static func ratio(_ ours: Int, _ theirs: Int) -> String {
        theirs == 0 ? "–" : "\(PeerBenchmarks.rounded(Double(ours) / Double(theirs)))×"
    }
}
