import ChipRendering
import Primitives

/// One chip of a layout in JSON (`CloudLayout`'s `Encodable` form and TagFlowTesting's layout
/// snapshots): where it is and how it is painted. Decodable too, so a snapshot can be read back
/// and its chips named in a failure message.
package struct EncodedChip: Codable, Hashable, Sendable {
    package var label: String
    /// `[x, y, w, h]` in canvas px.
    package var frame: [Double]
    package var row: Int
    package var fill: Color
    package var stroke: Color?
    package var strokeWidth: Double
    package var textColor: Color
    package var link: String?
    /// The icon's box `[x, y, w, h]` in canvas px; `nil` (left out) for a chip without one.
    package var iconFrame: [Double]?
    /// The count drawn beside the label (`PlacedCount`); `nil` (left out) for a chip without one.
    package var count: String?
    /// The count's box `[x, y, w, h]` in canvas px: its advance wide, its line tall.
    package var countFrame: [Double]?

    package init(_ chip: PlacedChip) {
        label = chip.label
        frame = [chip.frame.minX, chip.frame.minY, chip.frame.width, chip.frame.height]
        row = chip.row
        fill = chip.style.fill
        stroke = chip.style.stroke
        strokeWidth = chip.style.strokeWidth
        textColor = chip.style.textColor
        link = chip.link
        iconFrame = chip.icon.map { icon in
            [chip.frame.minX + icon.frame.minX, chip.frame.minY + icon.frame.minY, icon.frame.width, icon.frame.height]
        }
        count = chip.count?.text.text
        countFrame = chip.count.map { chip.countFrame(of: $0) }
    }
}
