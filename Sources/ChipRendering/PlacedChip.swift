public import Primitives
public import TextShaping

/// One chip of a laid-out cloud, in canvas px: what the layout made and what the renderer draws.
///
/// A big cloud holds one of these per label for as long as it is drawn, so the chip keeps what
/// most chips have in 128 to 160 bytes, and the rest once, in a box of its own only when there
/// is any: a label other than the drawn text (cut short with "…"), a link, an icon, a count, an
/// index or row past 32 bits. Kept whole (every field stored), a chip was 432 bytes: 270 MB more
/// at 1,000,000 labels. The value semantics are a struct's: setting a field makes a new box.
public struct PlacedChip: Sendable {
    /// The chip's box on the canvas.
    public var frame: Rect
    /// The label's origin relative to the chip's top-left corner: left edge and baseline
    /// (the label is centred, so a chip widened by `.grow` keeps it in the middle).
    public var textOffset: Point
    /// How the chip is painted.
    public var style: ChipStyle
    /// The shaped label, as `text` gives it.
    private var shaped: ShapedText
    /// What few chips have (`Rare`); `nil` for none of it.
    private var rare: Rare?
    /// `index` when it is 0 ..< `Int32.max`; `Self.none` for `nil`, `Self.inRare` for one kept in `rare`.
    private var compactIndex: Int32
    /// `row` when it is 0 ... `Int32.max`; `Self.inRare` for one kept in `rare`.
    private var compactRow: Int32

    private static let none: Int32 = -1
    private static let inRare: Int32 = .min

    /// The whole label, even when the drawn text is cut short with "…".
    public var label: String {
        get { rare?.label ?? shaped.text }
        set {
            let own = newValue == shaped.text ? nil : newValue
            if own != nil || rare?.label != nil { update { $0.label = own } }
        }
    }
    /// The tag's position in the input; `nil` for the "+N" chip.
    public var index: Int? {
        get { compactIndex >= 0 ? Int(compactIndex) : compactIndex == Self.none ? nil : rare?.index }
        set {
            if let newValue, newValue >= 0, newValue < Int(Int32.max) {
                compactIndex = Int32(truncatingIfNeeded: newValue)
            } else {
                compactIndex = newValue == nil ? Self.none : Self.inRare
            }
            if compactIndex == Self.inRare || rare?.index != nil {
                let wide = compactIndex == Self.inRare ? newValue : nil
                update { $0.index = wide }
            }
        }
    }
    /// The row it is on, from 0.
    public var row: Int {
        get { compactRow >= 0 ? Int(compactRow) : rare?.row ?? 0 }
        set {
            if newValue >= 0, newValue <= Int(Int32.max) {
                compactRow = Int32(truncatingIfNeeded: newValue)
            } else {
                compactRow = Self.inRare
            }
            if compactRow == Self.inRare || rare?.row != nil {
                let wide = compactRow == Self.inRare ? newValue : nil
                update { $0.row = wide }
            }
        }
    }
    /// The shaped label (ending in "…" when the chip's maximum width cut it).
    public var text: ShapedText {
        get { shaped }
        set {
            // The label stays what it was: kept apart when it is no longer the drawn text.
            let label = label
            shaped = newValue
            self.label = label
        }
    }
    /// Where the chip links to (an SVG `<a>`, a PDF link); `nil` for none.
    public var link: String? {
        get { rare?.link }
        set { update { $0.link = newValue } }
    }
    /// The icon beside the label, placed relative to the chip; `nil` for none.
    public var icon: PlacedIcon? {
        get { rare?.icon }
        set { update { $0.icon = newValue } }
    }
    /// The count (or value) drawn beside the label, placed relative to the chip; `nil` for none.
    public var count: PlacedCount? {
        get { rare?.count }
        set { update { $0.count = newValue } }
    }

    /// Whether the chip has an icon or a count beside its label (one look, not two copies).
    package var hasIconOrCount: Bool { rare.map { $0.icon != nil || $0.count != nil } ?? false }

    /// The chip's memberwise parts, every field given.
    private init(
        frame: Rect, textOffset: Point, style: ChipStyle, shaped: ShapedText, rare: Rare?, index: Int?, row: Int
    ) {
        self.frame = frame
        self.textOffset = textOffset
        self.style = style
        self.shaped = shaped
        self.rare = rare
        compactIndex = Self.none
        compactRow = 0
        self.index = index
        self.row = row
    }

    /// Sets fields of `rare` in a new box (none when every field is empty).
    private mutating func update(_ change: (inout Rare.Fields) -> Void) {
        var fields = rare?.fields ?? Rare.Fields()
        change(&fields)
        rare = fields.isEmpty ? nil : Rare(fields)
    }

    /// What few chips have, never changed once made.
    private final class Rare: Sendable {
        struct Fields {
            var label: String?
            var link: String?
            var icon: PlacedIcon?
            var count: PlacedCount?
            var index: Int?
            var row: Int?

            var isEmpty: Bool {
                label == nil && link == nil && icon == nil && count == nil && index == nil && row == nil
            }
        }

        let label: String?
        let link: String?
        let icon: PlacedIcon?
        let count: PlacedCount?
        let index: Int?
        let row: Int?

        init(_ fields: Fields) {
            label = fields.label
            link = fields.link
            icon = fields.icon
            count = fields.count
            index = fields.index
            row = fields.row
        }

        var fields: Fields {
            Fields(label: label, link: link, icon: icon, count: count, index: index, row: row)
        }
    }
}

extension PlacedChip {
    /// - Parameter label: the whole label; `nil` uses the drawn text.
    public init(
        label: String? = nil, index: Int? = nil, frame: Rect, row: Int = 0, text: ShapedText, textOffset: Point,
        style: ChipStyle, link: String? = nil, icon: PlacedIcon? = nil, count: PlacedCount? = nil
    ) {
        // Most chips draw their whole label and have nothing else: no box is made for them.
        let ownLabel = label.flatMap { $0 == text.text ? nil : $0 }
        let rare: Rare? =
            ownLabel == nil && link == nil && icon == nil && count == nil
            ? nil : Rare(Rare.Fields(label: ownLabel, link: link, icon: icon, count: count))
        self.init(frame: frame, textOffset: textOffset, style: style, shaped: text, rare: rare, index: index, row: row)
    }
}
