/// How a `GlyphRun` keeps its glyphs: as HarfBuzz gave them, in whole font units (8 bytes a
/// glyph, with the run's scale and pen position once), rather than as `PositionedGlyph`s in px
/// (32 bytes). A cloud of 1,000,000 labels holds about 25 million glyphs for as long as it is
/// drawn: 0.7 GB less. The px positions are computed when asked, by the same arithmetic the
/// shaper used to store them, so they are the same numbers to the bit.
package struct GlyphStorage: Sendable {
    /// One glyph on the baseline in font units: the origin (the advances before it plus its
    /// offset), the id and the cluster. Glyphs off the baseline (marks, vertical offsets), with
    /// ids or clusters past 65,535 or origins past 32 bits are kept in px instead, the run whole.
    struct Packed: Sendable {
        var x: Int32
        var id: UInt16
        var cluster: UInt16
    }

    private enum Glyphs {
        /// Glyphs in font units: `x` in px is `Double(x) * scale`, moved by `penX` when that is
        /// not 0 (a run after the first); `y` is 0.
        case packed([Packed], scale: Double, penX: Double)
        /// Glyphs given in px (a caller's own, or units too large for 32 bits).
        case positioned([PositionedGlyph])
    }

    private var glyphs: Glyphs

    /// Glyphs given in px, kept as they are.
    init(_ positioned: [PositionedGlyph]) {
        glyphs = .positioned(positioned)
    }

    /// The glyphs HarfBuzz shaped, at `scale` px per font unit, starting at the run's own origin.
    init(_ shaped: [UnscaledGlyph], scale: Double) {
        var packed: [Packed] = []
        packed.reserveCapacity(shaped.count)
        var units = 0
        for glyph in shaped {
            let x = units + glyph.xOffset
            guard glyph.yOffset == 0, let x = Int32(exactly: x), let id = UInt16(exactly: glyph.id),
                let cluster = UInt16(exactly: glyph.cluster)
            else {
                glyphs = .positioned(Self.positioned(shaped, scale: scale))
                return
            }
            packed.append(Packed(x: x, id: id, cluster: cluster))
            units += glyph.xAdvance
        }
        glyphs = .packed(packed, scale: scale, penX: 0)
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
    package var count: Int {
        switch glyphs {
        case .packed(let packed, _, _): packed.count
        case .positioned(let positioned): positioned.count
        }
    }

    /// Moves every glyph `dx` px to the right (a run after the first: by the runs before it).
    mutating func move(by dx: Double) {
        switch glyphs {
        case .packed(let packed, let scale, let penX):
            // Only ever once, from 0: the pen position is added as the shaper always added it.
            precondition(penX == 0, "a shaped run is moved once")
            glyphs = .packed(packed, scale: scale, penX: dx)
        case .positioned(var positioned):
            glyphs = .positioned([])
            for index in positioned.indices { positioned[index].x += dx }
            glyphs = .positioned(positioned)
        }
    }

    /// The glyphs in px, as an array of their own.
    var positioned: [PositionedGlyph] {
        switch glyphs {
        case .packed: withPositioned(Array.init)
        case .positioned(let positioned): positioned
        }
    }

    /// Calls `body` with the glyphs in px, made in temporary memory (on the stack for a label's
    /// few dozen): what the renderers read, with no array made per run.
    package func withPositioned<Result>(_ body: (UnsafeBufferPointer<PositionedGlyph>) throws -> Result) rethrows
        -> Result
    {
        switch glyphs {
        case .positioned(let positioned):
            return try positioned.withUnsafeBufferPointer(body)
        case .packed(let packed, _, _) where packed.isEmpty:
            return try body(UnsafeBufferPointer(start: nil, count: 0))
        case .packed(let packed, let scale, let penX):
            return try withUnsafeTemporaryAllocation(of: PositionedGlyph.self, capacity: packed.count) { buffer in
                // The shaper's `-Double(yOffset) * scale` for an offset of 0: -0.0, which the id hash sees.
                let y = -Double(0) * scale
                for (index, glyph) in packed.enumerated() {
                    var x = Double(glyph.x) * scale
                    if penX != 0 { x += penX }
                    (buffer.baseAddress! + index).initialize(
                        to: PositionedGlyph(
                            id: UInt32(glyph.id), x: x, y: y, cluster: Int(glyph.cluster)))
                }
                defer { buffer.baseAddress!.deinitialize(count: packed.count) }
                return try body(UnsafeBufferPointer(buffer))
            }
        }
    }
}
