import TagFlow
import TagFlowTesting
import Testing

/// Stack Overflow tags with their question counts (`swift 12.4k`), and the same right to left
/// with the labels cut short (`CountCloudTests` has the rules). Looked at by eye when recorded.
@Suite("Golden renderings with counts")
struct CountGoldenTests {
    static let tags = [
        CloudTag("javascript", weight: 2_530_000), CloudTag("python", weight: 2_200_000),
        CloudTag("swift", weight: 12_400), CloudTag("rust", weight: 980), CloudTag("haskell", weight: 999_950),
        CloudTag("zig", value: "new"), CloudTag("go", weight: 1_250_000, color: try! Color(hex: "#00add8")),
    ]

    static func style(_ adjust: (inout CloudStyle) -> Void = { _ in }) -> CloudStyle {
        var style = CloudStyle()
        style.maxWidth = 360
        style.background = try! Color(hex: "#ffffff")
        style.showWeight = true
        adjust(&style)
        return style
    }

    @Test("Golden: counts after the labels, muted, one gap apart; a value as given; a tag's own colour")
    func counts() {
        let cloud = TagCloud(tags: Self.tags, style: Self.style())
        assertSnapshot(of: cloud, as: .png(scale: 2, tolerance: 8, maxDifferingPixels: 40), named: "counts")
    }

    @Test("Golden: right to left with a maximum chip width, the counts left of the cut labels")
    func rightToLeft() {
        let style = Self.style {
            $0.updateRows { $0.direction = .rtl }
            $0.maxChipWidth = 110
        }
        let cloud = TagCloud(tags: Self.tags, style: style)
        assertSnapshot(of: cloud, as: .png(scale: 2, tolerance: 8, maxDifferingPixels: 40), named: "rtl")
    }
}
