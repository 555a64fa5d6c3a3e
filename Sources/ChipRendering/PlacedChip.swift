public import Primitives
public import TextShaping

/// One chip of a laid-out cloud, in canvas px: what the layout made and what the renderer draws.
///
/// A big cloud holds one of these per label for as long as it is drawn, so the chip keeps what
/// most chips have in 112 bytes (128 while its shaped text kept a `String` of its own), and the rest once, in a box of its own only when there is any:
/// a label other than the drawn text (cut short with "…"), a link, an icon, a count, an index or
/// row past 32 bits. With every field stored, a chip was 432 bytes: 304 MB more at 1,000,000
/// labels. The value semantics are a struct's: setting one of those fields makes a new box.
public struct PlacedChip: Sendable {
    /// The chip's box on the canvas.
    public var frame: Rect
    /// The label's origin relative to the chip's top-left corner: left edge and baseline
    /// (the label is centred, so a chip widened by `.grow` keeps it in the middle).
    public var textOffset: Point
    /// How the chip is painted.
    public var style: ChipStyle
    /// The shaped label (ending in "…" when the chip's maximum width cut it).
    public var text: ShapedText {
        didSet {
            // The label stays what it was: kept apart once it is no longer the drawn text.
            let label = rare?.fields.label ?? oldValue.text
            self.label = label
        }
    }
    /// What few chips have (`Rare`); `nil` for none of it.
    @usableFromInline var rare: Rare?
    /// `index` when it is 0 ..< `Int32.max`; `Self.none` for `nil`, `Self.inRare` for one kept in `rare`.
    private var compactIndex: Int32
    /// `row` when it is 0 ... `Int32.max`; `Self.inRare` for one kept in `rare`.
    @usableFromInline var compactRow: Int32

    private static let none: Int32 = -1
    private static let inRare: Int32 = .min

    /// The whole label, even when the drawn text is cut short with "…".
    public var label: String {
        @inline(__always) get { rare?.fields.label ?? text.text }
        set {
            let own = text.hasText(newValue) ? nil : newValue
            if own != nil || rare?.fields.label != nil { update { $0.label = own } }
        }
    }
    /// The tag's position in the input; `nil` for the "+N" chip.
    public var index: Int? {
        get { compactIndex >= 0 ? Int(compactIndex) : compactIndex == Self.none ? nil : rare?.fields.index }
        set {
            compactIndex = Self.compact(index: newValue)
            if compactIndex == Self.inRare || rare?.fields.index != nil {
                let wide = compactIndex == Self.inRare ? newValue : nil
                update { $0.index = wide }
            }
        }
    }
    /// The row it is on, from 0.
    public var row: Int {
        get { compactRow >= 0 ? Int(compactRow) : rare?.fields.row ?? 0 }
        set {
            compactRow = Self.compact(row: newValue)
            if compactRow == Self.inRare || rare?.fields.row != nil {
                let wide = compactRow == Self.inRare ? newValue : nil
                update { $0.row = wide }
            }
        }
    }
    /// Sets `row`, in place where the chip keeps it inline and has no box: for the chip maker in
    /// `TagFlow`, which sets it on every chip it places, where the setter was a call of about 30
    /// instructions (inlinable itself, it was not inlined).
    @inlinable @inline(__always)
    package mutating func setRow(_ row: Int) {
        guard case .none = rare, row >= 0, row <= Int(Int32.max) else {
            self.row = row
            return
        }
        compactRow = Int32(truncatingIfNeeded: row)
    }
    /// Where the chip links to (an SVG `<a>`, a PDF link); `nil` for none.
    public var link: String? {
        get { rare?.fields.link }
        set { update { $0.link = newValue } }
    }
    /// The icon beside the label, placed relative to the chip; `nil` for none.
    public var icon: PlacedIcon? {
        get { rare?.fields.icon }
        set { update { $0.icon = newValue } }
    }
    /// The count (or value) drawn beside the label, placed relative to the chip; `nil` for none.
    public var count: PlacedCount? {
        get { rare?.fields.count }
        set { update { $0.count = newValue } }
    }

