import Primitives
import TextShaping

/// The glyphs one SVG document uses, each defined once in `<defs>` as `<path>` or `<image>`.
///
/// Fonts are numbered in order of first use (ids read `PREFIX-fNgG`). Each font keeps one slot
/// per glyph id, so the writer's per-glyph question ("drawn? with what markup?") is an array
/// read. The end of each drawn glyph's `<use>` element, its reference, is made once per document,
/// all of them in one byte array (a glyph's slot says where its bytes end): a document of a
/// hundred letters allocates no array per letter, and writing a `<use>` retains nothing.
struct SVGGlyphTable {
    private let prefix: [UInt8]
    private var fonts: [Font] = []
    /// Per font number, per glyph id: 0 unseen, -1 blank, else 1 + the index in `useEnds`.
    private var slots: [[Int32]] = []
    /// `" xlink:href="#PREFIX-fNgG"/>` and a line end for each drawn glyph, one after another
    /// (the quote ends the `x` value before it, or is left out with it).
    private var useBytes: [UInt8] = []
    /// Where each drawn glyph's bytes in `useBytes` end (the next one's start).
    private var useEnds: [Int32] = []
    /// Per font number, `PREFIX-fNg`.
    private var stems: [[UInt8]] = []
    /// The glyphs seen but not yet defined, in order of first use (`defineGlyphs`).
    private var pending: [(font: Int, glyph: UInt32)] = []

    init(prefix: String) {
        self.prefix = Array(prefix.utf8)
        // Room for a Latin label set's glyphs from the start, not grown a dozen times.
        useBytes.reserveCapacity(4096)
        useEnds.reserveCapacity(256)
        pending.reserveCapacity(256)
    }

    /// The number of `font` in this document, the next one when it is new.
    mutating func number(of font: Font) -> Int {
        if let known = fonts.firstIndex(where: { $0 === font }) { return known }
        fonts.append(font)
        slots.append([])
        // `PREFIX-fNg`, the start of every id of the font's glyphs.
        var stem = prefix
        stem.append(contentsOf: "-f".utf8)
        SVGNumber.appendDigits(UInt(fonts.count - 1), minimumCount: 1, to: &stem)
        stem.append(UInt8(ascii: "g"))
        stems.append(stem)
        return fonts.count - 1
    }

    /// Defines every glyph the chips draw, in order of first use, appending the definitions.
    mutating func defineGlyphs(of chips: [PlacedChip], into out: inout SVGBuffer) {
        // Each chip read where it is, not copied out of the array (a retain for each of its
        // parts): saves 3.6 M of 302 M instructions on the 200 × 40 SVG batch and 4.6 M of 423 M
        // on the 10,000-label SVG (6 Dec 2026); its glyphs too (`ShapedText.glyphs`), not its
        // whole text, 1.7 M of the batch's 221 M.
        chips.withUnsafeBufferPointer { chips in
            for index in chips.indices {
                see(GlyphRuns(block: chips[index].text.glyphs))
                if chips[index].hasIconOrCount, let count = chips[index].count { see(count.text.glyphRuns) }
            }
        }
        // The shapes asked for all at once (one lock for the document), then written in order.
        let shapes = GlyphShapes.shapes(of: pending, fonts: fonts)
        for (index, glyph) in pending.enumerated() {
            define(glyph.glyph, font: glyph.font, shape: shapes[index], into: &out)
        }
        pending = []
    }

    /// Notes every glyph of `runs` not seen before, read as each run keeps them.
    private mutating func see(_ runs: GlyphRuns) {
        // Each run's parts read where the label keeps them (`GlyphRuns`), by index.
        for index in 0..<runs.count where runs.glyphCount(at: index) > 0 {
            let font = number(of: runs.font(at: index))
            // The font's slots and the pending glyphs taken out of the table for the run, so that
            // each glyph is looked up and noted in arrays of its own: through the table, each
            // look went through the nested arrays, and each note checked both were unique.
            var fontSlots: [Int32] = []
            var pending: [(font: Int, glyph: UInt32)] = []
            swap(&fontSlots, &slots[font])
            swap(&pending, &self.pending)
            defer {
                swap(&fontSlots, &slots[font])
                swap(&pending, &self.pending)
            }
            // The ids read as the run keeps them: no px made for a pass that needs none.
            let read = runs.withFontUnits(at: index) { units in
                for glyph in units.narrow {
                    Self.see(UInt32(glyph.id), font: font, slots: &fontSlots, pending: &pending)
                }
                for glyph in units.packed {
                    Self.see(UInt32(glyph.id), font: font, slots: &fontSlots, pending: &pending)
                }
            }
            guard !read else { continue }
            runs.withPositioned(at: index) { positioned in
                for glyph in positioned { Self.see(glyph.id, font: font, slots: &fontSlots, pending: &pending) }
            }
        }
    }

