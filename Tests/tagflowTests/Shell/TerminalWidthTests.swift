import Foundation
import TagFlow
import TagFlowCommands
import Testing

@testable import tagflow

/// Help fits the terminal: wrapped to `COLUMNS` (80 when unknown) between words only, options
/// under the README's headings; the progress bar fits the terminal's width and clears its line.
@Suite("Help and progress fit the terminal")
struct TerminalWidthTests {
    static let commands = ["render", "batch", "plan", "measure", "animate", "fonts", "themes", "diff", "help"]

    static func help(_ arguments: [String], columns: String) async throws -> String {
        let run = try await TagflowBinary.run(arguments, environment: ["COLUMNS": columns])
        #expect(run.status == 0, "\(run.stderr)")
        return String(decoding: run.stdout, as: UTF8.self)
    }

    /// The words of a help text, the shell's line continuations left out.
    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init).filter { $0 != "\\" }
    }

    @Test(
        "Every help line fits COLUMNS, and every word is whole (a word is only cut after a comma)",
        arguments: [40, 60, 80, 100, 132])
    func fitsAndKeepsWords(columns: Int) async throws {
        for arguments in Self.commands.map({ [$0, "--help"] }) + [["--help"]] {
            let text = try await Self.help(arguments, columns: "\(columns)")
            let wide = try await Self.help(arguments, columns: "10000")
            let wholeWords = Set(Self.words(wide))
            for line in text.split(separator: "\n") where line.count > columns {
                // Only a word longer than a whole line may pass it, alone on its line.
                #expect(Self.words(String(line)).count == 1, "\(arguments) at \(columns): \(line)")
            }
            let words = Self.words(text)
            for (index, word) in words.enumerated() where !wholeWords.contains(word) {
                // A piece of a long JSON word, cut after a comma.
                let afterComma = word.hasSuffix(",") || (index > 0 && words[index - 1].hasSuffix(","))
                #expect(
                    afterComma && wholeWords.contains { $0.contains(word) && $0.contains(",") },
                    "\(arguments) at \(columns): '\(word)' is a broken word")
            }
            // Nothing is lost or added: the same characters, spaces and continuations aside.
            #expect(Self.words(text).joined() == Self.words(wide).joined(), "\(arguments) at \(columns)")
        }
    }

    @Test(
        "COLUMNS unset or unusable means 80 (the tests' stdout is a pipe, not a terminal)",
        arguments: ["", "0", "wide"])
    func unknownWidthIs80(columns: String) async throws {
        #expect(
            try await Self.help(["render", "--help"], columns: columns)
                == (try await Self.help(["render", "--help"], columns: "80")))
    }

    @Test("render --help lists its own options first, then the README's headings, in order")
    func headings() async throws {
        let text = try await Self.help(["render", "--help"], columns: "80")
        let headings = text.split(separator: "\n").filter { $0.hasSuffix(":") && !$0.hasPrefix(" ") }.map(String.init)
        #expect(
            headings == [
                "Arguments:", "Options:", "Input:", "Layout:", "Groups:", "Looks:", "Weights:", "General:", "Examples:",
            ])
        let own = text.components(separatedBy: "\nOptions:\n")[1].components(separatedBy: "\n\n")[0]
        let names = own.split(separator: "\n").compactMap { $0.split(separator: " ").first { $0.hasPrefix("--") } }
        #expect(
            names == [
                "--output", "--format", "--check", "--tolerance", "--differences", "--strict-glyphs", "--strict",
                "--emit-layout", "--watch",
            ])
    }

    @Test("Every option of the shared tables has a heading of its own (none falls under a subcommand's Options)")
    func sharedOptionsHaveHeadings() {
        let shared =
            InputFlags.specs + FontFlags.specs + StyleFlags.specs + LayoutFlags.specs(defaults: CloudStyle.defaultRows)
            + CommonFlags.specs
        for spec in shared {
            #expect(HelpGroup.of(spec.name) != .options, "\(spec.name) has no heading")
        }
    }

    @Test(
        "The progress line fits columns - 1 and drops the bar, then the rate, then the time left",
        arguments: [200, 80, 40, 38, 37, 25, 24, 18, 17, 10, 9, 4])
    func progressLine(columns: Int) {
        let line = ProgressBar.line(done: 1234, total: 2000, rate: 456.4, secondsLeft: 1.2, columns: columns)
        if let line { #expect(line.count <= columns - 1, "\(line)") }
        // "1234/2000  456/s  ETA 2s" is 24 characters; a bar of at least 10 cells and "[] " adds 13.
        switch columns {
        case 38...:
            #expect(
                line?.hasPrefix("[") == true && line?.hasSuffix("] 1234/2000  456/s  ETA 2s") == true,
                "\(line ?? "nil")")
        case 25..<38: #expect(line == "1234/2000  456/s  ETA 2s")
        case 18..<25: #expect(line == "1234/2000  ETA 2s")
        case 10..<18: #expect(line == "1234/2000")
        default: #expect(line == nil, "\(line ?? "")")
        }
    }

    @Test(
        "batch on a 40-column terminal: each redraw clears the line and fits in 39 columns, so it never wraps",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script (util-linux)"))
    func progressOnNarrowTerminal() async throws {
        try await withTemporaryFolder { folder in
            let lists = folder.appendingPathComponent("lists")
            try FileManager.default.createDirectory(at: lists, withIntermediateDirectories: true)
            for index in 0..<300 { try writeFile("l\(index).txt", labelFile(["a\(index)", "b"]), in: lists) }
            let binary = try TagflowBinary.location.get().path
            // script gives tagflow a terminal as standard error; stty sets its width.
            let command = "stty cols 40; '\(binary)' batch lists -o out --format svg --jobs 1"
            let run = try await runProgram(
                "env", ["-u", "COLUMNS", "script", "-qec", command, "/dev/null"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let output = run.stdout
            let redraws = output.components(separatedBy: "\r\u{1B}[K").dropFirst()
            #expect(!redraws.isEmpty, "no progress drawn: \(output.debugDescription)")
            for redraw in redraws {
                // The terminal writes "\n" as "\r\n", one Character to Swift.
                let line = redraw.split(omittingEmptySubsequences: false) { "\r\n".contains($0) || $0 == "\r\n" }[0]
                #expect(line.count <= 39, "\(line.debugDescription)")
            }
        }
    }
}
