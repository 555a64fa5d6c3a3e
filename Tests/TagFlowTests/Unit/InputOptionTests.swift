import Testing

@testable import TagFlow

/// What `TagReader` reads from JSON and from prose (`--words`), and what `dedupe` and `comments` do.
@Suite("Input formats: JSON, words, dedupe and comments")
struct InputOptionTests {
    static func read(
        _ text: String, path: String = "tags.json", _ configure: (inout TagReader) -> Void = { _ in }
    ) throws(InputError) -> (tags: [CloudTag], warnings: [String]) {
        try InputFormatTests.read(text, path: path, configure)
    }

    static func json(_ text: String) throws(InputError) -> [CloudTag] {
        try read(text).tags
    }

    /// `InputError.badJSONTag` in `tags.json`.
    static func bad(_ line: Int, _ column: Int, _ problem: String) -> InputError {
        .badJSONTag(source: "tags.json", line: line, column: column, problem: problem)
    }

    // MARK: JSON

    @Test("An array of strings, of objects, or of both; each tag keeps the line its entry starts on")
    func jsonEntries() throws {
        let text = """
            [
              "Rock",
              {"label": "C, \\"the\\" language", "weight": 2.5, "color": "#ff8800",
               "link": "https://c.org", "group": "code"},
              {"label": "한국어", "weight": 0, "color": null, "link": "", "group": null}
            ]
            """
        #expect(
            try Self.json(text) == [
                CloudTag("Rock", line: 2),
                CloudTag(
                    "C, \"the\" language", weight: 2.5, color: try! Color(hex: "#ff8800"), link: "https://c.org",
                    group: "code", line: 3),
                CloudTag("한국어", weight: 0, line: 5),
            ])
    }

    @Test("A byte order mark, CRLF and escapes are accepted; spaces around a label are dropped")
    func jsonBOMAndEscapes() throws {
        let bytes = InputFormatTests.bom + Array("[\r\n\"  caf\\u00e9 \",\r\n\"\\ud83d\\ude00\"\r\n]\r\n".utf8)
        #expect(
            try InputFormatTests.read(bytes, path: "tags.json").tags == [
                CloudTag("café", line: 2), CloudTag("😀", line: 3),
            ])
    }

    @Test("A repeated key: the last one counts")
    func jsonRepeatedKey() throws {
        #expect(try Self.json(#"[{"label": "a", "weight": 1, "label": "b"}]"#) == [CloudTag("b", weight: 1, line: 1)])
    }

    /// Line 2, as columns: `{` 3, `"label"` 4, `"Rock"` 13, `"colour"` 21, `"red"` 31, `"size"` 38, `3` 46.
    static let unknownKeys = "[\n  {\"label\": \"Rock\", \"colour\": \"red\", \"size\": 3}\n]\n"

    @Test("An unknown key is ignored with a warning naming the file, the line, and a near key")
    func jsonUnknownKeys() throws {
        let (tags, warnings) = try Self.read(Self.unknownKeys)
        #expect(tags == [CloudTag("Rock", line: 2)])
        #expect(warnings.count == 2)
        #expect(warnings.first?.hasPrefix("tags.json:2:") == true)
        #expect(warnings.first?.hasSuffix(": unknown key 'colour' ignored (did you mean 'color'?)") == true)
        #expect(warnings.last?.hasPrefix("tags.json:2:") == true)
        #expect(warnings.last?.hasSuffix(": unknown key 'size' ignored") == true)
    }

    @Test("An unknown key's warning points at the key, where an editor should put the cursor")
    func jsonUnknownKeyColumn() throws {
        #expect(
            try Self.read(Self.unknownKeys).warnings == [
                "tags.json:2:21: unknown key 'colour' ignored (did you mean 'color'?)",
                "tags.json:2:38: unknown key 'size' ignored",
            ])
    }

    @Test("A control character in a JSON label is removed with a warning at the entry's line")
    func jsonControlCharacters() throws {
        let (tags, warnings) = try Self.read("[\"a\",\n\"b\\u0007c\"]")
        #expect(tags == [CloudTag("a", line: 1), CloudTag("bc", line: 2)])
        #expect(warnings == ["tags.json:2: removed control characters U+0007 from the label"])
    }

    struct JSONCase: Sendable, CustomTestStringConvertible {
        var text: String
        var error: InputError
        var testDescription: String { text.debugDescription }
    }

    static func malformed(_ line: Int, _ column: Int, _ problem: String) -> InputError {
        .malformedJSON(source: "tags.json", line: line, column: column, problem: problem)
    }

    static let notAColour = "colour 'nope' is not a colour; write #rrggbb, rgb(…) or a CSS colour name"
    static let badWeight = "'weight' must be a number ≥ 0"

    @Test(
        "Each JSON error names the line and the column of the value at fault",
        arguments: [
            JSONCase(text: "[\"Rock\",\n \"Pop\",\n]", error: malformed(3, 1, "expected a value, found ']'")),
            JSONCase(text: "[\"Rock\" \"Pop\"]", error: malformed(1, 9, "expected ',' or ']', found '\"'")),
            JSONCase(text: "[\"Rock", error: malformed(1, 7, "the document ends inside a string")),
            JSONCase(text: "[\"a\"] x", error: malformed(1, 7, "unexpected text after the JSON value")),
            JSONCase(text: "", error: malformed(1, 1, "the document ends where a value should be")),
            JSONCase(
                text: "{\"label\": \"Rock\"}",
                error: bad(1, 1, "expected an array of labels or of {\"label\": …} objects, found an object")),
            JSONCase(
                text: "\n  \"Rock\"",
                error: bad(2, 3, "expected an array of labels or of {\"label\": …} objects, found a string")),
            JSONCase(text: "[\"Rock\", 42]", error: bad(1, 10, "expected a label or an object, found a number")),
            JSONCase(text: "[\"Rock\",\n null]", error: bad(2, 2, "expected a label or an object, found null")),
            JSONCase(text: "[[\"Rock\"]]", error: bad(1, 2, "expected a label or an object, found an array")),
            JSONCase(text: "[true]", error: bad(1, 2, "expected a label or an object, found a boolean")),
            JSONCase(text: "[{\"weight\": 2}]", error: bad(1, 2, "missing 'label'")),
            JSONCase(text: "[{\"label\": null}]", error: bad(1, 2, "missing 'label'")),
            JSONCase(text: "[{\"label\": \"\"}]", error: bad(1, 12, "empty label")),
            JSONCase(text: "[\"Rock\", \" \\t \"]", error: bad(1, 10, "empty label")),
            JSONCase(text: "[{\"label\": 5}]", error: bad(1, 12, "'label' must be a string")),
            JSONCase(text: "[{\"label\": \"a\", \"weight\": -1}]", error: bad(1, 27, badWeight)),
            JSONCase(text: "[{\"label\": \"a\", \"weight\": \"2\"}]", error: bad(1, 27, badWeight)),
            JSONCase(text: "[{\"label\": \"a\", \"weight\": true}]", error: bad(1, 27, badWeight)),
            JSONCase(text: "[{\"label\": \"a\",\n  \"color\": \"nope\"}]", error: bad(2, 12, notAColour)),
            JSONCase(text: "[{\"label\": \"a\", \"color\": 5}]", error: bad(1, 26, "'color' must be a string")),
            JSONCase(text: "[{\"label\": \"a\", \"link\": [1]}]", error: bad(1, 25, "'link' must be a string")),
            JSONCase(
                text: "[{\"label\": \"a\", \"weight\": 1e999}]",
                error: malformed(1, 27, "the number 1e999 is too large")),
        ])
    func jsonErrors(example: JSONCase) {
        #expect(throws: example.error) { try Self.json(example.text) }
    }

    @Test("An empty array is 'no labels'")
    func jsonEmpty() {
        #expect(throws: InputError.noLabels(source: "tags.json")) { try Self.json("[ ]") }
    }

    @Test("JSON messages read FILE:LINE:COLUMN: problem")
    func jsonMessages() {
        #expect(Self.bad(1, 12, "empty label").description == "tags.json:1:12: empty label")
        #expect(
            Self.malformed(3, 1, "expected a value, found ']'").description
                == "tags.json:3:1: malformed JSON: expected a value, found ']'")
    }

    @Test("Invalid UTF-8 and NUL bytes in JSON name the line and byte column")
    func jsonBadBytes() {
        #expect(throws: InputError.invalidUTF8(source: "tags.json", line: 2, column: 4)) {
            try InputFormatTests.read(Array("[\"a\",\n \"b".utf8) + [0xFF] + Array("\"]".utf8), path: "tags.json")
        }
        #expect(throws: InputError.nulByte(source: "tags.json", line: 1, column: 6)) {
            try InputFormatTests.read(Array("[\"a\",".utf8) + [0] + Array("]".utf8), path: "tags.json")
        }
        #expect(throws: InputError.nulByte(source: "tags.json", line: 1, column: 4)) {
            try InputFormatTests.read(Array("[\"a".utf8) + [0] + Array("\"]".utf8), path: "tags.json")
        }
    }

    @Test("A byte order mark is not a column: errors on the first line count from the character after it")
    func jsonColumnAfterBOM() {
        #expect(throws: Self.bad(1, 2, "expected a label or an object, found a number")) {
            try InputFormatTests.read(InputFormatTests.bom + Array("[1]".utf8), path: "tags.json")
        }
    }

    @Test("JSON nested 100,000 deep is an error, not a crash, on one line or on many")
    func jsonDeepNesting() {
        let depth = 100_000
        #expect(throws: Self.malformed(1, 513, "nested deeper than 512 levels")) {
            try Self.json(String(repeating: "[", count: depth))
        }
        #expect(throws: Self.malformed(513, 1, "nested deeper than 512 levels")) {
            try Self.json(String(repeating: "[\n", count: depth))
        }
        #expect(throws: Self.malformed(513, 1, "nested deeper than 512 levels")) {
            try Self.json(String(repeating: "{\"a\":\n", count: depth))
        }
    }

    // MARK: dedupe and comments

    @Test("dedupe keeps the first of repeated labels (compared after trimming), in every format")
    func dedupe() throws {
        let text = "Rock\t1\nPop\n  Rock \t2\nrock\nPop\t5\n"
        #expect(try Self.read(text, path: "t.txt").tags.count == 5)
        #expect(
            try Self.read(text, path: "t.txt", { $0.dedupe = true }).tags == [
                CloudTag("Rock", weight: 1, line: 1), CloudTag("Pop", line: 2), CloudTag("rock", line: 4),
            ])
        #expect(
            try Self.read("label,weight\nRock,1\nPop,\nRock,2\n", path: "t.csv", { $0.dedupe = true }).tags == [
                CloudTag("Rock", weight: 1, line: 2), CloudTag("Pop", line: 3),
            ])
        #expect(
            try Self.read(#"["Rock", {"label": "Rock", "weight": 3}, "Pop"]"#, { $0.dedupe = true }).tags == [
                CloudTag("Rock", line: 1), CloudTag("Pop", line: 1),
            ])
    }

    @Test("comments skips text lines starting with #, even indented; line numbers still count them")
    func comments() throws {
        let bytes =
            InputFormatTests.bom + Array("# header\r\nRock\r\n  # indented\r\nC# and F#\r\n#\r\nPop\t\t#f00\r\n".utf8)
        let input = { (comments: Bool) throws(InputError) in
            try InputFormatTests.read(bytes, path: "t.txt", { $0.comments = comments }).tags
        }
        #expect(try input(false).map(\.label) == ["# header", "Rock", "# indented", "C# and F#", "#", "Pop"])
        #expect(
            try input(true) == [
                CloudTag("Rock", line: 2), CloudTag("C# and F#", line: 4),
                CloudTag("Pop", color: try! Color(hex: "#ff0000"), line: 6),
            ])
        #expect(throws: InputError.noLabels(source: "t.txt")) {
            try Self.read("# only\n# comments\n", path: "t.txt", { $0.comments = true })
        }
    }

    // MARK: words

    /// Words, in order (✗ = dropped): Swift, is✗, fast, Swift, is✗, safe, and✗, swift, code, is✗,
    /// fun, Rust, is✗, fast, too✗, Rust, is✗, safe, Don't✗ (a stop word), panic, e-mail (one word),
    /// me✗, 2✗ (a number), times, x✗ (one letter), 한국어, 한국어.
    /// Counts: swift 3 (shown "Swift", its usual spelling); fast, rust, safe, 한국어 2; code, e-mail,
    /// fun, panic, times 1. Ties are alphabetical by the lower-cased word (Hangul sorts after Latin).
    static let prose = """
        Swift is fast. Swift is safe, and swift code is fun!
        Rust is fast too; Rust is safe. Don't panic: e-mail me 2 times, x. 한국어 한국어
        """

    static func words(_ configure: (inout TagReader) -> Void = { _ in }) throws(InputError) -> [CloudTag] {
        try Self.read(
            Self.prose, path: "prose.txt",
            {
                $0.format = .words
                configure(&$0)
            }
        ).tags
    }

    @Test("words counts words case-insensitively, drops stop words, numbers and single letters")
    func wordsCounting() throws {
        #expect(
            try Self.words() == [
                CloudTag("Swift", weight: 3), CloudTag("fast", weight: 2), CloudTag("Rust", weight: 2),
                CloudTag("safe", weight: 2),
                CloudTag("한국어", weight: 2), CloudTag("code", weight: 1), CloudTag("e-mail", weight: 1),
                CloudTag("fun", weight: 1),
                CloudTag("panic", weight: 1), CloudTag("times", weight: 1),
            ])
    }

    @Test("top keeps the most frequent words; extra stop words are left out too")
    func wordsTopAndStopwords() throws {
        #expect(try Self.words({ $0.top = 3 }).map(\.label) == ["Swift", "fast", "Rust"])
        #expect(
            try Self.words({ $0.stopwords = TagReader.englishStopwords.union(["swift", "fast"]) }).map(\.label)
                .prefix(3) == ["Rust", "safe", "한국어"])
        // Stop words replace the defaults when given alone: "is" now counts (5 times).
        #expect(
            try Self.words({
                $0.stopwords = ["swift"]
                $0.top = 1
            }) == [CloudTag("is", weight: 5)])
    }

    @Test("A typographic apostrophe makes the same word as a straight one, so \"Don’t\" is a stop word too")
    func wordsCurlyApostrophe() throws {
        #expect(
            try Self.read("Don’t panic. Don't panic.", path: "p.txt", { $0.format = .words }).tags == [
                CloudTag("panic", weight: 2)
            ])
    }

    @Test("words: inner apostrophes and hyphens join, edge ones do not")
    func wordsJoiners() throws {
        #expect(
            WordCounter.words(in: "e-mail -x- well- rock'n'roll 'quoted' a--b")
                == ["e-mail", "x", "well", "rock'n'roll", "quoted", "a", "b"])
    }

    @Test("words: prose with no countable word is 'no labels'; bad bytes are found as in CSV")
    func wordsErrors() {
        #expect(throws: InputError.noLabels(source: "p.txt")) {
            try Self.read("The a an 42 x y z. It is.", path: "p.txt", { $0.format = .words })
        }
        #expect(throws: InputError.invalidUTF8(source: "p.txt", line: 2, column: 6)) {
            try InputFormatTests.read(Array("hello\nworld".utf8) + [0xFE], path: "p.txt", { $0.format = .words })
        }
    }
}
