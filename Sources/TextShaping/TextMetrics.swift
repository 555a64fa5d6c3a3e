/// A font's vertical metrics, in font units, from its own tables (unhinted).
public struct FontMetrics: Hashable, Sendable {
    public var unitsPerEm: Double
    /// Distance from the baseline up to the top of the line (positive).
    public var ascender: Double
    /// Distance from the baseline down to the bottom of the line (positive).
    public var descender: Double
    public var lineGap: Double
    public var capHeight: Double
    public var xHeight: Double

    /// The metrics in px at `size` px per em.
    @inlinable public func scaled(to size: Double) -> TextMetrics {
        let factor = size / unitsPerEm
        return TextMetrics(
            ascent: ascender * factor, descent: descender * factor, lineGap: lineGap * factor,
            capHeight: capHeight * factor, xHeight: xHeight * factor)
    }
}

/// Vertical metrics in px at one font size.
public struct TextMetrics: Hashable, Sendable {
    /// From the baseline up to the top of the line.
    public var ascent: Double
    /// From the baseline down to the bottom of the line (positive).
    public var descent: Double
    public var lineGap: Double
    /// The height of flat capital letters above the baseline.
    public var capHeight: Double
    /// The height of flat lowercase letters above the baseline.
    public var xHeight: Double

    public init(ascent: Double, descent: Double, lineGap: Double, capHeight: Double, xHeight: Double) {
        self.ascent = ascent
        self.descent = descent
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// Ascent plus descent: the height of one line of text without the gap.
    public var lineHeight: Double { ascent + descent }
}
