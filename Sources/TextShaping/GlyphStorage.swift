/// How a `GlyphRun` keeps its glyphs: as HarfBuzz gave them, in whole font units (4 bytes a
/// glyph for the commonest run, 8 for the others on the baseline, with the run's scale and pen
/// position once), rather than as `PositionedGlyph`s in px (32 bytes). A cloud of 1,000,000
/// labels holds about 25 million glyphs for as long as it is drawn: 0.6–0.7 GB less. The px positions are computed when asked, by the same arithmetic the
/// shaper used to store them, so they are the same numbers to the bit.
package struct GlyphStorage: Sendable {
    /// One glyph on the baseline in font units: the origin (the advances before it plus its
    /// offset), the id and the cluster. Glyphs off the baseline (marks, vertical offsets), with
    /// ids or clusters past 65,535 or origins past 32 bits are kept in px instead, the run whole.
    package struct Packed: Sendable {
        package var x: Int32
        package var id: UInt16
        package var cluster: UInt16
    }

    /// The commonest run in 4 bytes a glyph: each glyph's advance and id, where every glyph sits
    /// on the baseline at the advances before it (no offset) and draws the character at its own
    /// index (cluster `i` for glyph `i`: a run from the label's start, one byte a glyph, as
    /// printable ASCII without ligatures is). At 1,000,000 labels, 100 MB less than `Packed`.
    package struct Narrow: Sendable {
        package var advance: UInt16
        package var id: UInt16
    }

    /// Glyphs in font units: `x` in px is `Double(x) * scale`, moved by `penX` when that is not
    /// 0 (a run after the first); `y` is 0. Empty when the run is kept narrow or in px.
    private var packed: [Packed] = []
    /// The same, narrow: `x` is the sum of the advances before the glyph.
    private var narrow: [Narrow] = []
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

    /// The glyphs HarfBuzz shaped, at `scale` px per font unit, starting at the run's own origin.
    init(_ shaped: [UnscaledGlyph], scale: Double) {
        self.scale = scale
        if let narrow = Self.narrow(shaped) {
            self.narrow = narrow
            return
        }
        var fits = true
        // Written in place through a pointer: this runs for every glyph of every label.
        let packed = [Packed](unsafeUninitializedCapacity: shaped.count) { buffer, initialized in
            shaped.withUnsafeBufferPointer { shaped in
                var units = 0
                for index in 0..<shaped.count {
                    let glyph = shaped[index]
                    let x = units &+ glyph.xOffset
                    guard glyph.yOffset == 0, x >= Int(Int32.min), x <= Int(Int32.max), glyph.id <= UInt32(UInt16.max),
                        glyph.cluster >= 0, glyph.cluster <= Int(UInt16.max)
                    else {
                        fits = false
                        return
                    }
                    (buffer.baseAddress! + index).initialize(
                        to: Packed(
                            x: Int32(truncatingIfNeeded: x), id: UInt16(truncatingIfNeeded: glyph.id),
                            cluster: UInt16(truncatingIfNeeded: glyph.cluster)))
                    initialized = index + 1
                    units &+= glyph.xAdvance
                }
            }
        }
        if fits {
            self.packed = packed
        } else {
            inPixels = Self.positioned(shaped, scale: scale)
        }
    }

    /// `shaped` as `Narrow` glyphs, or `nil` when one of them does not fit that form.
    private static func narrow(_ shaped: [UnscaledGlyph]) -> [Narrow]? {
        var fits = true
        let narrow = [Narrow](unsafeUninitializedCapacity: shaped.count) { buffer, initialized in
            shaped.withUnsafeBufferPointer { shaped in
                for index in 0..<shaped.count {
                    let glyph = shaped[index]
                    guard glyph.xOffset == 0, glyph.yOffset == 0, glyph.cluster == index, glyph.xAdvance >= 0,
                        glyph.xAdvance <= Int(UInt16.max), glyph.id <= UInt32(UInt16.max)
                    else {
                        fits = false
                        return
                    }
                    (buffer.baseAddress! + index).initialize(
                        to: Narrow(
                            advance: UInt16(truncatingIfNeeded: glyph.xAdvance),
                            id: UInt16(truncatingIfNeeded: glyph.id)))
                    initialized = index + 1
                }
            }
        }
        return fits && !narrow.isEmpty ? narrow : nil
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
    package var count: Int { narrow.count + packed.count + inPixels.count }

    /// Moves every glyph `dx` px to the right (a run after the first: by the runs before it).
    mutating func move(by dx: Double) {
        guard packed.isEmpty && narrow.isEmpty else {
            // Only ever once, from 0: the pen position is added as the shaper always added it.
            precondition(penX == 0, "a shaped run is moved once")
            penX = dx
            return
        }
        for index in inPixels.indices { inPixels[index].x += dx }
    }

    /// The glyphs in px, as an array of their own.
    var positioned: [PositionedGlyph] {
        let count = narrow.count + packed.count
        guard count > 0 else { return inPixels }
        return [PositionedGlyph](unsafeUninitializedCapacity: count) { buffer, initialized in
            unpack(into: buffer)
            initialized = count
        }
    }

    /// Calls `body` with the glyphs in px, made in temporary memory (on the stack for a label's
    /// few dozen): what the renderers read, with no array made per run. Not generic: called
    /// from other modules, a generic one looked its types up at run time on every call.
    package func withPositioned(_ body: (UnsafeBufferPointer<PositionedGlyph>) -> Void) {
        let count = narrow.count + packed.count
        guard count > 0 else { return inPixels.withUnsafeBufferPointer(body) }
        withUnsafeTemporaryAllocation(of: PositionedGlyph.self, capacity: count) { buffer in
            unpack(into: buffer)
            body(UnsafeBufferPointer(buffer))
            buffer.baseAddress!.deinitialize(count: count)
        }
    }

    /// The glyphs as kept in font units, lent by `withFontUnits`: one of `narrow` and `packed`
    /// holds them, the other is empty.
    package struct FontUnits {
        /// Narrow glyphs: each one's x is the sum of the advances before it.
        package let narrow: UnsafeBufferPointer<Narrow>
        /// Packed glyphs: each one's x is its own.
        package let packed: UnsafeBufferPointer<Packed>
        /// The px per font unit the run was shaped at: a glyph's px x is `Double(x) * scale`,
        /// plus `penX`.
        package let scale: Double
        /// How far the run is moved right, in px (0 for a label's first run).
        package let penX: Double
    }

    /// Calls `body` with the glyphs as kept, in font units, when they are (not in px), and
    /// returns whether it did: SVG prints font units, and reading them as kept spares it making
    /// px it would divide back, and the floating-point steps of printing them.
    package func withFontUnits(_ body: (FontUnits) -> Void) -> Bool {
        guard !(narrow.isEmpty && packed.isEmpty) else { return false }
        narrow.withUnsafeBufferPointer { narrow in
            packed.withUnsafeBufferPointer { packed in
                body(FontUnits(narrow: narrow, packed: packed, scale: scale, penX: penX))
            }
        }
        return true
    }

    /// Writes the narrow or packed glyphs in px into `buffer`, which has room for them all.
    private func unpack(into buffer: UnsafeMutableBufferPointer<PositionedGlyph>) {
        // The shaper's `-Double(yOffset) * scale` for an offset of 0: -0.0, which the id hash sees.
        let y = -Double(0) * scale
        let (scale, penX) = (scale, penX)
        guard packed.isEmpty else { return Self.unpack(packed, scale: scale, penX: penX, y: y, into: buffer) }
        narrow.withUnsafeBufferPointer { narrow in
            guard let out = buffer.baseAddress else { return }
            // The advances summed as the shaper sums them, so `x` is the same number.
            var units = 0
            for index in 0..<narrow.count {
                let glyph = narrow[index]
                var x = Double(units) * scale
                if penX != 0 { x += penX }
                (out + index).initialize(to: PositionedGlyph(id: UInt32(glyph.id), x: x, y: y, cluster: index))
                units += Int(glyph.advance)
            }
        }
    }

    private static func unpack(
        _ packed: [Packed], scale: Double, penX: Double, y: Double,
        into buffer: UnsafeMutableBufferPointer<PositionedGlyph>
    ) {
        packed.withUnsafeBufferPointer { packed in
            guard let out = buffer.baseAddress else { return }
            for index in 0..<packed.count {
                let glyph = packed[index]
                var x = Double(glyph.x) * scale
                if penX != 0 { x += penX }
                (out + index).initialize(
                    to: PositionedGlyph(id: UInt32(glyph.id), x: x, y: y, cluster: Int(glyph.cluster)))
            }
        }
    }
}
