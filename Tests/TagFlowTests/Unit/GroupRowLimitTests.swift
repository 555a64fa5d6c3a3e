import FlowLayout
import TagFlow
import Testing

/// A row limit per group (`RowFlow.maxRowsPerSection` with `groupsStartRows`, issue 26): each
/// group is limited as `maxRows` limits a cloud of that group's tags alone.
@Suite("A row limit per group")
struct GroupRowLimitTests {
    static let tags = GroupTests.tags

    static func style(width: Double, _ adjust: (inout CloudStyle) -> Void = { _ in }) -> CloudStyle {
        var style = CloudStyle()
        style.maxWidth = width
        adjust(&style)
        return style
    }

    @Test(
        "Each group keeps what maxRows keeps of its tags alone: the same tags and the same +N, on the group's last row",
        arguments: [1, 2], [150.0, 220])
    func sameAsEachGroupAlone(rows: Int, width: Double) throws {
        let style = Self.style(width: width) {
            $0.groupsStartRows = true
            $0.updateRows { $0.maxRowsPerSection = rows }
        }
        let layout = try TagCloud(tags: Self.tags, style: style).layout()
        var hiddenCount = 0
        for group in ["Languages", "Libraries", "Systems"] {
            let members = Self.tags.filter { $0.group == group }
            let alone = try TagCloud(
                tags: members, style: Self.style(width: width) { $0.updateRows { $0.maxRows = rows } }
            ).layout()
            let shown = layout.chips.filter { $0.index.map { Self.tags[$0].group } == group }
            #expect(shown.map(\.label) == alone.chips.map(\.label), "\(group)")
            #expect(Set(shown.map(\.row)).count == Set(alone.chips.map(\.row)).count, "\(group)")
            let overflow = layout.groupOverflows.first { $0.group == group }
            #expect(overflow?.chip.label == alone.overflow?.label, "\(group)")
            if let overflow, let last = shown.map(\.row).max() {
                #expect(overflow.chip.row >= last && overflow.chip.frame.minX > 0)
                #expect(
                    shown.filter { $0.row == overflow.chip.row }.allSatisfy { $0.frame.maxX < overflow.chip.frame.minX }
                )
            }
            hiddenCount += members.count - shown.count
        }
        #expect(layout.overflow == nil)
        #expect(layout.hidden.count == hiddenCount)
        #expect(hiddenCount == 0 || layout.title.hasSuffix(", and \(hiddenCount) more"))
        let groups = layout.groupOverflows.map(\.group)
        #expect(groups == ["Languages", "Libraries", "Systems"].filter { groups.contains($0) }, "top to bottom")
        if hiddenCount > 0 {
            #expect(layout.json.contains("\"overflows\":[{\"label\":\"+"))
        }
    }

    @Test("With headings above, the heading's own row is not one of the group's rows")
    func headingAbove() throws {
        let style = Self.style(width: 150) {
            $0.groupsStartRows = true
            $0.groupHeadings = true
            $0.headingPlacement = .above
            $0.updateRows { $0.maxRowsPerSection = 1 }
        }
        let layout = try TagCloud(tags: Self.tags, style: style).layout()
        #expect(layout.headings.map(\.label) == ["Languages", "Libraries", "Systems"])
        for heading in layout.headings {
            let group = layout.chips.filter { $0.index.map { Self.tags[$0].group } == heading.label }
            #expect(!group.isEmpty && Set(group.map(\.row)) == [heading.row + 1], "\(heading.label)")
        }
        #expect(!layout.groupOverflows.isEmpty)
    }
}
