import Foundation
import TagFlow

/// The text of a layout snapshot: JSON that a line diff reads well, one chip per line:
///
/// ```
/// {"width":212,"height":60,"title":"Swift, Linux",
/// "chips":[
/// {"fill":"#f1f3f6","frame":[16,16,57.767,28.943],"label":"Swift","row":0,…},
/// …
/// ]}
/// ```
enum LayoutText {
    static func text(of layout: CloudLayout) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func json(_ value: some Encodable) throws -> String {
            String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        func list(_ chips: [PlacedChip]) throws -> String {
            try "[\n" + chips.map { try json(EncodedChip($0)) }.joined(separator: ",\n") + "\n]"
        }
        let ordered = layout.chips.sorted { ($0.index ?? 0) < ($1.index ?? 0) }
        var text = "{\"width\":\(try json(layout.width)),\"height\":\(try json(layout.height)),"
        text += "\"title\":\(try json(layout.title)),\n\"chips\":\(try list(ordered))"
        if !layout.hidden.isEmpty { text += ",\n\"hidden\":\(try json(layout.hidden))" }
        if let overflow = layout.overflow { text += ",\n\"overflow\":\n\(try json(EncodedChip(overflow)))" }
        if !layout.groupOverflows.isEmpty { text += ",\n\"overflows\":\(try list(layout.groupOverflows.map(\.chip)))" }
        if !layout.headings.isEmpty { text += ",\n\"headings\":\(try list(layout.headings))" }
        return text + "}\n"
    }

    /// The chips of a layout snapshot, read back line by line (headings and the "+N" chip too).
    static func chips(in text: String) -> [ChipChanges.Chip] {
        let decoder = JSONDecoder()
        return LineDiff.lines(text).compactMap { line in
            let body = line.hasSuffix(",") ? line.dropLast() : line
            guard body.hasPrefix("{\""), let chip = try? decoder.decode(EncodedChip.self, from: Data(body.utf8)) else {
                return nil
            }
            let frame = chip.frame.map { String(describing: $0) }.joined(separator: " ")
            return ChipChanges.Chip(
                label: chip.label, place: "\(frame) row \(chip.row)",
                paint:
                    "\(chip.fill) \(chip.stroke.map(String.init(describing:)) ?? "none") \(chip.strokeWidth) \(chip.textColor)",
                link: chip.link ?? "")
        }
    }
}