    /// Notes `glyph` of font number `font` as one to define, unless its slot in `slots` (the
    /// font's) is filled already: its slot marked so it is noted once.
    @inline(__always)
    private static func see(
        _ glyph: UInt32, font: Int, slots: inout [Int32], pending: inout [(font: Int, glyph: UInt32)]
    ) {
        let index = Int(glyph)
        // Most of a document's glyphs are letters seen before.
        if index < slots.count, slots[index] != 0 { return }
        if index >= slots.count {
            // Grown to twice the size, or to room for a Latin font's letters at once: one glyph
            // at a time, the slots were copied again for nearly every new glyph of a document.
            let count = max(index + 1, 2 * slots.count, 512)
            slots.append(contentsOf: repeatElement(0, count: count - slots.count))
        }
        slots[index] = pendingSlot
        pending.append((font, glyph))
    }

    /// The slot of a glyph noted by `see` and not yet defined.
    private static var pendingSlot: Int32 { -2 }

    /// Runs `body` with the table read in place (`Reader`), after `defineGlyphs`: the writer
    /// looks up every glyph it draws, and going through the nested arrays cost a retain and a
    /// release of each of them a run. The slots are laid end to end for it, once a document.
    /// This saves 6.0 M of 302 M instructions on the 200 × 40 SVG batch (6 Dec 2026).
    func withReader<Result, Failure: Error>(_ body: (Reader) throws(Failure) -> Result) throws(Failure) -> Result {
        var starts: [Int] = []
        starts.reserveCapacity(slots.count + 1)
        var flat: [Int32] = []
        flat.reserveCapacity(slots.reduce(0) { $0 + $1.count })
        for fontSlots in slots {
            starts.append(flat.count)
            flat.append(contentsOf: fontSlots)
        }
        starts.append(flat.count)
        let identities = fonts.map(ObjectIdentifier.init)
        var longest = 0
        var previous: Int32 = 0
        for end in useEnds {
            longest = max(longest, Int(end - previous))
            previous = end
        }
        return try identities.withUnsafeBufferPointer { (identities) throws(Failure) in
            try starts.withUnsafeBufferPointer { (starts) throws(Failure) in
                try flat.withUnsafeBufferPointer { (flat) throws(Failure) in
                    try useEnds.withUnsafeBufferPointer { (ends) throws(Failure) in
                        try useBytes.withUnsafeBufferPointer { (bytes) throws(Failure) in
                            try body(
                                Reader(
                                    fonts: identities, starts: starts, slots: flat, ends: ends, bytes: bytes,
                                    longest: longest))
                        }
                    }
                }
            }
        }
    }

    /// The defined glyphs, lent by `withReader`: only read, so chips can be written with it on
    /// several threads (hence `@unchecked Sendable`: the memory is the table's, which outlives
    /// every use).
    struct Reader: @unchecked Sendable {
        fileprivate let fonts: UnsafeBufferPointer<ObjectIdentifier>
        /// Where each font's slots start in `slots` (one more entry: the end).
        fileprivate let starts: UnsafeBufferPointer<Int>
        fileprivate let slots: UnsafeBufferPointer<Int32>
        fileprivate let ends: UnsafeBufferPointer<Int32>
        fileprivate let bytes: UnsafeBufferPointer<UInt8>
        /// The longest reference's length.
        fileprivate let longest: Int

