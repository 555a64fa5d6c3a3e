import Testing

@testable import TagFlow

/// `SettingLayers`: the one rule every door layers its settings by.
@Suite("SettingLayers")
struct SettingLayersTests {
    static func layer(_ pairs: [(String, ManifestOption.Value)]) -> [ManifestOption] {
        pairs.map { ManifestOption(key: $0.0, value: $0.1, place: "here") }
    }

    static func keys(_ layers: [[ManifestOption]]) -> [String] {
        SettingLayers.layered(layers).map(\.key)
    }

    @Test("a later layer replaces the same key and its whole choice; the rest stays")
    func replaces() {
        let general = Self.layer([("dense", .flag(true)), ("theme", .text("dark")), ("max-rows", .number(2))])
        #expect(Self.keys([general, Self.layer([("balance", .flag(true))])]) == ["theme", "max-rows", "balance"])
        #expect(
            Self.keys([general, Self.layer([("max-rows-per-group", .number(1))])]) == [
                "dense", "theme", "max-rows-per-group",
            ])
        #expect(Self.keys([general, Self.layer([("theme", .text("mono"))])]) == ["dense", "max-rows", "theme"])
        // "balance": false chooses nothing.
        #expect(
            Self.keys([general, Self.layer([("balance", .flag(false))])]) == ["dense", "theme", "max-rows", "balance"])
    }

    @Test("a flow or a size replaces the other flow's size, flow and edge values")
    func flow() {
        let columns = Self.layer([("flow", .text("columns")), ("height", .number(200)), ("fit", .text("height"))])
        #expect(Self.keys([columns, Self.layer([("width", .number(300))])]) == ["width"])
        let rows = Self.layer([("width", .number(300)), ("row-align", .text("baseline")), ("fit", .text("width"))])
        #expect(Self.keys([rows, Self.layer([("flow", .text("columns"))])]) == ["flow"])
        #expect(Self.keys([rows, Self.layer([("spacing", .number(3))])]) == ["width", "row-align", "fit", "spacing"])
    }

    @Test("one layer making one choice twice is a conflict naming both")
    func conflict() throws {
        let conflict = try #require(
            SettingLayers.conflict(in: Self.layer([("balance", .flag(true)), ("dense", .flag(true))])))
        #expect(conflict.description.hasPrefix("'balance' and 'dense' both choose how lines break"))
        #expect(SettingLayers.conflict(in: Self.layer([("balance", .flag(true)), ("dense", .flag(false))])) == nil)
        #expect(
            SettingLayers.conflict(in: Self.layer([("max-rows", .number(1)), ("max-rows-per-group", .number(1))]))?
                .choice == "the row limit")
    }
}
