import Foundation
import Primitives
import Testing

/// `tagflow render` reading every input format: the same labels make the same chips whatever the
/// format, and every bad input is exit 65 with one `FILE:LINE[:COLUMN]` line and nothing written.
@Suite("tagflow render: input formats end to end")
struct InputFormatsEndToEndTests {
    // MARK: the same chips from every format

    /// Weights, a colour, a link, a comma, quotes, Hangul and a bare label, written four ways
    /// (the same list as `InputFormatEquivalenceTests` in TagFlowTests).
    static let labels = ["Swift", "C, the language", "say \"hi\"", "한국어", "plain"]
    static let text = "Swift\t3\t\thttps://swift.org\nC, the language\t1\nsay \"hi\"\t2\t#ff8800\n한국어\t5\nplain\n"
    static let csv =
        "Link,LABEL,weight,Color\r\n" + "https://swift.org,Swift,3,\r\n" + ",\"C, the language\",1,\r\n"
        + ",\"say \"\"hi\"\"\",2,#ff8800\r\n" + ",한국어,5,\r\n" + ",\"plain\",,\r\n"
    static let json = """
        [
          {"label": "Swift", "weight": 3, "link": "https://swift.org"},
          {"label": "C, the language", "weight": 1},
          {"label": "say \\"hi\\"", "weight": 2.0, "color": "#FF8800"},
          {"label": "\\ud55c\\uad6d\\uc5b4", "weight": 5e0, "color": null},
          "plain"
        ]

        """
    static let style = ["--scale-by", "weight", "--width", "260"]

    @Test("Every input format gives the same chips for the same labels: same layout file, same SVG bytes")
    func sameChipsFromEveryFormat() async throws {
        try await withTemporaryFolder { folder in
            let files = ["tags.txt": Self.text, "tags.tsv": Self.text, "tags.csv": Self.csv, "tags.json": Self.json]
            for (name, text) in files { try writeFile(name, Array(text.utf8), in: folder) }
            // From files, by extension; then from stdin, told the format.
            var runs: [(name: String, arguments: [String], stdin: String?)] = files.keys.sorted().map {
                ($0, [$0], nil)
            }
            runs += [
                ("stdin", ["-"], Self.text), ("stdin-tsv", ["-", "--input-format", "tsv"], Self.text),
                ("stdin-csv", ["-", "--input-format", "csv"], Self.csv),
                ("stdin-json", ["--input-format", "json"], Self.json),
            ]
            for run in runs {
                let result = try await runRender(
                    run.arguments + ["-o", "\(run.name).svg", "--emit-layout", "\(run.name).layout.json"] + Self.style,
                    in: folder, stdin: run.stdin.map { Array($0.utf8) })
                expectQuietSuccess(result)
            }
            let reference = try bytes(of: folder.appendingPathComponent("tags.txt.svg"))
            let referenceLayout = try bytes(of: folder.appendingPathComponent("tags.txt.layout.json"))
            let layout = try EmittedLayout.read("tags.txt.layout.json", in: folder)
            #expect(layout.chips.map(\.label) == Self.labels)
            #expect(Set(layout.chips.map(\.row)).count > 1, "the example should wrap")
            // Weighted sizes: the Hangul chip (weight 5) is the tallest, the bare one the shortest.
            #expect(layout.chips[3].frame[3] > layout.chips[0].frame[3])
            #expect(layout.chips[4].frame[3] < layout.chips[1].frame[3] + 0.001)
            let svg = String(decoding: reference, as: UTF8.self)
            #expect(svg.contains("href=\"https://swift.org\"") && svg.contains("fill=\"#f80\""))
            for run in runs {
                let sameSVG = try bytes(of: folder.appendingPathComponent("\(run.name).svg")) == reference
                let sameLayout =
                    try bytes(of: folder.appendingPathComponent("\(run.name).layout.json")) == referenceLayout
                #expect(sameSVG, "\(run.name).svg should equal tags.txt.svg")
                #expect(sameLayout, "\(run.name).layout.json should equal tags.txt.layout.json")
            }
        }
    }

