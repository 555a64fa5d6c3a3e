#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tagflow-bench floors`: issue 27's workloads counted in instructions with callgrind, each
/// beside the least work it can take (`shared/bench/floors`: C programs doing each stage with the
/// same libraries and the same bytes out). Instructions do not change with the machine's load,
/// so one run is enough; a run of the 100,000-label cloud takes minutes under valgrind.
enum FloorBenchmarks {
    /// A workload: its name, `tagflow`'s arguments (`INPUTS` and `OUT` stand for the bench's
    /// folder and a fresh output folder) and the sum of the floors' counts from
    /// `floors/README.md` (1 December 2026). The two SVG clouds' were counted again on 6 December
    /// 2026 for the bytes the writer makes now (issue 39's compact SVG: `svg_floor generate` over
    /// today's documents): the SVG batch 125 M → 117.2 M, 10,000 labels 596 M → 583.5 M. The two
    /// PNG floors' deflate stage is TagFlow's own encoder's count since 6 December 2026 (no library
    /// writes its bytes; docs/performance.md), recounted the same day after the encoder's clock
    /// round for the bytes it writes now: 45.2 M → 40.2 M, 6,684 M → 5,753 M.
    struct Workload {
        var name: String
        var arguments: [String]
        var floor: Double
    }

    static let workloads: [Workload] = [
        Workload(
            name: "one 40-label PNG", arguments: ["render", "INPUTS/data/batch/000.txt", "-o", "OUT/a.png"],
            floor: 40.2e6),
        Workload(
            name: "200 × 40 → PNG, --jobs 1",
            arguments: ["batch", "INPUTS/data/batch", "-o", "OUT", "--format", "png", "--jobs", "1"], floor: 5_753e6),
        Workload(
            name: "200 × 40 → SVG, --jobs 1",
            arguments: ["batch", "INPUTS/data/batch", "-o", "OUT", "--format", "svg", "--jobs", "1"], floor: 117.2e6),
        Workload(
            name: "10,000 labels → SVG", arguments: ["render", "OUT/10000.txt", "-o", "OUT/a.svg"], floor: 583.5e6),
        Workload(
            name: "100,000 labels → SVG", arguments: ["render", "OUT/100000.txt", "-o", "OUT/a.svg"], floor: 6_657e6),
        Workload(name: "one-label PNG", arguments: ["render", "--label", "Rock", "-o", "OUT/a.png"], floor: 5.48e6),
        Workload(name: "tagflow --help", arguments: ["--help"], floor: 2.76e6),
    ]

    /// The workloads' options: the bench's chip (Inter Regular 16 px, padding 12,6, spacing 8,
    /// width 800, white background).
    static func options(font: String) -> [String] {
        [
            "--font", font, "--font-size", "16", "--padding", "12,6", "--spacing", "8", "--width", "800",
            "--background", "white",
        ]
    }

    static func run(tagflow: String, only: String?) {
        guard let bench = PeerBenchmarks.defaultFolder() else {
            print("floors: shared/bench not found (set TAGFLOW_BENCH_PEERS)")
            return
        }
        var template = Array("/tmp/tagflow-floors-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { return }
        let work = String(cString: made)
        defer { _ = Child.succeeds("/bin/rm", ["-rf", work]) }
        // valgrind 3.19 cannot read the toolchain's DWARF 5: count a copy without it.
        let binary = work + "/tagflow"
        guard Child.succeeds("/usr/bin/objcopy", ["--strip-debug", tagflow, binary]) else {
            print("floors: objcopy --strip-debug \(tagflow) failed")
            return
        }
        PeerBenchmarks.nameBundledFonts()
        for count in [10_000, 100_000, 1_000_000] {
            _ = Child.succeeds(
                "/bin/sh", ["-c", "/usr/bin/python3 '\(bench)/floors/gen_labels.py' \(count) > '\(work)/\(count).txt'"])
        }
        let font = PeerBenchmarks.packageRoot + "/Sources/TagFlowFonts/Fonts/Inter-Regular.otf"
        print("\nfloors: callgrind instructions against the floors (shared/bench/floors/README.md)")
        print("| workload | TagFlow | floor | ratio |\n|---|---:|---:|---:|")
        for (index, workload) in workloads.enumerated() where only.map({ workload.name.contains($0) }) ?? true {
            let out = "\(work)/out-\(index)"
            mkdir(out, 0o755)
            let arguments =
                workload.arguments.map {
                    $0.replacingPrefix("INPUTS", with: bench).replacingPrefix("OUT", with: out)
                } + (workload.arguments == ["--help"] ? [] : options(font: font))
            let counts = "\(work)/cg-\(index).out"
            guard
                Child.succeeds(
                    "/usr/bin/valgrind",
                    ["--tool=callgrind", "--separate-threads=yes", "--callgrind-out-file=\(counts)", binary] + arguments
                )
            else {
                print("| \(workload.name) | failed | | |")
                continue
            }
            let instructions = summaries(work, prefix: "cg-\(index).out")
            print(
                "| \(workload.name) | \(millions(instructions)) | \(millions(workload.floor)) | "
                    + "\(fixed(instructions / workload.floor, decimals: 2))× |")
        }
        if only.map({ "1,000,000 labels → SVG, peak memory".contains($0) }) ?? true {
            peakMemory(binary: binary, work: work, font: font)
        }
    }

    /// The one goal that is not instructions: 1,000,000 labels → SVG in at most 0.5 GB (issue 39),
    /// peak resident memory of the binary run natively (`ru_maxrss`, in KiB).
    private static func peakMemory(binary: String, work: String, font: String) {
        let arguments =
            ["render", "\(work)/1000000.txt", "-o", "\(work)/million.svg", "--max-labels", "1000000"]
            + options(font: font)
        guard let run = Child.run(binary, arguments), run.status == 0 else {
            return print("| 1,000,000 labels → SVG, peak memory | failed | | |")
        }
        let bytes = Double(run.peakKB) * 1024
        print(
            "| 1,000,000 labels → SVG, peak memory | \(fixed(bytes / 1e9, decimals: 3)) GB | goal ≤ 0.5 GB | "
                + "\(fixed(bytes / 0.5e9, decimals: 2))× |")
    }

    /// The sum of the `summary:` lines of callgrind's files (one per thread) named `prefix…`.
    private static func summaries(_ folder: String, prefix: String) -> Double {
        var total = 0.0
        guard let directory = opendir(folder) else { return 0 }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
            }
            guard name.hasPrefix(prefix), let file = fopen(folder + "/" + name, "r") else { continue }
            defer { fclose(file) }
            var line = [CChar](repeating: 0, count: 4096)
            while fgets(&line, Int32(line.count), file) != nil {
                let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if text.hasPrefix("summary: "), let value = Double(text.dropFirst(9).prefix { $0 != "\n" }) {
                    total += value
                }
            }
        }
        return total
    }

    /// `value` with exactly `decimals` places (no Foundation here for `String(format:)`).
    private static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let units = Int((value * Double(scale)).rounded())
        guard decimals > 0 else { return String(units) }
        let fraction = String(units % scale)
        return "\(units / scale)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    private static func millions(_ count: Double) -> String {
        "\(fixed(count / 1e6, decimals: count < 1e8 ? 2 : 0)) M"
    }
}

extension String {
    fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