    /// `label` as UTF-8, lent to `body` where it is kept: most chips' is their drawn text's, kept
    /// with its glyphs, which `label` makes a `String` of each time it is read.
    @inline(__always)
    package func withLabelBytes(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if let own = rare?.fields.label { return own.withUTF8InPlace(body) }
        // The text's glyph block read, not the text copied to read it.
        text.glyphs.withText(body)
    }

    /// Whether the chip has an icon or a count beside its label (one look, not two copies).
    /// Inlined where it is read: called on a chip in an array, the chip was copied whole first
    /// (1.2 M of the 200 × 40 SVG batch once the SVG writer's glyph reads were inlined);
    /// inlinable, for the chip maker in `TagFlow` (0.2 M).
    @inlinable @inline(__always)
    package var hasIconOrCount: Bool { rare.map { $0.fields.icon != nil || $0.fields.count != nil } ?? false }

    /// What the chip's label reads as in a title: the label, then its count in brackets
    /// ("swift (12,400)"). Inlined where it is read, so that the chip is not copied whole to read
    /// two of its fields (16,000 copies, 4.8 M instructions of the 200 × 40 SVG batch).
    @inline(__always)
    package var titleText: String {
        guard let count = rare?.fields.count else { return label }
        return label + " (" + count.spoken + ")"
    }

    /// `titleText` as UTF-8, lent to `body`: for a chip without a count its label's bytes where
    /// they lie (`withLabelBytes`), no `String` made.
    @inline(__always) @usableFromInline
    package func withTitleBytes(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard rare?.fields.count != nil else { return withLabelBytes(body) }
        titleText.withUTF8InPlace(body)
    }

    /// `index` as kept inline.
    private static func compact(index: Int?) -> Int32 {
        guard let index else { return none }
        return index >= 0 && index < Int(Int32.max) ? Int32(truncatingIfNeeded: index) : inRare
    }

    /// `value` when its compact form says it is kept in `rare`, else `nil`.
    private static func wide(_ value: Int?, _ compact: Int32) -> Int? {
        compact == inRare ? value : nil
    }

    /// `row` as kept inline.
    private static func compact(row: Int) -> Int32 {
        row >= 0 && row <= Int(Int32.max) ? Int32(truncatingIfNeeded: row) : inRare
    }

    /// Sets fields of `rare` in a new box (none when every field is empty).
    private mutating func update(_ change: (inout Rare.Fields) -> Void) {
        var fields = rare?.fields ?? Rare.Fields()
        change(&fields)
        rare = fields.isEmpty ? nil : Rare(fields)
    }

    /// What few chips have, never changed once made.
    @usableFromInline final class Rare: Sendable {
        @usableFromInline struct Fields: Sendable {
            var label: String?
            var link: String?
            @usableFromInline var icon: PlacedIcon?
            @usableFromInline var count: PlacedCount?
            var index: Int?
            var row: Int?

            var isEmpty: Bool {
                label == nil && link == nil && icon == nil && count == nil && index == nil && row == nil
            }
        }

        @usableFromInline let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }
}

