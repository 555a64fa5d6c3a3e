import Testing

@testable import Primitives

/// A colour as 0…255 channels, alpha included, so expectations read like CSS.
private func bytes(_ color: Color?) -> [Int]? {
    color.map { color in [color.red, color.green, color.blue, color.alpha].map { Int(($0 * 255).rounded()) } }
}

/// Whether every channel of `color` is within a millionth of `expected`.
private func isClose(_ color: Color?, _ expected: Color) -> Bool {
    guard let color else { return false }
    return zip(
        [color.red, color.green, color.blue, color.alpha],
        [expected.red, expected.green, expected.blue, expected.alpha]
    )
    .allSatisfy { abs($0 - $1) < 1e-6 }
}

@Suite("CSS colours")
struct CSSColorTests {
    @Test(
        "Hex forms parse, 3 and 4 digits doubling each digit",
        arguments: [
            ("#f00", [255, 0, 0, 255]),
            ("#F00", [255, 0, 0, 255]),
            ("#0f08", [0, 255, 0, 0x88]),
            ("#1f2328", [0x1F, 0x23, 0x28, 255]),
            ("#1F232880", [0x1F, 0x23, 0x28, 0x80]),
            ("  #abc\t\n", [0xAA, 0xBB, 0xCC, 255]),
        ])
    func hexParses(text: String, expected: [Int]) {
        #expect(bytes(Color(css: text)) == expected)
    }

    @Test(
        "rgb() and rgba() parse, comma- or space-separated",
        arguments: [
            ("rgb(255, 0, 0)", Color(red: 1, green: 0, blue: 0)),
            ("RGB(255,0,0)", Color(red: 1, green: 0, blue: 0)),
            ("rgb( 0 , 51 , 102 )", Color(red: 0, green: 0.2, blue: 0.4)),
            ("rgba(0, 0, 255, 0.5)", Color(red: 0, green: 0, blue: 1, alpha: 0.5)),
            ("rgba(0, 0, 255, 25%)", Color(red: 0, green: 0, blue: 1, alpha: 0.25)),
            // CSS Color 4 makes rgb and rgba aliases: either may take an alpha or leave it out.
            ("rgb(0, 0, 255, .5)", Color(red: 0, green: 0, blue: 1, alpha: 0.5)),
            ("rgba(0, 0, 255)", Color(red: 0, green: 0, blue: 1)),
            ("rgb(100%, 50%, 0%)", Color(red: 1, green: 0.5, blue: 0)),
            ("rgb(12.5%, 0%, 100%)", Color(red: 0.125, green: 0, blue: 1)),
            // 127.5 / 255 = 0.5, 1e2 = 100 → 100 / 255, and +0 is 0.
            ("rgb(127.5, 1e2, +0)", Color(red: 0.5, green: 100.0 / 255, blue: 0)),
            ("rgb(0 128 255)", Color(red: 0, green: 128.0 / 255, blue: 1)),
            ("rgb(0 128 255 / 0.25)", Color(red: 0, green: 128.0 / 255, blue: 1, alpha: 0.25)),
            ("rgb(0 0 0/50%)", Color(red: 0, green: 0, blue: 0, alpha: 0.5)),
            // The space-separated form may mix numbers and percentages.
            ("rgb(255 50% 0 / 1)", Color(red: 1, green: 0.5, blue: 0)),
            ("rgba(255 255 255 / 0)", Color(red: 1, green: 1, blue: 1, alpha: 0)),
            ("  Rgb(0\t0 0)  ", Color(red: 0, green: 0, blue: 0)),
        ])
    func functionalParses(text: String, expected: Color) {
        #expect(isClose(Color(css: text), expected))
    }

    @Test("transparent is black with zero alpha, in any case")
    func transparent() {
        #expect(Color(css: "transparent") == Color(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(Color(css: " TransParent ") == Color(red: 0, green: 0, blue: 0, alpha: 0))
    }

