import ChipRendering

/// `tagflow diff A B`: compares two PNGs by their pixels (decoded, so a re-encoded identical
/// picture is equal) or two SVGs by their text with white space normalised.
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

    /// Why two files cannot be compared (exit 65).
    package struct NotComparable: Error, CustomStringConvertible, Sendable {
        package var description: String
    }

    /// Compares the files at `first` and `second`.
    ///
    /// - Throws: `InputError` when a file cannot be read, `NotComparable` when the two are not the
    ///   same kind or a PNG cannot be decoded, `OutputError` when the picture cannot be written.
    package func run(_ first: String, _ second: String) throws -> Outcome {
        let a = try InputFile.read(first)
        let b = try InputFile.read(second)
        let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
        switch (a.starts(with: pngSignature), b.starts(with: pngSignature)) {
        case (true, true):
            return try comparePNG(a, b, first, second)
        case (false, false):
            guard Self.looksLikeSVG(a), Self.looksLikeSVG(b) else {
                throw NotComparable(description: "\(first) and \(second): compare two PNG files or two SVG files")
            }
            return Self.normalized(a) == Self.normalized(b)
                ? .equal : .different(reason: "\(first) and \(second): the SVG text differs")
        default:
            throw NotComparable(description: "\(first) and \(second): one is a PNG and the other is not")
        }
    }

    private func comparePNG(_ a: [UInt8], _ b: [UInt8], _ first: String, _ second: String) throws -> Outcome {
        guard let old = PNGImage(png: a) else {
            throw NotComparable(description: "\(first): not a PNG that can be decoded")
        }
        guard let new = PNGImage(png: b) else {
            throw NotComparable(description: "\(second): not a PNG that can be decoded")
        }
        guard let difference = new.difference(from: old, tolerance: tolerance) else {
            throw NotComparable(
                description:
                    "\(first) is \(old.width)×\(old.height) px and \(second) is \(new.width)×\(new.height) px; "
                    + "pictures of different sizes cannot be compared")
        }
        if let pictureOutput, let picture = old.differencePicture(against: new, tolerance: tolerance) {
            try OutputFile.write(picture.encoded(), to: pictureOutput)
        }
        guard difference.differingPixels > maxDifferingPixels else { return .equal }
        return .different(
            reason: "\(first) and \(second): \(difference.differingPixels) pixels differ "
                + "(largest channel difference \(difference.largestChannelDifference), tolerance \(tolerance))")
    }

    static func looksLikeSVG(_ bytes: [UInt8]) -> Bool {
        String(decoding: bytes.prefix(4096), as: UTF8.self).contains("<svg")
    }

    /// The text with every run of white space made one space, and none between tags.
    static func normalized(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        var out = ""
        var pendingSpace = false
        for character in text {
            if character.isWhitespace {
                pendingSpace = true
                continue
            }
            if pendingSpace && !(out.last == ">" && character == "<") && !out.isEmpty { out.append(" ") }
            pendingSpace = false
            out.append(character)
        }
        return out
    }
}