extension PlacedChip {
    /// - Parameter label: the whole label; `nil` uses the drawn text.
    public init(
        label: String? = nil, index: Int? = nil, frame: Rect, row: Int = 0, text: ShapedText, textOffset: Point,
        style: ChipStyle, link: String? = nil, icon: PlacedIcon? = nil, count: PlacedCount? = nil
    ) {
        let (compactIndex, compactRow) = (Self.compact(index: index), Self.compact(row: row))
        let ownLabel = label.flatMap { text.hasText($0) ? nil : $0 }
        // Most chips draw their whole label and have nothing else: no box is made, and no field
        // of one is looked at, for them (that was about 600 instructions a chip).
        let hasMore = ownLabel != nil || link != nil || compactIndex == Self.inRare || compactRow == Self.inRare
        var rare: Rare?
        // The icon and count switched on as they are handed over: a chip without either has
        // nothing left of them to let go of (it let go of its empty count through the optional's
        // value witnesses, about 80 instructions a chip, and `icon != nil` copied the icon).
        switch (consume icon, consume count) {
        case (.none, .none):
            if hasMore {
                rare = Rare(
                    Rare.Fields(
                        label: ownLabel, link: link, index: Self.wide(index, compactIndex),
                        row: Self.wide(row, compactRow)))
            }
        case (let icon, let count):
            rare = Rare(
                Rare.Fields(
                    label: ownLabel, link: link, icon: icon, count: count, index: Self.wide(index, compactIndex),
                    row: Self.wide(row, compactRow)))
        }
        // Every field handed to the memberwise initializer: assigned here one by one, the chip was
        // copied whole on the way out.
        self.init(
            frame: frame, textOffset: textOffset, style: style, text: text, rare: rare, compactIndex: compactIndex,
            compactRow: compactRow)
    }
}

extension PlacedChip {
    /// A chip at the origin, `size` big, that draws its whole label and has no link, icon or
    /// count: what the chip maker makes of most tags. `init(label:…)` took a dozen arguments, the
    /// absent ones in memory, and let go of the absent label and link it was handed (about 110
    /// instructions a chip more). Not inlinable: inlined into the chip maker, the chip was made
    /// in one place and copied whole into another, its parts retained and let go of.
    package init(drawing text: ShapedText, index: Int, size: Size, style: ChipStyle) {
        let compactIndex = Self.compact(index: index)
        self.init(
            frame: Rect(x: 0, y: 0, width: size.width, height: size.height), textOffset: Point(x: 0, y: 0),
            style: style, text: text,
            rare: compactIndex == Self.inRare ? Rare(Rare.Fields(index: index)) : nil,
            compactIndex: compactIndex, compactRow: 0)
    }
}

extension [PlacedChip] {
    /// Whether chip `index` keeps a label other than its drawn text (one cut short with "…"),
    /// read where the chip lies (inlined: a call a chip of the id prefix).
    @inline(__always)
    package func hasOwnLabel(at index: Int) -> Bool {
        self[index].rare?.fields.label != nil
    }

    /// Chip `index`'s `hasIconOrCount`, read where the chip lies: the chip's own, through its
    /// optional box's `map`, copied the chip whole first (about 25 instructions a chip of the id
    /// prefix).
    @inline(__always)
    package func hasIconOrCount(at index: Int) -> Bool {
        guard let rare = self[index].rare else { return false }
        return rare.fields.icon != nil || rare.fields.count != nil
    }

    /// Chip `index`'s `withLabelBytes`, read where the chip lies: called on `self[index]`, the
    /// chip was copied whole first, and its text through a `ShapedText` method, a call into
    /// another module (about 500 instructions a chip of the SVG writer). Its glyph block is the
    /// one field read.
    @inline(__always)
    package func withLabelBytes(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if let own = self[index].rare?.fields.label { return own.withUTF8InPlace(body) }
        self[index].text.glyphs.withText(body)
    }

    /// Chip `index`'s `withTitleBytes`, read where the chip lies (from another module, each chip
    /// was copied whole to read its label, 3.3 M instructions of the 200 × 40 SVG batch).
    /// Inlinable, with what it reads: the title, in `TagFlow`, reads it twice a chip (0.8 M of
    /// the 200 × 40 SVG batch, 1.4 M of the 10,000-label SVG, 6 Dec 2026).
    @inlinable
    package func withTitleBytes(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        // The fields read where the chip lies, not the chip copied to call its own.
        guard self[index].rare == nil else { return self[index].withTitleBytes(body) }
        // Through the text's glyph block: a `ShapedText` method, a call from here, copied the whole
        // text first (its optional rare part through value witnesses), about 220 instructions a
        // read, two reads a chip (3.5 M of the 200 × 40 SVG batch).
        self[index].text.glyphs.withText(body)
    }
}
