/// How a `GlyphRun` keeps its glyphs: as HarfBuzz gave them, in whole font units (4 bytes a
/// glyph for the commonest run, 8 for the others on the baseline, with the run's scale and pen
/// position once), rather than as `PositionedGlyph`s in px (32 bytes). A cloud of 1,000,000
/// labels holds about 25 million glyphs for as long as it is drawn: 0.6–0.7 GB less. The px positions are computed when asked, by the same arithmetic the
/// shaper used to store them, so they are the same numbers to the bit.
public struct GlyphStorage: Sendable {
    /// One glyph on the baseline in font units: the origin (the advances before it plus its
    /// offset), the id and the cluster. Glyphs off the baseline (marks, vertical offsets), with
    /// ids or clusters past 65,535 or origins past 32 bits are kept in px instead, the run whole.
    public struct Packed: Sendable {
        package var x: Int32
        package var id: UInt16
        package var cluster: UInt16
    }

    /// The commonest run in 4 bytes a glyph: each glyph's advance and id, where every glyph sits
    /// on the baseline at the advances before it (no offset) and draws the character at its own
    /// index (cluster `i` for glyph `i`: a run from the label's start, one byte a glyph, as
    /// printable ASCII without ligatures is). At 1,000,000 labels, 100 MB less than `Packed`.
    public struct Narrow: Sendable {
        package var advance: UInt16
        package var id: UInt16
    }

    /// Glyphs in font units: `x` in px is `Double(x) * scale`, moved by `penX` when that is not
    /// 0 (a run after the first); `y` is 0. Empty when the run is kept narrow or in px.
    private var packed: [Packed] = []
    /// The same, narrow: `x` is the sum of the advances before the glyph; in a block of their
    /// own (`GlyphBlock`), which is the whole label when the run is its only one.
    nonisolated(unsafe) private var narrow: GlyphBlock?
    private var scale = 0.0
    private var penX = 0.0
    /// Glyphs given in px (a caller's own, glyphs off the baseline, or units too large for 32
    /// bits); empty when they are narrow or packed. Arrays side by side rather than an enum: an enum
    /// keeps its case in the pointer's spare bits, which LeakSanitizer cannot follow, so every
    /// px run still held by a cache was reported as a leak.
    private var inPixels: [PositionedGlyph] = []

    /// Glyphs given in px, kept as they are.
    init(_ positioned: [PositionedGlyph]) {
        inPixels = positioned
    }

    /// The narrow glyphs of `block`, at `scale` px per font unit, from the run's own origin.
    init(narrow block: GlyphBlock, scale: Double) {
        narrow = block
        self.scale = scale
    }

    /// The glyphs HarfBuzz shaped, at `scale` px per font unit, starting at the run's own origin.
    init(_ shaped: [UnscaledGlyph], scale: Double) {
        self.scale = scale
        if let narrow = GlyphBlock.narrow(shaped, font: nil, width: 0, scale: scale) {
            self.narrow = narrow
        } else if let packed = Self.packed(shaped) {
            self.packed = packed
        } else {
            inPixels = Self.positioned(shaped, scale: scale)
        }
    }

    /// `shaped` as `Packed` glyphs, or `nil` when one of them does not fit that form.
    private static func packed(_ shaped: [UnscaledGlyph]) -> [Packed]? {
        var packed: [Packed] = []
        packed.reserveCapacity(shaped.count)
        var units = 0
        for glyph in shaped {
            let x = units &+ glyph.xOffset
            guard glyph.yOffset == 0, x >= Int(Int32.min), x <= Int(Int32.max), glyph.id <= UInt32(UInt16.max),
                glyph.cluster >= 0, glyph.cluster <= Int(UInt16.max)
            else { return nil }
            packed.append(
                Packed(
                    x: Int32(truncatingIfNeeded: x), id: UInt16(truncatingIfNeeded: glyph.id),
                    cluster: UInt16(truncatingIfNeeded: glyph.cluster)))
            units &+= glyph.xAdvance
        }
        return packed
    }

    /// `shaped` in px, the way the shaper always placed them.
    private static func positioned(_ shaped: [UnscaledGlyph], scale: Double) -> [PositionedGlyph] {
        var units = 0
        return shaped.map { glyph in
            defer { units += glyph.xAdvance }
            return PositionedGlyph(
                id: glyph.id, x: Double(units + glyph.xOffset) * scale, y: -Double(glyph.yOffset) * scale,
                cluster: glyph.cluster)
        }
    }

