import ChipRendering
import FlowLayout
import Primitives
import TextShaping

extension ChipMaker {
    /// A tag's `icon` sized for its label at `fontSize`, at the origin (placed later), in the
    /// colour `currentColor` means: the style's icon colour, else the chip's text colour.
    func iconBox(for icon: ChipIcon?, fontSize: Double, textColor: Color) -> PlacedIcon? {
        guard let icon, icon.width > 0, icon.height > 0 else { return nil }
        // The metrics are the font's, not the label's: an icon-only chip is as tall as the others.
        let metrics = shaper.shape("H", size: fontSize).metrics
        let height = style.iconSize.height(
            fontSize: fontSize, capHeight: metrics.capHeight, lineHeight: metrics.lineHeight)
        let width = height * icon.width / icon.height
        return PlacedIcon(
            icon: icon, frame: Rect(x: 0, y: 0, width: width, height: height),
            color: icon.takesTextColor ? style.iconColor ?? textColor : nil)
    }

    /// The room an icon takes beside a label: its width and, with a label, the gap.
    func iconRoom(_ icon: PlacedIcon?, fontSize: Double, hasLabel: Bool) -> Double {
        guard let icon else { return 0 }
        return icon.frame.width + (hasLabel ? gap(fontSize: fontSize) : 0)
    }

    /// The space between icon and label at `fontSize`.
    func gap(fontSize: Double) -> Double {
        style.iconGap ?? fontSize / 4
    }
}

extension ChipMaker.Chip {
    /// The label's left edge and the icon's box inside a chip `frame` wide (`ChipMaker.content`).
    func contentPlacement(in frame: Rect) -> (textX: Double, icon: PlacedIcon?) {
        let placed = ChipMaker.content(
            text: text, icon: icon, iconRoom: iconRoom, count: nil, countRoom: 0, iconTrails: iconTrails, in: frame)
        return (placed.textX, placed.icon)
    }
}

extension ChipMaker {
    /// The label's left edge, the icon's box and the count's left edge inside a chip `frame`
    /// wide: icon, gap, label, gap and count centred together, the icon first and the count last
    /// (the other way round when `iconTrails`: right to left), the icon centred top to bottom.
    static func content(
        text: ShapedText, icon: PlacedIcon?, iconRoom: Double, count: PlacedCount?, countRoom: Double,
        iconTrails: Bool, in frame: Rect
    ) -> (textX: Double, icon: PlacedIcon?, count: PlacedCount?) {
        guard icon != nil || count != nil else { return ((frame.width - text.width) / 2, nil, nil) }
        let content = text.width + iconRoom + countRoom
        let start = (frame.width - content) / 2
        let textX = start + (iconTrails ? countRoom : iconRoom)
        var icon = icon
        if let width = icon?.frame.width, let height = icon?.frame.height {
            let iconX = iconTrails ? textX + text.width + iconRoom - width : start
            icon?.frame.origin = Point(x: iconX, y: (frame.height - height) / 2)
        }
        var count = count
        if let width = count?.text.width {
            count?.offset.x = iconTrails ? start : textX + text.width + countRoom - width
        }
        return (textX, icon, count)
    }

    /// Moves a tag's or heading's chip, made by `Chip.parts` (at the origin), into `frame` on
    /// `row`, as `Chip.placed` places it: in its own slot, so a big cloud's chips are not held
    /// twice. The icon's room is the one `chip(_:)` gave it, worked out again from the chip.
    func place(_ chip: inout PlacedChip, in frame: Rect, row: Int) {
        chip.frame = frame
        chip.setRow(row)
        let baseline = Self.baseline(for: chip.text, chipHeight: frame.height)
        // Without an icon the label is centred and nothing else moves: the icon, `nil`, is not
        // assigned again (a copy of an optional icon through its type's metadata, every chip).
        guard chip.hasIconOrCount else {
            chip.textOffset = Point(x: (frame.width - chip.text.width) / 2, y: baseline)
            return
        }
        let room = iconRoom(chip.icon, fontSize: chip.text.size, hasLabel: !chip.label.isEmpty)
        let placed = Self.content(
            text: chip.text, icon: chip.icon, iconRoom: room, count: chip.count,
            countRoom: countRoom(chip.count, fontSize: chip.text.size), iconTrails: trails, in: frame)
        chip.textOffset = Point(x: placed.textX, y: baseline)
        chip.icon = placed.icon
        chip.count = placed.count
        // The count shares the label's baseline (one font size).
        chip.count?.offset.y = baseline
    }
}
