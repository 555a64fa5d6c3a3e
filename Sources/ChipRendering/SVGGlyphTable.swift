import Primitives
import TextShaping

/// The glyphs one SVG document uses, each defined once in `<defs>` as `<path>` or `<image>`.
///
/// Fonts are numbered in order of first use (ids read `PREFIX-fNgG`). Each font keeps one slot
/// per glyph id, every font's end to end in one array, so the writer's per-glyph question
/// ("drawn? with what markup?") is an array read, and the writer reads the slots where they
/// are. The end of each drawn glyph's `<use>` element, its reference, is made once per
/// document, all of them in one byte array (a glyph's slot says where its bytes end): a
/// document of a hundred letters allocates no array per letter, and writing a `<use>` retains
/// nothing.
struct SVGGlyphTable: ~Copyable {
    private let prefix: [UInt8]
    private var fonts: [Font] = []
    /// The fonts' identities, as the writer looks them up (`Reader`).
    private var identities: [ObjectIdentifier] = []
    /// Per font, per glyph id, from the font's start in `starts`: 0 unseen, -1 blank, else 1 +
    /// the index in `useEnds`. One array, not one per font: a label's glyphs were looked up in
    /// the font's array taken out of the table and put back (a retain and two releases a label),
    /// and the arrays were laid end to end for the writer once a document.
    private var slots: [Int32] = []
    /// Where each font's slots start in `slots`, and one more entry: the end.
    private var starts: [Int] = [0]
    /// `" xlink:href="#PREFIX-fNgG"/>` and a line end for each drawn glyph, one after another
    /// (the quote ends the `x` value before it, or is left out with it).
    private var useBytes = SVGBuffer(capacity: 4096)
    /// Where each drawn glyph's bytes in `useBytes` end (the next one's start).
    private var useEnds: [Int32] = []
    /// Per font number, `PREFIX-fNg`.
    private var stems: [[UInt8]] = []
    /// The glyphs seen, in order of first use: defined by `defineGlyphs`, and their slots
    /// cleared by `recycle`.
    private var pending: [(font: Int, glyph: UInt32)] = []

    /// The slots and lists of a finished document, empty again (every slot 0), for the next
    /// document to take: a document's slots made anew were zeroed and grown three times (about
    /// 4,500 instructions a document of the 200 × 40 SVG batch), where clearing the few a
    /// document filled is about 30 a glyph; its lists made anew and let go of were about 2,000.
    private struct Spare {
        var slots: [Int32] = []
        var useEnds: [Int32] = []
        var pending: [(font: Int, glyph: UInt32)] = []
    }

    /// A few kept, none with more slots than `spareSlotLimit`.
    private static let spares = Locked<[Spare]>([])
    private static let spareCount = 8
    private static let spareSlotLimit = 1 << 16

    init(prefix: String) {
        self.prefix = Array(prefix.utf8)
        if let spare = Self.spares.withLock({ $0.popLast() }) {
            // The first font numbered takes all the slots (`number(of:)`).
            (slots, useEnds, pending) = (spare.slots, spare.useEnds, spare.pending)
        } else {
            // Room for a Latin label set's glyphs from the start, not grown a dozen times.
            useEnds.reserveCapacity(256)
            pending.reserveCapacity(256)
        }
    }

    /// The number of `font` in this document, the next one when it is new.
    mutating func number(of font: Font) -> Int {
        if let known = identities.firstIndex(of: ObjectIdentifier(font)) { return known }
        fonts.append(font)
        identities.append(ObjectIdentifier(font))
        starts.append(slots.count)
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
    }

    /// Gives the slots and lists back for another document to take, empty again: the table is
    /// done.
    mutating func recycle() {
        var spare = Spare()
        swap(&spare.slots, &slots)
        swap(&spare.useEnds, &useEnds)
        swap(&spare.pending, &pending)
        for (font, glyph) in spare.pending { spare.slots[starts[font] + Int(glyph)] = 0 }
        guard spare.slots.count <= Self.spareSlotLimit else { return }
        spare.useEnds.removeAll(keepingCapacity: true)
        spare.pending.removeAll(keepingCapacity: true)
        Self.spares.withLock { spares in
            if spares.count < Self.spareCount { spares.append(spare) }
        }
    }

    /// Notes every glyph of `runs` not seen before, read as each run keeps them.
    private mutating func see(_ runs: GlyphRuns) {
        // Each run's parts read where the label keeps them (`GlyphRuns`), by index.
        for index in 0..<runs.count where runs.glyphCount(at: index) > 0 {
            let font = number(of: runs.font(at: index))
            // Where the font's slots are, read once a run (a glyph past their end grows them).
            let start = starts[font]
            var end = starts[font + 1]
            // The ids read as the run keeps them: no px made for a pass that needs none.
            let read = runs.withFontUnits(at: index) { units in
                for glyph in units.narrow { see(UInt32(glyph.id), font: font, start: start, end: &end) }
                for glyph in units.packed { see(UInt32(glyph.id), font: font, start: start, end: &end) }
            }
            guard !read else { continue }
            runs.withPositioned(at: index) { positioned in
                for glyph in positioned { see(glyph.id, font: font, start: start, end: &end) }
            }
        }
    }

