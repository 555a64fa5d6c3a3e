import Testing

@testable import TagFlow

/// An outline wider than half the smallest chip's height is refused by the library at layout
/// time, where the chips' heights are known.
@Suite("Stroke width against the chips' height")
struct StrokeWidthTests {
    static func cloud(strokeWidth: Double, fontSize: Double = 14) -> TagCloud {
        var style = CloudStyle()
        style.fontSize = fontSize
        style.chip.strokeWidth = strokeWidth
        return TagCloud(tags: ["Swift", "Go", "WebAssembly"].map { CloudTag($0) }, style: style)
    }

    @Test("Past half the smallest chip's height: StyleError.strokeWidthTooWide naming chip.strokeWidth and the half")
    func refused() throws {
        let heights = try Self.cloud(strokeWidth: 1).layout().chips.map(\.frame.height)
        let half = try #require(heights.min()) / 2
        #expect(CloudStyle.strokeWidths.contains(half + 1), "validate() alone would pass it")
        #expect(
            throws: StyleError.strokeWidthTooWide(
                property: "chip.strokeWidth", strokeWidth: half + 1, largest: (half * 100).rounded(.down) / 100)
        ) {
            try Self.cloud(strokeWidth: half + 1).layout()
        }
        let error = StyleError.strokeWidthTooWide(property: "chip.strokeWidth", strokeWidth: 30, largest: 12.5)
        #expect(
            "\(error)"
                == "chip.strokeWidth 30 is wider than half the smallest chip's height: at most 12.5 px for this cloud")
        // Half itself is drawn, and so is zero.
        _ = try Self.cloud(strokeWidth: half).layout()
        _ = try Self.cloud(strokeWidth: 0).layout()
    }

    @Test("Said with the setting's key through the table")
    func setting() {
        let error = SettingError(
            StyleError.strokeWidthTooWide(property: "chip.strokeWidth", strokeWidth: 30, largest: 12.5),
            given: SettingValues([]))
        #expect(error.key == "stroke-width")
        #expect(
            error.rendered { "--" + $0 }
                == "--stroke-width '30': expected at most 12.5, half the smallest chip's height, for this cloud")
    }
}