    static let jsonNote =
        "tagflow: warning: <stdin>: read as JSON (an array); set input-format json to say so, or text to read its lines as labels\n"
    static let csvNote =
        "tagflow: warning: <stdin>: read as CSV (its first line is a header); set input-format csv to say so, or text to "
        + "read its lines as labels\n"

    @Test(
        "Standard input without --input-format: a JSON array is JSON and a known CSV header is CSV, each with a note",
        arguments: [
            ("[\"a\",\"b\"]\n", ["a", "b"], jsonNote), ("  \n[\n\"a\",\n{\"label\": \"b\"}]", ["a", "b"], jsonNote),
            ("label,weight\nRock,1\nJazz,2\n", ["Rock", "Jazz"], csvNote),
            ("\"Weight\", LABEL\r\n2,Rock\r\n", ["Rock"], csvNote),
        ])
    func stdinFormatIsSeen(input: String, labels: [String], note: String) async throws {
        try await withTemporaryFolder { folder in
            let run = try await runRender(
                ["-", "-o", "a.svg", "--emit-layout", "a.json"], in: folder, stdin: Array(input.utf8))
            #expect(run.status == 0 && run.stderr == note, "\(run.stderr)")
            #expect(try EmittedLayout.read("a.json", in: folder).chips.map(\.label) == labels)
        }
    }

    @Test("--strict does not guess: a JSON array on standard input fails (65) until its format is given")
    func strictDoesNotGuess() async throws {
        try await withTemporaryFolder { folder in
            let json = Array("[\"a\",\"b\"]\n".utf8)
            let guessed = try await runRender(["-", "-o", "a.svg", "--strict"], in: folder, stdin: json)
            expectError(guessed, exit: 65, mentions: ["read as JSON", "set input-format json", "with --strict"])
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.svg").path))
            let given = try await runRender(
                ["-", "-o", "a.svg", "--strict", "--input-format", "json"], in: folder, stdin: json)
            #expect(given.status == 0 && given.stderr.isEmpty, "\(given.stderr)")
        }
    }

    @Test(
        "Standard input that is neither stays one label per line, with no note; --input-format text reads any as lines",
        arguments: [
            ("[draft] notes\nother\n", [], ["[draft] notes", "other"]),
            ("label\nRock\n", [], ["label", "Rock"]), ("label,colour\nRock,red\n", [], ["label,colour", "Rock,red"]),
            ("{\"label\": \"a\"}\n", [], ["{\"label\": \"a\"}"]),
            ("[\"a\",\"b\"]\n", ["--input-format", "text"], ["[\"a\",\"b\"]"]),
            ("label,weight\nRock,1\n", ["--input-format", "text"], ["label,weight", "Rock,1"]),
        ])
    func stdinTextStaysText(input: String, options: [String], labels: [String]) async throws {
        try await withTemporaryFolder { folder in
            let run = try await runRender(
                ["-", "-o", "a.svg", "--emit-layout", "a.json"] + options, in: folder, stdin: Array(input.utf8))
            expectQuietSuccess(run)
            #expect(try EmittedLayout.read("a.json", in: folder).chips.map(\.label) == labels)
        }
    }

    @Test("A JSON array on standard input with a bad entry is JSON's error (65), not a list of lines")
    func stdinJSONErrors() async throws {
        try await withTemporaryFolder { folder in
            let run = try await runRender(["-", "-o", "a.svg"], in: folder, stdin: Array("[\"a\", 3]\n".utf8))
            expectError(run, exit: 65, mentions: ["<stdin>:1:7"])
            #expect(!fileExists("a.svg", in: folder))
        }
    }

    @Test("--input-format beats the extension; an unknown format is a usage error")
    func inputFormatOption() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("list.json", Array("[\"a\",\n\"b\"]\n".utf8), in: folder)
            let asText = try await runRender(
                ["list.json", "-o", "a.svg", "--emit-layout", "a.json", "--input-format", "text"], in: folder)
            expectQuietSuccess(asText)
            #expect(try EmittedLayout.read("a.json", in: folder).chips.map(\.label) == ["[\"a\",", "\"b\"]"])

