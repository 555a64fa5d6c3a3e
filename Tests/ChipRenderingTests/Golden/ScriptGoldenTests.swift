import Primitives
import Testing

@testable import ChipRendering
@testable import TextShaping

/// One chip per line of text a user may feed in, drawn and compared with a golden image that
/// was looked at by eye. System fonts come from the Debian packages .ci/run installs.
@Suite("Every kind of label, drawn")
struct ScriptGoldenTests {
    static let labels = [
        "AVATAR To Wa Yoga",  // kerning pairs
        "office affine",  // ligatures where the font has them
        "힙합 음악 · 케이팝",  // Hangul, bundled NanumSquareRound
        "日本語のタグ",  // Japanese, system fallback
        "العربية",  // Arabic: right-to-left, joined
        "עברית",  // Hebrew
        "مرحبا 123 world",  // mixed Arabic, digits and Latin
        "Cafe\u{301} n\u{303} A\u{30A}",  // combining marks
        "👩‍💻 dev 🇰🇷 🇯🇵",  // ZWJ emoji and flags
        "देवनागरी",  // Devanagari
        "no font: \u{0378}",  // nothing can draw U+0378: the .notdef box
    ]

    @Test("Latin, Hangul, Japanese, Arabic, Hebrew, mixed, marks, emoji, flags, Devanagari and a missing glyph")
    func scripts() throws {
        let shaper = TextShaper(fonts: try FontLibrary.defaultStack())
        let style = ChipStyle(
            fill: try! Color(hex: "#f1f3f6"), stroke: try! Color(hex: "#d0d7de"), strokeWidth: 1,
            textColor: try! Color(hex: "#1f2328"))
        var y = 8.0
        var width = 0.0
        let chips = Self.labels.map { label in
            let text = shaper.shape(label, size: 16)
            let height = text.metrics.lineHeight + 12
            let chip = PlacedChip(
                frame: Rect(x: 8, y: y, width: text.width + 24, height: height), text: text,
                textOffset: Point(x: 12, y: (height + text.metrics.capHeight) / 2), style: style)
            y += height + 6
            width = max(width, chip.frame.width + 16)
            return chip
        }
        let scene = ChipScene(
            width: width.rounded(.up), height: (y + 2).rounded(.up), background: try! Color(hex: "#fff"), chips: chips)
        try expectSnapshot(
            ChipRenderer.render(scene, as: .png, scale: 2), threshold: 8, maxDifferingPixels: 60)
    }
}