        /// The number of `font`, which `defineGlyphs` has seen.
        func number(of font: Font) -> Int {
            let identity = ObjectIdentifier(font)
            return fonts.firstIndex(of: identity)!
        }

        /// The `<use>` references of font number `font`'s glyphs.
        func useStarts(font: Int) -> UseStarts {
            let start = starts[font]
            let slots = UnsafeBufferPointer(start: self.slots.baseAddress! + start, count: starts[font + 1] - start)
            return UseStarts(slots: slots, ends: ends, bytes: bytes, longest: longest)
        }
    }

    /// One font's `<use>` references (`" xlink:href="#…"/>` and a line end), by glyph id, lent
    /// by `withReader`.
    struct UseStarts {
        fileprivate let slots: UnsafeBufferPointer<Int32>
        fileprivate let ends: UnsafeBufferPointer<Int32>
        fileprivate let bytes: UnsafeBufferPointer<UInt8>
        /// The longest reference's length.
        let longest: Int

        /// Whether any of `glyphs` draws something.
        func drawsAny(_ glyphs: UnsafeBufferPointer<PositionedGlyph>) -> Bool {
            glyphs.contains { glyph in draws(glyph.id) }
        }

        /// Whether `glyph` draws something (defined, and not blank).
        @inline(__always)
        func draws(_ glyph: UInt32) -> Bool {
            Int(glyph) < slots.count && slots[Int(glyph)] > 0
        }

        /// The end of `glyph`'s `<use>` element, from its reference on, or `nil` when it draws
        /// nothing (blank, or not defined by `defineGlyphs`).
        @inline(__always)
        func start(of glyph: UInt32) -> UnsafeBufferPointer<UInt8>? {
            let index = Int(glyph)
            guard index < slots.count else { return nil }
            let slot = Int(slots[index])
            guard slot > 0 else { return nil }
            let start = slot > 1 ? Int(ends[slot &- 2]) : 0
            let end = Int(ends[slot &- 1])
            return UnsafeBufferPointer(start: bytes.baseAddress! + start, count: end &- start)
        }
    }

    private mutating func define(_ glyph: UInt32, font: Int, shape: GlyphShape, into out: inout SVGBuffer) {
        let index = Int(glyph)
        guard shape.kind != .blank else {
            slots[font][index] = -1
            return
        }
        // The definition's start and its id, and after them the `<use>` reference, which copies
        // the id: through one pointer, with one check for room (a write each, and the shape's
        // three, were about 150 instructions more a glyph a document defines). The reference is
        // then moved to the table at once (each append to an array is a call that checks its
        // room). It ends the element, after `x` (as scour orders them: the samples gzip smaller
        // that way).
        let start = out.count
        var idEnd = 0
        stems[font].withUnsafeBufferPointer { stem in
            out.write(room: 2 * (stem.count + SVGBuffer.numberRoom) + 32) { line in
                var count = SVGWriter.copy(shape.kind == .outline ? "<path id=\"" : "<image id=\"", to: line)
                let idStart = count
                if let base = stem.baseAddress { (line + count).update(from: base, count: stem.count) }
                count &+= stem.count
                count &+= SVGNumber.writeInteger(index, to: line + count)
                idEnd = count
                count &+= SVGWriter.copy("\" xlink:href=\"#", to: line + count)
                (line + count).update(from: line + idStart, count: idEnd &- idStart)
                count &+= idEnd &- idStart
                return count &+ SVGWriter.copy("\"/>\n", to: line + count)
            }
        }
        out.copy((start + idEnd)..<out.count, to: &useBytes)
        out.drop(from: start + idEnd)
        useEnds.append(Int32(useBytes.count))
        shape.bytes.withUnsafeBufferPointer { bytes in
            out.write(room: bytes.count + 16) { line in
                let isOutline = shape.kind == .outline
                var count = isOutline ? SVGWriter.copy("\" d=\"", to: line) : SVGWriter.copy("\"", to: line)
                if let base = bytes.baseAddress { (line + count).update(from: base, count: bytes.count) }
                count &+= bytes.count
                return isOutline ? count &+ SVGWriter.copy("\"/>\n", to: line + count) : count
            }
        }
        slots[font][index] = Int32(useEnds.count)
    }
}
