import Testing

@testable import TagFlow

/// A maximum chip width too narrow to show anything of a label is refused by the library itself.
@Suite("Truncation with sense")
struct TruncationTests {
    static let tags = ["Swift", "WebAssembly", "Go", "데이터 과학"].map { CloudTag($0) }

    static func cloud(maxChipWidth: Double, _ tags: [CloudTag] = tags) -> TagCloud {
        var style = CloudStyle()
        style.maxChipWidth = maxChipWidth
        return TagCloud(tags: tags, style: style)
    }

    /// The smallest width the library names for `tags`.
    static func smallest(_ tags: [CloudTag] = tags) throws -> LayoutError {
        do {
            _ = try cloud(maxChipWidth: 25, tags).layout()
        } catch let error as LayoutError {
            return error
        }
        Issue.record("a 25 px maximum was accepted")
        throw LayoutError.maxChipWidthTooNarrow(maxChipWidth: 0, smallest: 0, label: "")
    }

    @Test("Too narrow for one character and … is a LayoutError naming the smallest width that works")
    func refused() throws {
        let error = try Self.smallest()
        guard case .maxChipWidthTooNarrow(let maximum, let smallest, let label) = error else {
            Issue.record("not maxChipWidthTooNarrow")
            return
        }
        #expect(maximum == 25)
        #expect(smallest > 24 && smallest < 60, "\(smallest)")
        #expect(error.description.contains("use at least \(error.smallestWholeWidth) px"), "\(error)")
        #expect(error.description.contains("'\(label)'"))
        // Just below is refused too; at the smallest width every chip shows a character at least.
        #expect(throws: LayoutError.self) { try Self.cloud(maxChipWidth: smallest - 0.5).layout() }
        let chips = try Self.cloud(maxChipWidth: smallest).layout().chips
        for chip in chips {
            #expect(chip.text.text != "…" && chip.text.text.first != "…", "'\(chip.text.text)'")
            #expect(chip.frame.width <= smallest + 1e-9)
        }
        #expect(chips.contains { $0.text.text.hasSuffix("…") })
    }

    @Test("A label that fits whole needs no room for …: short labels alone allow a narrower maximum")
    func shortLabelsFit() throws {
        guard case .maxChipWidthTooNarrow(_, let wide, _) = try Self.smallest() else {
            Issue.record("not maxChipWidthTooNarrow")
            return
        }
        guard
            case .maxChipWidthTooNarrow(_, let narrow, let label) = try Self.smallest([CloudTag("i"), CloudTag("Go")])
        else {
            Issue.record("not maxChipWidthTooNarrow")
            return
        }
        #expect(narrow < wide)
        let chips = try Self.cloud(maxChipWidth: narrow, [CloudTag("i"), CloudTag("Go")]).layout().chips
        #expect(chips.map(\.text.text).contains(label) || chips.contains { $0.text.text.hasSuffix("…") })
    }

    @Test("Weighted sizes count: a bigger label needs a wider chip")
    func weightedSizes() throws {
        var style = CloudStyle()
        style.maxChipWidth = 25
        style.sizeByWeight = WeightScale(minFontSize: 12, maxFontSize: 40)
        let tags = [CloudTag("Swift", weight: 1), CloudTag("WebAssembly", weight: 10)]
        #expect(throws: LayoutError.self) { try TagCloud(tags: tags, style: style).layout() }
        do {
            _ = try TagCloud(tags: tags, style: style).layout()
        } catch let error as LayoutError {
            guard case .maxChipWidthTooNarrow(_, let smallest, let label) = error else {
                Issue.record("not maxChipWidthTooNarrow")
                return
            }
            #expect(label == "WebAssembly")
            let plain = try Self.smallest([CloudTag("WebAssembly")])
            guard case .maxChipWidthTooNarrow(_, let atFourteen, _) = plain else {
                Issue.record("not maxChipWidthTooNarrow")
                return
            }
            #expect(smallest > atFourteen)
        }
    }
}
