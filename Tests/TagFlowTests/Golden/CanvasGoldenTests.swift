import TagFlow
import TagFlowTesting
import Testing

/// A social card: a cloud centred on a 1200 × 630 canvas (`CanvasTests` has the rules). Looked at
/// by eye when recorded.
@Suite("Golden renderings on a canvas of a fixed size")
struct CanvasGoldenTests {
    @Test("Golden: a 1200 × 630 card holds a centred cloud of weighted tags")
    func card() {
        var style = CloudStyle(theme: .dark)
        style.canvas = Size(width: 1200, height: 630)
        style.maxWidth = 900
        style.margin = 48
        style.background = try! Color(hex: "#0d1117")
        style.sizeByWeight = WeightScale(minFontSize: 18, maxFontSize: 44)
        style.colorByWeight = Theme.dark.accent
        style.updateRows { $0.alignment = .center }
        let tags: [(String, Double)] = [
            ("Swift", 90), ("Rust", 75), ("Go", 40), ("TypeScript", 60), ("Kotlin", 25), ("Zig", 12), ("Haskell", 8),
            ("WebAssembly", 50), ("C++", 30), ("Elixir", 10), ("Python", 80), ("Julia", 15), ("OCaml", 6),
            ("Dart", 20),
        ]
        let cloud = TagCloud(tags: tags.map { CloudTag($0.0, weight: $0.1) }, style: style)
        assertSnapshot(of: cloud, as: .png(scale: 1, tolerance: 8, maxDifferingPixels: 40), named: "card")
    }
}
