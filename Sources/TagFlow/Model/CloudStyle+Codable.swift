import ChipRendering
import FlowLayout
import Primitives
import TextShaping

/// A style in JSON: its properties under their Swift names, each optional when decoding (what is
/// left out keeps TagFlow's default), so a file holds only what differs. The arrangement is
/// `"layout": {"rows": {…}}` or `{"columns": {…}}`, each with every field of `RowFlow` or
/// `ColumnFlow`; a `Layout` of your own cannot be written (encoding throws, naming its type). A
/// key it does not know is refused, naming the closest it does.
extension CloudStyle: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case font, fontSize, horizontalPadding, verticalPadding, layout, maxWidth, maxHeight, margin, background
        case page, chip, overflowChip, scale, dpi, pngEffort, minChipWidth, maxChipWidth, fit, palette, paletteKey
        case groupsStartRows, groupHeadings, headingPlacement, headingColor, headingWeight, sizeByWeight, colorByWeight,
            sort
        case idPrefix, iconSize, iconGap, iconColor, moreText, title, accessibleDescription, canvas, canvasAlignment,
            separator, showWeight, countColor, countGap, countWeight
    }

    /// The arrangement's JSON: one key naming its kind.
    private enum LayoutKeys: String, CodingKey, CaseIterable {
        case rows, columns
    }

    public init(from decoder: any Decoder) throws {
        self.init()
        try KnownKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func read<T: Decodable>(_ key: CodingKeys, into value: inout T) throws {
            if let decoded = try c.decodeIfPresent(T.self, forKey: key) { value = decoded }
        }
        func readOptional<T: Decodable>(_ key: CodingKeys, into value: inout T?) throws {
            if c.contains(key) { value = try c.decodeIfPresent(T.self, forKey: key) }
        }
        try read(.font, into: &font)
        try read(.fontSize, into: &fontSize)
        try read(.horizontalPadding, into: &horizontalPadding)
        try read(.verticalPadding, into: &verticalPadding)
        if c.contains(.layout) {
            let arrangement = try c.nestedContainer(keyedBy: LayoutKeys.self, forKey: .layout)
            if let rows = try arrangement.decodeIfPresent(RowFlow.self, forKey: .rows) {
                layout = rows
            } else if let columns = try arrangement.decodeIfPresent(ColumnFlow.self, forKey: .columns) {
                layout = columns
            } else {
                throw DecodingError.dataCorruptedError(
                    forKey: .layout, in: c, debugDescription: "a layout is {\"rows\": {…}} or {\"columns\": {…}}")
            }
        }
        // No limit (infinity) is "none": JSON has no infinity.
        if (try? c.decode(String.self, forKey: .maxWidth)) == "none" {
            maxWidth = .infinity
        } else {
            try read(.maxWidth, into: &maxWidth)
        }
        try readOptional(.maxHeight, into: &maxHeight)
        try read(.margin, into: &margin)
        try readOptional(.background, into: &background)
        try read(.page, into: &page)
        try read(.chip, into: &chip)
        try read(.overflowChip, into: &overflowChip)
        try read(.scale, into: &scale)
        try readOptional(.dpi, into: &dpi)
        try read(.pngEffort, into: &pngEffort)
        try readOptional(.minChipWidth, into: &minChipWidth)
        try readOptional(.maxChipWidth, into: &maxChipWidth)
        try read(.fit, into: &fit)
        try readOptional(.palette, into: &palette)
        try read(.paletteKey, into: &paletteKey)
        try read(.groupsStartRows, into: &groupsStartRows)
        try read(.groupHeadings, into: &groupHeadings)
        try read(.headingPlacement, into: &headingPlacement)
        try read(.headingColor, into: &headingColor)
        try read(.headingWeight, into: &headingWeight)
        try readOptional(.sizeByWeight, into: &sizeByWeight)
        try readOptional(.colorByWeight, into: &colorByWeight)
        try read(.sort, into: &sort)
        try readOptional(.idPrefix, into: &idPrefix)
        try read(.iconSize, into: &iconSize)
        try readOptional(.iconGap, into: &iconGap)
        try readOptional(.iconColor, into: &iconColor)
        try readOptional(.moreText, into: &moreText)
        try readOptional(.title, into: &title)
        try readOptional(.accessibleDescription, into: &accessibleDescription)
        if let size = try c.decodeIfPresent([Double].self, forKey: .canvas) {
            guard size.count == 2 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .canvas, in: c, debugDescription: "a canvas is [width, height] in px")
            }
            canvas = Size(width: size[0], height: size[1])
        }
        try read(.canvasAlignment, into: &canvasAlignment)
        try readOptional(.separator, into: &separator)
        try read(.showWeight, into: &showWeight)
        try readOptional(.countColor, into: &countColor)
        try readOptional(.countGap, into: &countGap)
        try readOptional(.countWeight, into: &countWeight)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(font, forKey: .font)
        try c.encode(fontSize, forKey: .fontSize)
        try c.encode(horizontalPadding, forKey: .horizontalPadding)
        try c.encode(verticalPadding, forKey: .verticalPadding)
        var arrangement = c.nestedContainer(keyedBy: LayoutKeys.self, forKey: .layout)
        switch layout {
        case let rows as RowFlow: try arrangement.encode(rows, forKey: .rows)
        case let columns as ColumnFlow: try arrangement.encode(columns, forKey: .columns)
        default:
            throw EncodingError.invalidValue(
                layout,
                EncodingError.Context(
                    codingPath: c.codingPath + [CodingKeys.layout],
                    debugDescription:
                        "a layout of your own (\(type(of: layout))) has no JSON form; only RowFlow and ColumnFlow do"))
        }
        if maxWidth == .infinity {
            try c.encode("none", forKey: .maxWidth)
        } else {
            try c.encode(maxWidth, forKey: .maxWidth)
        }
        try c.encodeIfPresent(maxHeight, forKey: .maxHeight)
        try c.encode(margin, forKey: .margin)
        try c.encodeIfPresent(background, forKey: .background)
        try c.encode(page, forKey: .page)
        try c.encode(chip, forKey: .chip)
        try c.encode(overflowChip, forKey: .overflowChip)
        try c.encode(scale, forKey: .scale)
        try c.encodeIfPresent(dpi, forKey: .dpi)
        // Said only when not the default: a style that does not ask keeps the form (and the
        // freshness keys) it had before PNG effort was a setting.
        if pngEffort != CloudStyle().pngEffort { try c.encode(pngEffort, forKey: .pngEffort) }
        try c.encodeIfPresent(minChipWidth, forKey: .minChipWidth)
        try c.encodeIfPresent(maxChipWidth, forKey: .maxChipWidth)
        try c.encode(fit, forKey: .fit)
        try c.encodeIfPresent(palette, forKey: .palette)
        try c.encode(paletteKey, forKey: .paletteKey)
        try c.encode(groupsStartRows, forKey: .groupsStartRows)
        try c.encode(groupHeadings, forKey: .groupHeadings)
        try c.encode(headingPlacement, forKey: .headingPlacement)
        try c.encode(headingColor, forKey: .headingColor)
        try c.encode(headingWeight, forKey: .headingWeight)
        try c.encodeIfPresent(sizeByWeight, forKey: .sizeByWeight)
        try c.encodeIfPresent(colorByWeight, forKey: .colorByWeight)
        try c.encode(sort, forKey: .sort)
        try c.encodeIfPresent(idPrefix, forKey: .idPrefix)
        try c.encode(iconSize, forKey: .iconSize)
        try c.encodeIfPresent(iconGap, forKey: .iconGap)
        try c.encodeIfPresent(iconColor, forKey: .iconColor)
        try c.encodeIfPresent(moreText, forKey: .moreText)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(accessibleDescription, forKey: .accessibleDescription)
        // Only with a canvas (or a placement of one's own): the encoding of a style without one,
        // and so its freshness key, stays as it was.
        try c.encodeIfPresent(canvas.map { [$0.width, $0.height] }, forKey: .canvas)
        if canvas != nil || canvasAlignment != .center { try c.encode(canvasAlignment, forKey: .canvasAlignment) }
        try c.encodeIfPresent(separator, forKey: .separator)
        // Only when on: a style without counts encodes (and keys freshness) as before.
        if showWeight { try c.encode(true, forKey: .showWeight) }
        try c.encodeIfPresent(countColor, forKey: .countColor)
        try c.encodeIfPresent(countGap, forKey: .countGap)
        try c.encodeIfPresent(countWeight, forKey: .countWeight)
    }
}
