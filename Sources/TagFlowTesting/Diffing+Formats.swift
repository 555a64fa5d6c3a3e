import Foundation
public import TagFlow

extension Diffing where Format == [UInt8] {
    /// PNGs compared decoded under `Comparison`'s rule (the one `render --check` and `tagflow diff`
    /// use, with the same defaults): the counts, the largest channel difference, both sizes, and a
    /// difference picture (`diff.png`: the reference faded, differing pixels in magenta).
    ///
    /// - Parameters:
    ///   - tolerance: how far apart (0–255) a channel may be and still count as equal.
    ///   - maxDifferingPixels: how many pixels may differ by more than that.
    public static func png(
        tolerance: Int = Comparison.defaultTolerance, maxDifferingPixels: Int = Comparison.defaultMaxDifferingPixels
    ) -> Self {
        compared(as: .png, by: Comparison(tolerance: tolerance, maxDifferingPixels: maxDifferingPixels))
    }

    /// SVG text under `Comparison`'s rule (white space between tags ignored); a mismatch names the
    /// chips that moved, appeared, vanished or changed paint, then shows a line diff (all of it in
    /// `diff.txt`).
    public static var svg: Self { compared(as: .svg, by: Comparison()) }

    /// PDF bytes: where they part and both sizes.
    public static var pdf: Self { compared(as: .pdf, by: Comparison()) }

    private static func compared(as format: OutputFormat, by comparison: Comparison) -> Self {
        Diffing(toBytes: Bytes.same, fromBytes: Bytes.same) { reference, actual in
            let verdict = try comparison.compare(
                expected: reference, actual: actual, as: format, names: ("the reference", "the snapshot"))
            guard case .different(let reason, let picture) = verdict else { return nil }
            var difference = SnapshotDifference(message: reason)
            if let picture { difference.artifacts.append(.init(suffix: "diff.png", bytes: picture)) }
            if format == .svg {
                // The id prefix follows every label, so it would mark every line; the diff writes it as ID.
                let old = SVGChips.withoutIDPrefix(String(decoding: reference, as: UTF8.self))
                let new = SVGChips.withoutIDPrefix(String(decoding: actual, as: UTF8.self))
                if let was = old.prefix, let now = new.prefix, was != now {
                    difference.message += " (ids: prefix \(was) is now \(now), shown below as ID)"
                }
                difference.addLineDiff(old.text, new.text)
            }
            return difference
        }
    }
}

extension Diffing where Format == String {
    /// Text compared line by line: a mismatch shows the lines that differ, with context.
    public static var lines: Self {
        Diffing(toBytes: Bytes.utf8, fromBytes: Bytes.text) { reference, actual in
            guard reference != actual else { return nil }
            var difference = SnapshotDifference(message: "the snapshot's text differs from the reference")
            difference.addLineDiff(reference, actual)
            return difference
        }
    }

    /// A layout snapshot (`Snapshotting.layout`, one chip per line): a mismatch names the chips
    /// that moved, appeared, vanished or changed paint, then shows a line diff.
    public static var layout: Self {
        Diffing(toBytes: Bytes.utf8, fromBytes: Bytes.text) { reference, actual in
            guard reference != actual else { return nil }
            let changes = ChipChanges(expected: LayoutText.chips(in: reference), actual: LayoutText.chips(in: actual))
            var difference = SnapshotDifference(
                message: "the snapshot's layout differs from the reference"
                    + (changes.summary.map { ": \($0)" } ?? " (no chip changed: the canvas, title or hidden labels did)")
            )
            difference.addLineDiff(reference, actual)
            return difference
        }
    }
}

extension SnapshotDifference {
    /// Adds a line diff of the two texts: the first lines to the message, all of it as `diff.txt`.
    mutating func addLineDiff(_ reference: String, _ actual: String) {
        let (old, new) = (LineDiff.lines(reference), LineDiff.lines(actual))
        // Lines cut to 160 characters in the message; whole in the file.
        let short = LineDiff.render(expected: old, actual: new, maxLineLength: 160)
        guard !short.isEmpty else { return }
        message += "\n" + short
        let whole = LineDiff.render(expected: old, actual: new, maxLines: .max)
        artifacts.append(.init(suffix: "diff.txt", bytes: Array(("--- reference\n+++ snapshot\n" + whole + "\n").utf8)))
    }
}

/// The byte conversions of the built-in comparisons, named so a call passes one closure, its last.
private enum Bytes {
    @Sendable static func same(_ bytes: [UInt8]) -> [UInt8] { bytes }
    @Sendable static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }
    @Sendable static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
