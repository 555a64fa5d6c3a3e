import ChipRendering

/// A cloud laid out on its canvas: where each chip goes, in canvas px, in input order.
public struct CloudLayout: Sendable {
    /// The canvas width, whole px, margins included.
    public var width: Double
    /// The canvas height, whole px, margins included.
    public var height: Double
    /// The visible chips, in input order.
    public var chips: [PlacedChip]
    /// Group headings (`CloudStyle.groupHeadings`), in layout order: a group's name as plain text.
    public var headings: [PlacedChip] = []
    /// Labels a row limit left out, in input order.
    public var hidden: [String]
    /// The "+N" chip that counts them, when there are any.
    public var overflow: PlacedChip?
    /// With a row limit per group (`RowFlow.maxRowsPerSection`): the "+N" chip of each group
    /// that hid tags, at the end of its group's last row, top to bottom.
    public var groupOverflows: [GroupOverflow] = []
    /// With `CloudStyle.separator`: the separators between neighbouring chips of each row, top
    /// to bottom, left to right; plain text, none at a row's ends.
    public var separators: [PlacedChip] = []
    /// Set when the font asked for was not found and another is used instead.
    public var fontNote: String?
    /// What the cloud shows, in words: the visible labels in reading order (as laid out, which
    /// differs from input order when sorted), then how many are hidden.
    public var title: String
    /// Each tag's weight and group, in input order (`PlacedChip.index`), for the layout JSON;
    /// empty when no tag has either.
    var tagData: [(weight: Double?, group: String?)] = []

    /// The version of `json`'s format: 2 added `version` and, per chip, the paint, font size,
    /// baseline, link, weight and group (1 had label, frame and row). `overflows` came later
    /// within 2: a key of its own, present only with a row limit per group, so no reader of 2
    /// meets a changed field.
    public static let jsonVersion = 2

    /// The layout as JSON, for `--emit-layout`: the canvas size, then every visible chip in input
    /// order with its label, frame `[x, y, w, h]` in canvas px and row; then the labels a row
    /// limit hid, the "+N" chip, each group's "+N" chip (`overflows`, with its group) and the
    /// group headings, and the separators (`separators`, with `CloudStyle.separator`), when there
    /// are any. A chip with an icon
    /// also has `icon`: its kind (`svg`, `png`), frame in canvas px and the colour `currentColor`
    /// paints in (`null` for an icon with colours of its own). A chip with a count
    /// (`CloudStyle.showWeight`, a tag's value) has `count`: its `text` as drawn, `spoken` as read
    /// aloud, `frame` in canvas px (its advance wide, its line tall) and `color`.
    public var json: String {
        func described(_ chip: PlacedChip, group given: GroupOverflow?) -> String {
            let frame = JSONWriter.numbers([chip.frame.minX, chip.frame.minY, chip.frame.width, chip.frame.height])
            var fields = [
                "\"label\":\(JSONWriter.string(chip.label))", "\"frame\":\(frame)", "\"row\":\(chip.row)",
                "\"fontSize\":" + JSONWriter.number(chip.text.size),
                // The text's baseline, in canvas px, and where the text starts.
                "\"baseline\":" + JSONWriter.number(chip.frame.minY + chip.textOffset.y),
                "\"textX\":" + JSONWriter.number(chip.frame.minX + chip.textOffset.x),
                "\"fill\":" + JSONWriter.string(chip.style.fill.description),
                "\"stroke\":" + (chip.style.stroke.map { JSONWriter.string($0.description) } ?? "null"),
                "\"strokeWidth\":" + JSONWriter.number(chip.style.strokeWidth),
                "\"textColor\":" + JSONWriter.string(chip.style.textColor.description),
                "\"link\":" + (chip.link.map(JSONWriter.string) ?? "null"),
            ]
            let data = chip.index.flatMap { $0 < tagData.count ? tagData[$0] : nil }
            fields.append("\"weight\":" + (data?.weight.map(JSONWriter.number) ?? "null"))
            // A group's "+N" chip has no tag: its group is the one whose tags it counts.
            let group: String? = if let given { given.group } else { data?.group }
            fields.append("\"group\":" + (group.map(JSONWriter.string) ?? "null"))
            if let icon = chip.icon {
                // Only on chips with an icon, so a cloud without icons reads as before.
                let box = JSONWriter.numbers([
                    chip.frame.minX + icon.frame.minX, chip.frame.minY + icon.frame.minY, icon.frame.width,
                    icon.frame.height,
                ])
                let color = icon.color.map { JSONWriter.string($0.description) } ?? "null"
                fields.append("\"icon\":{\"kind\":\"\(icon.icon.kind.rawValue)\",\"frame\":\(box),\"color\":\(color)}")
            }
            if let count = chip.count {
                // Only on chips with a count (`showWeight`, a tag's value), as the icon.
                fields.append(
                    "\"count\":{\"text\":\(JSONWriter.string(count.text.text)),\"spoken\":"
                        + "\(JSONWriter.string(count.spoken)),\"frame\":"
                        + "\(JSONWriter.numbers(chip.countFrame(of: count))),\"color\":"
                        + "\(JSONWriter.string(count.color.description))}")
            }
            return "{" + fields.joined(separator: ",") + "}"
        }
        func chip(_ chip: PlacedChip) -> String { described(chip, group: nil) }
        let ordered = chips.sorted { ($0.index ?? 0) < ($1.index ?? 0) }
        var fields = [
            "\"version\":\(Self.jsonVersion)", "\"width\":" + JSONWriter.number(width),
            "\"height\":" + JSONWriter.number(height),
            "\"chips\":[" + ordered.map(chip).joined(separator: ",") + "]",
        ]
        if !hidden.isEmpty {
            fields.append("\"hidden\":[" + hidden.map(JSONWriter.string).joined(separator: ",") + "]")
        }
        if let overflow { fields.append("\"overflow\":" + chip(overflow)) }
        if !groupOverflows.isEmpty {
            let each = groupOverflows.map { described($0.chip, group: $0) }
            fields.append("\"overflows\":[" + each.joined(separator: ",") + "]")
        }
        if !headings.isEmpty { fields.append("\"headings\":[" + headings.map(chip).joined(separator: ",") + "]") }
        if !separators.isEmpty {
            fields.append("\"separators\":[" + separators.map(chip).joined(separator: ",") + "]")
        }
        return "{" + fields.joined(separator: ",") + "}\n"
    }

    /// One warning per label that holds characters no font could draw (they show as the
    /// font's missing-glyph box), naming the label and the code points.
    public var missingGlyphWarnings: [String] {
        chips.compactMap(\.missingGlyphWarning)
    }
}

extension PlacedChip {
    /// `count`'s box `[x, y, w, h]` in canvas px: from its left edge, its advance wide, its line
    /// (ascent and descent about its baseline) tall.
    func countFrame(of count: PlacedCount) -> [Double] {
        let metrics = count.text.metrics
        return [
            frame.minX + count.offset.x, frame.minY + count.offset.y - metrics.ascent, count.text.width,
            metrics.lineHeight,
        ]
    }

    /// "label 'x' has characters no font can draw: U+…", or `nil` when every character is drawn.
    public var missingGlyphWarning: String? {
        guard !text.missing.isEmpty else { return nil }
        let points = text.missing.map(\.codePointName).joined(separator: ", ")
        return "label '\(label)' has characters no font can draw: \(points)"
    }
}
