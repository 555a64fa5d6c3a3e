#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The whole `tagflow` command against the peers in `shared/bench` (the plain-C Cairo program
/// `floor.c`, pycairo), in one run, as ratios: each pair of commands takes turns, so both see
/// the same load. A peer that cannot run here is skipped with a message.
///
/// Ratios are peer time / TagFlow time (above 1: TagFlow is faster); `cpu` gives the same ratio
/// of user + system CPU time, which other work on a shared machine disturbs less.
enum PeerBenchmarks {
    /// TagFlow's options matching the peers' spec (Inter 16 px, 800 px wide, white canvas).
    static let options = ["--font-size", "16", "--width", "800", "--background", "white"]

    static func run(tagflow: String, peersFolder: String?, runs: Int) {
        guard let folder = peersFolder ?? defaultFolder(), access(folder + "/data/batch", R_OK) == 0 else {
            print("peers skipped: no shared/bench folder (set TAGFLOW_BENCH_PEERS to it)")
            return
        }
        guard access(tagflow, X_OK) == 0 else {
            print("peers skipped: no tagflow executable at \(tagflow)")
            return
        }
        nameBundledFonts()
        let work = "/tmp/tagflow-bench-peers-\(getpid())"
        mkdir(work, 0o755)
        defer { _ = system("rm -rf '\(work)'") }
        let batch = folder + "/data/batch"
        let lists = listFiles(in: batch)
        let font = packageRoot + "/Sources/TagFlowFonts/Fonts/Inter-Regular.otf"
        let floor = compileFloor(from: folder, into: work)
        let python = pycairo()
        print(
            "peers: \(tagflow) against \(folder) (floor.c: \(floor == nil ? "skipped" : "built"), pycairo: \(python == nil ? "skipped" : "found"))"
        )
        print("work".padded(to: 36) + "TagFlow".padded(to: 20) + "peer".padded(to: 26) + "ratio".padded(to: 9) + "goal")

        // 1. 200 lists × 40 labels → SVG, one job, against pycairo's SVG surface.
        let svgTagflow = Command(
            executable: tagflow,
            arguments: ["batch", batch, "-o", work + "/svg", "--format", "svg", "--jobs", "1"] + options)
        if let python,
            let result = Child.compare(
                [
                    svgTagflow,
                    Command(
                        executable: python,
                        arguments: [folder + "/pycairo_chips.py", batch, work + "/py-svg", "--format", "svg"]),
                ],
                runs: runs)
        {
            row(
                "200 × 40 → SVG, one job", result, per: Double(lists.count), unit: "ms/image", peer: "pycairo",
                goal: "≥ 6×")
            FileSizes.report(work + "/svg", suffix: ".svg", work: work)
        } else {
            print("200 × 40 → SVG: skipped (pycairo: Debian python3-cairo)")
        }

        // 2. One cloud of 100,000 labels → SVG: time and peak memory.
        let big = work + "/big-100k.txt"
        _ = try? write(TextBenchmarks.distinctLabels(100_000).joined(separator: "\n") + "\n", to: big)
        let bigTagflow = Command(executable: tagflow, arguments: ["render", big, "-o", work + "/big.svg"] + options)
        if let python,
            let result = Child.compare(
                [
                    bigTagflow,
                    Command(executable: python, arguments: [folder + "/pycairo_chips.py", big, work + "/big-py.svg"]),
                ],
                runs: max(1, runs / 2))
        {
            row(
                "100,000 labels → SVG", result, per: 1, unit: "s", peer: "pycairo", goal: "≥ 5×, ≤ 300 MB", memory: true
            )
        } else if let result = Child.compare([bigTagflow], runs: 1) {
            print(
                "100,000 labels → SVG".padded(to: 36) + figure(result[0], per: 1, unit: "s", memory: true)
                    + "  (pycairo skipped)")
        }

        // 3, 4. 200 × 40 → PNG at one job and at two, against the C program.
        let cores = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        func pngBatch(jobs: Int) -> Command {
            Command(
                executable: tagflow,
                arguments: ["batch", batch, "-o", work + "/png\(jobs)", "--format", "png", "--jobs", "\(jobs)"]
                    + options)
        }
        mkdir(work + "/floor-png", 0o755)
        // The machine's own limit for two jobs: two processes sharing nothing, half the lists each.
        let halves = (1...2).map { shard in
            Command(
                executable: tagflow,
                arguments: [
                    "batch", batch, "-o", work + "/shard", "--format", "png", "--jobs", "1", "--shard", "\(shard)/2",
                ]
                    + options)
        }
        if let floor,
            let result = Child.compare(
                [
                    pngBatch(jobs: 1),
                    Command(
                        executable: floor, arguments: [font, "16", "800", "1", "png", work + "/floor-png"] + lists),
                    pngBatch(jobs: min(2, cores)),
                ].map { command in
                    {
                        Child.run(command.executable, command.arguments).flatMap {
                            $0.status == command.status ? $0 : nil
                        }
                    }
                }
                    + [{ Child.runTogether(halves) }],
                runs: runs)
        {
            row(
                "200 × 40 → PNG, --jobs 1", Array(result[0...1]), per: Double(lists.count), unit: "ms/image",
                peer: "floor.c", goal: "≥ 4×")
            FileSizes.report(
                work + "/png1", suffix: ".png", work: work, again: (tagflow: tagflow, lists: batch, options: options))
            let speedUp = result[0].seconds / result[2].seconds
            print(
                "  --jobs \(min(2, cores)) vs --jobs 1".padded(to: 36)
                    + figure(result[2], per: Double(lists.count), unit: "ms/image").padded(to: 20)
                    + "".padded(to: 26) + "\(rounded(speedUp))×".padded(to: 9)
                    + "≥ 1.85× (cpu \(rounded(result[0].cpuSeconds / result[2].cpuSeconds))×)")
            print(
                "  2 processes, half the lists each".padded(to: 36)
                    + figure(result[3], per: Double(lists.count), unit: "ms/image").padded(to: 20)
                    + "".padded(to: 26) + "\(rounded(result[0].seconds / result[3].seconds))×".padded(to: 9)
                    + "the machine's limit for --jobs 2")
        } else {
            print("200 × 40 → PNG: skipped (floor.c needs gcc, pkg-config and the Cairo, HarfBuzz, FreeType headers)")
        }

        // 5, 6. Start-up: one label to PNG, and --help, against the C program (its usage line).
        let one = work + "/one.txt"
        _ = try? write("Rock\n", to: one)
        mkdir(work + "/floor-one", 0o755)
        if let floor {
            if let result = Child.compare(
                [
                    Command(executable: tagflow, arguments: ["render", one, "-o", work + "/one.png"] + options),
                    Command(executable: floor, arguments: [font, "16", "800", "1", "png", work + "/floor-one", one]),
                ],
                runs: runs * 10)
            {
                row("one-label PNG, whole process", result, per: 1e-3, unit: "ms", peer: "floor.c", goal: "≥ 1×")
            }
            if let result = Child.compare(
                [
                    Command(executable: tagflow, arguments: ["--help"]),
                    Command(executable: floor, arguments: [], status: 64),
                ],
                runs: runs * 20)
            {
                row(
                    "tagflow --help", result, per: 1e-3, unit: "ms", peer: "floor.c usage",
                    goal: "≥ 0.83× (≤ 1.2× its time)")
            }
        }
    }

