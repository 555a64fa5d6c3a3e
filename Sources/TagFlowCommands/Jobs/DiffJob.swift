import TagFlow

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tagflow diff A B`: compares two renderings under the shared `Comparison` rule and writes a
/// difference picture of two PNGs that differ (and none when they count as the same).
package struct DiffJob: Sendable {
    /// Channel values this far apart (0–255) still count as equal.
    package var tolerance: Int
    /// How many pixels may differ before the pictures count as different.
    package var maxDifferingPixels: Int
    /// Where to write a difference picture of PNGs that differ; `nil` for none.
    package var pictureOutput: String?

    package init(
        tolerance: Int = Comparison.defaultTolerance, maxDifferingPixels: Int = Comparison.defaultMaxDifferingPixels,
        pictureOutput: String? = nil
    ) {
        self.tolerance = tolerance
        self.maxDifferingPixels = maxDifferingPixels
        self.pictureOutput = pictureOutput
    }

    /// The answer: equal, or different and how.
    package enum Outcome: Hashable, Sendable {
        case equal
        case different(reason: String)
    }

    /// Compares the files at `first` and `second` under the shared `Comparison` rule, by the
    /// format their bytes show (PNG signature, `<svg`, `%PDF`).
    ///
    /// - Throws: `UsageError` when the picture would replace A or B (or both are standard
    ///   input), `InputError` when a file cannot be read, `Comparison.Failure` when the two are
    ///   not the same kind or a PNG cannot be decoded, `OutputError` when the picture cannot be written.
    package func run(_ first: String, _ second: String) throws -> Outcome {
        var files = RunFiles()
        try files.read(first, as: "A")
        try files.read(second, as: "B")
        if let pictureOutput { try files.write(pictureOutput, as: "-o") }
        let a = try Self.read(first)
        let b = try Self.read(second)
        let kinds = (OutputFormat(sniffing: a), OutputFormat(sniffing: b))
        guard let format = kinds.0, kinds.0 == kinds.1 else {
            throw Comparison.Failure.notComparable(
                "\(first) and \(second): compare two PNG files, two SVG files or two PDF files")
        }
        // SVG text is compared normalised, then read as text for the chips that changed: about
        // twice the two files again, in pieces of at most one file each: room for the two asked
        // for at once before any of it is allocated.
        let needed = format == .svg && a != b ? a.count + b.count : 0
        guard ResourceLimits.canAllocate(needed) else {
            throw ResourceLimits.OutOfMemory(purpose: "to compare \(first) and \(second)", bytes: needed)
        }
        let comparison = Comparison(tolerance: tolerance, maxDifferingPixels: maxDifferingPixels)
        switch try comparison.compare(expected: a, actual: b, as: format, names: (first, second)) {
        case .same:
            // The help promises a picture when they differ: none is written (nor an old one
            // replaced) when there is no difference to show.
            return .equal
        case .different(let reason, let picture):
            if let pictureOutput, let picture {
                try OutputFolder.withParents(of: [pictureOutput]) { try OutputFile.write(picture, to: pictureOutput) }
            }
            return .different(reason: reason)
        }
    }

    /// The most bytes of one file `diff` reads: more than the largest PNG TagFlow draws.
    package static let maximumFileSize = 1 << 30

    /// The bytes of a file to compare, read up to `maximumFileSize`; a file whose first 4 KiB
    /// are not the start of a PNG, SVG or PDF is refused there, not read to its end (`/dev/zero`).
    static func read(_ path: String) throws -> [UInt8] {
        var bytes: [UInt8] = []
        // A file's size is known before it is read: its memory is asked for at once (a failure is
        // one line, not the runtime's trap while the array grows), and taken once, not doubled.
        var info = stat()
        if path != InputFile.standardInput, stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
            let size = Int(min(Int64(info.st_size), Int64(maximumFileSize)))
            guard ResourceLimits.canAllocate(size) else {
                throw ResourceLimits.OutOfMemory(purpose: "to read \(InputFile.displayName(of: path))", bytes: size)
            }
            bytes.reserveCapacity(size)
        }
        try InputFile.forEachChunk(
            path, maximumBytes: maximumFileSize,
            remedy: "diff compares files of at most \(InputError.size(maximumFileSize))"
        ) { chunk throws(InputError) in
            let wasChecked = bytes.count >= OutputFormat.sniffedBytes
            bytes.append(contentsOf: chunk)
            return wasChecked || bytes.count < OutputFormat.sniffedBytes || OutputFormat(sniffing: bytes) != nil
        }
        if bytes.count >= OutputFormat.sniffedBytes && OutputFormat(sniffing: bytes) == nil {
            let name = InputFile.displayName(of: path)
            throw Comparison.Failure.notComparable(
                "\(name): not a PNG, SVG or PDF file; diff compares two renderings of one kind")
        }
        return bytes
    }

}
