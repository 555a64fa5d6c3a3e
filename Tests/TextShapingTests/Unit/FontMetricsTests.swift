import Testing

@testable import TextShaping

/// Metrics checked against the fonts' own tables as fontTools reads them:
///
///     python3 -c "from fontTools.ttLib import TTFont; t=TTFont('Fonts/Inter-Regular.otf'); \
///       o=t['OS/2']; print(t['head'].unitsPerEm, o.sTypoAscender, o.sTypoDescender, o.sTypoLineGap, \
///       o.sCapHeight, o.sxHeight)"
///
/// → Inter Regular: 2816 2728 -680 0 2048 1536 (USE_TYPO_METRICS set; hhea agrees);
///   NanumSquareRound: 1000, hhea 850 -255 30, cap height 719, x-height 528.
@Suite("Font metrics come from the font's tables")
struct FontMetricsTests {
    @Test("Inter Regular's metrics in font units and scaled to 14 px")
    func interMetrics() throws {
        let font = try FontLibrary.bundled(.interRegular)
        #expect(
            font.metrics
                == FontMetrics(
                    unitsPerEm: 2816, ascender: 2728, descender: 680, lineGap: 0, capHeight: 2048,
                    xHeight: 1536))
        let px = font.metrics.scaled(to: 14)
        #expect(abs(px.ascent - 14 * 2728 / 2816) < 1e-12)
        #expect(abs(px.lineHeight - 14 * 3408 / 2816) < 1e-12)
        #expect(abs(px.capHeight - 14 * 2048 / 2816) < 1e-12)
    }

    @Test("NanumSquareRound's metrics")
    func hangulMetrics() throws {
        let font = try FontLibrary.bundled(.hangul)
        #expect(
            font.metrics
                == FontMetrics(
                    unitsPerEm: 1000, ascender: 850, descender: 255, lineGap: 30, capHeight: 719, xHeight: 528))
    }

    @Test("Names come from the font: family and style")
    func names() throws {
        let font = try FontLibrary.bundled(.interRegular)
        #expect(font.familyName == "Inter")
        #expect(font.styleName == "Regular")
    }
}
