import Testing

@testable import Primitives

private let black = Color(red: 0, green: 0, blue: 0)
private let white = Color(red: 1, green: 1, blue: 1)

/// A grey with each channel `byte` / 255.
private func gray(_ byte: Int) -> Color {
    Color(red: Double(byte) / 255, green: Double(byte) / 255, blue: Double(byte) / 255)
}

private func isClose(_ value: Double, _ expected: Double, within tolerance: Double = 1e-9) -> Bool {
    abs(value - expected) <= tolerance
}

private func isCloseColor(_ color: Color, _ expected: Color) -> Bool {
    zip(
        [color.red, color.green, color.blue, color.alpha],
        [expected.red, expected.green, expected.blue, expected.alpha]
    )
    .allSatisfy { abs($0 - $1) < 1e-9 }
}

@Suite("Contrast")
struct ContrastTests {
    @Test("Luminance is 0 for black, 1 for white, and the WCAG weight of each primary")
    func primaries() {
        #expect(black.relativeLuminance == 0)
        #expect(isClose(white.relativeLuminance, 1))
        // WCAG 2.x: L = 0.2126 R + 0.7152 G + 0.0722 B, and a full channel linearises to 1.
        #expect(isClose(Color(red: 1, green: 0, blue: 0).relativeLuminance, 0.2126))
        #expect(isClose(Color(red: 0, green: 1, blue: 0).relativeLuminance, 0.7152))
        #expect(isClose(Color(red: 0, green: 0, blue: 1).relativeLuminance, 0.0722))
    }

    @Test("Channels are linearised on either side of the 0.04045 threshold")
    func linearisation() {
        // 10/255 = 0.039216 ≤ 0.04045, so linear: 0.039216 / 12.92 = 0.0030353.
        #expect(isClose(gray(10).relativeLuminance, 0.003035269835, within: 1e-12))
        // 11/255 = 0.043137 > 0.04045, so ((0.043137 + 0.055) / 1.055)^2.4 = 0.093021^2.4 = 0.0033465.
        #expect(isClose(gray(11).relativeLuminance, 0.003346535764, within: 1e-12))
        // #777: 119/255 = 0.466667; (0.521667 / 1.055)^2.4 = 0.494471^2.4 = 0.184475.
        #expect(isClose(gray(0x77).relativeLuminance, 0.184475, within: 1e-6))
    }

    @Test("Alpha does not change luminance")
    func alphaIgnored() {
        #expect(
            Color(red: 1, green: 0, blue: 0, alpha: 0.2).relativeLuminance
                == Color(red: 1, green: 0, blue: 0).relativeLuminance)
    }

    @Test("Black on white is 21:1, either way round")
    func blackOnWhite() {
        // (1 + 0.05) / (0 + 0.05) = 21, WCAG's maximum.
        #expect(isClose(black.contrastRatio(with: white), 21))
        #expect(isClose(white.contrastRatio(with: black), 21))
    }

    @Test(
        "A colour against itself is 1:1", arguments: [black, white, gray(0x77), Color(red: 0.4, green: 0.2, blue: 0.6)])
    func selfContrast(color: Color) {
        #expect(color.contrastRatio(with: color) == 1)
    }

    @Test("Published contrast ratios")
    func publishedRatios() throws {
        // WebAIM and WCAG discussions: #777 on white is 4.48:1, just short of AA; #767676 is the lightest grey
        // that passes, at 4.54:1. By hand: 1.05 / (0.184475 + 0.05) = 4.4781.
        #expect(isClose(gray(0x77).contrastRatio(with: white), 4.48, within: 0.005))
        #expect(isClose(gray(0x76).contrastRatio(with: white), 4.54, within: 0.005))
        // CSS Color 4, "System Colors" example, which truncates to two decimals: blue on white 8.59:1,
        // blue on black 2.44:1, #81D9FE on black 13.28:1.
        let blue = Color(red: 0, green: 0, blue: 1)
        #expect((8.59..<8.60).contains(blue.contrastRatio(with: white)))
        #expect((2.44..<2.45).contains(blue.contrastRatio(with: black)))
        #expect((13.28..<13.29).contains(try Color(hex: "#81d9fe").contrastRatio(with: black)))
    }

    @Test("An opaque colour over anything is itself")
    func opaqueOver() {
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(red.composited(over: white) == red)
        #expect(red.composited(over: Color(red: 0, green: 0, blue: 1, alpha: 0.3)) == red)
    }

    @Test("A transparent colour over anything leaves the background")
    func transparentOver() {
        let background = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(isCloseColor(Color(red: 1, green: 1, blue: 1, alpha: 0).composited(over: background), background))
    }

    @Test("Half-transparent white over black is mid grey")
    func halfOverOpaque() {
        // 1·0.5 + 0·1·(1 − 0.5) = 0.5 per channel; alpha 0.5 + 1·0.5 = 1.
        let result = Color(red: 1, green: 1, blue: 1, alpha: 0.5).composited(over: black)
        #expect(isCloseColor(result, Color(red: 0.5, green: 0.5, blue: 0.5)))
    }

    @Test("Translucent over translucent mixes in straight alpha")
    func translucentOverTranslucent() {
        // Red at 0.5 over blue at 0.5: αo = 0.5 + 0.5·0.5 = 0.75;
        // red = 1·0.5 / 0.75 = 2/3, blue = 1·0.5·0.5 / 0.75 = 1/3.
        let result = Color(red: 1, green: 0, blue: 0, alpha: 0.5).composited(
            over: Color(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(isCloseColor(result, Color(red: 2.0 / 3, green: 0, blue: 1.0 / 3, alpha: 0.75)))
    }

    @Test("Nothing over nothing is transparent, not NaN")
    func transparentOverTransparent() {
        let clear = Color(red: 0.3, green: 0.3, blue: 0.3, alpha: 0)
        #expect(clear.composited(over: clear) == Color(red: 0, green: 0, blue: 0, alpha: 0))
    }

    @Test(
        "The result is exactly opaque over an opaque background", arguments: [0, 0.1, 0.3, 0.7, 0.9, 1e-9, 0.999_999])
    func opaqueBackground(alpha: Double) {
        let source = Color(red: 0.9, green: 0.1, blue: 0.5, alpha: alpha)
        #expect(source.composited(over: gray(0x33)).alpha == 1)
    }

    @Test("Readable text is the first preference reaching 4.5:1, not the best")
    func firstPreference() {
        let navy = Color(red: 0, green: 0, blue: 128.0 / 255)
        // Yellow on white is 1.07:1 and #777 4.48:1, both short; navy is 16:1.
        let yellow = Color(red: 1, green: 1, blue: 0)
        #expect(Color.readableText(on: white, preferring: [yellow, gray(0x77), navy, black]) == navy)
        // #767676 passes at 4.54:1, so it wins though black would contrast more.
        #expect(Color.readableText(on: white, preferring: [gray(0x76), black]) == gray(0x76))
    }

    @Test("Without a readable preference, black or white, whichever contrasts more")
    func fallback() throws {
        #expect(Color.readableText(on: white, preferring: []) == black)
        #expect(Color.readableText(on: black, preferring: []) == white)
        // #777 gives 4.48:1 with white and (0.184475 + 0.05) / 0.05 = 4.69:1 with black.
        #expect(Color.readableText(on: gray(0x77), preferring: [white]) == black)
        // rebeccapurple (L = 0.0749): 8.41:1 with white, 2.50:1 with black.
        #expect(Color.readableText(on: try #require(Color(css: "rebeccapurple")), preferring: [black]) == white)
    }
}
