import Foundation
import Testing

@testable import TagFlow

/// A cloud's own words: what the "+N" chip says (`moreText`, with its plural rule and
/// placeholders), and the title and description that replace the generated ones.
@Suite("Own words: the +N chip's text, the title and the description")
struct OwnWordsTests {
    static let german = [
        "Datenschutz", "Barrierefreiheit", "Softwarearchitektur", "Nebenläufigkeit", "Typsicherheit",
        "Speicherverwaltung", "Schnittstellen", "Quelltextprüfung", "Fehlerbehandlung", "Zeichenkodierung",
        "Zuverlässigkeit",
    ].map { CloudTag($0) }

    /// A German cloud of two rows at 400 px, the rest counted in `moreText`.
    static func cloud(_ moreText: String?, _ adjust: (inout CloudStyle) -> Void = { _ in }) -> TagCloud {
        var style = CloudStyle()
        style.maxWidth = 400
        style.updateRows { $0.maxRows = 2 }
        style.moreText = moreText
        adjust(&style)
        return TagCloud(tags: german, style: style)
    }

    @Test(
        "{n} is the count; ONE|OTHER picks the first form for 1 and the second for any other count; {{ and }} are braces",
        arguments: [
            ("+{n} more", 3, "+3 more"), ("+{n} weitere", 1, "+1 weitere"),
            ("{n} weiterer|{n} weitere", 1, "1 weiterer"),
            ("{n} weiterer|{n} weitere", 0, "0 weitere"), ("{n} weiterer|{n} weitere", 12, "12 weitere"),
            ("one more|{n} more", 1, "one more"), ("{{n}} = {n}", 2, "{n} = 2"), ("and more…", 40, "and more…"),
            ("{n}{n}", 7, "77"), ("还有{n}个", 5, "还有5个"),
        ])
    func words(text: String, count: Int, expected: String) {
        var style = CloudStyle()
        style.moreText = text
        #expect(style.overflowLabel(hiding: count) == expected)
        #expect(CloudStyle.moreTextProblem(text) == nil)
    }

    @Test("Without words of one's own the chip says +N and the title ', and N more'")
    func defaults() throws {
        #expect(CloudStyle().overflowLabel(hiding: 5) == "+5")
        let layout = try Self.cloud(nil).layout()
        let hidden = layout.hidden.count
        #expect(hidden > 0)
        #expect(layout.overflow?.label == "+\(hidden)")
        #expect(layout.title.hasSuffix(", and \(hidden) more"))
    }

    @Test(
        "Broken words are refused, naming the problem",
        arguments: [
            ("", "it is empty"), ("a|b|c", "it has 2 |s"), ("|{n} more", "a form is empty"),
            ("{n} more|", "a form is empty"), ("+{count} more", "{count} is not a placeholder"),
            ("+{N}", "{N} is not a placeholder"), ("+{n", "a { with no }"), ("n} more", "a } with no {"),
            ("+{n}\nmore", "control character (U+000A)"), (String(repeating: "x", count: 101), "more than 100"),
        ])
    func refused(text: String, problem: String) {
        var style = CloudStyle()
        style.moreText = text
        #expect(throws: StyleError.self) { try style.validate() }
        do {
            try style.validate()
        } catch {
            #expect(error.description.contains(problem), "\(error)")
            #expect(error.description.hasPrefix("moreText"), "\(error)")
        }
    }

    @Test("The words are measured and planned: the chip holds them, the row still fits, the title says them")
    func planned() throws {
        let plain = try Self.cloud(nil).layout()
        let layout = try Self.cloud("+{n} weitere").layout()
        let overflow = try #require(layout.overflow)
        let hidden = layout.hidden.count
        #expect(overflow.label == "+\(hidden) weitere")
        // Padding on both sides of the shaped words, and wider than "+N".
        #expect(abs(overflow.frame.width - (overflow.text.width + 24)) < 1e-9)
        let plainOverflow = try #require(plain.overflow)
        #expect(overflow.frame.width > plainOverflow.frame.width)
        // Within the width: the longer chip may hide more tags than "+N" did, never overflow the row.
        #expect(overflow.frame.maxX <= 16 + 400 + 1e-9)
        #expect(hidden >= plain.hidden.count)
        #expect(layout.title.hasSuffix(", +\(hidden) weitere"), "\(layout.title)")
        #expect(!layout.title.contains("and"))
    }

