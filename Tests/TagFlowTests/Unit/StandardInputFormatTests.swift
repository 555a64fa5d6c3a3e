import Testing

@testable import TagFlow

/// What standard input is when no format is set (`TagReader.standardInputFormat`): decided on
/// its first line, which may come over several reads of a pipe.
@Suite("Standard input's format, seen")
struct StandardInputFormatTests {
    static func format(_ text: String, complete: Bool) -> TagReader.Format? {
        TagReader.standardInputFormat(Array(text.utf8)[...], complete: complete)
    }

    @Test("A first line not yet ended, or only white space, waits; once complete it decides")
    func waitsForTheFirstLine() {
        for partial in ["", "  \n\t", "label,wei", "Swift"] {
            #expect(Self.format(partial, complete: false) == nil, "\(partial)")
        }
        #expect(Self.format("", complete: true) == .text)
        #expect(Self.format("label,weight", complete: true) == .csv)
        #expect(Self.format("Swift", complete: true) == .text)
        #expect(Self.format("\n [", complete: false) == .json)
        #expect(Self.format("\u{FEFF}[", complete: false) == .json)
        // No header holds a digit, a NUL or 256 letters: a label, decided before the line ends.
        #expect(Self.format("label,weight2", complete: false) == .text)
        #expect(Self.format("\0\0", complete: false) == .text)
        #expect(Self.format(String(repeating: "a", count: 300), complete: false) == .text)
    }

    @Test(
        "A CSV header is two or more of TagFlow's columns, label among them, each once",
        arguments: [
            ("label,weight\n", true), ("LINK , \"label\"\r", true),
            ("label,weight,color,link,group,break,icon\n", true),
            ("label\n", false), ("weight,color\n", false), ("label,label\n", false), ("label,colour\n", false),
            ("label,\n", false), ("Swift, Rust\n", false),
        ])
    func csvHeader(line: String, isCSV: Bool) {
        #expect((Self.format(line, complete: false) == .csv) == isCSV)
    }

    @Test("Read from bytes as standard input: JSON and CSV are noted, lines are not, broken JSON is lines")
    func notes() throws {
        var notes: [String] = []
        let reader = TagReader()
        let json = try reader.tags(from: Array(#"["a", "b"]"#.utf8), path: "-") { notes.append($0) }
        #expect(json.map(\.label) == ["a", "b"])
        #expect(notes == [TagReader.standardInputNote(.json)])
        notes = []
        let broken = try reader.tags(from: Array("[a\nb\n".utf8), path: "-") { notes.append($0) }
        #expect(broken.map(\.label) == ["[a", "b"] && notes.isEmpty)
        // A file keeps its extension's format: a .txt holding JSON is lines.
        let file = try reader.tags(from: Array(#"["a"]"#.utf8), path: "list.txt") { notes.append($0) }
        #expect(file.map(\.label) == [#"["a"]"#] && notes.isEmpty)
    }
}
