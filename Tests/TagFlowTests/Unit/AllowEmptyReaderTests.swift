import Testing

@testable import TagFlow

/// `TagReader.allowsEmpty`: an input with no labels reads as none, and draws as the margins.
@Suite("Empty lists, when allowed")
struct AllowEmptyReaderTests {
    @Test("Without it an empty input is InputError.noLabels; with it, no tags, laid out as the margins alone")
    func reader() throws {
        var reader = TagReader(format: .text)
        #expect(throws: InputError.noLabels(source: "e.txt")) { try reader.tags(from: [], path: "e.txt") }
        reader.allowsEmpty = true
        for format in [TagReader.Format.text, .csv, .json, .words] {
            reader.format = format
            #expect(try reader.tags(from: Array((format == .json ? "[]" : "").utf8), path: "e").isEmpty)
        }
        var style = CloudStyle()
        style.margin = 7
        let layout = try TagCloud(tags: [], style: style).layout()
        #expect(layout.width == 14 && layout.height == 14 && layout.chips.isEmpty)
        style.margin = 0
        let none = try TagCloud(tags: [], style: style).layout()
        #expect(none.width == 1 && none.height == 1, "a picture of one pixel, not of none")
    }

    @Test("allow-empty is one row of the settings table, and keys freshness only when on")
    func setting() throws {
        let on = try CloudSettings([ManifestOption(key: "allow-empty", value: .flag(true), place: "--allow-empty")])
        #expect(on.reader.allowsEmpty)
        let off = try CloudSettings([])
        #expect(!off.reader.allowsEmpty)
        #expect(try on.canonicalEncoding().contains("\"allowsEmpty\":true"))
        #expect(try !off.canonicalEncoding().contains("allowsEmpty"))
    }
}