            let unknown = try await runRender(["list.json", "-o", "b.svg", "--input-format", "yaml"], in: folder)
            expectError(unknown, exit: 64, mentions: ["--input-format 'yaml'"])
            #expect(!fileExists("b.svg", in: folder))
        }
    }

    @Test("Warnings for an unknown CSV column and an unknown JSON key, one line each; the render succeeds")
    func unknownColumnAndKeyWarnings() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.csv", Array("label,size\nRock,3\n".utf8), in: folder)
            try writeFile("tags.json", Array("[{\"label\": \"Rock\", \"colour\": \"red\"}]".utf8), in: folder)
            let csv = try await runRender(["tags.csv", "-o", "csv.svg"], in: folder)
            #expect(csv.status == 0)
            #expect(csv.stderrLines == ["tagflow: warning: tags.csv:1: unknown column 'size' ignored"])
            let json = try await runRender(["tags.json", "-o", "json.svg"], in: folder)
            #expect(json.status == 0)
            #expect(json.stderrLines.count == 1)
            #expect(json.stderr.hasPrefix("tagflow: warning: tags.json:1:"))
            #expect(json.stderr.hasSuffix(": unknown key 'colour' ignored (did you mean 'color'?)\n"))
            let same =
                try bytes(of: folder.appendingPathComponent("csv.svg"))
                == bytes(of: folder.appendingPathComponent("json.svg"))
            #expect(same, "the CSV and the JSON should draw the same cloud")
        }
    }

    // MARK: bad input

    struct BadInput: Sendable, CustomTestStringConvertible {
        var file: String
        var bytes: [UInt8]
        /// What the error line says after `tagflow: error: ` (its start, when the rest is advice).
        var message: String
        var options: [String] = []
        var testDescription: String { message }

        init(_ file: String, _ text: String, _ message: String, options: [String] = []) {
            self.init(file, Array(text.utf8), message, options: options)
        }

        init(_ file: String, _ bytes: [UInt8], _ message: String, options: [String] = []) {
            self.file = file
            self.bytes = bytes
            self.message = message
            self.options = options
        }
    }

    static let long = String(repeating: "a", count: 64 * 1024 + 1)
    static let tooLong = "line longer than 64 KiB; one label per line"

    static let badInputs: [BadInput] = [
        // CSV
        BadInput(
            "tags.csv", "label,weight\nRock,1\n\"Pop,2\nJazz,3\n",
            "tags.csv:3:1: malformed CSV: this quote is never closed"),
        BadInput(
            "tags.csv", "label\nRo\"ck\n",
            "tags.csv:2:3: malformed CSV: a quote inside an unquoted field; quote the whole field and double the quote"),
        BadInput("tags.csv", "label\n\"Rock\"n roll\n", "tags.csv:2:7: malformed CSV: text after a closing quote"),
        BadInput(
            "tags.csv", "weight,color\n1,red\n", "tags.csv:1:1: malformed CSV: the header row has no 'label' column"),
        // A header that names the label column something else: still one line, the error.
        BadInput(
            "tags.csv", "tag,weight\nRock,1\n", "tags.csv:1:1: malformed CSV: the header row has no 'label' column"),
        BadInput("tags.csv", "label,weight\nRock,heavy\n", "tags.csv:2: weight 'heavy' is not a number ≥ 0"),
        BadInput("tags.csv", "label,color\nRock,blurple\n", "tags.csv:2: colour 'blurple' is not a colour"),
        BadInput("tags.csv", Array("label\nRo".utf8) + [0xFF] + Array("ck\n".utf8), "tags.csv:2:3: invalid UTF-8"),
        BadInput("tags.csv", Array("label\nRo".utf8) + [0] + Array("ck\n".utf8), "tags.csv:2:3: NUL byte"),
        BadInput("tags.csv", "label\n\(long)\n", "tags.csv:2: \(tooLong)"),
        // JSON
        BadInput("tags.json", "[\"Rock\",\n \"Pop\",\n]", "tags.json:3:1: malformed JSON: expected a value, found ']'"),
        BadInput(
            "tags.json", "{\"label\": \"Rock\"}",
            "tags.json:1:1: expected an array of labels or of {\"label\": …} objects, found an object"),
        BadInput("tags.json", "[\"Rock\", 42]", "tags.json:1:10: expected a label or an object, found a number"),
        BadInput("tags.json", "[{\"weight\": 2}]", "tags.json:1:2: missing 'label'"),
        BadInput("tags.json", "[{\"label\": \"\"}]", "tags.json:1:12: empty label"),
        BadInput("tags.json", "[\"Rock\", \"\"]", "tags.json:1:10: empty label"),
        BadInput("tags.json", "[{\"label\": \"a\", \"weight\": -1}]", "tags.json:1:27: 'weight' must be a number ≥ 0"),
        BadInput(
            "tags.json", "[{\"label\": \"a\", \"weight\": \"2\"}]", "tags.json:1:27: 'weight' must be a number ≥ 0"),
        BadInput(
            "tags.json", "[{\"label\": \"a\",\n  \"color\": \"nope\"}]", "tags.json:2:12: colour 'nope' is not a colour"
        ),
        BadInput("tags.json", Array("[\"a".utf8) + [0xFF] + Array("\"]".utf8), "tags.json:1:4: invalid UTF-8"),
        BadInput("tags.json", Array("[\"a\",".utf8) + [0] + Array("]".utf8), "tags.json:1:6: NUL byte"),
        // JSON is not line-limited (minified, it is one line): deep nesting on one line is too deep.
        BadInput(
            "deep.json", String(repeating: "[", count: 100_000),
            "deep.json:1:513: malformed JSON: nested deeper than 512 levels"),
        BadInput(
            "deep.json", String(repeating: "[\n", count: 100_000),
            "deep.json:513:1: malformed JSON: nested deeper than 512 levels"),
        // text, words, and a format named on the command line
        BadInput("tags.txt", "Rock\nPop\theavy\n", "tags.txt:2: weight 'heavy' is not a number ≥ 0"),
        BadInput("tags.tsv", "Rock\t1\tblurple\n", "tags.tsv:1: colour 'blurple' is not a colour"),
        BadInput("tags.txt", "x\n\(long)\n", "tags.txt:2: \(tooLong)"),
        BadInput(
            "prose.txt", Array("hello\nworld".utf8) + [0xFE], "prose.txt:2:6: invalid UTF-8", options: ["--words"]),
        BadInput(
            "list.txt", "label\n\"Rock\n", "list.txt:2:1: malformed CSV: this quote is never closed",
            options: ["--input-format", "csv"]),
        BadInput(
            "list.txt", "[1]", "list.txt:1:2: expected a label or an object, found a number",
            options: ["--input-format", "json"]),
    ]

    @Test(
        "Bad input: exit 65, one FILE:LINE[:COLUMN] line, the old output untouched, no layout file",
        arguments: badInputs)
    func badInput(example: BadInput) async throws {
        try await withTemporaryFolder { folder in
            try writeFile(example.file, example.bytes, in: folder)
            let old = Array("<svg>the previous rendering</svg>\n".utf8)
            try writeFile("out.svg", old, in: folder)
            let result = try await runRender(
                [example.file, "-o", "out.svg", "--emit-layout", "layout.json"] + example.options, in: folder)
            expectError(result, exit: 65, mentions: [example.message])
            #expect(
                result.stderr.hasPrefix("tagflow: error: \(example.message)"),
                "\(result.stderr.debugDescription) should start with \(example.message.debugDescription)")
            let untouched = try bytes(of: folder.appendingPathComponent("out.svg")) == old
            #expect(untouched, "out.svg should be left as it was")
            #expect(!fileExists("layout.json", in: folder))
            expectNoTemporaryFiles(in: folder)
        }
    }

    @Test("Bad input on standard input is named <stdin>")
    func badStdin() async throws {
        try await withTemporaryFolder { folder in
            let json = try await runRender(
                ["-", "-o", "out.svg", "--input-format", "json"], in: folder, stdin: Array("[\n true]".utf8))
            expectError(json, exit: 65, mentions: ["<stdin>:2:2: expected a label or an object, found a boolean"])
            let csv = try await runRender(
                ["-o", "out.svg", "--input-format", "csv"], in: folder, stdin: Array("label\nRo\"ck\n".utf8))
            expectError(csv, exit: 65, mentions: ["<stdin>:2:3: malformed CSV: a quote inside an unquoted field"])
            #expect(!fileExists("out.svg", in: folder))
        }
    }
}
