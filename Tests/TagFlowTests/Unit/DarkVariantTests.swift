import Testing

@testable import TagFlow

@Suite("DarkVariant and ShellWords")
struct DarkVariantTests {
    @Test(
        "the dark picture's name is DocC's: name~dark.ext, before a scale suffix",
        arguments: [
            ("a.png", "a~dark.png"), ("docs/img/a@2x.png", "docs/img/a~dark@2x.png"), ("a.b.pdf", "a.b~dark.pdf"),
            ("noext", "noext~dark"), ("dir.v2/cloud", "dir.v2/cloud~dark"), ("me@home.png", "me@home~dark.png"),
        ])
    func names(light: String, dark: String) {
        #expect(DarkVariant.path(for: light) == dark)
    }

    @Test(
        "info strings split as a shell splits them",
        arguments: [
            (#"--font 'Noto Sans:bold' --width 300"#, ["--font", "Noto Sans:bold", "--width", "300"]),
            (##"--text-color "#333" a\ b"##, ["--text-color", "#333", "a b"]),
            (#"  "say \"hi\"" 'it''s'  "#, [#"say "hi""#, "its"]),
            ("", []),
        ])
    func shellWords(line: String, words: [String]) throws {
        #expect(try ShellWords.split(line[...]) == words)
    }

    @Test("an unclosed quote names its column")
    func unclosed() {
        #expect(throws: ShellWords.Failure.unclosedQuote("\"", column: 8)) {
            try ShellWords.split(#"--font "Noto"#[...])
        }
    }
}
