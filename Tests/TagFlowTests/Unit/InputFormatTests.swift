import Testing

@testable import TagFlow

/// What `TagReader` reads from the plain-text and CSV formats, and the CSV errors with their places.
/// JSON, words mode, `dedupe` and `comments` are in `InputOptionTests`.
@Suite("Input formats: picking one, text and CSV")
struct InputFormatTests {
    /// The tags `text` stands for as the file `path`, and the warnings said on the way.
    static func read(
        _ text: String, path: String, _ configure: (inout TagReader) -> Void = { _ in }
    ) throws(InputError) -> (tags: [CloudTag], warnings: [String]) {
        try read(Array(text.utf8), path: path, configure)
    }

    static func read(
        _ bytes: [UInt8], path: String, _ configure: (inout TagReader) -> Void = { _ in }
    ) throws(InputError) -> (tags: [CloudTag], warnings: [String]) {
        var input = TagReader()
        configure(&input)
        var warnings: [String] = []
        let tags = try input.tags(from: bytes, path: path, warn: { warnings.append($0) })
        return (tags, warnings)
    }

    static func csv(_ text: String) throws(InputError) -> [CloudTag] {
        try read(text, path: "tags.csv").tags
    }

    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    // MARK: picking the format

    @Test(
        "The extension picks the format, in any case; anything else (and stdin) is text",
        arguments: [
            ("tags.csv", TagReader.Format.csv), ("TAGS.CSV", .csv), ("dir/tags.json", .json), ("a.b.Json", .json),
            ("tags.txt", .text), ("tags.tsv", .text), ("tags", .text), ("csv", .text), ("json", .text),
            ("data.csv/tags", .text), ("-", .text), ("tags.csv.txt", .text), ("tags.csv.", .csv), (".CSV", .csv),
            ("dir/x.jSoN", .json), ("...", .text), ("", .text), ("café.csv", .csv), ("café", .text),
            ("dir/tags.csv/", .csv), ("a.JSON//", .json), ("csv/", .text), ("x.csv/tags", .text), ("/", .text),
            ("///", .text), (".", .text), ("./", .text), ("dir/.json", .json), ("tags.csvx", .text),
            ("tags.jso", .text), ("tags.cs", .text), ("tags.c\u{1F}v", .text), ("x/café/t.json/", .json),
        ])
    func formatFromExtension(path: String, format: TagReader.Format) {
        #expect(TagReader.Format.forPath(path) == format)
    }

    /// The rule `forPath` follows, spelled plainly: the last part's last piece between dots,
    /// lowercased, when the last part has a dot.
    static func formatByRule(_ path: String) -> TagReader.Format {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard name.contains(".") else { return .text }
        switch name.split(separator: ".").last?.lowercased() {
        case "csv": return .csv
        case "json": return .json
        default: return .text
        }
    }

    @Test("The format of every short path of slashes, dots and the extensions' letters is the rule's")
    func formatFromExtensionByRule() {
        // Every path of up to five of these bytes, some letters in capitals.
        let alphabet: [Character] = ["/", ".", "c", "S", "v", "j", "O", "n", "x"]
        var paths = [""]
        var mismatches: [String] = []
        for _ in 1...5 {
            paths = paths.flatMap { path in alphabet.map { path + String($0) } }
            for path in paths where TagReader.Format.forPath(path) != Self.formatByRule(path) {
                mismatches.append(path)
            }
        }
        #expect(mismatches.isEmpty)
        #expect(paths.count == 59_049)
    }

