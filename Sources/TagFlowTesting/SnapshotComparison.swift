import Foundation
import TagFlow

/// The heart of a snapshot assertion: compare fresh bytes with the reference file under the rule
/// `render --check` and `tagflow diff` use (`Comparison`), record it when asked (or when it is
/// missing), and on a mismatch write the actual file (and, for PNG, a difference picture) beside
/// it. Returns the failure message, or `nil` when the test passes.
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
        let verdict: Comparison.Verdict
        do {
            verdict = try Comparison(tolerance: tolerance, maxDifferingPixels: maxDifferingPixels).compare(
                expected: expected, actual: actual, as: format.outputFormat, names: ("the reference", "the rendering"))
        } catch {
            return "snapshot \(reference.lastPathComponent) cannot be compared: \(error)"
        }
        guard case .different(let problem, let picture) = verdict else {
            try? manager.removeItem(at: actualFile)
            try? manager.removeItem(at: differenceFile)
            return nil
        }
        try? Data(actual).write(to: actualFile)
        var paths = "reference \(reference.path), actual \(actualFile.path)"
        if let picture {
            try? Data(picture).write(to: differenceFile)
            paths += ", difference \(differenceFile.path)"
        }
        return "snapshot \(reference.lastPathComponent) differs: \(problem); \(paths)"
    }

    private func sibling(_ kind: String) -> URL {
        reference.deletingPathExtension().appendingPathExtension("\(kind).\(format.fileExtension)")
    }
}
