import Testing

@testable import TextShaping

@Suite("A label's runs in one block")
struct GlyphBlockTests {
    let shaper: TextShaper

    init() throws {
        shaper = TextShaper(fonts: try FontLibrary.defaultStack())
    }

    @Test("A printable-ASCII label is one narrow run, its glyphs where hb-shape's advances put them")
    func oneNarrowRun() throws {
        let text = shaper.shapeUncached("Deep House", size: 16)
        #expect(text.glyphRuns.count == 1)
        let run = try #require(text.runs.first)
        #expect(run.font === shaper.fonts[0])
        #expect(run.width == text.width)
        #expect(run.glyphs.map(\.cluster) == Array(0..<10))
        // Each glyph starts where the advances before it end: the next glyph's x is this one's
        // plus its advance, and the last advance ends at the run's width.
        var units = 0
        let scale = 16 / Double(run.font.unitsPerEm)
        let read = run.storage.withFontUnits { kept in
            #expect(kept.packed.isEmpty)
            #expect(kept.narrow.count == 10)
            #expect(kept.scale == scale && kept.penX == 0)
            for (glyph, narrow) in zip(run.glyphs, kept.narrow) {
                #expect(glyph.x == Double(units) * scale)
                #expect(glyph.id == UInt32(narrow.id))
                units += Int(narrow.advance)
            }
        }
        #expect(read)
        #expect(abs(Double(units) * scale - text.width) < 1e-9)
    }

    @Test("Runs set from outside are kept as given, and the label they came from is unchanged")
    func runsSetBack() throws {
        let original = shaper.shapeUncached("Lo-fi Rock", size: 16)
        var changed = original
        changed.runs = changed.runs
        #expect(changed.glyphRuns.count == 1)
        #expect(changed.runs[0].glyphs == original.runs[0].glyphs)
        #expect(changed.runs[0].width == original.runs[0].width)
        changed.runs[0].width = 1
        changed.runs[0].glyphs = []
        #expect(changed.runs[0].width == 1 && changed.runs[0].glyphs.isEmpty)
        #expect(original.runs[0].width == original.width && original.runs[0].glyphs.count == 10)
        changed.runs = []
        #expect(changed.glyphRuns.isEmpty && changed.runs.isEmpty)
    }

    @Test("A label of several runs keeps each, a narrow one among them in a block of its own")
    func severalRuns() throws {
        let text = shaper.shapeUncached("Rock 힙합", size: 16)
        #expect(text.glyphRuns.map(\.font.familyName) == ["Inter", "NanumSquareRound"])
        #expect(text.runs.map(\.glyphs) == text.glyphRuns.map(\.glyphs))
        #expect(abs(text.runs.reduce(0) { $0 + $1.width } - text.width) < 1e-9)
    }
}
