import TagFlow
import Testing

/// The README's "Use TagFlow from Swift" example, as written there, with only `import TagFlow`.
@Suite("The README's library example")
struct ReadmeExampleTests {
    @Test("Compiles with import TagFlow alone and draws every label, on baseline-aligned rows")
    func example() throws {
        var style = CloudStyle(theme: .dark)
        style.sizeByWeight = WeightScale(minFontSize: 12, maxFontSize: 24)  // rows share their baseline
        let tags = [CloudTag("Swift", weight: 9), CloudTag("Linux", weight: 4), CloudTag("Cairo", weight: 2)]
        let svg = try TagCloud(tags: tags, style: style).render(as: .svg)
        let text = String(decoding: svg, as: UTF8.self)
        for label in ["Swift", "Linux", "Cairo"] { #expect(text.contains("data-label=\"\(label)\"")) }
        #expect((style.layout as? RowFlow)?.itemAlignment == .baseline)
        let layout = try TagCloud(tags: tags, style: style).layout()
        let baselines = layout.chips.map { $0.frame.minY + $0.textOffset.y }
        #expect(Set(baselines.map { ($0 * 1000).rounded() }).count == 1, "one row, one baseline: \(baselines)")
    }
}
