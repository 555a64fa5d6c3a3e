import TagFlow
import TagFlowTesting
import Testing

/// A "·"-separated list ("Swift · Rust · Go") wrapping at 300 px, with no separator at a row's
/// end (`SeparatorCloudTests` has the rules). Looked at by eye when recorded.
@Suite("Golden renderings with separators")
struct SeparatorGoldenTests {
    @Test("Golden: a ·-separated list of plain labels wraps into rows, no · at a row's end")
    func list() {
        var style = CloudStyle()
        style.maxWidth = 300
        style.background = try! Color(hex: "#ffffff")
        style.chip.fill = try! Color(hex: "#ffffff00")
        style.chip.stroke = nil
        style.horizontalPadding = 2
        style.verticalPadding = 4
        style.updateRows { $0.spacing = 6 }
        style.separator = "·"
        let labels = [
            "Swift", "Rust", "Go", "Kotlin", "TypeScript", "Zig", "Haskell", "Elixir", "Python", "Julia", "OCaml",
            "Dart", "Scala", "Clojure",
        ]
        let cloud = TagCloud(tags: labels.map { CloudTag($0) }, style: style)
        assertSnapshot(of: cloud, as: .png(scale: 2, tolerance: 8, maxDifferingPixels: 40), named: "list")
    }
}