    /// One table line: TagFlow's figure, the peer's, and the ratio of their wall and CPU times.
    static func row(
        _ name: String, _ result: [ChildRun], per count: Double, unit: String, peer: String, goal: String,
        memory: Bool = false
    ) {
        let ratio = result[1].seconds / result[0].seconds
        let cpu = result[1].cpuSeconds / result[0].cpuSeconds
        print(
            name.padded(to: 36) + figure(result[0], per: count, unit: unit, memory: memory).padded(to: 20)
                + (peer + " " + figure(result[1], per: count, unit: unit, memory: memory)).padded(to: 26)
                + "\(rounded(ratio))×".padded(to: 9) + goal + " (cpu \(rounded(cpu))×)")
    }

    /// `seconds / count` in the unit (ms per image, s, ms), and the peak memory when asked.
    static func figure(_ run: ChildRun, per count: Double, unit: String, memory: Bool = false) -> String {
        // Per image in ms; whole runs in s, or in ms when `count` is 1e-3.
        let value = run.seconds / count * (unit == "ms/image" ? 1e3 : 1)
        return "\(rounded(value)) \(unit)" + (memory ? ", \(run.peakKB / 1024) MB" : "")
    }

    static func rounded(_ value: Double) -> String {
        String((value * 100).rounded() / 100)
    }
}
