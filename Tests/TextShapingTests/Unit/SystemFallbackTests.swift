import Foundation
import Primitives
import Spawn
import Testing

@testable import TextShaping

@Suite("System fallback, emoji and clusters")
struct SystemFallbackTests {
    func shaper() throws -> TextShaper { TextShaper(fonts: try FontLibrary.defaultStack()) }

    @Test("Characters no bundled face has are drawn with a system font that has them")
    func fallsBackToSystemFonts() throws {
        let shaped = try shaper().shapeUncached("Tokyo 東京", size: 14)
        #expect(shaped.missing.isEmpty)
        let fallback = try #require(shaped.runs.last?.font)
        #expect(fallback.hasGlyph(for: "東") && fallback.hasGlyph(for: "京"))
    }

    @Test("Japanese is drawn in one system face: the bundled Hangul face is for Hangul only, though it has kana")
    func japaneseNotSplit() throws {
        let shaped = try shaper().shapeUncached("日本語のタグ", size: 14)
        #expect(shaped.runs.count == 1)
        #expect(shaped.runs.first?.font !== (try FontLibrary.bundled(.hangul)))
        #expect(try FontLibrary.bundled(.hangul).hasGlyph(for: "の"))
    }

    @Test("A ZWJ emoji sequence is one cluster drawn by the emoji font; the space after it is not")
    func zwjEmoji() throws {
        let shaped = try shaper().shapeUncached("👩‍💻 dev", size: 14)
        #expect(shaped.missing.isEmpty)
        #expect(shaped.runs.map(\.font.familyName) == ["Noto Color Emoji", "Inter"])
        // hb-shape NotoColorEmoji.ttf "👩‍💻" → one glyph, advance 2550 of 2048; Inter " dev" → 792 + 4843.
        #expect(shaped.runs[0].glyphs.count == 1)
        #expect(abs(shaped.runs[0].width - 14 * 2550 / 2048) < 1e-9)
    }

    @Test("A flag (two regional indicators) is one cluster and one glyph")
    func flags() throws {
        let shaped = try shaper().shapeUncached("🇰🇷", size: 14)
        #expect(shaped.runs.count == 1)
        #expect(shaped.runs[0].glyphs.count == 1)
    }

    @Test("Combining marks stay with their base in one cluster")
    func combiningMarks() throws {
        let shaper = try shaper()
        let composed = shaper.shapeUncached("Café", size: 14)
        let decomposed = shaper.shapeUncached("Cafe\u{301}", size: 14)
        #expect(decomposed.missing.isEmpty)
        #expect(decomposed.runs.count == 1)
        // Inter composes é from e + U+0301 with mark positioning: the same width either way.
        #expect(abs(composed.width - decomposed.width) < 0.01)
    }

    @Test("The bundled stack never starts Fontconfig for Latin and Hangul (checked in a fresh process)")
    func noFontconfigForBundled() throws {
        // A Fontconfig started with FONTCONFIG_FILE pointing at nothing complains on stderr;
        // `tagflow measure` with bundled fonts and Latin/Hangul labels must stay silent.
        let binary = try #require(tagflowBinary(), "the tagflow binary was not built")
        func stderr(of arguments: [String], input: String) throws -> String {
            let result = try Spawn.run(
                binary.path, arguments, stdin: Array(input.utf8),
                environment: ["FONTCONFIG_FILE": "/nonexistent/fonts.conf"])
            return String(decoding: result.stderr, as: UTF8.self)
        }
        #expect(try stderr(of: ["measure"], input: "Rock\n힙합\n") == "")
        // The same run with a family name does start it, so the probe can tell.
        #expect(try stderr(of: ["measure", "--font", "DejaVu Sans"], input: "Rock\n").contains("Fontconfig"))
    }

    /// The tagflow binary beside the test runner.
    func tagflowBinary() -> URL? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("tagflow")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
