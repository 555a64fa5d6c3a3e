import ChipRendering
import Foundation

/// The heart of a snapshot assertion: compare fresh bytes with the reference file, record it
/// when asked (or when it is missing), and on a mismatch write the actual file (and, for PNG, a
/// difference picture) beside it. Returns the failure message, or `nil` when the test passes.
public struct SnapshotComparison: Sendable {
    /// The reference file.
    public var reference: URL
    public var format: SnapshotFormat
    /// Channel values further apart than this count as different (PNG only).
    public var tolerance: Int
    /// How many pixels may differ before the snapshot fails (PNG only).
    public var maxDifferingPixels: Int

    public init(reference: URL, format: SnapshotFormat, tolerance: Int = 2, maxDifferingPixels: Int = 0) {
        self.reference = reference
        self.format = format
        self.tolerance = tolerance
        self.maxDifferingPixels = maxDifferingPixels
    }

    /// The reference for a test file and a name: `__Snapshots__/<TestFile>/<name>.<ext>` beside it.
    public static func reference(for testFile: String, named name: String, format: SnapshotFormat) -> URL {
        let file = URL(fileURLWithPath: testFile)
        return file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
            .appendingPathComponent("\(name).\(format.fileExtension)")
    }

    /// Where a mismatch puts the actual rendering and the difference picture.
    public var actualFile: URL { sibling("actual") }
    public var differenceFile: URL { reference.deletingPathExtension().appendingPathExtension("diff.png") }

    /// Compares `actual` with the reference; `record` (or `TAGFLOW_RECORD=1`) writes it instead.
    public func check(_ actual: [UInt8], record: Bool = false) -> String? {
        let manager = FileManager.default
        let recording = record || ProcessInfo.processInfo.environment["TAGFLOW_RECORD"] == "1"
        guard !recording, let expected = manager.contents(atPath: reference.path).map(Array.init) else {
            do {
                try manager.createDirectory(
                    at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual).write(to: reference)
            } catch {
                return "could not record \(reference.path): \(error)"
            }
            let why = recording ? "recording was asked for" : "there was no reference"
            return "recorded \(reference.path) (\(why)); look at it, then run the test again"
        }
        guard let problem = mismatch(expected: expected, actual: actual) else {
            try? manager.removeItem(at: actualFile)
            try? manager.removeItem(at: differenceFile)
            return nil
        }
        try? Data(actual).write(to: actualFile)
        var paths = "reference \(reference.path), actual \(actualFile.path)"
        if case .png = format, let old = PNGImage(png: expected), let new = PNGImage(png: actual),
            let picture = new.differencePicture(against: old, tolerance: tolerance)
        {
            try? Data(picture.encoded()).write(to: differenceFile)
            paths += ", difference \(differenceFile.path)"
        }
        return "snapshot \(reference.lastPathComponent) differs: \(problem); \(paths)"
    }

    /// What is different, or `nil` when the two match.
    func mismatch(expected: [UInt8], actual: [UInt8]) -> String? {
        switch format {
        case .png:
            guard let old = PNGImage(png: expected) else { return "the reference is not a PNG" }
            guard let new = PNGImage(png: actual) else { return "the rendering is not a PNG" }
            guard let difference = new.difference(from: old, tolerance: tolerance) else {
                return "the size is \(new.width)×\(new.height), the reference is \(old.width)×\(old.height)"
            }
            guard difference.differingPixels > maxDifferingPixels else { return nil }
            return "\(difference.differingPixels) pixels differ (by up to \(difference.largestChannelDifference) "
                + "in a channel; allowed: \(maxDifferingPixels) by more than \(tolerance))"
        case .svg:
            return Self.normalized(expected) == Self.normalized(actual) ? nil : "the SVG text differs"
        case .pdf:
            guard expected != actual else { return nil }
            let shared = min(expected.count, actual.count)
            let at = (0..<shared).first { expected[$0] != actual[$0] } ?? shared
            return "the bytes differ from offset \(at) (\(actual.count) bytes, reference \(expected.count))"
        }
    }

    /// SVG text with every run of white space made one space, so indentation does not matter.
    static func normalized(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var inSpace = false
        for byte in bytes {
            let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
            if isSpace {
                if !inSpace { out.append(0x20) }
            } else {
                out.append(byte)
            }
            inSpace = isSpace
        }
        return out
    }

    private func sibling(_ kind: String) -> URL {
        reference.deletingPathExtension().appendingPathExtension("\(kind).\(format.fileExtension)")
    }
}
