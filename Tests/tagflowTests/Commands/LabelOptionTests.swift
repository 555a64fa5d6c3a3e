import Foundation
import Testing

/// `--label TEXT`, repeatable: labels on the command line, for `render` and for `animate`'s FROM,
/// checked as a list's labels are.
@Suite("tagflow --label: labels on the command line")
struct LabelOptionTests {
    @Test("render --label … draws exactly those labels, in order, emoji included; no input is read")
    func render() async throws {
        try await withTemporaryFolder { folder in
            let result = try await runRender(
                [
                    "--label", "swift", "--label", "linux", "--label", "🚀 go", "-o", "out.svg", "--emit-layout",
                    "l.json",
                ],
                in: folder)
            expectQuietSuccess(result)
            let layout = try EmittedLayout.read("l.json", in: folder)
            #expect(layout.chips.map(\.label) == ["swift", "linux", "🚀 go"])
            // The same picture as the same labels from a file.
            try writeFile("tags.txt", labelFile(["swift", "linux", "🚀 go"]), in: folder)
            expectQuietSuccess(try await runRender(["tags.txt", "-o", "file.svg"], in: folder))
            #expect(
                try bytes(of: folder.appendingPathComponent("out.svg"))
                    == bytes(of: folder.appendingPathComponent("file.svg")))
        }
    }

    @Test("--label with an INPUT is a usage error (64) naming both; a control character is removed with a warning")
    func errorsAndWarnings() async throws {
        try await withTemporaryFolder { folder in
            let both = try await runRender(["tags.txt", "--label", "a", "-o", "out.svg"], in: folder)
            expectError(both, exit: 64, mentions: ["--label 'tags.txt'", "labels or an INPUT, not both"])
            let control = try await runRender(["--label", "a\u{7}b", "-o", "out.svg"], in: folder)
            #expect(control.status == 0)
            #expect(control.stderr == "tagflow: warning: --label:1: removed control characters U+0007 from the label\n")
            let only = try await runRender(["--label", " \u{7} ", "-o", "none.svg"], in: folder)
            #expect(only.status == 65 && only.stderr.contains("--label"), "\(only.stderr)")
        }
    }

    @Test("animate --label … TO: the labels are FROM; with --to-width no list is needed")
    func animate() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("to.txt", labelFile(["swift", "rust"]), in: folder)
            let run = try await TagflowBinary.run(
                ["animate", "--label", "swift", "--label", "linux", "to.txt", "-o", "a.svg"], in: folder)
            #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
            let svg = String(decoding: try bytes(of: folder.appendingPathComponent("a.svg")), as: UTF8.self)
            for label in ["swift", "linux", "rust"] { #expect(svg.contains("data-label=\"\(label)\""), "\(label)") }
            let rewrap = try await TagflowBinary.run(
                ["animate", "--label", "a", "--label", "b", "-o", "b.svg", "--to-width", "30"], in: folder)
            #expect(rewrap.status == 0, "\(rewrap.stderr)")
            let missing = try await TagflowBinary.run(["animate", "-o", "c.svg", "--to-width", "30"], in: folder)
            #expect(missing.status == 64 && missing.stderr.contains("missing FROM"), "\(missing.stderr)")
        }
    }
}
