import Testing

@testable import TagFlow

/// The default SVG id prefix follows everything the drawing shows.
@Suite("Default SVG id prefixes")
struct IDPrefixTests {
    static let tags = ["Swift", "Rust", "Kotlin"].map { CloudTag($0) }

    /// The prefix `render(as: .svg)` uses for the tags drawn in the style `adjust` makes.
    static func prefix(_ tags: [CloudTag] = tags, _ adjust: (inout CloudStyle) -> Void = { _ in }) throws -> String {
        var style = CloudStyle()
        adjust(&style)
        let cloud = TagCloud(tags: tags, style: style)
        return cloud.scene(for: try cloud.layout()).idPrefix
    }

    @Test("The same cloud gets the same prefix every time: tf and eight hex digits")
    func stable() throws {
        let first = try Self.prefix()
        #expect(first == (try Self.prefix()))
        #expect(first.count == 10 && first.hasPrefix("tf") && first.dropFirst(2).allSatisfy(\.isHexDigit))
    }

    @Test("Labels, font weight, size, weights, paint and width each change it")
    func everythingCounts() throws {
        let variants = [
            try Self.prefix(),
            try Self.prefix(Self.tags + [CloudTag("Go")]),
            try Self.prefix { $0.font.weight = 600 },
            try Self.prefix { $0.fontSize = 18 },
            try Self.prefix(Self.tags.enumerated().map { CloudTag($1.label, weight: Double($0)) }) {
                $0.sizeByWeight = WeightScale()
            },
            try Self.prefix { Theme.dark.apply(to: &$0) },
            try Self.prefix { $0.chip.textColor = try! Color(hex: "#000000") },
            try Self.prefix { $0.maxWidth = 60 },
            try Self.prefix([CloudTag("Swift", link: "https://swift.org"), CloudTag("Rust"), CloudTag("Kotlin")]),
        ]
        #expect(Set(variants).count == variants.count, "\(variants)")
    }

    @Test("A chosen prefix goes before the hash's digits, never instead of them")
    func explicit() throws {
        let hashed = try Self.prefix()
        #expect(try Self.prefix { $0.idPrefix = "mine" } == "mine-" + hashed.dropFirst(2))
        // Two different clouds with one chosen prefix still differ.
        let other = try Self.prefix(Self.tags + [CloudTag("Go")]) { $0.idPrefix = "mine" }
        let mine = try Self.prefix { $0.idPrefix = "mine" }
        #expect(other.hasPrefix("mine-") && other != mine)
    }
}