    @Test("A title of one's own replaces the generated one everywhere; a description becomes SVG's <desc>")
    func titleAndDescription() throws {
        let cloud = Self.cloud("+{n} weitere") {
            $0.title = "Themen <2026> & mehr"
            $0.accessibleDescription = "Elf Themen, zwei Zeilen"
        }
        let layout = try cloud.layout()
        #expect(layout.title == "Themen <2026> & mehr")
        let svg = String(decoding: try cloud.render(layout, as: .svg), as: UTF8.self)
        #expect(svg.contains("aria-label=\"Themen &lt;2026&gt; &amp; mehr\""))
        #expect(svg.contains("<title>Themen &lt;2026&gt; &amp; mehr</title>\n<desc>Elf Themen, zwei Zeilen</desc>\n"))
        // No description, no <desc>.
        let plain = String(decoding: try Self.cloud(nil).render(as: .svg), as: UTF8.self)
        #expect(!plain.contains("<desc>"))
    }

    @Test(
        "A title or description is one line of at most 1000 characters",
        arguments: [
            ("", "it is empty"), ("a\tb", "control character (U+0009)"),
            (String(repeating: "ü", count: 1001), "1001 characters long, more than 1000"),
        ])
    func badTexts(text: String, problem: String) {
        for keyPath in [\CloudStyle.title, \CloudStyle.accessibleDescription] {
            var style = CloudStyle()
            style[keyPath: keyPath] = text
            do {
                try style.validate()
                Issue.record("\(text.prefix(10)) was accepted")
            } catch {
                #expect(error.description.contains(problem), "\(error)")
            }
        }
        var fine = CloudStyle()
        fine.title = String(repeating: "ü", count: 1000)
        #expect(throws: Never.self) { try fine.validate() }
    }

    @Test("The settings table reads more-text, title and description; a bad value names its setting")
    func settings() throws {
        let settings = try CloudSettings([
            ManifestOption(key: "more-text", value: .text("{n} weiterer|{n} weitere"), place: "here"),
            ManifestOption(key: "title", value: .text("Meine Themen"), place: "here"),
            ManifestOption(key: "description", value: .text("Was wir tun"), place: "here"),
        ])
        #expect(settings.style.moreText == "{n} weiterer|{n} weitere")
        #expect(settings.style.title == "Meine Themen")
        #expect(settings.style.accessibleDescription == "Was wir tun")
        do {
            _ = try CloudSettings([ManifestOption(key: "more-text", value: .text("+{count}"), place: "here")])
            Issue.record("accepted")
        } catch let error as SettingError {
            #expect(error.key == "more-text")
            #expect(error.description.contains("here: more-text '+{count}': expected words with {n}"), "\(error)")
            #expect(error.description.contains("{count} is not a placeholder"), "\(error)")
        }
        do {
            _ = try CloudSettings([ManifestOption(key: "description", value: .text(""), place: "here")])
            Issue.record("accepted")
        } catch let error as SettingError {
            #expect(error.key == "description", "\(error)")
        }
    }

    @Test("Codable carries the words; a style without them encodes none (freshness keys stay as they were)")
    func codable() throws {
        var style = CloudStyle()
        style.moreText = "+{n} weitere"
        style.title = "Titel"
        style.accessibleDescription = "Beschreibung"
        let data = try JSONEncoder().encode(style)
        #expect(try JSONDecoder().decode(CloudStyle.self, from: data) == style)
        let plain = String(decoding: try JSONEncoder().encode(CloudStyle()), as: UTF8.self)
        for key in ["moreText", "title", "accessibleDescription"] { #expect(!plain.contains("\"\(key)\"")) }
    }
}
