extension CloudStyle {
    /// The font sizes a label may have, in px.
    public static let fontSizes: ClosedRange<Double> = 1...1000
    /// The widths and heights a cloud may wrap at (`maxWidth`, `maxHeight`), in px: a canvas
    /// beyond them is larger than any image format here can hold at scale 1.
    public static let lengths: ClosedRange<Double> = 1...100_000
    /// The icon heights a number of em may ask for (`IconSize.em`): a tenth of the font size
    /// to ten times it.
    public static let iconEms: ClosedRange<Double> = 0.1...10
    /// The gaps between an icon and its label, in px.
    public static let iconGaps: ClosedRange<Double> = 0...1000
    /// The OpenType weights `headingWeight` may be (OpenType's `usWeightClass` range).
    public static let fontWeights: ClosedRange<Int> = 1...1000

    /// Checks the rules a style must meet to be laid out; `TagCloud.layout()` calls it first.
    ///
    /// - Throws: `StyleError`, naming the first property that breaks a rule.
    public func validate() throws(StyleError) {
        guard Self.fontSizes.contains(fontSize) else {
            throw .fontSizeOutOfRange(property: "fontSize", fontSize: fontSize)
        }
        for (property, length) in [("maxWidth", maxWidth), ("maxHeight", maxHeight)] {
            if let length, !Self.lengths.contains(length) {
                throw .lengthOutOfRange(property: property, length: length)
            }
        }
        if rows != nil, let height = maxHeight { throw .maxHeightWithRows(maxHeight: height) }
        // Columns are as wide as their chips and never read maxWidth; every other layout wraps at it.
        guard layout is ColumnFlow || 2 * horizontalPadding < maxWidth else {
            throw .paddingTooWide(horizontalPadding: horizontalPadding, maxWidth: maxWidth)
        }
        if let maximum = maxChipWidth {
            guard maximum > 2 * horizontalPadding else {
                throw .maxChipWidthWithinPadding(maxChipWidth: maximum, horizontalPadding: horizontalPadding)
            }
            if let minimum = minChipWidth, maximum < minimum {
                throw .maxChipWidthBelowMinimum(maxChipWidth: maximum, minChipWidth: minimum)
            }
        }
        try sizeByWeight?.validate()
        if groupHeadings && !groupsStartRows { throw .headingsWithoutGroups }
        if let perGroup = rows?.maxRowsPerSection {
            guard groupsStartRows else { throw .rowsPerGroupWithoutGroups(maxRowsPerSection: perGroup) }
            if let whole = rows?.maxRows { throw .rowLimitsCombined(maxRows: whole, maxRowsPerSection: perGroup) }
        }
        guard Self.fontWeights.contains(headingWeight) else { throw .headingWeightOutOfRange(weight: headingWeight) }
        if case .em(let factor) = iconSize, !Self.iconEms.contains(factor) { throw .iconSizeOutOfRange(em: factor) }
        if let gap = iconGap, !Self.iconGaps.contains(gap) { throw .iconGapOutOfRange(iconGap: gap) }
    }
}

extension WeightScale {
    /// Checks that both sizes are in `CloudStyle.fontSizes` and the smaller is not the larger.
    ///
    /// - Throws: `StyleError`.
    public func validate() throws(StyleError) {
        for (property, size) in [("minFontSize", minFontSize), ("maxFontSize", maxFontSize)]
        where !CloudStyle.fontSizes.contains(size) {
            throw .fontSizeOutOfRange(property: property, fontSize: size)
        }
        guard minFontSize <= maxFontSize else {
            throw .weightScaleInverted(minFontSize: minFontSize, maxFontSize: maxFontSize)
        }
    }
}
