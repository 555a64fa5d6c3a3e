import Foundation
import Testing

/// `build` and `markdown` show `batch`'s progress bar while they draw, on a terminal only, and
/// not with `--quiet`.
@Suite(
    "Progress of build and markdown",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script (util-linux)"))
struct BuildProgressTests {
    /// A folder with 30 lists, a manifest drawing each, and a page with 3 blocks.
    static func project(_ folder: URL) throws {
        var images: [String] = []
        for index in 0..<30 {
            try writeFile("l\(index).txt", labelFile(["a\(index)", "b"]), in: folder)
            images.append(#"{"input": "l\#(index).txt", "output": "out/l\#(index).svg"}"#)
        }
        try writeFile("tagflow.json", Array(#"{"images": [\#(images.joined(separator: ", "))]}"#.utf8), in: folder)
        let block = { (label: String) in "```tagflow\n\(label)\n```\n" }
        try writeFile("doc.md", Array((block("one") + block("two") + block("three")).utf8), in: folder)
    }

    /// Runs `tagflow arguments…` with a terminal as standard error (script), 80 columns wide;
    /// returns what the terminal showed.
    static func onTerminal(_ arguments: [String], in folder: URL) async throws -> String {
        let binary = try TagflowBinary.location.get().path
        let command = "stty cols 80; '\(binary)' " + arguments.map { "'\($0)'" }.joined(separator: " ")
        let run = try await runProgram("env", ["-u", "COLUMNS", "script", "-qec", command, "/dev/null"], in: folder)
        try #require(run.status == 0, "\(run.stderr)")
        return run.stdout
    }

    @Test(
        "on a terminal, the bar counts every image to the total, clears its line at each redraw, and ends its line",
        arguments: [(["build"], 30), (["markdown", "doc.md", "-o", "README.md"], 3)])
    func barOnTerminal(arguments: [String], total: Int) async throws {
        try await withTemporaryFolder { folder in
            try Self.project(folder)
            let shown = try await Self.onTerminal(arguments, in: folder)
            let redraws = shown.components(separatedBy: "\r\u{1B}[K").dropFirst()
            #expect(!redraws.isEmpty, "no progress drawn: \(shown.debugDescription)")
            let last = redraws.last.map { $0.prefix { !"\r\n".contains($0) } } ?? ""
            #expect(last.hasPrefix("[========================] \(total)/\(total)  "), "\(last)")
            // The summary comes after the bar's line, on its own.
            #expect(shown.contains("\r\ntagflow: \(arguments[0]): "), "\(shown.debugDescription)")
            // A second run finds everything fresh: the bar still counts them.
            let again = try await Self.onTerminal(arguments, in: folder)
            #expect(again.contains("] \(total)/\(total)  "), "\(again.debugDescription)")
        }
    }

    @Test("no bar with --quiet on a terminal, nor when standard error is not a terminal")
    func quietOrNotTerminal() async throws {
        try await withTemporaryFolder { folder in
            try Self.project(folder)
            let quiet = try await Self.onTerminal(["build", "-q"], in: folder)
            #expect(quiet.isEmpty, "\(quiet.debugDescription)")
            let page = try await Self.onTerminal(["markdown", "doc.md", "-o", "README.md", "--quiet"], in: folder)
            #expect(page.isEmpty, "\(page.debugDescription)")
            try FileManager.default.removeItem(at: folder.appendingPathComponent("out"))
            let piped = try await TagflowBinary.run(["build"], in: folder)
            #expect(
                piped.status == 0 && piped.stderr == "tagflow: build: 30 written, 0 unchanged of 30\n",
                "\(piped.stderr)")
        }
    }
}
