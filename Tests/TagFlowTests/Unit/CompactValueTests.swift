import FlowLayout
import Testing

@testable import ChipRendering
@testable import TagFlow
@testable import TextShaping

/// The values a big cloud holds one of per label keep what few have in a box of their own, and
/// work out what can be worked out: each still reads and writes as the plain struct it was.
@Suite("Compact chips, tags and shaped texts")
struct CompactValueTests {
    static let icon = try! ChipIcon(
        data: Array(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" fill=\"currentColor\" viewBox=\"0 0 16 16\"><path d=\"M0 0h16v16H0z\"/></svg>"
                .utf8))

    /// What each holds inline: the sizes the memory figures of docs/performance.md rest on.
    @Test("A chip is 112 bytes, a tag 40, a shaped text 40, a planner item 40")
    func sizes() {
        #expect(MemoryLayout<PlacedChip>.stride == 112)
        #expect(MemoryLayout<CloudTag>.stride == 40)
        #expect(MemoryLayout<ShapedText>.stride == 40)
        #expect(MemoryLayout<MeasuredItem>.stride == 40)
    }

    @Test("A chip's label is its drawn text until set apart, and stays when the text changes")
    func chipLabel() throws {
        let layout = try TagCloud(tags: ["Rock", "Jazz"]).layout()
        var chip = layout.chips[0]
        #expect(chip.label == "Rock" && chip.text.text == "Rock")
        chip.label = "Rock and roll"
        #expect(chip.label == "Rock and roll" && chip.text.text == "Rock")
        chip.label = "Rock"
        #expect(chip.label == "Rock")
        // The text changes, the label stays: it is kept apart from now on.
        chip.text = layout.chips[1].text
        #expect(chip.label == "Rock" && chip.text.text == "Jazz")
        chip.label = "Jazz"
        #expect(chip.label == "Jazz")
        let made = PlacedChip(
            label: "Rock and roll", frame: chip.frame, text: layout.chips[0].text, textOffset: chip.textOffset,
            style: chip.style)
        #expect(made.label == "Rock and roll" && made.text.text == "Rock")
        #expect(
            PlacedChip(frame: chip.frame, text: chip.text, textOffset: chip.textOffset, style: chip.style).label
                == "Jazz")
    }

    @Test(
        "A chip keeps any index and row, 32-bit or not",
        arguments: [
            nil, 0, 1, 1_000_000, Int(Int32.max) - 1, Int(Int32.max), Int(Int32.max) + 1, Int.max, -1, -7, Int.min,
        ]
            as [Int?])
    func chipIndexAndRow(_ value: Int?) throws {
        var chip = try TagCloud(tags: ["Rock"]).layout().chips[0]
        chip.index = value
        chip.row = value ?? 3
        #expect(chip.index == value)
        #expect(chip.row == value ?? 3)
        // Set back to small values, nothing of the large ones is left.
        chip.index = 5
        chip.row = 2
        #expect(chip.index == 5 && chip.row == 2 && chip.link == nil && chip.icon == nil && chip.count == nil)
        let made = PlacedChip(
            index: value, frame: chip.frame, row: value ?? 0, text: chip.text, textOffset: chip.textOffset,
            style: chip.style)
        #expect(made.index == value && made.row == value ?? 0)
        // The chip maker's way of setting a row (in place when it is kept inline, the chip
        // without a box) reads back as the setter's, with or without a box for a wide index.
        var moved = made
        moved.setRow(value ?? 4)
        #expect(moved.row == value ?? 4 && moved.index == value)
        moved.setRow(1)
        #expect(moved.row == 1 && moved.index == value)
        // The chip maker's own initializer for a plain label drawn whole keeps any index too.
        guard let value else { return }
        let plain = PlacedChip(
            drawing: chip.text, index: value, size: Size(width: chip.frame.width, height: chip.frame.height),
            style: chip.style)
        #expect(plain.index == value && plain.row == 0 && plain.label == chip.label && plain.link == nil)
        #expect(plain.frame == Rect(x: 0, y: 0, width: chip.frame.width, height: chip.frame.height))
        #expect(plain.textOffset == Point(x: 0, y: 0) && plain.style == chip.style && !plain.hasIconOrCount)
    }

    @Test("A chip's link, icon and count are set, changed and cleared one by one")
    func chipRareFields() throws {
        let layout = try TagCloud(
            tags: [CloudTag("swift", weight: 12_400, link: "https://swift.org", icon: Self.icon)],
            style: {
                var style = CloudStyle()
                style.showWeight = true
                return style
            }()
        ).layout()
        let original = layout.chips[0]
        #expect(original.link == "https://swift.org" && original.icon?.icon == Self.icon)
        #expect(original.count?.spoken == "12,400")
        var chip = original
        chip.link = nil
        #expect(chip.link == nil && chip.icon?.icon == Self.icon && chip.count?.spoken == "12,400")
        chip.count?.offset.y = 99
        #expect(chip.count?.offset.y == 99 && original.count?.offset.y != 99)
        chip.icon = nil
        chip.count = nil
        #expect(chip.icon == nil && chip.count == nil && chip.label == "swift" && chip.index == 0)
        #expect(!chip.hasIconOrCount && original.hasIconOrCount)
        // The copy made before is untouched: each change made a box of its own.
        #expect(original.link == "https://swift.org" && original.icon != nil)
    }

    @Test("A chip in a list has an icon or a count as it says itself, whatever else its box keeps")
    func chipIconOrCountInPlace() throws {
        let layout = try TagCloud(
            tags: [CloudTag("swift", weight: 12_400, link: "https://swift.org", icon: Self.icon), CloudTag("Rock")],
            style: {
                var style = CloudStyle()
                style.showWeight = true
                return style
            }()
        ).layout()
        var iconOnly = layout.chips[0]
        iconOnly.count = nil
        var countOnly = layout.chips[0]
        countOnly.icon = nil
        var linkOnly = countOnly
        linkOnly.count = nil
        var cut = layout.chips[1]
        cut.label = "Rock and roll"
        let chips = [layout.chips[0], iconOnly, countOnly, linkOnly, cut, layout.chips[1]]
        #expect(chips.indices.map { chips.hasIconOrCount(at: $0) } == [true, true, true, false, false, false])
        #expect(chips.indices.map { chips.hasIconOrCount(at: $0) } == chips.map(\.hasIconOrCount))
    }

    @Test("A tag's fields read back as set, and decide equality and hashing")
    func tagFields() throws {
        var tag = CloudTag("Rock")
        #expect(tag.weight == nil && tag.value == nil && tag.color == nil && tag.link == nil && tag.group == nil)
        #expect(tag.icon == nil && tag.iconReference == nil && tag.iconPath == nil && tag.line == nil)
        var full = CloudTag(
            "Rock", weight: 3, value: "v3", color: Color(red: 1, green: 0, blue: 0), link: "https://a.example",
            group: "music", line: 7, icon: Self.icon)
        full.iconReference = "rock.svg"
        full.iconPath = "/icons/rock.svg"
        full.breaksBefore = true
        #expect(full.weight == 3 && full.value == "v3" && full.color == Color(red: 1, green: 0, blue: 0))
        #expect(full.link == "https://a.example" && full.group == "music" && full.line == 7 && full.icon == Self.icon)
        #expect(full.iconReference == "rock.svg" && full.iconPath == "/icons/rock.svg" && full.breaksBefore)
        #expect(tag != full)
        // Set field by field, the plain tag becomes equal to the full one, and hashes alike.
        tag.weight = 3
        tag.value = "v3"
        tag.color = Color(red: 1, green: 0, blue: 0)
        tag.link = "https://a.example"
        tag.group = "music"
        tag.line = 7
        tag.icon = Self.icon
        tag.iconReference = "rock.svg"
        #expect(tag != full)
        tag.iconPath = "/icons/rock.svg"
        tag.breaksBefore = true
        #expect(tag == full && tag.hashValue == full.hashValue && Set([tag, full]).count == 1)
        // Cleared again, it is the plain tag.
        for keyPath in [\CloudTag.value, \.link, \.group, \.iconReference, \.iconPath]
            as [WritableKeyPath<CloudTag, String?>]
        {
            tag[keyPath: keyPath] = nil
        }
        tag.weight = nil
        tag.color = nil
        tag.icon = nil
        tag.line = nil
        tag.breaksBefore = false
        #expect(tag == CloudTag("Rock") && tag.hashValue == CloudTag("Rock").hashValue)
        #expect(full.group == "music")
    }

    @Test("A shaped text's metrics are its font's at its size, and stay when the size is set")
    func shapedMetrics() throws {
        let font = try FontLibrary.bundled(.interRegular)
        let shaped = TextShaper(fonts: [font]).shapeUncached("Rock", size: 14)
        #expect(shaped.metrics == font.metrics.scaled(to: 14))
        var resized = shaped
        resized.size = 28
        #expect(resized.size == 28 && resized.metrics == font.metrics.scaled(to: 14))
        var set = shaped
        let own = TextMetrics(ascent: 1, descent: 2, lineGap: 3, capHeight: 4, xHeight: 5)
        set.metrics = own
        #expect(set.metrics == own && shaped.metrics == font.metrics.scaled(to: 14))
        // Missing characters are kept beside set metrics, and cleared on their own.
        #expect(shaped.missing.isEmpty)
        set.missing = ["\u{E000}"]
        #expect(set.missing == ["\u{E000}"] && set.metrics == own)
        set.missing = []
        #expect(set.missing.isEmpty && set.metrics == own)
        var missing = shaped
        missing.missing = ["\u{E000}"]
        #expect(missing.missing == ["\u{E000}"] && missing.metrics == font.metrics.scaled(to: 14))
        missing.size = 20
        #expect(missing.missing == ["\u{E000}"] && missing.metrics == font.metrics.scaled(to: 14))
    }

    /// The text is kept as UTF-8 beside the glyphs: it reads back byte for byte for one narrow
    /// run, for runs of several fonts and directions, and for empty text, and stays when the runs
    /// are set; setting it keeps the glyphs.
    @Test(
        "A shaped text reads back its text, and keeps it when its runs are set",
        arguments: ["Rock", "", "A label longer than fifteen bytes", "한국어 and English", "مرحبا world", "🇰🇷👍🏽 e\u{301}"])
    func shapedTextKept(_ label: String) throws {
        let fonts = try [FontLibrary.bundled(.interRegular), FontLibrary.bundled(.hangul)]
        let shaped = TextShaper(fonts: fonts).shapeUncached(label, size: 14)
        #expect(Array(shaped.text.utf8) == Array(label.utf8))
        #expect(shaped.hasText(label) && !shaped.hasText(label + "x"))
        var bytes: [UInt8] = []
        shaped.glyphs.withText { bytes = Array($0) }
        #expect(bytes == Array(label.utf8))
        var runsSet = shaped
        runsSet.runs = shaped.runs
        #expect(Array(runsSet.text.utf8) == Array(label.utf8))
        var renamed = shaped
        renamed.text = "Jazz and a few more words"
        #expect(renamed.text == "Jazz and a few more words" && shaped.text == label)
        #expect(renamed.runs.map(\.glyphs) == shaped.runs.map(\.glyphs) && renamed.width == shaped.width)
    }
}
