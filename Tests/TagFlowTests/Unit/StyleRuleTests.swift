import Testing

@testable import TagFlow

/// The library refuses every style the command line refuses, before any font is opened, with a
/// `StyleError` that names the property (never a flag).
@Suite("Style rules: the library refuses what the command line refuses")
struct StyleRuleTests {
    private static let tags = [CloudTag("swift"), CloudTag("linux", group: "os")]

    /// The error `layout()` throws for the default style changed by `adjust`.
    private func refusal(_ adjust: (inout CloudStyle) -> Void) -> StyleError? {
        var style = CloudStyle()
        adjust(&style)
        do {
            _ = try TagCloud(tags: Self.tags, style: style).layout()
            return nil
        } catch {
            return error as? StyleError
        }
    }

    @Test("Each rule, broken alone, is refused by layout() and validate() alike, naming the property")
    func eachRule() throws {
        let cases: [(adjust: (inout CloudStyle) -> Void, error: StyleError, says: String)] = [
            (
                { $0.horizontalPadding = 400 }, .paddingTooWide(horizontalPadding: 400, maxWidth: 640),
                "horizontalPadding 400 must be less than half of maxWidth 640"
            ),
            (
                { $0.maxChipWidth = 24 }, .maxChipWidthWithinPadding(maxChipWidth: 24, horizontalPadding: 12),
                "maxChipWidth 24 must be more than twice horizontalPadding 12"
            ),
            (
                {
                    $0.minChipWidth = 100
                    $0.maxChipWidth = 80
                }, .maxChipWidthBelowMinimum(maxChipWidth: 80, minChipWidth: 100),
                "maxChipWidth 80 must be at least minChipWidth 100"
            ),
            (
                { $0.fontSize = 0 }, .fontSizeOutOfRange(property: "fontSize", fontSize: 0),
                "fontSize 0 is outside 1...1000 px"
            ),
            (
                { $0.sizeByWeight = WeightScale(minFontSize: 30, maxFontSize: 10) },
                .weightScaleInverted(minFontSize: 30, maxFontSize: 10),
                "a weight scale's minFontSize 30 must be at most its maxFontSize 10"
            ),
            (
                { $0.sizeByWeight = WeightScale(minFontSize: 12, maxFontSize: 2000) },
                .fontSizeOutOfRange(property: "maxFontSize", fontSize: 2000), "maxFontSize 2000 is outside 1...1000 px"
            ),
            (
                { $0.groupHeadings = true }, .headingsWithoutGroups,
                "groupHeadings needs groupsStartRows: headings start the rows of groups"
            ),
            (
                { $0.maxHeight = 200 }, .maxHeightWithRows(maxHeight: 200),
                "maxHeight 200 is not read by a RowFlow, which wraps at maxWidth; "
                    + "use a ColumnFlow layout for columns that wrap at maxHeight"
            ),
            (
                { $0.maxWidth = 0 }, .lengthOutOfRange(property: "maxWidth", length: 0),
                "maxWidth 0 is outside 1...100000 px"
            ),
            (
                {
                    $0.layout = ColumnFlow()
                    $0.maxHeight = 200_000
                }, .lengthOutOfRange(property: "maxHeight", length: 200_000),
                "maxHeight 200000 is outside 1...100000 px"
            ),
            (
                { $0.headingWeight = 0 }, .headingWeightOutOfRange(weight: 0), "headingWeight 0 is outside 1...1000"
            ),
            (
                { $0.updateRows { $0.maxRowsPerSection = 2 } }, .rowsPerGroupWithoutGroups(maxRowsPerSection: 2),
                "maxRowsPerSection 2 needs groupsStartRows: groups are the sections it limits; without groups, set maxRows"
            ),
            (
                {
                    $0.groupsStartRows = true
                    $0.updateRows {
                        $0.maxRows = 3
                        $0.maxRowsPerSection = 1
                    }
                }, .rowLimitsCombined(maxRows: 3, maxRowsPerSection: 1),
                "maxRows 3 and maxRowsPerSection 1 cannot both be set: limit the whole cloud or each group"
            ),
        ]
        for rule in cases {
            #expect(refusal(rule.adjust) == rule.error)
            var style = CloudStyle()
            rule.adjust(&style)
            #expect(throws: rule.error) { try style.validate() }
            #expect(rule.error.description == rule.says)
            #expect(!rule.error.description.contains("--"))
        }
    }

    @Test("The styles at each rule's edge are laid out")
    func edges() throws {
        #expect(refusal { $0.horizontalPadding = 319.5 } == nil)
        #expect(
            refusal {
                $0.maxChipWidth = 80
                $0.minChipWidth = 80
            } == nil)
        #expect(refusal { $0.sizeByWeight = WeightScale(minFontSize: 20, maxFontSize: 20) } == nil)
        #expect(
            refusal {
                $0.groupHeadings = true
                $0.groupsStartRows = true
            } == nil)
        #expect(refusal { $0.fontSize = 1000 } == nil)
        #expect(refusal { $0.maxWidth = 100_000 } == nil)
    }

    @Test("Columns never read maxWidth: wide padding is theirs to have, and maxHeight is theirs alone")
    func columns() throws {
        // The padding rule is a row's: columns are as wide as their chips.
        #expect(
            refusal {
                $0.layout = ColumnFlow()
                $0.horizontalPadding = 400
                $0.maxHeight = 100
            } == nil)
        // A layout of one's own is proposed both, so it may have both.
        #expect(
            refusal {
                $0.layout = ColumnFlow()
                $0.maxHeight = 100_000
            } == nil)
    }
}
