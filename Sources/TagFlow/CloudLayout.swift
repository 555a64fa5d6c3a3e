public import FlowLayout
public import TextShaping

/// A cloud laid out on its canvas: where each chip goes, in canvas px, in input order.
public struct CloudLayout: Sendable {
    /// The canvas size, whole px, margins included.
    public var width: Double
    public var height: Double
    /// The visible chips, in input order.
    public var chips: [PlacedChip]
    /// Labels a row limit left out, in input order.
    public var hidden: [String]
    /// The "+N" chip that counts them, when there are any.
    public var overflow: PlacedChip?

    /// One warning per label that holds characters no font could draw (they show as the
    /// font's missing-glyph box), naming the label and the code points.
    public var missingGlyphWarnings: [String] {
        chips.compactMap { chip in
            guard !chip.text.missing.isEmpty else { return nil }
            let points = chip.text.missing.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
            return "label '\(chip.label)' has characters no font can draw: \(points.joined(separator: ", "))"
        }
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}

/// One chip of a laid-out cloud.
public struct PlacedChip: Sendable {
    public var label: String
    /// The tag's position in the input; `nil` for the "+N" chip.
    public var index: Int?
    /// The chip's box on the canvas.
    public var frame: Rect
    /// The row it is on, from 0.
    public var row: Int
    /// The shaped label.
    public var text: ShapedText
    /// The label's origin relative to the chip's top-left corner: left edge and baseline
    /// (the label is centred, so a chip widened by `.grow` keeps it in the middle).
    public var textOffset: Point
}
