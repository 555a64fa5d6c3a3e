import Foundation
import Primitives
import Testing

@testable import ChipRendering
@testable import TextShaping

/// A scene of chips drawn and compared with its golden PNG (`ChipRendererTests` has the rules).
@Suite("Golden chips")
struct ChipGoldenTests {
    @Test("PNG: Latin, Hangul and a square-cornered chip match their golden image")
    func goldenMixedLabels() throws {
        let shaper = TextShaper(fonts: try FontLibrary.defaultStack())
        let light = ChipStyle(
            fill: try! Color(hex: "#f1f3f6"), stroke: try! Color(hex: "#d0d7de"), strokeWidth: 1,
            textColor: try! Color(hex: "#1f2328"))
        var square = light
        square.cornerRadius = 4
        var x = 8.0
        let chips = [("K-Pop 케이팝", light), ("AVATAR", square)].map { label, style in
            let text = shaper.shape(label, size: 16)
            let chip = PlacedChip(
                frame: Rect(x: x, y: 8, width: text.width + 24, height: 32), text: text,
                textOffset: Point(x: 12, y: (32 + text.metrics.capHeight) / 2), style: style)
            x += chip.frame.width + 8
            return chip
        }
        let scene = ChipScene(width: x, height: 48, background: ChipRendererTests.white, chips: chips)
        try expectSnapshot(
            ChipRenderer.render(scene, as: .png, scale: 2), threshold: 8,
            maxDifferingPixels: 20)
    }
}
