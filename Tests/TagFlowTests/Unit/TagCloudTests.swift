import Testing

@testable import ChipRendering
@testable import TagFlow
@testable import TextShaping

@Suite("Laying out a cloud")
struct TagCloudTests {
    @Test("A chip is its label's hb-shape width plus the padding, and Inter's line height plus the padding")
    func chipSize() throws {
        // hb-shape --font-funcs=ot Fonts/Inter-Regular.otf "AVATAR" → Σ x_advance = 10376, upem 2816.
        let layout = try TagCloud(tags: [CloudTag("AVATAR")]).layout()
        let frame = layout.chips[0].frame
        #expect(abs(frame.width - (14 * 10376 / 2816 + 24)) < 1e-9)
        // Inter's ascender + descender (fontTools: 2728 + 680 units) at 14 px, plus 6 above and below.
        #expect(abs(frame.height - (14 * 3408 / 2816 + 12)) < 1e-9)
        #expect(frame.minX == 16 && frame.minY == 16)
    }

    @Test("The label is optically centred: the middle of its capitals is the middle of the chip")
    func opticalCentre() throws {
        let chip = try TagCloud(tags: [CloudTag("Rock")]).layout().chips[0]
        let capHeight = 14.0 * 2048 / 2816
        #expect(abs((chip.textOffset.y - capHeight / 2) - chip.frame.height / 2) < 1e-9)
        #expect(chip.textOffset.x == 12)
    }

    @Test("The canvas hugs the widest row plus margins, in whole px")
    func canvasSize() throws {
        var style = CloudStyle()
        style.margin = 10
        let layout = try TagCloud(tags: [CloudTag("a"), CloudTag("b")], style: style).layout()
        let right = layout.chips.map(\.frame.maxX).max()!
        #expect(layout.width == (right + 10).rounded(.up))
        #expect(layout.height == (layout.chips[0].frame.maxY + 10).rounded(.up))
    }

    @Test("Chips wrap at the maximum width and carry their row numbers, in input order")
    func wrapsIntoRows() throws {
        var style = CloudStyle()
        style.maxWidth = 150
        let tags = ["Rock", "Hip Hop", "Jazz", "Drum & Bass", "Soul"].map { CloudTag($0) }
        let layout = try TagCloud(tags: tags, style: style).layout()
        #expect(layout.chips.map(\.label) == tags.map(\.label))
        for chip in layout.chips {
            #expect(chip.frame.maxX - style.margin <= 150 + 1e-9)
        }
        let rows = layout.chips.map(\.row)
        #expect(rows == rows.sorted())
        #expect(rows.last! > 0)
    }

    @Test("A label wider than the maximum width keeps its size on a row of its own")
    func oversizedLabel() throws {
        var style = CloudStyle()
        style.maxWidth = 50
        let layout = try TagCloud(tags: [CloudTag("Contemporary Classical"), CloudTag("Pop")], style: style).layout()
        #expect(layout.chips[0].frame.width > 50)
        #expect(layout.chips.map(\.row) == [0, 1])
        #expect(layout.width >= layout.chips[0].frame.maxX)
    }

    @Test("A font file that is missing is reported as such")
    func missingFont() {
        var style = CloudStyle()
        style.font = FontRequest(source: .file(path: "/nonexistent.ttf", index: 0))
        #expect(throws: FontError.fileMissing(path: "/nonexistent.ttf")) {
            try TagCloud(tags: [CloudTag("x")], style: style).layout()
        }
    }

    @Test("A label with characters no font has gets one warning naming it and the code points")
    func missingGlyphWarning() throws {
        // U+0378 and U+0379 are unassigned: no font anywhere has them.
        let layout = try TagCloud(tags: [CloudTag("pink \u{0378}\u{0379}"), CloudTag("fine")]).layout()
        #expect(
            layout.missingGlyphWarnings == [
                "label 'pink \u{0378}\u{0379}' has characters no font can draw: U+0378, U+0379"
            ])
    }

    @Test("A row limit hides the labels that do not fit and counts them on a +N chip at the end of the last row")
    func rowLimitOverflowChip() throws {
        var style = CloudStyle()
        style.maxWidth = 200
        style.updateRows { $0.maxRows = 1 }
        let tags = ["Rock", "Pop", "Jazz", "Blues", "Hip Hop", "Soul", "Funk"].map { CloudTag($0) }
        let layout = try TagCloud(tags: tags, style: style).layout()
        let overflow = try #require(layout.overflow)
        #expect(overflow.label == "+\(layout.hidden.count)")
        #expect(overflow.index == nil)
        #expect(layout.chips.count + layout.hidden.count == tags.count)
        #expect(layout.chips.map(\.label) + layout.hidden == tags.map(\.label))
        // The +N chip follows the last visible chip, on the same row, inside the limit.
        #expect(overflow.frame.minY == layout.chips.last!.frame.minY)
        #expect(overflow.frame.minX > layout.chips.last!.frame.maxX)
        #expect(overflow.frame.maxX - style.margin <= 200 + 1e-9)
    }

    @Test("Centred and right-to-left clouds hug their chips: the widest row starts at the margin")
    func alignedCloudHugsChips() throws {
        let tags = ["Rock", "Pop", "Jazz"].map { CloudTag($0) }
        let plain = try TagCloud(tags: tags).layout()
        for alignment in [RowAlignment.center, .trailing] {
            for direction in LayoutDirection.allCases {
                var style = CloudStyle()
                style.updateRows { $0.alignment = alignment }
                style.updateRows { $0.direction = direction }
                let layout = try TagCloud(tags: tags, style: style).layout()
                #expect(layout.width == plain.width)
                #expect(layout.chips.map(\.frame.minX).min() == style.margin)
            }
        }
    }

    @Test("Justified rows fill the whole width: the canvas is the limit plus the margins")
    func justifiedFillsTheWidth() throws {
        var style = CloudStyle()
        style.maxWidth = 300
        style.updateRows { $0.alignment = .justify }
        let tags = (1...12).map { CloudTag("Label \($0)") }
        let layout = try TagCloud(tags: tags, style: style).layout()
        #expect(layout.width == 300 + 2 * style.margin)
        let firstRow = layout.chips.filter { $0.row == 0 }
        #expect(abs(firstRow.last!.frame.maxX - (300 + style.margin)) < 1e-9)
    }
}