    // Expected values copied from the "Named Colors" table of CSS Color Module Level 4
    // (https://www.w3.org/TR/css-color-4/#named-colors, decimal column); the same values, bar rebeccapurple,
    // are in Vim's colors/lists/csscolors.vim, which follows CSS Color 3.
    @Test(
        "Named colours have the values the spec lists",
        arguments: [
            ("rebeccapurple", [102, 51, 153, 255]),
            ("aliceblue", [240, 248, 255, 255]),
            ("lightgoldenrodyellow", [250, 250, 210, 255]),
            ("darkslategrey", [47, 79, 79, 255]),
            ("gray", [128, 128, 128, 255]),
            ("grey", [128, 128, 128, 255]),
            ("green", [0, 128, 0, 255]),
            ("lime", [0, 255, 0, 255]),
            ("navajowhite", [255, 222, 173, 255]),
            ("yellowgreen", [154, 205, 50, 255]),
            ("RebeccaPurple", [102, 51, 153, 255]),
            (" NAVY ", [0, 0, 128, 255]),
        ])
    func namedParses(text: String, expected: [Int]) {
        #expect(bytes(Color(css: text)) == expected)
    }

    @Test("Aliases and the two spellings of grey are equal")
    func aliases() {
        #expect(Color(css: "aqua") == Color(css: "cyan"))
        #expect(Color(css: "fuchsia") == Color(css: "magenta"))
        for gray in cssColorNames.keys where gray.contains("gray") {
            let grey = gray.replacing("gray", with: "grey")
            #expect(cssColorNames[grey] == cssColorNames[gray], "\(grey) should match \(gray)")
        }
    }

    @Test("The table holds all 148 names of CSS Color 4, in lower case")
    func tableSize() {
        // 147 from CSS Color 3 (SVG 1.1's list) plus rebeccapurple; each grey spelling counts once.
        #expect(cssColorNames.count == 148)
        #expect(cssColorNames.keys.filter { $0.contains("grey") }.count == 7)
        #expect(cssColorNames.keys.allSatisfy { $0 == $0.lowercased() && $0.allSatisfy(\.isLetter) })
        #expect(cssColorNames.values.allSatisfy { $0 <= 0xFF_FFFF })
    }

    @Test("Every name in the table parses, upper-cased too, to its value")
    func everyNameRoundTrips() {
        for (name, value) in cssColorNames {
            let expected = [Int(value >> 16), Int(value >> 8 & 0xFF), Int(value & 0xFF), 255]
            #expect(bytes(Color(css: name)) == expected, "\(name)")
            #expect(bytes(Color(css: name.uppercased())) == expected, "\(name.uppercased())")
        }
    }

    @Test(
        "Malformed or out-of-range colours are refused, not clamped",
        arguments: [
            // Empty, unknown, or another notation.
            "", "   ", "notacolor", "red blue", "hsl(0, 100%, 50%)", "currentcolor", "#", "f00",
            // Hex with the wrong length or digits.
            "#12", "#12345", "#1234567", "#123456789", "#ggg", "# fff", "#\u{FF11}\u{FF12}\u{FF13}",
            // Wrong argument counts or separators.
            "rgb()", "rgb(1,2)", "rgb(1, 2, 3, 4, 5)", "rgb(1,,2,3)", "rgb(1,2,3,)", "rgb(1 2)", "rgb(1 2 3 4)",
            "rgb(1, 2 3)", "rgb(1,2,3 / 0.5)", "rgb(1 2 3 /)", "rgb(1 2 / 3)", "rgb(1 2 3 / 0.5 / 1)",
            "rgb(1 2 3 / 0.5 1)",
            // Not a call: missing parenthesis, or a space before it.
            "rgb(1, 2, 3", "rgb 1, 2, 3)", "rgb (1, 2, 3)", "rgb(1, 2, 3))",
            // Out of range.
            "rgb(256,0,0)", "rgb(300, 0, 0)", "rgb(-1, 0, 0)", "rgb(255.5, 0, 0)", "rgb(101%, 0%, 0%)",
            "rgb(-1%, 0%, 0%)", "rgb(1e3, 0, 0)", "rgba(0,0,0,2)", "rgba(0, 0, 0, -0.1)", "rgba(0, 0, 0, 101%)",
            "rgb(0 0 0 / 1.5)",
            // Numbers CSS does not write, though Double(_:) would read them.
            "rgb(inf, 0, 0)", "rgb(nan, 0, 0)", "rgb(0x10, 0, 0)", "rgb(1., 0, 0)", "rgb(1e, 0, 0)", "rgb(., 0, 0)",
            "rgb(+-1, 0, 0)", "rgb(%, 0, 0)", "rgb(5%%, 0, 0)", "rgb(calc(1), 2, 3)",
            // The legacy comma syntax does not mix numbers and percentages.
            "rgb(50%, 0, 0)",
            // Case-insensitive means ASCII only: this "k" is the Kelvin sign.
            "blac\u{212A}",
        ])
    func malformedRefused(text: String) {
        #expect(Color(css: text) == nil)
    }
}
