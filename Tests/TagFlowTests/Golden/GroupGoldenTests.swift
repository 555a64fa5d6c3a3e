import TagFlow
import TagFlowTesting
import Testing

/// Groups drawn: headings and colours by group (`GroupTests` has the rules).
@Suite("Golden renderings of groups")
struct GroupGoldenTests {
    @Test("Goldens: headings and group colours on the pastel theme; dark and right to left", arguments: [false, true])
    func goldens(dark: Bool) {
        var style = CloudStyle()
        (dark ? Theme.dark : Theme.pastel).apply(to: &style)
        style.palette = Theme.pastel.palette
        style.paletteKey = .group
        style.groupsStartRows = true
        style.groupHeadings = true
        style.maxWidth = 360
        style.background = dark ? try! Color(hex: "#0d1117") : try! Color(hex: "#ffffff")
        if dark { style.updateRows { $0.direction = .rtl } }
        assertSnapshot(
            of: TagCloud(tags: GroupTests.tags, style: style), as: .png(scale: 2, tolerance: 8, maxDifferingPixels: 40),
            named: dark ? "groups-dark-rtl" : "groups")
    }
}
