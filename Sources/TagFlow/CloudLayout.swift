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
    /// Set when the font asked for was not found and another is used instead.
    public var fontNote: String?

    /// What the cloud shows, in words: the visible labels in order, then how many are hidden.
    public var title: String {
        let shown = chips.map(\.label).joined(separator: ", ")
        return hidden.isEmpty ? shown : shown + ", and \(hidden.count) more"
    }

    /// One warning per label that holds characters no font could draw (they show as the
    /// font's missing-glyph box), naming the label and the code points.
    public var missingGlyphWarnings: [String] {
        chips.compactMap(\.missingGlyphWarning)
    }
}

extension PlacedChip {
    /// "label 'x' has characters no font can draw: U+…", or `nil` when every character is drawn.
    public var missingGlyphWarning: String? {
        guard !text.missing.isEmpty else { return nil }
        let points = text.missing.map(\.codePointName).joined(separator: ", ")
        return "label '\(label)' has characters no font can draw: \(points)"
    }
}
