import Foundation
import Testing

/// A message quotes only values the user gave (issue 23, class 15): a rule between two values
/// names the flag that was given, with the value that applied to the other; a missing choice is
/// called missing, not an empty value.
@Suite("Messages quote only the values given")
struct GivenValuesTests {
    static let animateTail =
        "; usage: tagflow animate FROM [TO] -o OUT.svg [--to-width W2] [--duration S] [options]; "
        + "see 'tagflow animate --help'"

    @Test(
        "render: the flag given is the one quoted, never an empty value",
        arguments: [
            (["--width", "16"], "--width '16': expected more than twice the horizontal padding (12)"),
            (["--width", "16", "--padding", "10"], "--padding '10': expected less than half of --width"),
            (
                ["--max-chip-width", "20"],
                "--max-chip-width '20': expected more than twice the horizontal padding (12)"
            ),
            (["--min-font-size", "30"], "--min-font-size '30': expected at most --max-font-size (28)"),
            (["--max-font-size", "5"], "--max-font-size '5': expected at least --min-font-size (12)"),
            (["--group-headings"], "--group-headings does not go with ungrouped rows: add --group-by group"),
        ])
    func renderRules(arguments: [String], message: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("list.txt", labelFile(["rock", "pop"]), in: folder)
            let run = try await TagflowBinary.run(["render", "list.txt", "-o", "out.svg"] + arguments, in: folder)
            expectError(run, exit: 64, mentions: [message])
            #expect(!run.stderr.contains("''"), "\(run.stderr)")
            #expect(!fileExists("out.svg", in: folder))
        }
    }

    @Test("animate without TO or --to-width says what is missing; with both, quotes both as given")
    func animateTarget() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("list.txt", labelFile(["rock", "pop"]), in: folder)
            let neither = try await TagflowBinary.run(["animate", "list.txt", "-o", "out.svg"], in: folder)
            expectError(
                neither, exit: 64,
                mentions: ["missing TO or --to-width W2: a second list, or a width to re-wrap FROM to"],
                usageTail: Self.animateTail)
            #expect(!neither.stderr.contains("''"), "\(neither.stderr)")
            let both = try await TagflowBinary.run(
                ["animate", "list.txt", "list.txt", "-o", "out.svg", "--to-width", "120"], in: folder)
            expectError(
                both, exit: 64,
                mentions: ["--to-width 120 does not go with a second list TO 'list.txt': give either TO or --to-width"],
                usageTail: Self.animateTail)
            #expect(!fileExists("out.svg", in: folder))
        }
    }
}
