import Foundation
import TagFlow
import Testing

/// `tagflow --generate-manual`: tagflow(1) in roff, clean under groff's warnings, with a section
/// per subcommand, and the copy in `man/tagflow.1` up to date.
@Suite("The manual page")
struct ManualTests {
    static let committed = TagflowBinary.packageRoot.appendingPathComponent("man/tagflow.1")

    static func generated() async throws -> String {
        let run = try await TagflowBinary.run(["--generate-manual"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        return String(decoding: run.stdout, as: UTF8.self)
    }

    @Test("groff -man -ww -z reports nothing")
    func lintsClean() async throws {
        try await withTemporaryFolder { folder in
            let page = try writeFile("tagflow.1", Array(try await Self.generated().utf8), in: folder)
            let run = try await runProgram("groff", ["-man", "-ww", "-z", page.path])
            #expect(run.status == 0, "groff exit \(run.status)")
            #expect(run.stderr.isEmpty, "groff warnings:\n\(run.stderr)")
        }
    }

    @Test("man -l renders the text format's fields with visible <TAB> separators, and the release date")
    func rendersWithMan() async throws {
        try await withTemporaryFolder { folder in
            let page = try writeFile("tagflow.1", Array(try await Self.generated().utf8), in: folder)
            let run = try await runProgram(
                "man", ["-l", "-P", "cat", page.path],
                environment: ["MANWIDTH": "200", "LANG": "C.UTF-8", "TERM": "dumb", "MAN_KEEP_FORMATTING": ""])
            #expect(run.status == 0 && run.stderr.isEmpty, "man exit \(run.status): \(run.stderr)")
            #expect(
                run.stdout.contains("label<TAB>weight<TAB>color<TAB>link<TAB>group<TAB>icon."),
                "the fields of a text line should show their tabs")
            #expect(!run.stdout.contains("labelweight"), "the fields run together")
            // The footer: the version, then the date of its release (TagFlowVersion, the one place).
            let footer = run.lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
            #expect(
                footer.contains("tagflow \(TagFlowVersion.current)") && footer.contains(TagFlowVersion.releaseDate),
                "footer: \(footer)")
            #expect(TagFlowVersion.releaseDate.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil)
        }
    }

    @Test("man/tagflow.1 is what the binary prints (regenerate: swift run tagflow --generate-manual > man/tagflow.1)")
    func committedCopyIsFresh() async throws {
        let text = try await Self.generated()
        if ProcessInfo.processInfo.environment["TAGFLOW_RECORD"] == "1" {
            try Data(text.utf8).write(to: Self.committed)
            Issue.record("rewrote \(Self.committed.path) (TAGFLOW_RECORD=1); read the diff, then run again")
            return
        }
        let copy = try String(contentsOf: Self.committed, encoding: .utf8)
        #expect(copy == text, "\(Self.committed.path) is stale: swift run tagflow --generate-manual > man/tagflow.1")
    }

    @Test("a section per subcommand, naming each of its options, and no line that is only a text dot")
    func sectionPerSubcommand() async throws {
        let page = try await Self.generated()
        let sections = page.split(separator: "\n").filter { $0.hasPrefix(".SH ") }.map(String.init)
        for command in HelpTests.subcommands {
            let title = ".SH \"TAGFLOW \(command.uppercased())\""
            #expect(sections.contains(title), "no section \(title)")
            let help = String(decoding: try await TagflowBinary.run([command, "--help"]).stdout, as: UTF8.self)
            // Every long option help lists appears, in roff's escaped form, in the manual.
            for option in help.matches(of: /\ \ (?:-\w, )?(--[a-z-]+)/).map({ String($0.output.1) }) {
                let escaped = option.replacingOccurrences(of: "-", with: "\\-")
                #expect(page.contains("\\fB\(escaped)\\fR"), "\(command) \(option) is missing from the manual")
            }
        }
        #expect(page.hasPrefix(".\\\""))
        #expect(page.contains(".TH TAGFLOW 1 "))
        #expect(page.unicodeScalars.allSatisfy { $0.isASCII }, "non-ASCII characters are written as \\[uXXXX]")
    }

    @Test("INPUT FORMATS, CONFIGURATION, LAYOUT JSON and SHARED OPTIONS sections; a shared option is described once")
    func sharedOptionsOnce() async throws {
        let page = try await Self.generated()
        let sections = page.split(separator: "\n").filter { $0.hasPrefix(".SH ") }.map(String.init)
        for title in [".SH \"SHARED OPTIONS\"", ".SH \"INPUT FORMATS\"", ".SH CONFIGURATION", ".SH \"LAYOUT JSON\""] {
            #expect(sections.contains(title), "no section \(title)")
        }
        // An option's tag line (after .TP) appears once for an option render, batch and animate share.
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        for option in ["theme", "spacing", "words", "balance", "scale\\-by", "group\\-by"] {
            let tags = zip(lines, lines.dropFirst()).filter {
                $0.0 == ".TP" && $0.1.hasPrefix("\\fB\\-\\-\(option)\\fR")
            }
            #expect(tags.count == 1, "--\(option) is described \(tags.count) times")
        }
        // The shared headings are the help's: Options (checks and jobs that render, batch, build
        // and markdown share), Input, Layout, Groups, Looks, Weights, General.
        let shared = page.components(separatedBy: ".SH \"SHARED OPTIONS\"")[1].components(separatedBy: "\n.SH ")[0]
        let headings = shared.split(separator: "\n").filter { $0.hasPrefix(".SS ") }.map { String($0.dropFirst(4)) }
        #expect(headings == ["Options", "Input", "Layout", "Groups", "Looks", "Weights", "General"], "\(headings)")
    }
}
