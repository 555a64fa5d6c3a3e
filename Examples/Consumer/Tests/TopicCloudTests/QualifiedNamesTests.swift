import SwiftUINames  // in an app: import SwiftUI
import TagFlow
import TagFlowTesting
import Testing

/// A file that imports SwiftUI's names and TagFlow's: an unqualified `Color` or `Layout` is
/// ambiguous ("'Color' is ambiguous for type lookup"), so TagFlow's are written with their module
/// name, and literals and inference need no name at all.
@Suite struct QualifiedNamesTests {
    @Test func tagFlowNamesQualifiedByModule() throws {
        var style = CloudStyle(theme: .light)
        style.background = TagFlow.Color(red: 1, green: 1, blue: 1)
        style.chip.fill = "#dbeafe"  // a literal needs no type name
        let rows: any TagFlow.Layout = RowFlow(spacing: 6, direction: TagFlow.LayoutDirection.rtl)
        style.layout = rows
        let cloud = TagCloud(
            tags: ["Swift", CloudTag("Linux", color: TagFlow.Color(red: 0.9, green: 0.95, blue: 1))], style: style)
        let layout = try cloud.layout()
        // Right to left: the first tag is the rightmost chip.
        #expect(layout.chips[0].frame.minX > layout.chips[1].frame.minX)
        // SwiftUI's own names stay usable unqualified for everything else in the file.
        _ = Color()
        _ = LayoutDirection.leftToRight
    }
}
