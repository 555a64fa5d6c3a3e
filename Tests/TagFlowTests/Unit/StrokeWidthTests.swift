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

    /// Weights from 30 to 40 px over a font size of 8: the "+N" chip, drawn at the font size,
    /// is far smaller than every tag chip.
    static func weighted(strokeWidth: Double, maxRows: Int?) -> TagCloud {
        var style = CloudStyle()
        style.fontSize = 8
        style.maxWidth = 300
        style.sizeByWeight = WeightScale(minFontSize: 30, maxFontSize: 40)
        style.chip.strokeWidth = strokeWidth
        style.updateRows { $0.maxRows = maxRows }
        let labels = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
        return TagCloud(
            tags: labels.enumerated().map { CloudTag($0.element, weight: Double($0.offset + 1)) }, style: style)
    }

    @Test("A \"+N\" chip smaller than every tag chip bounds the outline too, only when it is drawn")
    func overflowChip() throws {
        let layout = try Self.weighted(strokeWidth: 1, maxRows: 1).layout()
        let plus = try #require(layout.overflow).frame.height / 2
        let smallestTag = try #require(layout.chips.map(\.frame.height).min()) / 2
        #expect(plus + 1 < smallestTag, "\(plus) vs \(smallestTag)")
        #expect(
            throws: StyleError.strokeWidthTooWide(
                property: "chip.strokeWidth", strokeWidth: plus + 1, largest: (plus * 100).rounded(.down) / 100)
        ) {
            try Self.weighted(strokeWidth: plus + 1, maxRows: 1).layout()
        }
        _ = try Self.weighted(strokeWidth: plus, maxRows: 1).layout()
        // No row limit, no "+N": the tag chips alone bound it.
        #expect(try Self.weighted(strokeWidth: plus + 1, maxRows: nil).layout().overflow == nil)
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
