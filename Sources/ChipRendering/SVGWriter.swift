import Dispatch
import Primitives
import TextShaping

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a `ChipScene` as SVG by hand rather than through Cairo, so the document can say what it
/// shows: `role="img"` with a `<title>` and `aria-label` naming the tags, one group per chip with
/// its label in `data-label`, `<a>` links, and ids under a per-document prefix. Glyphs are
/// outlines in font units, each defined once in `<defs>` and placed with `<use>`; bitmap emoji are
/// embedded PNGs, also defined once. Units are px; numbers print the same way on every run.
///
/// The document is written in bytes into one growing buffer (`SVGBuffer`); glyph shapes come
/// formatted from the process-wide `GlyphShapes`. The glyphs are collected before the chips are
/// written, so `<defs>` can come first and the chips can leave in pieces (`write(_:chunkSize:to:)`)
/// while later ones are still being written: a cloud of 100,000 labels never sits in memory whole.
enum SVGWriter {
    /// The whole document.
    static func document(_ scene: ChipScene) -> [UInt8] {
        var document: [UInt8] = []
        // One piece, copied out once, unless the chips were written on several threads.
        write(scene, chunkSize: .max) { piece in document.append(contentsOf: piece) }
        return document
    }

    /// Scenes with at least this many chips are written on every core, a block of chips each.
    static let concurrentChipCount = 8_192
    /// Chips per block on the concurrent path: about 3 MB of markup.
    static let blockSize = 2_048

    /// Writes the document to `emit` in pieces of about `chunkSize` bytes, in order; `emit` may
    /// keep nothing of a piece it is handed but a copy (the bytes are the writer's buffer, lent:
    /// a file takes them without an array made for each piece).
    ///
    /// - Parameter concurrentFrom: the chip count from which chips are written on every core.
    static func write<Failure: Error>(
        _ scene: ChipScene, chunkSize: Int = 1 << 20, concurrentFrom: Int = concurrentChipCount,
        to emit: (UnsafeRawBufferPointer) throws(Failure) -> Void
    ) throws(Failure) {
        var out = SVGBuffer(capacity: min(chunkSize, 4096 + scene.chips.count * 1024) + 64 * 1024)
        try header(scene, chunkSize: chunkSize, into: &out, emit)
        var glyphs = SVGGlyphTable(prefix: scene.idPrefix)
        // Glyphs are all defined (and fonts numbered) before any chip: from here on the table
        // is only read, so blocks of chips can be written on several threads.
        out.append("<defs>\n")
        glyphs.defineGlyphs(of: scene.chips, into: &out)
        let icons = SVGIconTable(prefix: scene.idPrefix, chips: scene.chips)
        icons.define(into: &out)
        out.append("</defs>\n")
        if let background = scene.background {
            out.append("<rect width=\"")
            out.px(scene.width)
            out.append("\" height=\"")
            out.px(scene.height)
            out.append("\"")
            out.fill(background)
            out.append("/>\n")
        }
        let prefix = Array(scene.idPrefix.utf8)
        try glyphs.withReader { (glyphs) throws(Failure) in
            let cores = scene.chips.count >= concurrentFrom ? OnlineCores.affordable : 1
            if cores > 1 {
                try out.emitPiece(emit)
                try writeConcurrently(
                    scene.chips, prefix: prefix, glyphs: glyphs, icons: icons, threads: cores, to: emit)
                return
            }
            for index in scene.chips.indices {
                chip(scene.chips, index, prefix: prefix, glyphs: glyphs, icons: icons, into: &out)
                if out.count >= chunkSize { try out.emitPiece(emit) }
            }
        }
        glyphs.recycle()
        out.append("</svg>\n")
        try out.emitPiece(emit)
    }

    /// The chips' markup written a block per thread, `threads` blocks at a time, and emitted in
    /// order as each round ends: the same bytes as one thread writes, with memory for one round.
    private static func writeConcurrently<Failure: Error>(
        _ chips: [PlacedChip], prefix: [UInt8], glyphs: SVGGlyphTable.Reader, icons: SVGIconTable, threads: Int,
        to emit: (UnsafeRawBufferPointer) throws(Failure) -> Void
    ) throws(Failure) {
        var start = 0
        while start < chips.count {
            let blocks = min(threads, (chips.count - start + blockSize - 1) / blockSize)
            let pieces = Locked([[UInt8]](repeating: [], count: blocks))
            let first = start
            DispatchQueue.concurrentPerform(iterations: blocks) { block in
                let range = (first + block * blockSize)..<min(chips.count, first + (block + 1) * blockSize)
                var out = SVGBuffer(capacity: range.count * 2048)
                for index in range { chip(chips, index, prefix: prefix, glyphs: glyphs, icons: icons, into: &out) }
                let piece = out.finish()
                pieces.withLock { $0[block] = piece }
            }
            for piece in pieces.withLock({ $0 }) {
                try piece.withUnsafeBufferPointer { (bytes) throws(Failure) in try emit(UnsafeRawBufferPointer(bytes)) }
            }
            start += blocks * blockSize
        }
    }

