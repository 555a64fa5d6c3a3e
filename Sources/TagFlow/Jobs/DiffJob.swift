
/// `tagflow diff A B`: compares two renderings under the shared `Comparison` rule and writes a
/// difference picture of two PNGs that differ.
package struct DiffJob: Sendable {
    /// Channel values this far apart (0–255) still count as equal.
    package var tolerance: Int
    /// How many pixels may differ before the pictures count as different.
    package var maxDifferingPixels: Int
    /// Where to write a difference picture (PNG only); `nil` for none.
    package var pictureOutput: String?

    package init(tolerance: Int = 0, maxDifferingPixels: Int = 0, pictureOutput: String? = nil) {
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
    /// - Throws: `InputError` when a file cannot be read, `Comparison.Failure` when the two are
    ///   not the same kind or a PNG cannot be decoded, `OutputError` when the picture cannot be written.
    package func run(_ first: String, _ second: String) throws -> Outcome {
        let a = try InputFile.read(first)
        let b = try InputFile.read(second)
        let kinds = (Self.format(of: a), Self.format(of: b))
        guard let format = kinds.0, kinds.0 == kinds.1 else {
            throw Comparison.Failure.notComparable(
                "\(first) and \(second): compare two PNG files, two SVG files or two PDF files")
        }
        let comparison = Comparison(tolerance: tolerance, maxDifferingPixels: maxDifferingPixels)
        switch try comparison.compare(expected: a, actual: b, as: format, names: (first, second)) {
        case .same:
            // Asked for a picture of two pictures: it shows there is nothing to see.
            if let pictureOutput, let picture = comparison.differencePicture(expected: a, actual: b) {
                try OutputFile.write(picture, to: pictureOutput)
            }
            return .equal
        case .different(let reason, let picture):
            if let pictureOutput, let picture { try OutputFile.write(picture, to: pictureOutput) }
            return .different(reason: reason)
        }
    }

    /// The format the bytes are in, or `nil` for anything else.
    static func format(of bytes: [UInt8]) -> OutputFormat? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return .png }
        if bytes.starts(with: Array("%PDF".utf8)) { return .pdf }
        if String(decoding: bytes.prefix(4096), as: UTF8.self).contains("<svg") { return .svg }
        return nil
    }
}
