import Foundation
import Spawn
import Testing

@testable import TextShaping

/// Which face draws each kind of emoji cluster, with the fonts `.ci/run` installs (DejaVu Sans has
/// monochrome ☕, 😀 and ☺; Noto Color Emoji is the colour face; the bundled Inter has © and ↔).
@Suite("Emoji fallback to the colour face")
struct EmojiFallbackTests {
    func shaper() throws -> TextShaper { TextShaper(fonts: try FontLibrary.defaultStack()) }

    /// The family of each run of `text`, in order.
    func families(_ text: String) throws -> [String] {
        try shaper().shapeUncached(text, size: 14).runs.map(\.font.familyName)
    }

    @Test("A default emoji goes to the colour face even when a system text face has it")
    func defaultEmojiPrefersColour() throws {
        _ = try SystemFonts.font(SystemFonts.notoColorEmoji)
        let dejaVu = try SystemFonts.font(SystemFonts.dejaVuSans)
        // The premise: DejaVu Sans, first in Fontconfig's sans-serif order, has them in black and white.
        #expect(["☕", "😀", "♍"].allSatisfy { dejaVu.hasGlyph(for: $0.unicodeScalars.first!) })
        for emoji in ["☕", "😀", "♍", "😺"] {
            #expect(try families(emoji) == ["Noto Color Emoji"], "\(emoji)")
        }
    }

    @Test("U+FE0E asks for a text face, and gets the colour face only when no text face has the character")
    func textPresentation() throws {
        #expect(try families("☕\u{FE0E}") == ["DejaVu Sans"])
        // No text face of .ci/run's fonts has a watch: the colour face is better than a box.
        #expect(try families("⌚\u{FE0E}") == ["Noto Color Emoji"])
    }

    @Test("U+FE0F takes a character from the text font to the colour face; without it the text font keeps it")
    func variationSelector16() throws {
        #expect(try families("©") == ["Inter"])
        #expect(try families("©\u{FE0F}") == ["Noto Color Emoji"])
        #expect(try families("☺") == ["DejaVu Sans"])
        #expect(try families("☺\u{FE0F}") == ["Noto Color Emoji"])
    }

    @Test(
        "A keycap, with or without U+FE0F, is one colour glyph",
        arguments: ["1\u{FE0F}\u{20E3}", "1\u{20E3}", "#\u{20E3}"])
    func keycaps(keycap: String) throws {
        let shaped = try shaper().shapeUncached("win " + keycap, size: 14)
        #expect(shaped.missing.isEmpty)
        #expect(shaped.runs.map(\.font.familyName) == ["Inter", "Noto Color Emoji"])
        #expect(shaped.runs.last?.glyphs.count == 1)
    }

    @Test("Skin tones stay on their base, also a text-default one: one colour glyph")
    func skinTones() throws {
        for emoji in ["👍🏽", "✌🏽"] {
            let shaped = try shaper().shapeUncached(emoji, size: 14)
            #expect(shaped.runs.map(\.font.familyName) == ["Noto Color Emoji"], "\(emoji)")
            #expect(shaped.runs.first?.glyphs.count == 1, "\(emoji)")
        }
    }

    @Test("A space after a text-style emoji drawn by the colour face goes back to the text font")
    func spaceAfterColourFace() throws {
        #expect(try families("⌚\u{FE0E} time") == ["Noto Color Emoji", "Inter"])
    }

    @Test("Text-default characters the bundled fonts have never start Fontconfig; U+FE0F does (fresh processes)")
    func fontconfigOnlyForEmoji() throws {
        let binary = try #require(SystemFallbackTests().tagflowBinary(), "the tagflow binary was not built")
        func stderr(_ input: String) throws -> String {
            let result = try Spawn.run(
                binary.path, ["measure"], stdin: Array(input.utf8),
                environment: ["FONTCONFIG_FILE": "/nonexistent/fonts.conf"])
            return String(decoding: result.stderr, as: UTF8.self)
        }
        #expect(try stderr("© 2026\n↔ ™\n") == "")
        #expect(try stderr("©\u{FE0F}\n").contains("Fontconfig"))
    }
}
