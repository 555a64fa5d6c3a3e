import ChipRendering
import Primitives
import TagFlow
import TagFlowCommands

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Batch rendering: 200 lists of 40 labels to PNG, at one job and at every core; and the PNG
/// encoder alone.
enum BatchBenchmarks {
    static func run() {
        let folder = "/tmp/tagflow-bench-\(getpid())"
        mkdir(folder, 0o755)
        mkdir(folder + "/out", 0o755)
        defer { _ = system("rm -rf '\(folder)'") }
        let labels = TextBenchmarks.distinctLabels(8_000)
        var inputs: [String] = []
        for list in 0..<200 {
            let path = "\(folder)/\(list).txt"
            let text = labels[(list * 40)..<(list * 40 + 40)].joined(separator: "\n") + "\n"
            try? OutputFile.write(Array(text.utf8), to: path)
            inputs.append(path)
        }
        var style = CloudStyle()
        style.fontSize = 16
        style.maxWidth = 800
        style.background = Color(red: 1, green: 1, blue: 1)
        let cores = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        var perImage: [Int: Double] = [:]
        for jobs in Set([1, cores]).sorted() {
            let job = BatchJob(
                inputs: inputs, outputDirectory: folder + "/out", format: .png, style: style, reader: TagReader(),
                jobs: jobs)
            let (seconds, _) = median(runs: 3) { Double((try? job.run())?.results.count ?? 0) }
            perImage[jobs] = seconds / Double(inputs.count) * 1e3
            report(
                "batch 200 × 40 labels, png, --jobs \(jobs)", Double(inputs.count) / seconds, "images/s",
                "\(((perImage[jobs]! * 100).rounded()) / 100) ms/image")
        }
        if cores > 1, let one = perImage[1], let all = perImage[cores] {
            report("batch speed-up, \(cores) jobs vs 1", one / all, "×")
        }

        // The encoder alone, on one 800-px-wide picture's pixels.
        let width = 800
        let height = 400
        var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
        for y in stride(from: 20, to: height - 20, by: 37) {
            for x in 10..<(width - 10) where (x / 7 + y) % 5 != 0 { pixels[y * width + x] = 0xFF1F_2328 }
        }
        let (seconds, size) = median(runs: 21) {
            pixels.withUnsafeBytes { raw in
                Double(
                    PNGEncoding.encode(
                        pixels: raw.baseAddress!, width: width, height: height, stride: width * 4, opaque: true
                    )
                    .count)
            }
        }
        report("png encode alone, 800×400 opaque", seconds * 1e3, "ms", "\(Int(size / 21)) bytes")
    }
}