    /// The XML declaration, the `<svg>` element and the title; a title longer than the room
    /// kept between pieces is escaped and emitted in pieces, twice (`escapedTitle`).
    private static func header<Failure: Error>(
        _ scene: ChipScene, chunkSize: Int, into out: inout SVGBuffer,
        _ emit: (UnsafeRawBufferPointer) throws(Failure) -> Void
    ) throws(Failure) {
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"")
        out.append(" width=\"")
        out.px(scene.width)
        out.append("px\" height=\"")
        out.px(scene.height)
        out.append("px\" viewBox=\"0 0 ")
        out.px(scene.width)
        out.append(" ")
        out.px(scene.height)
        out.append("\" role=\"img\"")
        let long = scene.title.utf8.count > SVGBuffer.keptCapacity && chunkSize < .max
        // The title escaped once, for `aria-label`, and copied from there into `<title>`.
        out.append(" aria-label=\"")
        // Where the escaped title lies in the buffer; `nil` when it was emitted in pieces.
        var title: Range<Int>?
        if long {
            try escapedTitle(scene.title, chunkSize: chunkSize, into: &out, emit)
        } else {
            let titleStart = out.count
            out.escaped(scene.title)
            title = titleStart..<out.count
        }
        out.append("\"")
        // The dark rules are scoped to this document's id: inline in a page, they touch nothing else.
        if scene.dark != nil { out.attribute("id", scene.idPrefix) }
        out.append(">\n<title>")
        if let title {
            out.appendCopy(of: title)
        } else {
            try escapedTitle(scene.title, chunkSize: chunkSize, into: &out, emit)
        }
        out.append("</title>\n")
        if let description = scene.description {
            out.append("<desc>")
            out.escaped(description)
            out.append("</desc>\n")
        }
        if let dark = scene.dark { SVGDarkStyle.write(scene, dark: dark, into: &out) }
    }

    /// `title` escaped into `out` a megabyte of it at a time, each piece emitted once `out`
    /// holds `chunkSize` bytes: a big cloud's title (30 MB at 1,000,000 labels) is not written
    /// whole into the buffer, twice, which was 64 MB more at the memory peak. The pieces end
    /// before a byte that starts a character, so each is whole UTF-8 and escapes as the whole
    /// title would.
    private static func escapedTitle<Failure: Error>(
        _ title: String, chunkSize: Int, into out: inout SVGBuffer,
        _ emit: (UnsafeRawBufferPointer) throws(Failure) -> Void
    ) throws(Failure) {
        var title = title
        let piece = 1 << 20
        var failure: Failure?
        title.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                var end = min(bytes.count, start + piece)
                // Not inside a character: UTF-8 continuation bytes are 0b10xxxxxx.
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                out.escaped(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                start = end
                guard out.count >= chunkSize else { continue }
                do throws(Failure) { try out.emitPiece(emit) } catch {
                    failure = error
                    return
                }
            }
        }
        if let failure { throw failure }
    }

    /// Chip `number` of `chips`: its group (inside `<a>` when it links), box and label.
    ///
    /// The chip's parts are read where it lies, each as it is needed: a chip passed by value was
    /// copied whole first (a retain and a release of each of its parts, about 300 instructions),
    /// and its glyphs read through its text's `glyphRuns` copied the text (about 200 more).
    private static func chip(
        _ chips: [PlacedChip], _ number: Int, prefix: [UInt8], glyphs: SVGGlyphTable.Reader,
        icons: SVGIconTable, into out: inout SVGBuffer
    ) {
        // Written as the link check judged it (`LinkText.svg`), not as given; a link no output can
        // hold (a library caller's, which no reader checked) is left out, never written altered.
        let link = chips[number].link.flatMap(LinkText.svgIfWritable)
        if let emitted = link {
            out.append("<a")
            out.attribute("xlink:href", emitted)
            out.attribute("href", emitted)
            // Named by its label: the glyphs are outlines, so a screen reader finds no text inside.
            out.attribute("aria-label", chips[number].accessibleLabel)
            out.append(">\n")
        }
        // The group's start, its id and the label's attribute up to its value through one
        // pointer, with one check for room (five writes, each checking, were about 50
        // instructions more a chip).
        prefix.withUnsafeBufferPointer { prefix in
            out.write(room: prefix.count + SVGBuffer.numberRoom + 32) { line in
                var count = copy("<g id=\"", to: line)
                if let base = prefix.baseAddress { (line + count).update(from: base, count: prefix.count) }
                count &+= prefix.count
                count &+= copy("-chip", to: line + count)
                count &+= SVGNumber.writeInteger(number, to: line + count)
                return count &+ copy("\" data-label=\"", to: line + count)
            }
        }
        // The label's bytes where they lie (most chips' with their glyphs): no `String` made.
        chips.withLabelBytes(at: number) { out.escaped($0) }
        out.append("\"")
        // Most chips have neither: their icon and count are not copied out to be found absent
        // (nor an absent count destroyed: 66 instructions a chip).
        let hasIconOrCount = chips[number].hasIconOrCount
        if hasIconOrCount, let count = chips[number].count { out.attribute("data-count", count.spoken) }
        out.append(">\n")
        // Every part at the box's printed origin plus its own printed offset (`SVGPlaces`), so
        // the whole chip moves by one printed amount from one drawing to another.
        let frame = chips[number].frame
        let origin = SVGPlaces.origin(frame)
        box(chips, number, frame: frame, origin: origin, into: &out)
        if hasIconOrCount, chips[number].icon != nil { icons.use(chips[number], at: origin, into: &out) }
        let offset = chips[number].textOffset
        text(
            GlyphRuns(block: chips[number].text.glyphs), size: chips[number].text.size,
            at: (origin.x + SVGPlaces.offset(offset.x), origin.y + SVGPlaces.offset(offset.y)),
            color: chips[number].style.textColor, isCount: false, glyphs: glyphs, into: &out)
        if hasIconOrCount, let count = chips[number].count {
            text(
                count.text.glyphRuns, size: count.text.size,
                at: (origin.x + SVGPlaces.offset(count.offset.x), origin.y + SVGPlaces.offset(count.offset.y)),
                color: count.color, isCount: true, glyphs: glyphs, into: &out)
        }
        out.append("</g>\n")
        if link != nil { out.append("</a>\n") }
    }

    /// The chip's fill, and its outline drawn inside the box; `origin` is the box's printed
    /// origin, in thousandths. Each `<rect>` from its height on is the same for every chip of one
    /// height and style: written once a run of such chips (`SVGBuffer.remembered`).
    ///
    /// The style's paint is read where chip `number` lies, all of it before anything is written:
    /// the style handed over was copied out of the chip, a retain and a release a chip.
    private static func box(
        _ chips: [PlacedChip], _ number: Int, frame: Rect, origin: (x: Int, y: Int), into out: inout SVGBuffer
    ) {
        let (paint, stroke) = (chips[number].style.fill, chips[number].style.stroke)
        let box = ChipBox(
            cornerRadius: chips[number].style.cornerRadius, hasStroke: stroke != nil,
            strokeWidth: chips[number].style.strokeWidth, width: frame.width, height: frame.height)
        rectangle(x: origin.x, y: origin.y, width: frame.width, into: &out)
        let fill = SVGBuffer.Piece.boxEnd(height: frame.height, radius: box.radius, fill: paint)
        out.remembered(fill) { out in
            rectangleEnd(height: frame.height, radius: box.radius, into: &out)
            out.fill(paint)
            out.append("/>\n")
        }
        guard let stroke, let line = box.lineWidth else { return }
        let inset = SVGPlaces.offset(box.inset)
        rectangle(x: origin.x + inset, y: origin.y + inset, width: frame.width - line, into: &out)
        let outline = SVGBuffer.Piece.outlineEnd(
            height: frame.height, radius: box.outlineRadius, line: line, stroke: stroke)
        out.remembered(outline) { out in
            rectangleEnd(height: frame.height - line, radius: box.outlineRadius, into: &out)
            out.append(" fill=\"none\"")
            out.stroke(stroke)
            // 1 is the default width: left unsaid.
            if line != 1 {
                out.append(" stroke-width=\"")
                out.px(line)
                out.append("\"")
            }
            out.append("/>\n")
        }
    }

    /// `<rect` with its place and width (`x` and `y` in thousandths); `rectangleEnd` goes on.
    /// Written through one pointer, with one check for room.
    private static func rectangle(x: Int, y: Int, width: Double, into out: inout SVGBuffer) {
        let width = SVGPlaces.length(width)
        out.write(room: 3 * SVGBuffer.numberRoom + 32) { line in
            var count = copy("<rect x=\"", to: line)
            count &+= SVGNumber.writeThousandths(x, to: line + count)
            count &+= copy("\" y=\"", to: line + count)
            count &+= SVGNumber.writeThousandths(y, to: line + count)
            count &+= copy("\" width=\"", to: line + count)
            count &+= SVGNumber.writeThousandths(width, to: line + count)
            line[count] = UInt8(ascii: "\"")
            return count &+ 1
        }
    }

    /// A `<rect>`'s height and corner radius; the caller adds the paint and closes it.
    private static func rectangleEnd(height: Double, radius: Double, into out: inout SVGBuffer) {
        out.append(" height=\"")
        out.px(height)
        out.append("\" rx=\"")
        out.px(radius)
        out.append("\"")
    }

    /// The label's runs at font size `size` (or, `isCount`, the count's beside it) with the left
    /// end of the baseline at `origin` (in thousandths): one group per run, in font units with y
    /// up, each glyph a `<use>`. A count's groups carry `class="c"`, which dark mode's rules pick
    /// them by.
    private static func text(
        _ runs: GlyphRuns, size: Double, at origin: (x: Int, y: Int), color: Color, isCount: Bool,
        glyphs: SVGGlyphTable.Reader,
        into out: inout SVGBuffer
    ) {
        // Each run's parts read where the label keeps them (`GlyphRuns`), by index.
        for index in 0..<runs.count {
            guard runs.glyphCount(at: index) > 0 else { continue }
            let font = runs.font(at: index)
            let starts = glyphs.useStarts(font: glyphs.number(of: font))
            let scale = size / Double(font.unitsPerEm)
            let group = Group(color: color, scale: scale, x: origin.x, y: origin.y, isCount: isCount)
            var written = false
            _ = runs.withFontUnits(at: index) { units in
                // In font units at the scale they are printed at, from the run's own origin, a
                // glyph's x prints as its whole number of units: the px `x * scale` divided back
                // by `scale` errs by far less than the half tenth that would change its one
                // decimal, so `writeOneDecimal(x * scale / scale)` is the integer's digits.
                guard units.penX == 0, units.scale.bitPattern == scale.bitPattern else { return }
                written = true
                if !units.narrow.isEmpty {
                    writeNarrow(units.narrow, starts: starts, group: group, into: &out)
                } else {
                    writePacked(units.packed, starts: starts, group: group, into: &out)
                }
            }
            guard !written else { continue }
            runs.withPositioned(at: index) { positioned in
                run(positioned, starts: starts, group: group, into: &out)
            }
        }
    }

    /// What a run's group says: its colour and its matrix (its origin in thousandths).
    private struct Group {
        let color: Color
        let scale: Double
        let x: Int
        let y: Int
        /// The count's group (`class="c"`), not the label's.
        var isCount = false
    }

    /// A run's `<g>` start tag: up to its origin the same for every run of one colour and scale
    /// (`SVGBuffer.remembered`).
    private static func open(_ group: Group, into out: inout SVGBuffer) {
        let start = SVGBuffer.Piece.groupStart(color: group.color, scale: group.scale, isCount: group.isCount)
        out.remembered(start) { out in
            out.append(group.isCount ? "<g class=\"c\"" : "<g")
            out.fill(group.color)
            out.append(" transform=\"matrix(")
            out.glyphScale(group.scale)
            out.append(" ")
        }
        out.write(room: 2 * SVGBuffer.numberRoom + 8) { line in
            var count = SVGNumber.writeThousandths(group.x, to: line)
            line[count] = UInt8(ascii: " ")
            count &+= 1
            count &+= SVGNumber.writeThousandths(group.y, to: line + count)
            return count &+ copy(")\">\n", to: line + count)
        }
    }

    /// A run kept narrow: each glyph on the baseline at the sum of the advances before it.
    private static func writeNarrow(
        _ glyphs: UnsafeBufferPointer<GlyphStorage.Narrow>, starts: SVGGlyphTable.UseStarts, group: Group,
        into out: inout SVGBuffer
    ) {
        let groupStart = out.count
        open(group, into: &out)
        let linesStart = out.count
        // Every glyph's line through one pointer, with one check for room for them all.
        out.write(room: glyphs.count &* lineRoom(starts)) { lines in
            var count = 0
            var units = 0
            for glyph in glyphs {
                defer { units &+= Int(glyph.advance) }
                guard let start = starts.start(of: UInt32(glyph.id)) else { continue }
                count &+= use(start, x: units, to: lines + count)
            }
            return count
        }
        end(groupFrom: groupStart, linesFrom: linesStart, into: &out)
    }

    /// A run kept packed: each glyph on the baseline at its own x.
    private static func writePacked(
        _ glyphs: UnsafeBufferPointer<GlyphStorage.Packed>, starts: SVGGlyphTable.UseStarts, group: Group,
        into out: inout SVGBuffer
    ) {
        let groupStart = out.count
        open(group, into: &out)
        let linesStart = out.count
        out.write(room: glyphs.count &* lineRoom(starts)) { lines in
            var count = 0
            for glyph in glyphs {
                guard let start = starts.start(of: UInt32(glyph.id)) else { continue }
                count &+= use(start, x: Int(glyph.x), to: lines + count)
            }
            return count
        }
        end(groupFrom: groupStart, linesFrom: linesStart, into: &out)
    }

    /// The most bytes `use` writes for a glyph of `starts`.
    @inline(__always)
    private static func lineRoom(_ starts: SVGGlyphTable.UseStarts) -> Int {
        starts.longest &+ SVGBuffer.numberRoom &+ 16
    }

    /// Closes a run's group, or takes it back when no glyph of the run drew anything (a run of
    /// spaces alone gets no group): looking for one before the group was a second pass.
    @inline(__always)
    private static func end(groupFrom groupStart: Int, linesFrom linesStart: Int, into out: inout SVGBuffer) {
        guard out.count > linesStart else { return out.drop(from: groupStart) }
        out.append("</g>\n")
    }

    /// One glyph on the baseline, `x` in whole font units, at `line` (which has `lineRoom`):
    /// `<use`, its x (y is 0 unsaid) and its reference; returns how many bytes.
    @inline(__always)
    private static func use(
        _ reference: UnsafeBufferPointer<UInt8>, x: Int, to line: UnsafeMutablePointer<UInt8>
    ) -> Int {
        // x = 0, the default, is left unsaid, and so is the quote that would end it.
        guard x != 0 else {
            let count = copy("<use", to: line)
            (line + count).update(from: reference.baseAddress! + 1, count: reference.count &- 1)
            return count &+ reference.count &- 1
        }
        var count = copy("<use x=\"", to: line)
        count &+= SVGNumber.writeInteger(x, to: line + count)
        (line + count).update(from: reference.baseAddress!, count: reference.count)
        return count &+ reference.count
    }

    /// One run of a label from its glyphs in px (`GlyphStorage.withPositioned`: no array made
    /// for it): glyphs kept in px, or a run after the first.
    private static func run(
        _ positioned: UnsafeBufferPointer<PositionedGlyph>, starts: SVGGlyphTable.UseStarts, group: Group,
        into out: inout SVGBuffer
    ) {
        // A run of spaces alone draws nothing and gets no group.
        guard starts.drawsAny(positioned) else { return }
        let scale = group.scale
        open(group, into: &out)
        // Each glyph's line written through one pointer, with one check for room: `<use`, x in
        // font units and y (each left out where it prints as 0, the default), and its reference.
        for glyph in positioned {
            guard let reference = starts.start(of: glyph.id) else { continue }
            out.write(room: reference.count + 2 * SVGBuffer.numberRoom + 16) { line in
                var count = copy("<use", to: line)
                count &+= coordinate(" x=\"", glyph.x / scale, to: line + count)
                count &+= coordinate(count > 4 ? "\" y=\"" : " y=\"", -glyph.y / scale, to: line + count)
                // The reference's quote ends the last value written, or is left out with them.
                let quote = count > 4 ? 0 : 1
                (line + count).update(from: reference.baseAddress! + quote, count: reference.count &- quote)
                return count &+ reference.count &- quote
            }
        }
        out.append("</g>\n")
    }

    /// `name` (` x="`, ` y="`, or `" y="` after an x) and `value` to one decimal, or nothing when it
    /// prints as 0; returns how many bytes.
    @inline(__always)
    private static func coordinate(_ name: StaticString, _ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
        guard (value * 10).rounded().magnitude >= 1 else { return 0 }
        let count = copy(name, to: out)
        return count &+ SVGNumber.writeOneDecimal(value, to: out + count)
    }

    /// Copies `markup` to `out`; returns how many bytes.
    @inline(__always)
    static func copy(_ markup: StaticString, to out: UnsafeMutablePointer<UInt8>) -> Int {
        out.update(from: markup.utf8Start, count: markup.utf8CodeUnitCount)
        return markup.utf8CodeUnitCount
    }
}
