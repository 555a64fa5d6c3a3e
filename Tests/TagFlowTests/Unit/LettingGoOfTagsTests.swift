import ChipRendering
import Testing

@testable import TagFlow

/// A big list laid out by `render` lets go of its labels a round of chips at a time, and of its
/// tags from the front when they are made in input order: the layout is the one `layout()`
/// makes, field for field, whatever the tags carry.
@Suite("Letting go of a big list's tags")
struct LettingGoOfTagsTests {
    /// More tags than two rounds, some with a value, a link, a weight, a line break or a long
    /// or non-Latin label.
    static func tags() -> [CloudTag] {
        let count = TagCloud.labelRound * 2 + 1_234
        return (0..<count).map { index in
            let label =
                index % 7 == 0
                ? "a label longer than fifteen bytes \(index)" : index % 11 == 0 ? "한국어 \(index)" : "tag \(index)"
            var tag = CloudTag(
                label,
                weight: index % 5 == 0 ? Double(index % 97) : nil, value: index % 13 == 0 ? "v\(index)" : nil,
                link: index % 17 == 0 ? "https://example.com/\(index)" : nil)
            tag.breaksBefore = index % 1_001 == 0
            return tag
        }
    }

    @Test("The layout is layout()'s", arguments: [CloudStyle.SortOrder.none, .label])
    func sameLayout(_ sort: CloudStyle.SortOrder) throws {
        var style = CloudStyle()
        style.sort = sort
        let kept = try TagCloud(tags: Self.tags(), style: style).layout()
        var cloud = TagCloud(tags: Self.tags(), style: style)
        let laidOut = try cloud.layoutLettingGoOfTags()
        #expect(cloud.tags.isEmpty)
        #expect(laidOut.title == kept.title && laidOut.width == kept.width && laidOut.height == kept.height)
        #expect(laidOut.chips.count == kept.chips.count)
        for (chip, other) in zip(laidOut.chips, kept.chips) {
            #expect(chip.label == other.label && chip.text.text == other.text.text && chip.index == other.index)
            #expect(chip.frame == other.frame && chip.row == other.row && chip.link == other.link)
            #expect(chip.count?.text.text == other.count?.text.text && chip.text.width == other.text.width)
        }
    }
}
