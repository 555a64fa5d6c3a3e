import TagFlow
import TagFlowTesting
import Testing

/// Column clouds drawn through `assertSnapshot` and compared with references that were
/// looked at: `__Snapshots__/ColumnGoldenTests/`. The SVG names its id prefix, so the reference
/// does not change when the default prefix's derivation does.
@Suite("Golden renderings of column clouds")
struct ColumnGoldenTests {
    static let labels = RenderingGoldenTests.labels

    static func cloud(_ adjust: (inout CloudStyle) -> Void = { _ in }) -> TagCloud {
        var style = CloudStyle()
        style.layout = ColumnFlow(spacing: 8, lineSpacing: 12)
        style.maxHeight = 150
        style.background = RenderingGoldenTests.white
        style.idPrefix = "columns"
        adjust(&style)
        return TagCloud(tags: labels.map { CloudTag($0) }, style: style)
    }

    @Test(
        "Columns 150 px tall, 12 px apart: chips top to bottom in input order, each column as wide as its widest chip")
    func columns() {
        let cloud = Self.cloud()
        assertSnapshot(
            of: cloud,
            as: .png(
                scale: 1, tolerance: RenderingGoldenTests.tolerance,
                maxDifferingPixels: RenderingGoldenTests.maxDifferingPixels))
        assertSnapshot(of: cloud, as: .svg)
    }

    @Test("Right to left, centred across each column, justified down it, two columns and a +N chip")
    func options() {
        let cloud = Self.cloud {
            $0.layout = ColumnFlow(
                spacing: 8, lineSpacing: 12, alignment: .justify, itemAlignment: .center, direction: .rtl,
                maxColumns: 2)
            Theme.pastel.apply(to: &$0)
            $0.background = RenderingGoldenTests.white
        }
        assertSnapshot(
            of: cloud,
            as: .png(
                scale: 2, tolerance: RenderingGoldenTests.tolerance,
                maxDifferingPixels: RenderingGoldenTests.maxDifferingPixels))
    }
}
