/// Narrow glyphs (`GlyphStorage.Narrow`, 4 bytes each) in one allocation with what their run
/// needs, and a label's runs.
///
/// A label of one narrow run (most labels: printable ASCII without ligatures) is this one
/// object: its font, width and scale in the header and its glyphs after it. Before, it was two,
/// an array of one `GlyphRun` (88 bytes) and the run's array of glyphs (32 bytes and the glyphs):
/// at 1,000,000 labels 80 MB less, malloc's overhead on a million blocks included. Any other
/// label keeps its runs as an array in the header, and a narrow run among them keeps its glyphs
/// in a block of its own (no font). Never changed once made.
///
/// The glyphs are memory after the header (`ManagedBuffer`), lent to the readers as a buffer
/// (`GlyphStorage.withFontUnits`), as an array's were; see docs/unsafe.md. `ManagedBuffer` is
/// not `Sendable`; the values that hold a block say `nonisolated(unsafe)` for it, which is
/// sound because nothing changes a block once it is made.
package final class GlyphBlock: ManagedBuffer<GlyphBlockHeader, GlyphStorage.Narrow> {
    /// A label's runs in a block with no glyphs of its own.
    static func holding(_ runs: [GlyphRun]) -> GlyphBlock {
        let block = create(minimumCapacity: 0) { _ in
            GlyphBlockHeader(count: 0, runs: runs, font: nil, width: 0, scale: 0)
        }
        return unsafeDowncast(block, to: GlyphBlock.self)
    }

    /// `shaped` as narrow glyphs at `scale` px per font unit, from the run's own origin: with
    /// `font`, a label's one run, `width` px wide; `nil` when a glyph does not fit that form.
    static func narrow(_ shaped: [UnscaledGlyph], font: Font?, width: Double, scale: Double) -> GlyphBlock? {
        guard !shaped.isEmpty else { return nil }
        for (index, glyph) in shaped.enumerated() {
            guard glyph.xOffset == 0, glyph.yOffset == 0, glyph.cluster == index, glyph.xAdvance >= 0,
                glyph.xAdvance <= Int(UInt16.max), glyph.id <= UInt32(UInt16.max)
            else { return nil }
        }
        let block = create(minimumCapacity: shaped.count) { _ in
            GlyphBlockHeader(count: shaped.count, runs: [], font: font, width: width, scale: scale)
        }
        block.withUnsafeMutablePointerToElements { glyphs in
            for (index, glyph) in shaped.enumerated() {
                (glyphs + index).initialize(
                    to: GlyphStorage.Narrow(
                        advance: UInt16(truncatingIfNeeded: glyph.xAdvance), id: UInt16(truncatingIfNeeded: glyph.id)))
            }
        }
        return unsafeDowncast(block, to: GlyphBlock.self)
    }

    // The header is read through its pointer: `header` itself is a class's stored property,
    // checked for exclusive access on every read, and copied whole (a retain and a release of
    // its array and font): 16 M more instructions of the 200 × 40 SVG batch's 245 M.

    /// How many narrow glyphs follow the header.
    var count: Int { withUnsafeMutablePointerToHeader { $0.pointee.count } }

    /// The narrow glyphs, lent to `body`.
    func withGlyphs<Result>(_ body: (UnsafeBufferPointer<GlyphStorage.Narrow>) -> Result) -> Result {
        withUnsafeMutablePointers { header, glyphs in
            body(UnsafeBufferPointer(start: glyphs, count: header.pointee.count))
        }
    }

    /// The label's runs: its one narrow run (made as it is asked for, its glyphs not copied), or
    /// those of the header.
    @usableFromInline var runCount: Int {
        withUnsafeMutablePointerToHeader { $0.pointee.font == nil ? $0.pointee.runs.count : 1 }
    }

    /// Run `index` of the label.
    @usableFromInline func run(_ index: Int) -> GlyphRun {
        withUnsafeMutablePointerToHeader { header in
            guard let font = header.pointee.font else { return header.pointee.runs[index] }
            precondition(index == 0, "a label of one run has run 0 only")
            return GlyphRun(
                font: font, storage: GlyphStorage(narrow: self, scale: header.pointee.scale),
                width: header.pointee.width)
        }
    }
}

/// What a `GlyphBlock` keeps before its glyphs.
package struct GlyphBlockHeader {
    /// The narrow glyphs after the header.
    var count: Int
    /// A label's runs, when they are not one narrow run; empty otherwise.
    var runs: [GlyphRun]
    /// The font of a label's one narrow run; `nil` for a block of runs, or the glyphs of one run
    /// among others.
    var font: Font?
    /// The one run's advance width in px.
    var width: Double
    /// The one run's px per font unit.
    var scale: Double
}

/// A label's runs as they are kept (`ShapedText.glyphRuns`): read in place, without the array
/// `ShapedText.runs` makes. The renderers read a run's parts by index (`font(at:)`,
/// `withFontUnits(at:_:)`): a `GlyphRun` made for each read, and a `for … in` through the
/// collection's witnesses from another module, were about 500 instructions a chip more in each
/// of the SVG writer, its glyph table and the id prefix (12 M of the 200 × 40 SVG batch's 245 M).
package struct GlyphRuns: RandomAccessCollection, Sendable {
    nonisolated(unsafe) let block: GlyphBlock

    /// The runs `block` keeps (`ShapedText.glyphs`).
    package init(block: GlyphBlock) {
        self.block = block
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { block.runCount }
    package var count: Int { block.runCount }
    package subscript(position: Int) -> GlyphRun { block.run(position) }

    /// Run `index`'s font.
    package func font(at index: Int) -> Font {
        block.withUnsafeMutablePointerToHeader { $0.pointee.font ?? $0.pointee.runs[index].font }
    }

    /// How many glyphs run `index` has.
    package func glyphCount(at index: Int) -> Int {
        block.withUnsafeMutablePointerToHeader { header in
            header.pointee.font == nil ? header.pointee.runs[index].storage.count : header.pointee.count
        }
    }

    /// `GlyphStorage.withFontUnits` of run `index`, read in place.
    package func withFontUnits(at index: Int, _ body: (GlyphStorage.FontUnits) -> Void) -> Bool {
        let (single, scale) = block.withUnsafeMutablePointerToHeader { ($0.pointee.font != nil, $0.pointee.scale) }
        guard single else {
            return block.withUnsafeMutablePointerToHeader { $0.pointee.runs[index].storage.withFontUnits(body) }
        }
        block.withGlyphs { glyphs in
            body(
                GlyphStorage.FontUnits(
                    narrow: glyphs, packed: UnsafeBufferPointer(start: nil, count: 0), scale: scale, penX: 0))
        }
        return true
    }

    /// `GlyphStorage.withPositioned` of run `index`.
    package func withPositioned(at index: Int, _ body: (UnsafeBufferPointer<PositionedGlyph>) -> Void) {
        block.run(index).storage.withPositioned(body)
    }
}