    /// Notes `glyph` of font number `font`, whose slots are `start..<end`, as one to define,
    /// unless its slot is filled already: its slot marked so it is noted once.
    @inline(__always)
    private mutating func see(_ glyph: UInt32, font: Int, start: Int, end: inout Int) {
        let slot = start &+ Int(glyph)
        // Most of a document's glyphs are letters seen before.
        if slot < end, slots[slot] != 0 { return }
        if slot >= end {
            grow(font, toHold: Int(glyph))
            end = starts[font + 1]
        }
        slots[slot] = Self.pendingSlot
        pending.append((font, glyph))
    }

    /// Makes room in font number `font`'s slots for glyph id `index`: twice as many, or room for
    /// a Latin font's letters at once (one glyph at a time, the slots were copied again for nearly
    /// every new glyph of a document). The zeros go in after the font's slots: at the end for the
    /// last font numbered (nearly always; most documents have one).
    private mutating func grow(_ font: Int, toHold index: Int) {
        let count = starts[font + 1] - starts[font]
        let added = max(index + 1, 2 * count, 512) - count
        slots.insert(contentsOf: [Int32](repeating: 0, count: added), at: starts[font + 1])
        for later in (font + 1)..<starts.count { starts[later] += added }
    }

    /// The slot of a glyph noted by `see` and not yet defined.
    private static var pendingSlot: Int32 { -2 }

    /// Runs `body` with the table read in place (`Reader`), after `defineGlyphs`: the writer
    /// looks up every glyph it draws, and going through nested arrays cost a retain and a
    /// release of each of them a run (6.0 M of 302 M instructions on the 200 × 40 SVG batch,
    /// 6 Dec 2026).
    func withReader<Result, Failure: Error>(_ body: (Reader) throws(Failure) -> Result) throws(Failure) -> Result {
        var longest = 0
        var previous: Int32 = 0
        for end in useEnds {
            longest = max(longest, Int(end - previous))
            previous = end
        }
        return try identities.withUnsafeBufferPointer { (identities) throws(Failure) in
            try starts.withUnsafeBufferPointer { (starts) throws(Failure) in
                try slots.withUnsafeBufferPointer { (flat) throws(Failure) in
                    try useEnds.withUnsafeBufferPointer { (ends) throws(Failure) in
                        try useBytes.withBytes { (bytes) throws(Failure) in
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
        let slot = starts[font] + index
        guard shape.kind != .blank else {
            slots[slot] = -1
            return
        }
        // The definition (its id and shape) through one pointer, with one check for room (a
        // write each were about 150 instructions more a glyph a document defines), and the
        // `<use>` reference, which repeats the id, written straight into the table's bytes:
        // written after the id and moved to an array, it was about 100 instructions more a
        // glyph. The reference ends the element, after `x` (as scour orders them: the samples
        // gzip smaller that way).
        let isOutline = shape.kind == .outline
        stems[font].withUnsafeBufferPointer { stem in
            shape.bytes.withUnsafeBufferPointer { bytes in
                out.write(room: stem.count + SVGBuffer.numberRoom + bytes.count + 32) { line in
                    var count = SVGWriter.copy(isOutline ? "<path id=\"" : "<image id=\"", to: line)
                    if let base = stem.baseAddress { (line + count).update(from: base, count: stem.count) }
                    count &+= stem.count
                    count &+= SVGNumber.writeInteger(index, to: line + count)
                    count &+=
                        isOutline ? SVGWriter.copy("\" d=\"", to: line + count) : SVGWriter.copy("\"", to: line + count)
                    if let base = bytes.baseAddress { (line + count).update(from: base, count: bytes.count) }
                    count &+= bytes.count
                    return isOutline ? count &+ SVGWriter.copy("\"/>\n", to: line + count) : count
                }
            }
            useBytes.write(room: stem.count + SVGBuffer.numberRoom + 24) { line in
                var count = SVGWriter.copy("\" xlink:href=\"#", to: line)
                if let base = stem.baseAddress { (line + count).update(from: base, count: stem.count) }
                count &+= stem.count
                count &+= SVGNumber.writeInteger(index, to: line + count)
                return count &+ SVGWriter.copy("\"/>\n", to: line + count)
            }
        }
        useEnds.append(Int32(useBytes.count))
        slots[slot] = Int32(useEnds.count)
    }
}
