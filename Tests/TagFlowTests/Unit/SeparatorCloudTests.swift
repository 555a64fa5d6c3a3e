import Foundation
import Testing

@testable import TagFlow

/// `CloudStyle.separator`: text between neighbouring chips of a row, whose room takes part in
/// line breaking, never at a row's end.
@Suite("Separators in a cloud")
struct SeparatorCloudTests {
    static let tags = ["Swift", "Rust", "Go", "Kotlin", "TypeScript", "Zig", "Haskell", "Elixir", "Python", "Julia"]
        .map { CloudTag($0) }

    static func layout(_ adjust: (inout CloudStyle) -> Void = { _ in }) throws -> CloudLayout {
        var style = CloudStyle()
        style.maxWidth = 300
        style.separator = "·"
        adjust(&style)
        return try TagCloud(tags: tags, style: style).layout()
    }

    @Test("One separator between each two chips of a row, inside the gap; none at a row's end")
    func betweenChips() throws {
        let layout = try Self.layout()
        let rows = Dictionary(grouping: layout.chips, by: \.row)
        #expect(rows.count > 1)
        #expect(layout.separators.count == rows.values.map { $0.count - 1 }.reduce(0, +))
        for separator in layout.separators {
            #expect(separator.label == "·" && separator.style.stroke == nil && separator.style.fill.alpha == 0)
            let row = rows[separator.row]!.map(\.frame)
            #expect(row.contains { $0.maxX <= separator.frame.minX + 1e-9 }, "a chip before it")
            #expect(row.contains { $0.minX >= separator.frame.maxX - 1e-9 }, "a chip after it")
        }
    }

    @Test("The separator's room counts when rows break: more rows than without, each within the width")
    func breaking() throws {
        let plain = try Self.layout { $0.separator = nil }
        let separated = try Self.layout()
        #expect(separated.separators.allSatisfy { $0.frame.width > 0 })
        #expect(Set(separated.chips.map(\.row)).count >= Set(plain.chips.map(\.row)).count)
        #expect(separated.chips.allSatisfy { $0.frame.maxX <= 16 + 300 + 1e-9 })
        // Neighbours on a row are spacing + separator + spacing apart.
        let width = try #require(separated.separators.first).frame.width
        let first = separated.chips.filter { $0.row == 0 }.map(\.frame).sorted { $0.minX < $1.minX }
        #expect(abs(first[1].minX - first[0].maxX - (16 + width)) < 1e-9)
    }

    @Test("A separator needs rows, and is one short line")
    func rules() {
        var style = CloudStyle()
        style.separator = "·"
        style.layout = ColumnFlow(spacing: 8)
        #expect(throws: StyleError.separatorWithoutRows) { try style.validate() }
        for bad in ["", "a\nb", String(repeating: "·", count: 11)] {
            var style = CloudStyle()
            style.separator = bad
            #expect(throws: StyleError.self) { try style.validate() }
        }
    }

    @Test("The settings table and Codable carry the separator; none is encoded when unset")
    func doors() throws {
        let settings = try CloudSettings([ManifestOption(key: "separator", value: .text("•"), place: "here")])
        #expect(settings.style.separator == "•")
        var style = CloudStyle()
        style.separator = "|"
        #expect(try JSONDecoder().decode(CloudStyle.self, from: JSONEncoder().encode(style)) == style)
        #expect(!String(decoding: try JSONEncoder().encode(CloudStyle()), as: UTF8.self).contains("separator"))
        // A layout's JSON lists them, as --emit-layout does.
        let layout = try Self.layout()
        let json = String(decoding: try JSONEncoder().encode(layout), as: UTF8.self)
        #expect(json.components(separatedBy: "\"label\":\"·\"").count - 1 == layout.separators.count)
        #expect(layout.json.contains("\"separators\":[{\"label\":\"·\""))
    }
}
