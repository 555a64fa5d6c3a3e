import Testing

@testable import TextShaping

@Suite("Right-to-left and mixed-direction labels")
struct BidiTests {
    @Test("Rule L2: runs at higher levels are reversed, from the highest level down to the lowest odd one")
    func visualOrder() {
        #expect(Bidi.visualOrder(levels: [0, 0, 0]) == [0, 1, 2])
        #expect(Bidi.visualOrder(levels: [1, 1, 1]) == [2, 1, 0])
        #expect(Bidi.visualOrder(levels: [0, 1, 1, 0]) == [0, 2, 1, 3])
        // Numbers (level 2) inside right-to-left text (level 1) keep their own order.
        #expect(Bidi.visualOrder(levels: [1, 2, 2, 1]) == [3, 1, 2, 0])
        #expect(Bidi.visualOrder(levels: [1, 2, 1, 2]) == [3, 2, 1, 0])
    }

    @Test("Levels come from the first strong character")
    func levels() {
        #expect(Bidi.levels(of: Array("abc אב".unicodeScalars)) == [0, 0, 0, 0, 1, 1])
        #expect(Bidi.levels(of: Array("אב 12".unicodeScalars)) == [1, 1, 1, 2, 2])
        #expect(!Bidi.isNeeded("Música Popular"))
        #expect(Bidi.isNeeded("שלום"))
        #expect(Bidi.isNeeded("\u{202E}abc"))
    }

    func hebrewShaper() throws -> TextShaper {
        TextShaper(fonts: [try FontLibrary.bundled(.interRegular), try SystemFonts.font(SystemFonts.dejaVuSans)])
    }

    @Test("An all right-to-left label reads from the right: its last letter is drawn leftmost")
    func pureRightToLeft() throws {
        let shaper = try hebrewShaper()
        let dejaVu = try SystemFonts.font(SystemFonts.dejaVuSans)
        let shaped = shaper.shapeUncached("שלום", size: 20)
        let glyphs = shaped.runs.flatMap(\.glyphs)
        // hb-shape DejaVuSans.ttf "שלום" → [uni05DD … uni05E9]: final mem first, shin last.
        #expect(glyphs.map(\.id) == ["ם", "ו", "ל", "ש"].map { dejaVu.shaping.glyph(for: $0.unicodeScalars.first!)! })
        #expect(glyphs.map(\.x) == glyphs.map(\.x).sorted())
    }

    @Test("Mixed labels put each run where its paragraph direction says")
    func mixedDirection() throws {
        let shaper = try hebrewShaper()
        // Left-to-right paragraph: Latin first (left), Hebrew after it.
        let ltr = shaper.shapeUncached("abc שלום", size: 20)
        #expect(ltr.runs.map(\.font.familyName) == ["Inter", "DejaVu Sans"])
        // Right-to-left paragraph: the Hebrew is on the right, so the Latin run comes first.
        let rtl = shaper.shapeUncached("שלום abc", size: 20)
        // Levels: "שלום " 1 (the space sides with the paragraph), "abc" 2.
        #expect(rtl.runs.map(\.font.familyName) == ["Inter", "DejaVu Sans"])
        // Runs are laid end to end whatever the order.
        var x = 0.0
        for run in rtl.runs {
            #expect(abs((run.glyphs.map(\.x).min() ?? x) - x) < 2)
            x += run.width
        }
        #expect(abs(x - rtl.width) < 1e-9)
    }
}
