import Foundation

/// What the user keeps: the bytes a workload wrote, raw and gzipped, beside what `scour` (SVG)
/// or `optipng -o2` and `zopflipng` (PNG) make of the same files when those tools are installed,
/// and, for PNG, what `--png-effort 2` writes. Each tool
/// runs on at most `sample` of the files (scour takes about a third of a second a file).
enum FileSizes {
    static let sample = 20

    /// One line for the files with `suffix` in `folder` (`.svg` or `.png`), after a workload row.
    /// For PNG, `again` names the binary, the folder of the lists the files were made from and the
    /// options they were made with, to make the first of them again at `--png-effort 2`.
    static func report(
        _ folder: String, suffix: String, work: String,
        again: (tagflow: String, lists: String, options: [String])? = nil
    ) {
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
        } else if suffix == ".png" {
            line += "; first \(chosen.count): \(ours)"
            if let again {
                // The same lists again, at the effort that trades time for bytes.
                let effortTwo = out + "/effort-2"
                let lists = chosen.map {
                    again.lists + "/" + ($0.split(separator: "/").last ?? "").dropLast(4) + ".txt"
                }
                if Child.succeeds(
                    again.tagflow,
                    ["batch"] + lists + ["-o", effortTwo, "--format", "png", "--jobs", "1", "--png-effort", "2"]
                        + again.options)
                {
                    let bytes = names.prefix(sample).reduce(0) { $0 + size(of: effortTwo + "/" + $1) }
                    line += " (--png-effort 2 \(bytes), \(ratio(ours, bytes)))"
                }
            }
            // `-force`: optipng otherwise keeps a file it cannot make smaller, ours compared with itself.
            for (tool, arguments) in [
                ("optipng", { (file: String, target: String) in ["-quiet", "-force", "-o2", "-out", target, file] }),
                ("zopflipng", { (file: String, target: String) in ["-y", file, target] }),
            ] {
                let path = "/usr/bin/" + tool
                guard access(path, X_OK) == 0 else {
                    line += " (\(tool) not installed)"
                    continue
                }
                var theirs = 0
                for (index, file) in chosen.enumerated() {
                    let target = out + "/\(tool)-\(index).png"
                    guard Child.succeeds(path, arguments(file, target)) else { continue }
                    theirs += size(of: target)
                }
                line += " (\(tool == "optipng" ? "optipng -o2" : tool) \(theirs), \(ratio(ours, theirs)))"
            }
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
