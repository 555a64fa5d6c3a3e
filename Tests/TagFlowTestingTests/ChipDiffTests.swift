import Foundation
import TagFlow
import Testing

@testable import TagFlowTesting

/// SVG and layout mismatches name the chips that changed, from real renderings.
@Suite("Readable SVG and layout diffs")
struct ChipDiffTests {
    static func cloud(_ tags: [CloudTag], _ adjust: (inout CloudStyle) -> Void = { _ in }) -> TagCloud {
        var style = CloudStyle()
        adjust(&style)
        return TagCloud(tags: tags, style: style)
    }

    static let before = cloud(["Swift", "Linux", "Cairo"])
    /// "Linux" renamed: it vanishes, "Linus" appears, "Cairo" moves; "Swift" is painted red.
    static let after = cloud([CloudTag("Swift", color: "#ff0000"), "Linus", "Cairo"])

    @Test("An SVG mismatch names the chips that moved, appeared, vanished or changed paint, then shows lines")
    func svg() throws {
        let strategy = Snapshotting<TagCloud, [UInt8]>.svg
        let difference = try #require(
            try strategy.diffing.diff(strategy.snapshot(Self.before), strategy.snapshot(Self.after)))
        let first = try #require(difference.message.split(separator: "\n").first)
        #expect(
            first.contains(
                "chips moved: 'Cairo'; appeared: 'Linus'; vanished: 'Linux'; changed paint: 'Swift' (ids:"))
        // The derived id prefix changes with the labels; the diff writes it as ID, so only what
        // else changed is marked.
        #expect(first.contains(" (ids: prefix tf"))
        #expect(difference.message.contains("\n- <g id=\"ID-chip1\" data-label=\"Linux\">"))
        #expect(difference.message.contains("\n+ <g id=\"ID-chip1\" data-label=\"Linus\">"))
        #expect(!difference.message.contains("\n- <g id=\"ID-chip0\""), "Swift's group line is unchanged")
        #expect(difference.artifacts.map(\.suffix) == ["diff.txt"])
    }

    @Test("A new link and a changed glyph line are named apart, and neither as a move")
    func linkAndGlyphs() throws {
        let strategy = Snapshotting<TagCloud, [UInt8]>.svg
        let reference = try strategy.snapshot(Self.before)
        let linked = try strategy.snapshot(
            Self.cloud(["Swift", CloudTag("Linux", link: "https://kernel.org"), "Cairo"]))
        let relinked = try #require(try strategy.diffing.diff(reference, linked))
        #expect(relinked.message.contains("ignored): chips changed link: 'Linux' (ids:"), "\(relinked.message)")
        // The same drawing with one glyph written elsewhere, as a change of the writer's syntax is.
        let text = String(decoding: reference, as: UTF8.self)
        let cairo = try #require(text.range(of: "data-label=\"Cairo\""))
        let use = try #require(text.range(of: "<use x=\"", range: cairo.upperBound..<text.endIndex))
        let shifted = text.replacingCharacters(in: use, with: "<use x=\"1")
        let redrawn = try #require(try strategy.diffing.diff(reference, Array(shifted.utf8)))
        #expect(redrawn.message.contains("ignored): chips changed glyphs: 'Cairo'\n"), "\(redrawn.message)")
    }

    @Test("A layout snapshot is JSON, one chip per line; a mismatch names the chips")
    func layout() throws {
        let strategy = Snapshotting<TagCloud, String>.layout
        let text = try strategy.snapshot(Self.before)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines[2].hasPrefix("{\"fill\":\"#f1f3f6\",\"frame\":[16,16,"))
        #expect(lines[2].contains("\"label\":\"Swift\""))
        #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])
        let difference = try #require(try strategy.diffing.diff(text, strategy.snapshot(Self.after)))
        let first = try #require(difference.message.split(separator: "\n").first)
        #expect(
            first
                == "the snapshot's layout differs from the reference: chips moved: 'Cairo'; appeared: 'Linus'; "
                + "vanished: 'Linux'; changed paint: 'Swift'")
    }

    @Test("A layout can be snapshotted on its own, as JSON or drawn")
    func cloudLayout() throws {
        let layout = try Self.before.layout()
        #expect(
            try Snapshotting<CloudLayout, String>.json.snapshot(layout)
                == Snapshotting<TagCloud, String>.layout.snapshot(Self.before))
        let png = try Snapshotting<CloudLayout, [UInt8]>.png(scale: 2).snapshot(layout)
        let image = try #require(PNGImage(png: png))
        #expect(image.width == Int(layout.width) * 2)
        #expect(image[0, 0][3] == 0, "a layout has no background: the canvas is transparent")
    }

    @Test("Line diffs: context, removals before additions, a cut-off note")
    func lineDiff() {
        let old = LineDiff.lines("a\nb\nc\nd\ne\nf\ng\n")
        let new = LineDiff.lines("a\nb\nc\nD\ne\nf\ng\n")
        #expect(
            LineDiff.render(expected: old, actual: new)
                == "@@ reference line 2, actual line 2 @@\n  b\n  c\n- d\n+ D\n  e\n  f")
        #expect(LineDiff.render(expected: old, actual: old) == "")
        // Lines are compared whole, then cut for the message: a difference past the cut still shows.
        #expect(
            LineDiff.render(expected: ["abcdefgh-1"], actual: ["abcdefgh-2"], maxLineLength: 5)
                == "@@ reference line 1, actual line 1 @@\n- abcd…\n+ abcd…")
        let many = LineDiff.lines((0..<100).map(String.init).joined(separator: "\n"))
        #expect(LineDiff.render(expected: many, actual: [], maxLines: 5).hasSuffix("… 96 more diff lines"))
    }
}