    @Test("An explicit format beats the extension")
    func explicitFormat() throws {
        let text = "label,weight\nRock,3\n"
        #expect(try Self.read(text, path: "tags.txt").tags.map(\.label) == ["label,weight", "Rock,3"])
        #expect(
            try Self.read(text, path: "tags.txt", { $0.format = .csv }).tags == [CloudTag("Rock", weight: 3, line: 2)])
        #expect(
            try Self.read("[\"a\"]\n", path: "tags.json", { $0.format = .text }).tags == [CloudTag("[\"a\"]", line: 1)])
        #expect(try Self.read("[\"a\"]\n", path: "-", { $0.format = .json }).tags == [CloudTag("a", line: 1)])
    }

    // MARK: text and TSV

    @Test(
        "label<TAB>weight<TAB>color<TAB>link reads the same from .txt, .tsv and stdin",
        arguments: ["t.txt", "t.tsv", "-"])
    func textColumns(path: String) throws {
        let text = "Swift\t3\t#f05138\thttps://swift.org\n\nLinux\t1.5\n한국어\n"
        #expect(
            try Self.read(text, path: path).tags == [
                CloudTag("Swift", weight: 3, color: try! Color(hex: "#f05138"), link: "https://swift.org", line: 1),
                CloudTag("Linux", weight: 1.5, line: 3), CloudTag("한국어", line: 4),
            ])
    }

    @Test("Text errors name stdin as <stdin>")
    func stdinName() {
        #expect(throws: InputError.badWeight(source: "<stdin>", line: 2, value: "heavy")) {
            try Self.read("Rock\nPop\theavy\n", path: "-")
        }
    }

    // MARK: CSV

    @Test("A header row names the columns in any order and case; a row per tag")
    func csvHeader() throws {
        let tags = try Self.csv("Weight, LINK ,label,GROUP,Color\n2,https://a.org,Rock,music,#ff0000\n1,,Pop,,\n")
        #expect(
            tags == [
                CloudTag(
                    "Rock", weight: 2, color: try! Color(hex: "#ff0000"), link: "https://a.org", group: "music", line: 2
                ),
                CloudTag("Pop", weight: 1, line: 3),
            ])
    }

    @Test("Only the label column is needed; short rows leave the rest empty, long rows are cut")
    func csvShortAndLongRows() throws {
        #expect(try Self.csv("label\nRock\nPop\n") == [CloudTag("Rock", line: 2), CloudTag("Pop", line: 3)])
        #expect(
            try Self.csv("label,weight,color\nRock\nPop,2,red,extra,more\n") == [
                CloudTag("Rock", line: 2), CloudTag("Pop", weight: 2, color: Color(css: "red"), line: 3),
            ])
    }

    @Test("RFC 4180 quoting: commas, doubled quotes and an empty quoted field")
    func csvQuoting() throws {
        let text = #"""
            label,weight,link
            "C, the language",1,"https://x.org/?a=1,b=2"
            "say ""hi""",2,""
            """quoted""",3,
            plain,,"https://p.org"

            """#
        #expect(
            try Self.csv(text) == [
                CloudTag("C, the language", weight: 1, link: "https://x.org/?a=1,b=2", line: 2),
                CloudTag("say \"hi\"", weight: 2, line: 3),
                CloudTag("\"quoted\"", weight: 3, line: 4),
                CloudTag("plain", link: "https://p.org", line: 5),
            ])
    }

    @Test("A quoted line break stays in a field; later rows keep their true line numbers")
    func csvQuotedLineBreaks() throws {
        let text = "label,group\nRock,\"one\ntwo\"\nPop,\"a\r\n\r\nb\"\nJazz,x\n"
        let (tags, warnings) = try Self.read(text, path: "tags.csv")
        #expect(tags.map(\.label) == ["Rock", "Pop", "Jazz"])
        #expect(tags.map(\.group) == ["one\ntwo", "a\r\n\r\nb", "x"])
        #expect(tags.map(\.line) == [2, 4, 7])
        #expect(warnings.isEmpty)
    }

    @Test("A line break inside a quoted label is a control character: removed with a warning at the row's line")
    func csvLineBreakInLabel() throws {
        let (tags, warnings) = try Self.read("label\nRock\n\"two\nlines\"\n", path: "tags.csv")
        #expect(tags == [CloudTag("Rock", line: 2), CloudTag("twolines", line: 3)])
        #expect(warnings == ["tags.csv:3: removed control characters U+000A from the label"])
    }

    @Test("CRLF line ends, a byte order mark, no final line end and blank rows are all accepted")
    func csvCRLFAndBOM() throws {
        let bytes = Self.bom + Array("label,weight\r\n\"Rock\",3\r\n\r\nPop,1".utf8)
        #expect(
            try Self.read(bytes, path: "tags.csv").tags == [
                CloudTag("Rock", weight: 3, line: 2), CloudTag("Pop", weight: 1, line: 4),
            ])
    }

    @Test("Spaces around unquoted fields are dropped; rows with an empty label are skipped")
    func csvSpacesAndEmptyLabels() throws {
        #expect(
            try Self.csv("label,weight\n  Rock  , 3 \n,5\n\"\",2\n   ,1\nPop,\n") == [
                CloudTag("Rock", weight: 3, line: 2), CloudTag("Pop", line: 6),
            ])
    }

    @Test("CSV columns and JSON keys guess typos by edit distance, as options do: a swap, a dropped letter")
    func typosByEditDistance() throws {
        let (_, csv) = try Self.read("label,wieght,grop,lable\nRock,1,a,b\n", path: "t.csv")
        #expect(
            csv == [
                "t.csv:1: unknown column 'wieght' ignored (did you mean 'weight'?)",
                "t.csv:1: unknown column 'grop' ignored (did you mean 'group'?)",
                "t.csv:1: unknown column 'lable' ignored (did you mean 'label'?)",
            ])
        let (_, json) = try Self.read("[{\"label\": \"Rock\", \"wieght\": 1, \"lnk\": \"x\"}]", path: "t.json")
        #expect(json.count == 2)
        #expect(json.first?.hasSuffix("unknown key 'wieght' ignored (did you mean 'weight'?)") == true)
        #expect(json.last?.hasSuffix("unknown key 'lnk' ignored (did you mean 'link'?)") == true)
    }

    @Test("An unknown column is ignored with a warning naming the file and line, and a near name")
    func csvUnknownColumns() throws {
        let (tags, warnings) = try Self.read("label,size,colour\nRock,10,red\n", path: "data/tags.csv")
        #expect(tags == [CloudTag("Rock", line: 2)])
        #expect(
            warnings == [
                "data/tags.csv:1: unknown column 'size' ignored",
                "data/tags.csv:1: unknown column 'colour' ignored (did you mean 'color'?)",
            ])
    }

    @Test("A header with no label column is an error at line 1")
    func csvNoLabelColumn() {
        #expect(
            throws: InputError.malformedCSV(
                source: "tags.csv", line: 1, column: 1, problem: "the header row has no 'label' column")
        ) { try Self.csv("weight,color\n1,red\n") }
    }

    @Test("No rows, or only empty labels, is 'no labels'", arguments: ["", "label\n", "label,weight\n,1\n\n"])
    func csvNoLabels(text: String) {
        #expect(throws: InputError.noLabels(source: "tags.csv")) { try Self.csv(text) }
    }

    struct CSVError: Sendable, CustomTestStringConvertible {
        var text: String
        var line: Int
        var column: Int
        var problem: String
        var testDescription: String { problem }
    }

    static let unterminated = "this quote is never closed"
    static let innerQuote = "a quote inside an unquoted field; quote the whole field and double the quote"
    static let afterQuote = "text after a closing quote"

    @Test(
        "Malformed CSV names the line and column",
        arguments: [
            // The unterminated quote is reported where it opens, not at the end of the file.
            CSVError(text: "label,weight\nRock,1\n\"Pop,2\nJazz,3\n", line: 3, column: 1, problem: unterminated),
            CSVError(text: "label,link\nRock,\"https://a.org\nPop,x\n", line: 2, column: 6, problem: unterminated),
            CSVError(text: "label\nRo\"ck\n", line: 2, column: 3, problem: innerQuote),
            CSVError(text: "label,weight\nRock,1\"\n", line: 2, column: 7, problem: innerQuote),
            CSVError(text: "label\n\"Rock\"n roll\n", line: 2, column: 7, problem: afterQuote),
            CSVError(text: "label,group\n\"a\",\"b\nc\" d\n", line: 3, column: 3, problem: afterQuote),
            CSVError(text: "label\r\n\"Rock\" \r\n", line: 2, column: 7, problem: afterQuote),
        ])
    func csvMalformed(error: CSVError) {
        #expect(
            throws: InputError.malformedCSV(
                source: "tags.csv", line: error.line, column: error.column, problem: error.problem)
        ) { try Self.csv(error.text) }
    }

    @Test("The malformed-CSV message reads FILE:LINE:COLUMN: malformed CSV: problem")
    func csvMessage() {
        let error = InputError.malformedCSV(source: "tags.csv", line: 3, column: 1, problem: Self.unterminated)
        #expect(error.description == "tags.csv:3:1: malformed CSV: this quote is never closed")
    }

    @Test("A bad weight or colour in CSV names the row's line and the value")
    func csvBadValues() {
        #expect(throws: InputError.badWeight(source: "tags.csv", line: 4, value: "heavy")) {
            try Self.csv("label,weight,group\nRock,1,\"a\nb\"\nPop,heavy,\n")
        }
        #expect(throws: InputError.badWeight(source: "tags.csv", line: 2, value: "-1")) {
            try Self.csv("label,weight\nRock,-1\n")
        }
        #expect(throws: InputError.badWeight(source: "tags.csv", line: 2, value: "inf")) {
            try Self.csv("label,weight\nRock,inf\n")
        }
        #expect(throws: InputError.badColor(source: "tags.csv", line: 3, value: "blurple")) {
            try Self.csv("color,label\nred,Rock\nblurple,Pop\n")
        }
    }

    @Test("Invalid UTF-8 and NUL bytes in CSV name the line and the byte column")
    func csvBadBytes() {
        let invalid = Array("label\nRock\nPo".utf8) + [0xFF] + Array("p\n".utf8)
        #expect(throws: InputError.invalidUTF8(source: "tags.csv", line: 3, column: 3)) {
            try Self.read(invalid, path: "tags.csv")
        }
        // Inside a quoted field too, and after a byte order mark (which is not a column).
        let quoted = Self.bom + Array("label\n\"a\nbc".utf8) + [0xC3] + Array("\"\n".utf8)
        #expect(throws: InputError.invalidUTF8(source: "tags.csv", line: 3, column: 3)) {
            try Self.read(quoted, path: "tags.csv")
        }
        let nul = Self.bom + Array("label\nRo".utf8) + [0] + Array("ck\n".utf8)
        #expect(throws: InputError.nulByte(source: "tags.csv", line: 2, column: 3)) {
            try Self.read(nul, path: "tags.csv")
        }
    }

    @Test("A line over 64 KiB is refused in every format whose lines are labels", arguments: ["t.txt", "t.csv", "-"])
    func lineTooLong(path: String) {
        let long = String(repeating: "a", count: 64 * 1024 + 1)
        let text = path.hasSuffix(".csv") ? "label\n\(long)\n" : "x\n\(long)\n"
        let source = path == "-" ? "<stdin>" : path
        #expect(throws: InputError.lineTooLong(source: source, line: 2, limit: 64 * 1024)) {
            try Self.read(text, path: path)
        }
        #expect(
            InputError.lineTooLong(source: source, line: 2, limit: 64 * 1024).description
                == "\(source):2: line longer than 64 KiB; one label per line")
        // Exactly 64 KiB is still a line.
        let limit = String(repeating: "b", count: 64 * 1024)
        #expect(throws: Never.self) { try Self.read("label\n\(limit)\n", path: "t.csv") }
    }
}
