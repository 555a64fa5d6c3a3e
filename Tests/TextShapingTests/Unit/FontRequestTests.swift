import Testing

@testable import TextShaping

@Suite("Reading --font and resolving it")
struct FontRequestTests {
    @Test(
        "Paths and patterns are told apart",
        arguments: [
            ("Fonts/Inter-Regular.otf", FontRequest.Source.file(path: "Fonts/Inter-Regular.otf", index: 0)),
            ("/x/y.ttc#2", .file(path: "/x/y.ttc", index: 2)),
            ("missing.woff2", .file(path: "missing.woff2", index: 0)),
            ("Noto Sans:bold", .pattern("Noto Sans:bold")),
            ("DejaVu Sans", .pattern("DejaVu Sans")),
            ("monospace", .pattern("monospace")),
        ])
    func sources(text: String, source: FontRequest.Source) {
        #expect(FontRequest.source(from: text) == source)
    }

    @Test(
        "ASCII --font values are read in bytes as they are by Character",
        arguments: [
            "", ".", "...", "#", "#3", "x#", "x.ttf#", "x.ttf#-1", "x.ttf#-0", "x.ttf#+2", "x.ttf# 2", "a#1#2",
            "Inter.", "Inter..", "a..b", "a.b..", "a.b1", "a.12", "a.1a", "a.abcdef", "a.AbC", "a.Ab_", "a.z",
            "font.TTF#0", "Noto Sans:bold", "Noto Sans.ttf", "/", "dir/", "dir/font", "a.b/c", "weight=700.5",
            "Package.swift", "Package.swift#1", "a\r\n.ttf", "a.tt\r\nf", "monospace#7",
        ])
    func asciiReading(text: String) {
        #expect(FontRequest.asciiSource(from: text) == FontRequest.characterSource(from: text))
    }

    @Test("A generic family name is not reported as a substitute")
    func genericFamily() throws {
        let (_, note) = try FontResolver.primary(for: FontRequest(source: .pattern("monospace")))
        #expect(note == nil)
    }

    @Test("An unknown family falls back and says which font it used")
    func unknownFamily() throws {
        let (font, note) = try FontResolver.primary(for: FontRequest(source: .pattern("No Such Family Zz")))
        #expect(note?.hasPrefix("no font matches 'No Such Family Zz'; using \(font.familyName)") == true)
    }

    @Test("Weight and style given with a font file are reported as ignored")
    func optionsWithAFile() throws {
        let path = try BundledFonts.path(of: .interRegular)
        let (font, note) = try FontResolver.primary(for: FontRequest(source: .file(path: path, index: 0), weight: 700))
        #expect(font.styleName == "Regular")
        #expect(note == "FontRequest.weight applies to font names, not files; \(path) is used as it is")
    }

    @Test("The bundled Inter picks Regular or SemiBold by weight, and says so for other weights")
    func bundledWeights() throws {
        #expect(try FontResolver.primary(for: FontRequest(weight: 600)).font.styleName == "Semi Bold")
        let (font, note) = try FontResolver.primary(for: FontRequest(weight: 800))
        #expect(font.styleName == "Semi Bold")
        #expect(note == "the bundled Inter comes in weights 400 and 600; using 600")
    }
}
