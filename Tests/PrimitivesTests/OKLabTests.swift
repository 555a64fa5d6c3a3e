import Foundation
import Testing

@testable import Primitives

/// Degrees between two hue angles, the short way round.
private func hueDistance(_ a: Double, _ b: Double) -> Double {
    let difference = abs(a - b).truncatingRemainder(dividingBy: 360)
    return min(difference, 360 - difference)
}

@Suite("OKLab, and fills that give way to their text")
struct OKLabTests {
    @Test(
        "OKLab of white, black and the sRGB primaries matches Ottosson's published values",
        arguments: [
            ("#ffffff", 1.0, 0.0, 0.0), ("#000000", 0.0, 0.0, 0.0), ("#ff0000", 0.627_955, 0.224_863, 0.125_846),
            ("#00ff00", 0.866_440, -0.233_888, 0.179_498), ("#0000ff", 0.452_014, -0.032_457, -0.311_528),
        ])
    func knownValues(hex: String, lightness: Double, a: Double, b: Double) throws {
        let lab = try #require(Color(hex: hex)).oklab
        #expect(abs(lab.lightness - lightness) < 1e-4 && abs(lab.a - a) < 1e-4 && abs(lab.b - b) < 1e-4, "\(lab)")
    }

    @Test(
        "OKLCh round-trips an sRGB colour to the same 8-bit value",
        arguments: ["#0969da", "#fde2e4", "#21262d", "#8250df"])
    func roundTrip(_ hex: String) throws {
        let color = try #require(Color(hex: hex))
        let lab = color.oklab
        let back = Color(lightness: lab.lightness, chroma: (lab.a * lab.a + lab.b * lab.b).squareRoot(), hue: color.hue)
        #expect(back.description == hex)
    }

    @Test("Out of gamut, chroma gives way: lightness and hue stay, every channel is within 0…1")
    func gamutMapping() {
        let vivid = Color(lightness: 0.9, chroma: 0.4, hue: 250)
        for channel in [vivid.red, vivid.green, vivid.blue] { #expect((0...1).contains(channel)) }
        #expect(abs(vivid.oklab.lightness - 0.9) < 1e-3)
        #expect(hueDistance(vivid.hue, 250) < 1)
    }

    @Test("Half-way in OKLab between black and white is OKLab lightness 0.5")
    func mixing() throws {
        let middle = Color(red: 0, green: 0, blue: 0).mixedInOKLab(toward: Color(red: 1, green: 1, blue: 1), by: 0.5)
        #expect(abs(middle.oklab.lightness - 0.5) < 1e-6)
    }

    @Test("A fill that already reads is only rounded to 8 bits")
    func readableFillKept() throws {
        let fill = try #require(Color(hex: "#dfe7fd"))
        #expect(fill.readableFill(under: Color(hex: "#1f2328")!) == fill)
    }

    @Test(
        "A fill too close to its text moves away from it just far enough, keeping its hue",
        arguments: [("#1f6feb", "#e6edf3"), ("#0969da", "#1f2328"), ("#777777", "#ffffff"), ("#595f66", "#000000")])
    func readableFillMoves(fill hex: String, text textHex: String) throws {
        let (fill, text) = (try #require(Color(hex: hex)), try #require(Color(hex: textHex)))
        #expect(fill.contrastRatio(with: text) < 4.5)
        let readable = fill.readableFill(under: text)
        #expect(readable.contrastRatio(with: text) >= 4.5)
        // Just far enough: one 8-bit step less on the OKLab lightness would not read.
        #expect(readable.contrastRatio(with: text) < 4.7, "\(readable)")
        // Away from the text: darker under lighter text, lighter under darker text.
        #expect(
            (readable.relativeLuminance < fill.relativeLuminance) == (text.relativeLuminance > fill.relativeLuminance))
        if (fill.oklab.a * fill.oklab.a + fill.oklab.b * fill.oklab.b).squareRoot() > 0.05 {
            #expect(hueDistance(readable.hue, fill.hue) < 3, "hue \(fill.hue) → \(readable.hue)")
        }
    }

    @Test("When neither way reaches the ratio, the end that contrasts more")
    func readableFillImpossible() throws {
        let text = try #require(Color(hex: "#777777"))
        // Black on #777 is 4.7:1 and white 4.5:1; 7:1 is out of reach, so black, the better end.
        #expect(Color(hex: "#808080")!.readableFill(under: text, atLeast: 7).description == "#000000")
    }
}
