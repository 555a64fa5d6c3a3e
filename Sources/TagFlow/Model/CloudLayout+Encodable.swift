import ChipRendering
import Primitives

/// A layout in JSON: `--emit-layout`'s shape (the canvas size; each visible chip's label, frame
/// `[x, y, w, h]` in canvas px and row, in input order; the hidden labels, the "+N" chip and the
/// headings and separators when there are any) with each chip's paint and link besides.
///
/// Encodable but not Decodable: a layout holds each label's glyphs as shaped from the fonts, which
/// a JSON file cannot stand for; decode the tags and style and call `TagCloud.layout()` instead.
extension CloudLayout: Encodable {
    private enum CodingKeys: String, CodingKey {
        case width, height, chips, hidden, overflow, overflows, headings, separators, title
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(chips.sorted { ($0.index ?? 0) < ($1.index ?? 0) }.map(EncodedChip.init), forKey: .chips)
        if !hidden.isEmpty { try container.encode(hidden, forKey: .hidden) }
        try container.encodeIfPresent(overflow.map(EncodedChip.init), forKey: .overflow)
        if !groupOverflows.isEmpty {
            try container.encode(groupOverflows.map { EncodedChip($0.chip) }, forKey: .overflows)
        }
        if !headings.isEmpty { try container.encode(headings.map(EncodedChip.init), forKey: .headings) }
        if !separators.isEmpty { try container.encode(separators.map(EncodedChip.init), forKey: .separators) }
        try container.encode(title, forKey: .title)
    }
}
