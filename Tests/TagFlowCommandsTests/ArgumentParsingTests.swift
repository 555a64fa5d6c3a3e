import Primitives
import Testing

@testable import TagFlow
@testable import TagFlowCommands

@Suite("Argument parsing and suggestions")
struct ArgumentParsingTests {
    static let specs = [
        OptionSpec(name: "--width", value: "PX", help: ""), OptionSpec(name: "--check", help: ""),
        OptionSpec(name: "--output", short: "-o", value: "PATH", help: ""),
    ]

    @Test("--name value, --name=value, -o value, flags, positionals, - and --")
    func forms() throws {
        let parsed = try parseArguments(
            ["in.txt", "--width", "300", "--check", "-o", "-", "--width=320", "--", "--check"], specs: Self.specs)
        #expect(parsed.positionals == ["in.txt", "--check"])
        #expect(parsed.values == ["--width": "320", "--output": "-"])
        #expect(parsed.flags == ["--check"])
    }

    @Test("A negative number is a value, not an option")
    func negativeValue() throws {
        #expect(try parseArguments(["--width", "-5"], specs: Self.specs).values["--width"] == "-5")
    }

    @Test("Unknown options get the closest name; values missing or unexpected are refused")
    func errors() {
        #expect(throws: UsageError.unknownOption("--widht", suggestion: "--width")) {
            try parseArguments(["--widht", "3"], specs: Self.specs)
        }
        #expect(throws: UsageError.missingValue(option: "--width")) {
            try parseArguments(["--width"], specs: Self.specs)
        }
        #expect(throws: UsageError.unexpectedValue(option: "--check")) {
            try parseArguments(["--check=yes"], specs: Self.specs)
        }
    }

    @Test(
        "Edit distance counts a swap of neighbours as one edit",
        arguments: [
            ("drak", "dark", 1), ("dark", "dark", 0), ("", "abc", 3), ("kitten", "sitting", 3), ("rendr", "render", 1),
        ])
    func distance(a: String, b: String, expected: Int) {
        #expect(Suggestion.editDistance(a, b) == expected)
    }

    @Test("Suggestions only for near misses")
    func suggestions() {
        #expect(closest(to: "drak", in: ["light", "dark", "mono"]) == "dark")
        #expect(closest(to: "xyz", in: ["light", "dark", "mono"]) == nil)
    }

    /// The cloud options a command line of style flags asks for.
    static func cloudOptions(_ arguments: [String]) throws -> CloudOptions {
        let specs = InputFlags.specs + FontFlags.specs + StyleFlags.specs + LayoutFlags.specs(defaults: RowFlow())
        return try CloudOptions(parsed: parseArguments(arguments, specs: specs))
    }

    @Test("The weight scale's flags are checked without --scale-by, and --words (a weighted cloud) uses them")
    func weightScaleFlags() throws {
        #expect(throws: UsageError.self) { try Self.cloudOptions(["--scale-curve", "cubic"]) }
        #expect(throws: UsageError.self) { try Self.cloudOptions(["--min-font-size", "30", "--max-font-size", "20"]) }
        #expect(try Self.cloudOptions(["--scale-curve", "sqrt"]).style.sizeByWeight == nil)
        let words = try Self.cloudOptions(["--words", "--scale-curve", "log", "--max-font-size", "40"])
        #expect(words.style.sizeByWeight?.curve == .log)
        #expect(words.style.sizeByWeight?.maxFontSize == 40)
    }
}
