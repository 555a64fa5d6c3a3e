import Testing

@testable import TagFlow

/// Separators beside group headings: a heading names the chips after it, it is not one of them,
/// so no separator stands between it and its group's first chip, whatever the heading layout.
@Suite("Separators and group headings")
struct SeparatorHeadingTests {
    static let tags = [
        CloudTag("Swift", group: "Apple"), CloudTag("Objective-C", group: "Apple"), CloudTag("SwiftUI", group: "Apple"),
        CloudTag("Xcode", group: "Apple"), CloudTag("Metal", group: "Apple"), CloudTag("Rust", group: "Mozilla"),
        CloudTag("Go", group: "Google"), CloudTag("Dart", group: "Google"),
    ]

    @Test(
        "No separator beside a heading, inline or in a column; one between each two chips of a group's row",
        arguments: [CloudStyle.HeadingPlacement.inline, .column, .above], [false, true])
    func besideHeadings(placement: CloudStyle.HeadingPlacement, rightToLeft: Bool) throws {
        var style = CloudStyle()
        style.maxWidth = 260
        style.separator = "·"
        style.groupsStartRows = true
        style.groupHeadings = true
        style.headingPlacement = placement
        if rightToLeft { style.updateRows { $0.direction = .rtl } }
        let layout = try TagCloud(tags: Self.tags, style: style).layout()
        #expect(!layout.headings.isEmpty && !layout.separators.isEmpty)
        for separator in layout.separators {
            // Its neighbours on the row are two chips, never a heading.
            let left = (layout.chips + layout.headings).filter {
                abs($0.frame.minY - separator.frame.minY) < 1e-9 && $0.frame.maxX <= separator.frame.minX + 1e-9
            }.max { $0.frame.maxX < $1.frame.maxX }
            let right = (layout.chips + layout.headings).filter {
                abs($0.frame.minY - separator.frame.minY) < 1e-9 && $0.frame.minX >= separator.frame.maxX - 1e-9
            }.min { $0.frame.minX < $1.frame.minX }
            let headings = Set(layout.headings.map(\.label))
            #expect(left != nil && right != nil)
            #expect(!headings.contains(left?.label ?? "") && !headings.contains(right?.label ?? ""))
        }
        // Four gaps between chips in the groups' rows: Apple's rows and Google's.
        let chipRows = Dictionary(grouping: layout.chips, by: { $0.frame.minY })
        #expect(layout.separators.count == chipRows.values.map { $0.count - 1 }.reduce(0, +))
        // An inline heading is the rows' spacing from its group's first chip: no separator's room.
        if placement == .inline {
            let spacing = try #require(style.rows).spacing
            for heading in layout.headings {
                let middle = heading.frame.minY + heading.frame.height / 2
                let row = layout.chips.filter { (chip: PlacedChip) -> Bool in
                    chip.frame.minY < middle && middle < chip.frame.maxY
                }
                let gaps: [Double] = row.map { (chip: PlacedChip) -> Double in
                    rightToLeft ? heading.frame.minX - chip.frame.maxX : chip.frame.minX - heading.frame.maxX
                }
                let nearest = try #require(gaps.filter { $0 > 0 }.min(), "\(heading.label)'s row")
                #expect(abs(nearest - spacing) < 1e-9, "\(heading.label): \(nearest)")
            }
        }
    }
}
