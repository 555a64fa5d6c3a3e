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
///
/// A label's block also keeps the label's text, as UTF-8 after the glyphs (`text`): a `String`
/// of its own was another object for most labels (longer than 15 bytes), 80 bytes with
/// malloc's, and 16 in the `ShapedText`: at 1,000,000 labels about 60 MB more while a cloud is
/// planned. Counts are 32 bits, as HarfBuzz's text lengths are.
public final class GlyphBlock: ManagedBuffer<GlyphBlockHeader, GlyphStorage.Narrow> {
    /// A label's runs, and its `text`, in a block with no glyphs of its own.
    static func holding(_ runs: [GlyphRun], text: UnsafeBufferPointer<UInt8>) -> GlyphBlock {
        made(glyphs: 0, text: text) { _ in
            GlyphBlockHeader(count: 0, textCount: 0, runs: runs, font: nil, width: 0, scale: 0)
        }
    }

    /// `shaped` as narrow glyphs at `scale` px per font unit, from the run's own origin: with
    /// `font`, a label's one run, `width` px wide, and its `text`; `nil` when a glyph does not
    /// fit that form.
    static func narrow(
        _ shaped: [UnscaledGlyph], font: Font?, width: Double, scale: Double,
        text: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0)
    ) -> GlyphBlock? {
        guard !shaped.isEmpty, shaped.count <= Int(Int32.max) else { return nil }
        for (index, glyph) in shaped.enumerated() {
            guard glyph.xOffset == 0, glyph.yOffset == 0, glyph.cluster == index, glyph.xAdvance >= 0,
                glyph.xAdvance <= Int(UInt16.max), glyph.id <= UInt32(UInt16.max)
            else { return nil }
        }
        return made(glyphs: shaped.count, text: text) { glyphs in
            for (index, glyph) in shaped.enumerated() {
                (glyphs + index).initialize(
                    to: GlyphStorage.Narrow(
                        advance: UInt16(truncatingIfNeeded: glyph.xAdvance), id: UInt16(truncatingIfNeeded: glyph.id)))
            }
            return GlyphBlockHeader(
                count: Int32(truncatingIfNeeded: shaped.count), textCount: 0, runs: [], font: font, width: width,
                scale: scale)
        }
    }

    /// This block's glyphs and runs with `text` in place of its own.
    func with(text: UnsafeBufferPointer<UInt8>) -> GlyphBlock {
        withUnsafeMutablePointers { header, glyphs in
            let count = Int(header.pointee.count)
            return Self.made(glyphs: count, text: text) { copies in
                copies.initialize(from: glyphs, count: count)
                var copied = header.pointee
                copied.count = Int32(truncatingIfNeeded: count)
                return copied
            }
        }
    }

    /// A block of `glyphs` narrow glyphs, which `fill` initializes and whose header it returns,
    /// and `text` after them.
    private static func made(
        glyphs: Int, text: UnsafeBufferPointer<UInt8>,
        fill: (UnsafeMutablePointer<GlyphStorage.Narrow>) -> GlyphBlockHeader
    ) -> GlyphBlock {
        precondition(text.count <= Int(Int32.max), "a label is shaped by HarfBuzz, whose lengths are 32 bits")
        let stride = MemoryLayout<GlyphStorage.Narrow>.stride
        let block = create(minimumCapacity: glyphs + (text.count + stride - 1) / stride) { _ in
            GlyphBlockHeader(count: 0, textCount: 0, runs: [], font: nil, width: 0, scale: 0)
        }
        block.withUnsafeMutablePointers { header, elements in
            header.pointee = fill(elements)
            header.pointee.textCount = Int32(truncatingIfNeeded: text.count)
            // The text's bytes are trivial values written over trivial elements (docs/unsafe.md).
            if let start = text.baseAddress, text.count > 0 {
                UnsafeMutableRawPointer(elements + glyphs).copyMemory(from: start, byteCount: text.count)
            }
        }
        return unsafeDowncast(block, to: GlyphBlock.self)
    }

    /// The label's text, as it was shaped.
    var text: String {
        var text = ""
        withText { text = String(decoding: $0, as: UTF8.self) }
        return text
    }

    /// The label's text as UTF-8, lent to `body`. Not generic: called from other modules, a
    /// generic one was not specialized (about 300 instructions a call).
    @inlinable package func withText(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        withUnsafeMutablePointers { header, glyphs in
            let count = Int(header.pointee.textCount)
            // Bytes read where the elements lie: `UInt8`'s stride divides `Narrow`'s.
            (glyphs + Int(header.pointee.count)).withMemoryRebound(to: UInt8.self, capacity: count) {
                body(UnsafeBufferPointer(start: $0, count: count))
            }
        }
    }

    // The header is read through its pointer: `header` itself is a class's stored property,
    // checked for exclusive access on every read, and copied whole (a retain and a release of
    // its array and font): 16 M more instructions of the 200 × 40 SVG batch's 245 M.

    /// How many narrow glyphs follow the header.
    var count: Int { withUnsafeMutablePointerToHeader { Int($0.pointee.count) } }

    /// The narrow glyphs, lent to `body`.
    @inlinable func withGlyphs<Result>(_ body: (UnsafeBufferPointer<GlyphStorage.Narrow>) -> Result) -> Result {
        withUnsafeMutablePointers { header, glyphs in
            body(UnsafeBufferPointer(start: glyphs, count: Int(header.pointee.count)))
        }
    }

    /// The label's runs: its one narrow run (made as it is asked for, its glyphs not copied), or
    /// those of the header.
    @inlinable var runCount: Int {
        withUnsafeMutablePointerToHeader { $0.pointee.font == nil ? listedRunCount : 1 }
    }

    // What the inlined readers of a label of several runs call (`GlyphRuns`): their array of
    // runs stays out of the callers' code.

    /// How many runs the header lists.
    @usableFromInline var listedRunCount: Int { withUnsafeMutablePointerToHeader { $0.pointee.runs.count } }

    /// The font of listed run `index`.
    @usableFromInline func listedFont(at index: Int) -> Font {
        withUnsafeMutablePointerToHeader { $0.pointee.runs[index].font }
    }

    /// How many glyphs listed run `index` has.
    @usableFromInline func listedGlyphCount(at index: Int) -> Int {
        withUnsafeMutablePointerToHeader { $0.pointee.runs[index].storage.count }
    }

    /// `GlyphStorage.withFontUnits` of listed run `index`.
    @usableFromInline func listedFontUnits(at index: Int, _ body: (GlyphStorage.FontUnits) -> Void) -> Bool {
        withUnsafeMutablePointerToHeader { $0.pointee.runs[index].storage.withFontUnits(body) }
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
public struct GlyphBlockHeader {
    /// The narrow glyphs after the header.
    @usableFromInline var count: Int32
    /// The bytes of the label's text after the glyphs.
    @usableFromInline var textCount: Int32
    /// A label's runs, when they are not one narrow run; empty otherwise.
    @usableFromInline var runs: [GlyphRun]
    /// The font of a label's one narrow run; `nil` for a block of runs, or the glyphs of one run
    /// among others.
    @usableFromInline var font: Font?
    /// The one run's advance width in px.
    @usableFromInline var width: Double
    /// The one run's px per font unit.
    @usableFromInline var scale: Double
}

/// A label's runs as they are kept (`ShapedText.glyphRuns`): read in place, without the array
/// `ShapedText.runs` makes. The renderers read a run's parts by index (`font(at:)`,
/// `withFontUnits(at:_:)`): a `GlyphRun` made for each read, and a `for … in` through the
/// collection's witnesses from another module, were about 500 instructions a chip more in each
/// of the SVG writer, its glyph table and the id prefix (12 M of the 200 × 40 SVG batch's 245 M).
///
/// Public, as are `GlyphBlock`, its header and `GlyphStorage`, with every member `package` or
/// less, for one reason: Swift 6.3 inlines no `@inlinable` member of a `package` type into
/// another module, so each read of a run was a call, and its closure a call of its own (2.2 M
/// of the 200 × 40 SVG batch's 189.9 M, 6 Dec 2026). The collection's requirements are public
/// because its protocol is. None of these types is part of TagFlow's API (API.txt).
public struct GlyphRuns: RandomAccessCollection, Sendable {
    @usableFromInline nonisolated(unsafe) let block: GlyphBlock

    /// The runs `block` keeps (`ShapedText.glyphs`).
    @inlinable package init(block: GlyphBlock) {
        self.block = block
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { block.runCount }
    @inlinable public var count: Int { block.runCount }
    @inlinable public subscript(position: Int) -> GlyphRun { block.run(position) }

    /// Run `index`'s font.
    @inlinable package func font(at index: Int) -> Font {
        block.withUnsafeMutablePointerToHeader { $0.pointee.font } ?? block.listedFont(at: index)
    }

    /// Run `index`'s font's identity, the font not held: to compare with one held elsewhere
    /// (the id prefix's font digests), where `font(at:)`, held and let go of, was a retain and a
    /// release a run.
    @inlinable package func fontIdentity(at index: Int) -> ObjectIdentifier {
        let single = block.withUnsafeMutablePointerToHeader { $0.pointee.font.map(ObjectIdentifier.init) }
        return single ?? ObjectIdentifier(block.listedFont(at: index))
    }

    /// How many glyphs run `index` has.
    @inlinable package func glyphCount(at index: Int) -> Int {
        let (single, count) = block.withUnsafeMutablePointerToHeader { ($0.pointee.font != nil, $0.pointee.count) }
        return single ? Int(count) : block.listedGlyphCount(at: index)
    }

    /// `GlyphStorage.withFontUnits` of run `index`, read in place.
    @inlinable package func withFontUnits(at index: Int, _ body: (GlyphStorage.FontUnits) -> Void) -> Bool {
        let (single, scale) = block.withUnsafeMutablePointerToHeader { ($0.pointee.font != nil, $0.pointee.scale) }
        guard single else { return block.listedFontUnits(at: index, body) }
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
