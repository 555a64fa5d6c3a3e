import TagFlow
import Testing

/// Groups (`CloudStyle.groupsStartRows`, headings, colours by group) and forced breaks.
@Suite("Groups and forced breaks")
struct GroupTests {
    /// Eight tags in three groups, interleaved in the input.
    static let tags: [CloudTag] = [
        ("Swift", 9, "Languages"), ("Rust", 7, "Languages"), ("Cairo", 5, "Libraries"), ("Go", 4, "Languages"),
        ("HarfBuzz", 6, "Libraries"), ("Linux", 8, "Systems"), ("FreeType", 3, "Libraries"), ("Debian", 2, "Systems"),
    ].map { CloudTag($0.0, weight: Double($0.1), group: $0.2) }

    static func layout(_ adjust: (inout CloudStyle) -> Void) throws -> CloudLayout {
        var style = CloudStyle()
        style.maxWidth = 1000
        adjust(&style)
        return try TagCloud(tags: tags, style: style).layout()
    }

    /// The labels of each row, left to right.
    static func rows(_ layout: CloudLayout) -> [[String]] {
        let chips = (layout.headings + layout.chips).sorted { ($0.row, $0.frame.minX) < ($1.row, $1.frame.minX) }
        return Dictionary(grouping: chips, by: \.row).sorted { $0.key < $1.key }.map { $0.value.map(\.label) }
    }

    @Test("Each group's tags stay together and start a row, groups in the order they first appear")
    func groupsStartRows() throws {
        let layout = try Self.layout { $0.groupsStartRows = true }
        #expect(
            Self.rows(layout) == [
                ["Swift", "Rust", "Go"], ["Cairo", "HarfBuzz", "FreeType"], ["Linux", "Debian"],
            ])
        #expect(layout.headings.isEmpty)
        #expect(layout.chips.map(\.label) == Self.tags.map(\.label), "chips stay in input order")
    }

    @Test("The sort applies inside each group")
    func sortInsideGroups() throws {
        let layout = try Self.layout {
            $0.groupsStartRows = true
            $0.sort = .label
        }
        #expect(
            Self.rows(layout) == [["Go", "Rust", "Swift"], ["Cairo", "FreeType", "HarfBuzz"], ["Debian", "Linux"]])
    }

    @Test("Headings start each named group's row; tags without a group get none")
    func headings() throws {
        var tags = Self.tags
        tags.append(CloudTag("Misc"))
        var style = CloudStyle()
        style.maxWidth = 1000
        style.groupsStartRows = true
        style.groupHeadings = true
        let layout = try TagCloud(tags: tags, style: style).layout()
        #expect(
            Self.rows(layout) == [
                ["Languages", "Swift", "Rust", "Go"], ["Libraries", "Cairo", "HarfBuzz", "FreeType"],
                ["Systems", "Linux", "Debian"], ["Misc"],
            ])
        #expect(layout.headings.allSatisfy { $0.index == nil && $0.style.stroke == nil && $0.style.fill.alpha == 0 })
        #expect(layout.json.contains("\"headings\":[{\"label\":\"Languages\""))
        #expect(layout.title.hasPrefix("Languages, Swift, Rust, Go, Libraries"))
    }

    @Test("A heading in Hangul over ASCII labels is drawn from the Hangul face, not as missing glyphs")
    func hangulHeading() throws {
        var style = CloudStyle()
        style.groupsStartRows = true
        style.groupHeadings = true
        let layout = try TagCloud(tags: [CloudTag("Swift", group: "언어"), CloudTag("Rust", group: "언어")], style: style)
            .layout()
        let heading = try #require(layout.headings.first)
        #expect(heading.text.missing.isEmpty, "\(heading.text.missing)")
        #expect(heading.text.runs.contains { $0.font.familyName.contains("Nanum") })
    }

    @Test("Colours by group: one fill per group, different between groups, none for ungrouped tags")
    func colorsByGroup() throws {
        var tags = Self.tags
        tags.append(CloudTag("Misc"))
        var style = CloudStyle()
        Theme.pastel.apply(to: &style)
        style.paletteKey = .group
        let layout = try TagCloud(tags: tags, style: style).layout()
        let fills = Dictionary(grouping: layout.chips, by: { tags[$0.index!].group ?? "" }).mapValues {
            Set($0.map(\.style.fill))
        }
        #expect(fills.values.allSatisfy { $0.count == 1 })
        #expect(Set(fills.filter { $0.key != "" }.values.map { $0.first! }).count == 3)
        #expect(fills[""] == [style.chip.fill])
    }

    @Test("A tag that asks for a break starts a row, whatever room is left")
    func forcedBreak() throws {
        var tags = ["a", "b", "c", "d"].map { CloudTag($0) }
        tags[2].breaksBefore = true
        let layout = try TagCloud(tags: tags, style: CloudStyle()).layout()
        #expect(layout.chips.map(\.row) == [0, 0, 1, 1])
    }

    @Test("A tag that asks for a break starts a row where the sort puts it; chips come back in input order")
    func forcedBreakSorted() throws {
        var tags = ["d", "c", "b", "a"].map { CloudTag($0) }
        tags[1].breaksBefore = true
        var style = CloudStyle()
        style.sort = .label
        let layout = try TagCloud(tags: tags, style: style).layout()
        #expect(layout.chips.map(\.label) == ["d", "c", "b", "a"])
        // Laid out a, b | c, d: "c" starts the second row, "d" follows it.
        #expect(layout.chips.map(\.row) == [1, 1, 0, 0])
        #expect(layout.title == "a, b, c, d")
    }

    @Test("The break and group fields of every input format")
    func inputFields() throws {
        let json = #"[{"label":"a","group":"g"},{"label":"b","break":true},{"label":"c","break":false}]"#
        let fromJSON = try TagReader(format: .json).tags(from: Array(json.utf8), path: "t.json")
        #expect(fromJSON.map(\.breaksBefore) == [false, true, false])
        #expect(fromJSON.map(\.group) == ["g", nil, nil])
        let csv = "label,break,group\na,,x\nb,yes,\nc,0,y\n"
        let fromCSV = try TagReader(format: .csv).tags(from: Array(csv.utf8), path: "t.csv")
        #expect(fromCSV.map(\.breaksBefore) == [false, true, false])
        #expect(fromCSV.map(\.group) == ["x", nil, "y"])
        let tsv = "a\t1\t\t\tLanguages\nb\n"
        #expect(try TagReader().tags(from: Array(tsv.utf8), path: "t.tsv").map(\.group) == ["Languages", nil])
    }

    @Test("A break that is not true or false is refused, naming the line")
    func badBreak() {
        #expect(throws: InputError.self) {
            try TagReader(format: .csv).tags(from: Array("label,break\na,maybe\n".utf8), path: "t.csv")
        }
        #expect(throws: InputError.self) {
            try TagReader(format: .json).tags(from: Array(#"[{"label":"a","break":"yes"}]"#.utf8), path: "t.json")
        }
        do {
            _ = try TagReader(format: .csv).tags(from: Array("label,break\na,maybe\n".utf8), path: "t.csv")
            Issue.record("break 'maybe' was accepted")
        } catch {
            #expect("\(error)" == "t.csv:2: break 'maybe' is not true or false (also 1/0, yes/no)")
        }
    }
}
