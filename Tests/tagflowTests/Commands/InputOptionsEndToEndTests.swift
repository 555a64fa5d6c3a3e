import Foundation
import Testing

/// `--words`, `--stopwords`, `--top`, `--comments` and `--dedupe` through the binary, checked on
/// the layout `--emit-layout` writes.
@Suite("tagflow render: --words, --stopwords, --top, --comments, --dedupe")
struct InputOptionsEndToEndTests {
    /// Counted by hand (stop words, "2" and "x" dropped): swift 3 (as "Swift"), fast 2, rust 2,
    /// safe 2, then code, e-mail, fun, panic, times once each; ties alphabetical.
    static let prose = """
        Swift is fast. Swift is safe, and swift code is fun!
        Rust is fast too; Rust is safe. Don't panic: e-mail me 2 times, x.

        """
    static let counted = ["Swift", "fast", "Rust", "safe", "code", "e-mail", "fun", "panic", "times"]

    /// Renders `input` with `options` and returns the layout.
    static func layout(
        _ input: String, _ options: [String], file: String = "input.txt", in folder: URL,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> EmittedLayout {
        try writeFile(file, Array(input.utf8), in: folder)
        let result = try await runRender(
            [file, "-o", "out.svg", "--emit-layout", "layout.json"] + options, in: folder)
        expectQuietSuccess(result, sourceLocation: sourceLocation)
        return try EmittedLayout.read("layout.json", in: folder)
    }

    @Test("--words: the counted words, most frequent first, as a weighted cloud by default")
    func words() async throws {
        try await withTemporaryFolder { folder in
            let layout = try await Self.layout(Self.prose, ["--words"], in: folder)
            #expect(layout.chips.map(\.label) == Self.counted)
            // Weighted: "Swift" (3) is taller than "fast" (2), which is taller than "code" (1).
            let heights = layout.chips.map { $0.frame[3] }
            #expect(heights[0] > heights[1] && heights[1] > heights[4])
            // --input-format words is the same thing.
            let named = try await Self.layout(Self.prose, ["--input-format", "words"], in: folder)
            #expect(named == layout)
            // --scale-by none turns the weighting off.
            let flat = try await Self.layout(Self.prose, ["--words", "--scale-by", "none"], in: folder)
            #expect(Set(flat.chips.map { $0.frame[3] }).count == 1)
        }
    }

    @Test("--top keeps the N most frequent; --stopwords FILE adds words to leave out")
    func topAndStopwords() async throws {
        try await withTemporaryFolder { folder in
            let top = try await Self.layout(Self.prose, ["--words", "--top", "3"], in: folder)
            #expect(top.chips.map(\.label) == ["Swift", "fast", "Rust"])

            // Any case in the file; a blank line is nothing; the built-in list still applies.
            try writeFile("stop.txt", Array("SWIFT\n\nfun\r\n".utf8), in: folder)
            let stopped = try await Self.layout(Self.prose, ["--words", "--stopwords", "stop.txt"], in: folder)
            #expect(stopped.chips.map(\.label) == ["fast", "Rust", "safe", "code", "e-mail", "panic", "times"])
        }
    }

    @Test("Bad --words options: a missing stop-word file is 66, --top 0 or text is 64, --words with another format 64")
    func badWordsOptions() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("prose.txt", Array(Self.prose.utf8), in: folder)
            let missing = try await runRender(
                ["prose.txt", "-o", "out.svg", "--words", "--stopwords", "nope.txt"], in: folder)
            expectError(missing, exit: 66, mentions: ["nope.txt"])
            for top in ["0", "many", "-1"] {
                let result = try await runRender(["prose.txt", "-o", "out.svg", "--words", "--top", top], in: folder)
                #expect(result.status == 64, "--top \(top): \(result.stderr)")
                #expect(result.stderrLines.count == 1 && result.stderr.hasPrefix("tagflow: error: "))
            }
            let both = try await runRender(
                ["prose.txt", "-o", "out.svg", "--words", "--input-format", "csv"], in: folder)
            expectError(both, exit: 64, mentions: ["--words"])
            #expect(!fileExists("out.svg", in: folder))
        }
    }

    @Test("--words on prose with no countable word is exit 65 'no labels'")
    func wordsWithNothingToCount() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("prose.txt", Array("It is what it is. 42!\n".utf8), in: folder)
            let result = try await runRender(["prose.txt", "-o", "out.svg", "--words"], in: folder)
            expectError(result, exit: 65, mentions: ["prose.txt: no labels"])
        }
    }

    @Test("--comments skips lines starting with # (even indented); without it they are labels")
    func comments() async throws {
        try await withTemporaryFolder { folder in
            let input = "# topics\nRock\n  # not this one\nC#\nPop\t2\n#\n"
            let skipped = try await Self.layout(input, ["--comments"], in: folder)
            #expect(skipped.chips.map(\.label) == ["Rock", "C#", "Pop"])
            let kept = try await Self.layout(input, [], in: folder)
            #expect(kept.chips.map(\.label) == ["# topics", "Rock", "# not this one", "C#", "Pop", "#"])
            // The skipped lines still count: an error after them names the file's own line.
            try writeFile("bad.txt", Array("# a\n# b\nRock\theavy\n".utf8), in: folder)
            let bad = try await runRender(["bad.txt", "-o", "out.svg", "--comments"], in: folder)
            expectError(bad, exit: 65, mentions: ["bad.txt:3: weight 'heavy'"])
        }
    }

    @Test("--dedupe keeps the first of repeated labels, in text, CSV and JSON")
    func dedupe() async throws {
        try await withTemporaryFolder { folder in
            let text = try await Self.layout("Rock\nPop\nRock\n Pop \nrock\n", ["--dedupe"], in: folder)
            #expect(text.chips.map(\.label) == ["Rock", "Pop", "rock"])
            let all = try await Self.layout("Rock\nPop\nRock\n Pop \nrock\n", [], in: folder)
            #expect(all.chips.count == 5)
            // The first one's weight is kept: with weights as sizes, Rock stays the heavy one.
            let csv = try await Self.layout(
                "label,weight\nRock,10\nPop,1\nRock,1\n", ["--dedupe", "--scale-by", "weight"], file: "t.csv",
                in: folder)
            #expect(csv.chips.map(\.label) == ["Rock", "Pop"])
            #expect(csv.chips[0].frame[3] > csv.chips[1].frame[3])
            let json = try await Self.layout(
                "[\"Rock\", {\"label\": \"Rock\"}, \"Pop\", \"Pop\"]", ["--dedupe"], file: "t.json", in: folder)
            #expect(json.chips.map(\.label) == ["Rock", "Pop"])
        }
    }
}
