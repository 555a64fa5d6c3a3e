import ChipRendering

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
    /// The paddings inside a chip (`horizontalPadding`, `verticalPadding`), in px.
    public static let paddings: ClosedRange<Double> = 0...1000
    /// The corner radii a chip may have, in px.
    public static let cornerRadii: ClosedRange<Double> = 0...10_000
    /// The outline widths a chip may have, in px.
    public static let strokeWidths: ClosedRange<Double> = 0...100
    /// The narrowest a chip may be made (`minChipWidth`), in px.
    public static let minChipWidths: ClosedRange<Double> = 0...100_000
    /// The widest a chip may be made (`maxChipWidth`), in px.
    public static let maxChipWidths: ClosedRange<Double> = 1...100_000
    /// The margins around a cloud, in px.
    public static let margins: ClosedRange<Double> = 0...10_000
    /// The gaps between chips and between rows (the layout's `spacing`, `lineSpacing`), in px.
    public static let spacings: ClosedRange<Double> = 0...10_000
    /// The device pixels per px a PNG may have.
    public static let scales: ClosedRange<Double> = 0.1...16
    /// The pixels per inch a PNG may record.
    public static let dpis: ClosedRange<Double> = 1...10_000
    /// The efforts a PNG may be compressed with (`pngEffort`).
    public static let pngEfforts: ClosedRange<Int> = PNGEncoding.efforts
    /// The row, column and item limits a layout may have.
    public static let limits: ClosedRange<Int> = 1...1_000_000

    /// Checks the rules a style must meet to be laid out; `TagCloud.layout()` calls it first.
    ///
    /// - Throws: `StyleError`, naming the first property that breaks a rule.
    public func validate() throws(StyleError) {
        // Checked one by one, each layout cast once: a batch validates its style for every list,
        // and the arrays of properties and the casts were about 8,000 instructions a cloud
        // (1.6 M of the 200 × 40 SVG batch, 6 Dec 2026).
        let rows = self.rows
        let columns = rows == nil ? layout as? ColumnFlow : nil
        guard Self.fontSizes.contains(fontSize) else {
            throw .fontSizeOutOfRange(property: "fontSize", fontSize: fontSize)
        }
        // An infinite maxWidth is no limit: one row (rule 5).
        if !Self.lengths.contains(maxWidth), maxWidth != .infinity {
            throw .lengthOutOfRange(property: "maxWidth", length: maxWidth)
        }
        if let maxHeight, !Self.lengths.contains(maxHeight) {
            throw .lengthOutOfRange(property: "maxHeight", length: maxHeight)
        }
        if rows != nil, let height = maxHeight { throw .maxHeightWithRows(maxHeight: height) }
        if let canvas {
            for (property, length) in [("canvas.width", canvas.width), ("canvas.height", canvas.height)]
            where !(length.isFinite && Self.lengths.contains(length)) {
                throw .lengthOutOfRange(property: property, length: length)
            }
            guard canvas.width - 2 * margin > 2 * horizontalPadding, canvas.height - 2 * margin > 0 else {
                throw .canvasWithinMargin(canvas: canvas, margin: margin, horizontalPadding: horizontalPadding)
            }
        }
        // Columns are as wide as their chips and never read maxWidth; every other layout wraps at it.
        guard columns != nil || 2 * horizontalPadding < maxWidth else {
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
        if let weight = countWeight, !Self.fontWeights.contains(weight) {
            throw .outOfRange(
                property: "countWeight", value: Double(weight),
                range: Double(Self.fontWeights.lowerBound)...Double(Self.fontWeights.upperBound))
        }
        if case .em(let factor) = iconSize, !Self.iconEms.contains(factor) { throw .iconSizeOutOfRange(em: factor) }
        if let gap = iconGap, !Self.iconGaps.contains(gap) { throw .iconGapOutOfRange(iconGap: gap) }
        try validateRanges(rows: rows, columns: columns)
    }

    /// The ranges of the sizes, paint and limits the rules above leave alone; `rows` and
    /// `columns` are the layout when it is one.
    private func validateRanges(rows: RowFlow?, columns: ColumnFlow?) throws(StyleError) {
        func check(_ property: String, _ value: Double?, _ range: ClosedRange<Double>) throws(StyleError) {
            if let value, !(value.isFinite && range.contains(value)) {
                throw .outOfRange(property: property, value: value, range: range)
            }
        }
        func check(_ property: String, limit: Int?) throws(StyleError) {
            if let limit, !Self.limits.contains(limit) {
                throw .outOfRange(
                    property: property, value: Double(limit),
                    range: Double(Self.limits.lowerBound)...Double(Self.limits.upperBound))
            }
        }
        try check("horizontalPadding", horizontalPadding, Self.paddings)
        try check("verticalPadding", verticalPadding, Self.paddings)
        try check("chip.cornerRadius", chip.cornerRadius, Self.cornerRadii)
        try check("overflowChip.cornerRadius", overflowChip.cornerRadius, Self.cornerRadii)
        try check("chip.strokeWidth", chip.strokeWidth, Self.strokeWidths)
        try check("overflowChip.strokeWidth", overflowChip.strokeWidth, Self.strokeWidths)
        try check("minChipWidth", minChipWidth, Self.minChipWidths)
        try check("maxChipWidth", maxChipWidth, Self.maxChipWidths)
        try check("margin", margin, Self.margins)
        try check("scale", scale, Self.scales)
        try check("dpi", dpi, Self.dpis)
        try check("countGap", countGap, Self.iconGaps)
        if let rows {
            try check("layout.spacing", rows.spacing, Self.spacings)
            try check("layout.lineSpacing", rows.lineSpacing, Self.spacings)
            try check("layout.maxRows", limit: rows.maxRows)
            try check("layout.maxItemsPerRow", limit: rows.maxItemsPerRow)
            try check("layout.maxRowsPerSection", limit: rows.maxRowsPerSection)
        } else if let columns {
            try check("layout.spacing", columns.spacing, Self.spacings)
            try check("layout.lineSpacing", columns.lineSpacing, Self.spacings)
            try check("layout.maxRows", limit: columns.maxColumns)
            try check("layout.maxItemsPerRow", limit: columns.maxItemsPerColumn)
        }
        guard Self.pngEfforts.contains(pngEffort) else {
            throw .outOfRange(
                property: "pngEffort", value: Double(pngEffort),
                range: Double(Self.pngEfforts.lowerBound)...Double(Self.pngEfforts.upperBound))
        }
        if let idPrefix, !Self.isIDPrefix(idPrefix) { throw .badIDPrefix(idPrefix) }
        if let moreText, let problem = Self.moreTextProblem(moreText) { throw .badMoreText(moreText, problem: problem) }
        if let separator {
            if let problem = Self.textProblem(separator, limit: Self.maximumSeparatorLength) {
                throw .badText(property: "separator", problem: problem)
            }
            guard rows != nil else { throw .separatorWithoutRows }
        }
        if let title, let problem = Self.textProblem(title, limit: Self.maximumTextLength) {
            throw .badText(property: "title", problem: problem)
        }
        if let accessibleDescription,
            let problem = Self.textProblem(accessibleDescription, limit: Self.maximumTextLength)
        {
            throw .badText(property: "accessibleDescription", problem: problem)
        }
        if let weight = font.weight, !(100...900).contains(weight) {
            throw .outOfRange(property: "FontRequest.weight", value: Double(weight), range: 100...900)
        }
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
