import Testing

@testable import TextShaping

/// Complex scripts measured against hb-shape on the same font files (Debian 12's packages).
/// Each expected sum of advances in font units was produced with:
///
///     hb-shape --font-funcs=ot --output-format=json FONT "LABEL" \
///       | python3 -c 'import json,sys; print(sum(g["ax"] for g in json.load(sys.stdin)))'
///
/// and units per em with fontTools (`TTFont(FONT)['head'].unitsPerEm`): DejaVu Sans 2048,
/// Lohit Devanagari 1024, IPAGothic 2048, Inter 2816.
@Suite("Complex scripts measure as hb-shape does")
struct ScriptOracleTests {
    static let cases: [(font: String, unitsPerEm: Double, label: String, units: Double)] = [
        (SystemFonts.dejaVuSans, 2048, "العربية", 5597),  // Arabic: joining forms
        (SystemFonts.dejaVuSans, 2048, "مرحبا", 4735),
        (SystemFonts.dejaVuSans, 2048, "עברית", 5426),  // Hebrew
        (SystemFonts.dejaVuSans, 2048, "שלום עולם", 9546),
        (SystemFonts.lohitDevanagari, 1024, "देवनागरी", 3154),  // Devanagari: reordered vowel signs, marks
        (SystemFonts.lohitDevanagari, 1024, "नमस्ते दुनिया", 4865),  // conjuncts
        (SystemFonts.ipaGothic, 2048, "日本語のタグ", 12288),  // Japanese
        (SystemFonts.ipaGothic, 2048, "東京タワー", 10240),
    ]

    @Test("Each label in its own font, at 14 and 17.5 px", arguments: cases, [14.0, 17.5])
    func widths(_ oracle: (font: String, unitsPerEm: Double, label: String, units: Double), size: Double) throws {
        let font = try SystemFonts.font(oracle.font)
        let shaped = TextShaper(fonts: [font], systemFallback: false).shapeUncached(oracle.label, size: size)
        let expected = size * oracle.units / oracle.unitsPerEm
        #expect(abs(shaped.width - expected) < 0.01, "\(oracle.label): \(shaped.width) vs \(expected)")
        #expect(shaped.missing.isEmpty)
    }

    @Test("A mixed Arabic, digits and Latin label is the sum of its runs, each as hb-shape measures it")
    func mixedLabel() throws {
        // Runs (bidi levels 1, 2, 1, 2): "مرحبا " in DejaVu Sans (hb-shape: 5386), then "123" (4804),
        // " " (792) and "world" (7380) in Inter.
        let fonts = [try FontLibrary.bundled(.interRegular), try SystemFonts.font(SystemFonts.dejaVuSans)]
        let shaped = TextShaper(fonts: fonts, systemFallback: false).shapeUncached("مرحبا 123 world", size: 14)
        let arabic: Double = 14 * 5386 / 2048
        let latin: Double = 14 * Double(4804 + 792 + 7380) / 2816
        let expected = arabic + latin
        #expect(abs(shaped.width - expected) < 0.01)
        // Right-to-left paragraph: "world", " ", "123", then the Arabic on the right.
        #expect(shaped.runs.map(\.font.familyName) == ["Inter", "Inter", "Inter", "DejaVu Sans"])
    }
}