    /// How many glyphs there are.
    package var count: Int { (narrow?.count ?? 0) + packed.count + inPixels.count }

    /// Moves every glyph `dx` px to the right (a run after the first: by the runs before it).
    mutating func move(by dx: Double) {
        guard packed.isEmpty && narrow == nil else {
            // Only ever once, from 0: the pen position is added as the shaper always added it.
            precondition(penX == 0, "a shaped run is moved once")
            penX = dx
            return
        }
        for index in inPixels.indices { inPixels[index].x += dx }
    }

    /// The glyphs in px, as an array of their own.
    var positioned: [PositionedGlyph] {
        guard narrow != nil || !packed.isEmpty else { return inPixels }
        // The shaper's `-Double(yOffset) * scale` for an offset of 0: -0.0, which the id hash sees.
        let y = -Double(0) * scale
        let (scale, penX) = (scale, penX)
        var glyphs: [PositionedGlyph] = []
        glyphs.reserveCapacity(count)
        for glyph in packed {
            var x = Double(glyph.x) * scale
            if penX != 0 { x += penX }
            glyphs.append(PositionedGlyph(id: UInt32(glyph.id), x: x, y: y, cluster: Int(glyph.cluster)))
        }
        // The advances summed as the shaper sums them, so `x` is the same number.
        var units = 0
        narrow?.withGlyphs { narrow in
            for (index, glyph) in narrow.enumerated() {
                var x = Double(units) * scale
                if penX != 0 { x += penX }
                glyphs.append(PositionedGlyph(id: UInt32(glyph.id), x: x, y: y, cluster: index))
                units += Int(glyph.advance)
            }
        }
        return glyphs
    }

    /// Calls `body` with the glyphs in px: what the renderers read. An array made per run, not
    /// temporary memory filled through a pointer, which was no less work (issue 42, 6 Dec 2026).
    /// Not generic: called from other modules, a generic one looked its types up at run time on
    /// every call.
    package func withPositioned(_ body: (UnsafeBufferPointer<PositionedGlyph>) -> Void) {
        positioned.withUnsafeBufferPointer(body)
    }

    /// The glyphs as kept in font units, lent by `withFontUnits`: one of `narrow` and `packed`
    /// holds them, the other is empty.
    public struct FontUnits {
        /// Narrow glyphs: each one's x is the sum of the advances before it.
        @usableFromInline package let narrow: UnsafeBufferPointer<Narrow>
        /// Packed glyphs: each one's x is its own.
        @usableFromInline package let packed: UnsafeBufferPointer<Packed>
        /// The px per font unit the run was shaped at: a glyph's px x is `Double(x) * scale`,
        /// plus `penX`.
        @usableFromInline package let scale: Double
        /// How far the run is moved right, in px (0 for a label's first run).
        @usableFromInline package let penX: Double

        /// The glyphs as `narrow` or `packed` lends them.
        @inlinable package init(
            narrow: UnsafeBufferPointer<Narrow>, packed: UnsafeBufferPointer<Packed>, scale: Double, penX: Double
        ) {
            self.narrow = narrow
            self.packed = packed
            self.scale = scale
            self.penX = penX
        }
    }

    /// Calls `body` with the glyphs as kept, in font units, when they are (not in px), and
    /// returns whether it did: SVG prints font units, and reading them as kept spares it making
    /// px it would divide back, and the floating-point steps of printing them. The arrays' own
    /// memory is lent, not copied (the SVG writer's readers are weighed with it).
    package func withFontUnits(_ body: (FontUnits) -> Void) -> Bool {
        if let narrow {
            narrow.withGlyphs {
                body(FontUnits(narrow: $0, packed: UnsafeBufferPointer(start: nil, count: 0), scale: scale, penX: penX))
            }
            return true
        }
        guard !packed.isEmpty else { return false }
        packed.withUnsafeBufferPointer { packed in
            body(FontUnits(narrow: UnsafeBufferPointer(start: nil, count: 0), packed: packed, scale: scale, penX: penX))
        }
        return true
    }
}
