import Testing

@testable import TextShaping

/// Widths checked against HarfBuzz's own command-line tool, an independent oracle.
///
/// Each expected sum of advances (font units) was produced with Debian's libharfbuzz-bin 6.0.0:
///
///     hb-shape --font-funcs=ot --output-format=json Fonts/Inter-Regular.otf "AVATAR" \
///       | python3 -c 'import json,sys; print(sum(g["ax"] for g in json.load(sys.stdin)))'
///
/// (no `--font-size`, so advances come in font units), and units per em from fontTools:
/// `python3 -c "from fontTools.ttLib import TTFont; print(TTFont('Fonts/Inter-Regular.otf')['head'].unitsPerEm)"`
/// → 2816 for Inter, 1000 for NanumSquareRound. Width in px = size × Σ advances / unitsPerEm.
@Suite("Label widths equal hb-shape's")
struct HarfBuzzOracleTests {
    static let interCases: [(String, Int)] = [
        ("AVATAR", 10376),  // kerned: A+V alone is 1904 + 1904 unkerned, 1712 + … kerned
        ("Type", 6556),
        ("WAVE", 7812),
        ("Yoga Tokyo", 15420),
        ("office affluent", 18620),
        ("Rock 'n' Roll", 15848),
        ("Música Popular Brasileira", 33352),
        ("VAT LTA TeX", 16600),
        ("Contemporary Classical Progressive Psychedelic Rock and Roll", 83548),
    ]

    static let sizes: [Double] = [14, 16, 13.5, 72]

    @Test("Inter Regular at several sizes", arguments: interCases, sizes)
    func interWidths(_ oracle: (label: String, units: Int), size: Double) throws {
        let (label, units) = oracle
        let font = try FontLibrary.bundled(.interRegular)
        #expect(font.unitsPerEm == 2816)
        let shaped = TextShaper(fonts: [font]).shape(label, size: size)
        let expected = size * Double(units) / 2816
        #expect(abs(shaped.width - expected) < 1e-9, "\(label) at \(size) px: \(shaped.width) vs \(expected)")
    }

    @Test("Inter SemiBold: hb-shape gives 6732 units for \"Type\"")
    func semiBoldWidth() throws {
        let font = try FontLibrary.bundled(.interSemiBold)
        let shaped = TextShaper(fonts: [font]).shape("Type", size: 14)
        #expect(abs(shaped.width - 14 * 6732 / 2816) < 1e-9)
    }

    @Test(
        "Korean labels in the default stack are shaped with the bundled Hangul face, as hb-shape does",
        arguments: [("힙합 음악", 3890), ("케이팝", 2730), ("판소리", 2730)])
    func hangulWidths(label: String, units: Int) throws {
        let shaped = TextShaper(fonts: try FontLibrary.defaultStack()).shape(label, size: 14)
        #expect(shaped.runs.count == 1)
        #expect(shaped.runs.first?.font.familyName == "NanumSquareRound")
        #expect(abs(shaped.width - 14 * Double(units) / 1000) < 1e-9)
        #expect(shaped.missing.isEmpty)
    }

    @Test("Kerning is applied: \"AV\" is narrower than \"A\" plus \"V\"")
    func kerningApplied() throws {
        let shaper = TextShaper(fonts: [try FontLibrary.bundled(.interRegular)])
        let pair = shaper.shape("AV", size: 100).width
        let apart = shaper.shape("A", size: 100).width + shaper.shape("V", size: 100).width
        #expect(pair < apart - 1)
    }
}
