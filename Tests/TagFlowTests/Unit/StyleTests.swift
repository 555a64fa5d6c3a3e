import Foundation
import Testing

@testable import TagFlow

/// The same twelve labels the golden renderings use.
private let labels = RenderingGoldenTests.labels

/// `tags` laid out with the default style changed by `adjust`.
private func layout(_ tags: [CloudTag], _ adjust: (inout CloudStyle) -> Void = { _ in }) throws -> CloudLayout {
    var style = CloudStyle()
    adjust(&style)
    return try TagCloud(tags: tags, style: style).layout()
}

/// WCAG 2.x contrast, written out here rather than taken from the library under test:
/// L = 0.2126 R + 0.7152 G + 0.0722 B of linearised sRGB, ratio (L1 + 0.05) / (L2 + 0.05).
private func contrast(_ a: Color, _ b: Color) -> Double {
    func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    func luminance(_ c: Color) -> Double {
        0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }
    let (x, y) = (luminance(a), luminance(b))
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
}

/// `color` as it shows over an opaque `page` (a translucent fill lets the page through).
private func shown(_ color: Color, on page: Color) -> Color {
    let a = color.alpha
    return Color(
        red: color.red * a + page.red * (1 - a), green: color.green * a + page.green * (1 - a),
        blue: color.blue * a + page.blue * (1 - a))
}

private func overWhite(_ color: Color) -> Color { shown(color, on: Color(red: 1, green: 1, blue: 1)) }

/// Labels in reading order (row, then left to right), whatever order `chips` is in.
private func readingOrder(_ layout: CloudLayout) -> [String] {
    layout.chips.sorted { ($0.row, $0.frame.minX) < ($1.row, $1.frame.minX) }.map(\.label)
}

@Suite("Themes and colours")
struct ThemeColourTests {
    @Test("Theme names are every theme's, in order, and each names its own theme; others name none")
    func themeNames() {
        #expect(Theme.names == Theme.all.map(\.name))
        for theme in Theme.all { #expect(Theme.named(theme.name)?.summary == theme.summary) }
        #expect(Theme.named("Light") == nil && Theme.named("") == nil)
    }

    @Test(
        "Every theme's chip and +N chip text reads at 4.5:1 or better on its fill (outline: on white)",
        arguments: Theme.all.map(\.name))
    func themeContrast(_ name: String) throws {
        let theme = try #require(Theme.named(name))
        for paint in [theme.chip, theme.overflowChip] {
            let ratio = contrast(paint.textColor, overWhite(paint.fill))
            #expect(ratio >= 4.5, "\(name): \(paint.textColor) on \(paint.fill) is \(ratio):1")
        }
        // And as laid out: every drawn chip, palette fills included, and the +N chip.
        let cloud = try layout(labels.map { CloudTag($0) }) { style in
            theme.apply(to: &style)
            style.updateRows { $0.maxRows = 2 }
            style.maxWidth = 300
        }
        let overflow = try #require(cloud.overflow)
        for chip in cloud.chips + [overflow] {
            let ratio = contrast(chip.style.textColor, overWhite(chip.style.fill))
            #expect(ratio >= 4.5, "\(name) '\(chip.label)': \(ratio):1")
        }
    }

    @Test("Pastel gives a label the same palette fill wherever it stands, and uses several colours")
    func pastelIsStablePerLabel() throws {
        func fills(_ order: [String]) throws -> [String: Color] {
            let cloud = try layout(order.map { CloudTag($0) }) { Theme.pastel.apply(to: &$0) }
            return Dictionary(uniqueKeysWithValues: cloud.chips.map { ($0.label, $0.style.fill) })
        }
        let forward = try fills(labels)
        let backward = try fills(labels.reversed())
        let alone = try fills(["Kotlin"])
        #expect(forward == backward)
        #expect(alone["Kotlin"] == forward["Kotlin"])
        #expect(forward.values.allSatisfy { Theme.pastel.palette.contains($0) })
        #expect(Set(forward.values).count >= 4)
    }

    @Test(
        "A tag's own colour is its fill, with a text colour that reads on it",
        arguments: ["light", "dark"], ["#1b1f3b", "#0b6e4f", "#ffe066", "#f4f1de"])
    func ownColour(theme: String, hex: String) throws {
        let fill = try Color(hex: hex)
        let cloud = try layout([CloudTag("Own colour", color: fill), CloudTag("Plain")]) {
            Theme.named(theme)!.apply(to: &$0)
        }
        let chip = cloud.chips[0]
        #expect(chip.style.fill == fill)
        #expect(contrast(chip.style.textColor, fill) >= 4.5, "\(chip.style.textColor) on \(hex)")
    }

    @Test("A translucent own colour is judged as it shows over the background")
    func translucentOwnColour() throws {
        // 13 % black over white shows as a light grey (#dddddd): it needs dark text, not white.
        let fill = try Color(hex: "#00000022")
        let cloud = try layout([CloudTag("Faint", color: fill)]) { $0.background = try! Color(hex: "#ffffff") }
        let text = cloud.chips[0].style.textColor
        #expect(contrast(text, overWhite(fill)) >= 4.5, "\(text) on \(fill) over white")
    }

    @Test(
        "Weighted fills run from the theme's fill to its accent, and every label reads on the page",
        arguments: Theme.all.map(\.name))
    func weightedFillsRead(_ name: String) throws {
        let theme = try #require(Theme.named(name))
        let page = name == "dark" ? try! Color(hex: "#0d1117") : try! Color(hex: "#ffffff")
        let tags = (0...20).map { CloudTag("Weight \($0)", weight: Double($0)) }
        let cloud = try layout(tags) { style in
            theme.apply(to: &style)
            style.palette = nil
            style.colorByWeight = theme.accent
            style.background = page
        }
        // Fills are opaque: the lightest is the theme's fill as it shows on the page.
        #expect(cloud.chips.first?.style.fill.description == theme.chip.fill.composited(over: page).description)
        #expect(cloud.chips.last?.style.fill.description == theme.accent.description)
        for chip in cloud.chips {
            let fill = shown(chip.style.fill, on: page)
            let ratio = contrast(chip.style.textColor, fill)
            #expect(ratio >= 4.5, "\(name) '\(chip.label)': \(chip.style.textColor) on \(fill) is \(ratio):1")
        }
    }
}

@Suite("Chip widths: truncation and minimum width")
struct ChipWidthTests {
    /// The label's graphemes `text` shows before its "…", or `nil` when it is not such a prefix.
    static func visiblePrefix(of text: String, in label: String) -> [Character]? {
        guard text.hasSuffix("…") else { return nil }
        let shown = Array(text.dropLast())
        return Array(label.prefix(shown.count)) == shown ? shown : nil
    }

    /// The width of `text` set at 14 px with nothing cut.
    static func width(of text: String) throws -> Double {
        try layout([CloudTag(text)]).chips[0].text.width
    }

    @Test("With a 90 px maximum every chip fits, cut labels end in … and keep their full label")
    func maximumWidth() throws {
        let cloud = try layout(labels.map { CloudTag($0) }) { $0.maxChipWidth = 90 }
        #expect(cloud.chips.map(\.label) == labels)
        var cut = 0
        for chip in cloud.chips {
            #expect(chip.frame.width <= 90 + 1e-9, "'\(chip.label)' is \(chip.frame.width) wide")
            guard chip.text.text != chip.label else { continue }
            cut += 1
            let shown = try #require(Self.visiblePrefix(of: chip.text.text, in: chip.label), "'\(chip.text.text)'")
            #expect(shown.last?.isWhitespace == false)
            // The longest cut that fits: one grapheme more (past any spaces) would not.
            let next = chip.label.prefix(shown.count + 1).trimmingCharacters(in: .whitespaces)
            let longer = next.count > shown.count ? next : String(chip.label.prefix(shown.count + 2))
            #expect(try Self.width(of: longer + "…") + 24 > 90, "'\(longer)…' would fit")
        }
        #expect(cut >= 4)
    }

    @Test(
        "The cut falls between graphemes: ZWJ emoji and combining accents are never split",
        arguments: ["Family 👩‍👩‍👧‍👦👩‍👩‍👧‍👦 reunion", "Cafe\u{301}e\u{301}e\u{301} de\u{301}ja\u{300} vu"])
    func graphemeBoundary(_ label: String) throws {
        var endings: Set<Character> = []
        for maximum in stride(from: 50.0, through: 220, by: 1) {
            let chip = try layout([CloudTag(label)]) { $0.maxChipWidth = maximum }.chips[0]
            #expect(chip.frame.width <= maximum + 1e-9)
            #expect(chip.label == label)
            guard chip.text.text != label else { continue }
            let shown = try #require(Self.visiblePrefix(of: chip.text.text, in: label), "'\(chip.text.text)'")
            if let last = shown.last { endings.insert(last) }
        }
        // The sweep really did cut right after the emoji or the accented letter.
        #expect(!endings.isDisjoint(with: ["👩‍👩‍👧‍👦", "e\u{301}"]))
    }

    @Test("A minimum width widens short chips and centres their label; longer chips are untouched")
    func minimumWidth() throws {
        let natural = try layout([CloudTag("Go"), CloudTag("Distributed Systems")]).chips
        let widened = try layout([CloudTag("Go"), CloudTag("Distributed Systems")]) { $0.minChipWidth = 80 }.chips
        #expect(widened[0].frame.width == 80)
        let textWidth = natural[0].frame.width - 24
        #expect(abs(widened[0].textOffset.x - (80 - textWidth) / 2) < 1e-9)
        #expect(widened[1].frame.width == natural[1].frame.width)
        #expect(widened[1].textOffset.x == 12)
    }
}

@Suite("Weights, sizes, canvas and order")
struct WeightAndOrderTests {
    private static func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-12 }
    }

    @Test("Positions along each curve, lightest 0, heaviest 1; a missing weight counts as the lightest")
    func positions() {
        // Linear [1, 2, 4, nil]: (w − 1) / (4 − 1) → 0, 1/3, 1, and nil → 0.
        #expect(Self.close(WeightScale(curve: .linear).positions(of: [1, 2, 4, nil]), [0, 1.0 / 3, 1, 0]))
        // Sqrt [1, 4, 16] → 1, 2, 4: (s − 1) / 3 → 0, 1/3, 1.
        #expect(Self.close(WeightScale(curve: .sqrt).positions(of: [1, 4, 16]), [0, 1.0 / 3, 1]))
        // Log of 1 + w for [0, 9, 99] → ln 1, ln 10, ln 100 = 0, L, 2L: 0, 1/2, 1.
        #expect(Self.close(WeightScale(curve: .log).positions(of: [0, 9, 99]), [0, 0.5, 1]))
        // Linear [10, 20, 25]: 0, 10/15, 1.
        #expect(Self.close(WeightScale().positions(of: [10, 20, 25]), [0, 2.0 / 3, 1]))
    }

    @Test("Equal weights, one weight or none at all put every tag in the middle")
    func equalWeights() {
        #expect(WeightScale().positions(of: [5, 5, 5]) == [0.5, 0.5, 0.5])
        #expect(WeightScale(curve: .log).positions(of: [7]) == [0.5])
        #expect(WeightScale().positions(of: [nil, nil]) == [0.5, 0.5])
        // Middle of 12…28 px is 20 px.
        #expect(WeightScale().fontSize(at: 0.5) == 20)
    }

    @Test("Weighted font sizes run from the scale's minimum (lightest) to its maximum (heaviest)")
    func weightedSizes() throws {
        let tags = zip(labels, RenderingGoldenTests.weights).map { CloudTag($0, weight: $1) }
        let cloud = try layout(tags) { $0.sizeByWeight = WeightScale(minFontSize: 10, maxFontSize: 30) }
        let sizes = Dictionary(uniqueKeysWithValues: cloud.chips.map { ($0.label, $0.text.size) })
        #expect(sizes.values.min() == 10 && sizes.values.max() == 30)
        #expect(sizes["Swift"] == 30)  // weight 90, the heaviest
        #expect(sizes["Zig"] == 10)  // weight 3, the lightest
        // Rust, 75: 10 + 20 × (75 − 3) / (90 − 3) = 26.5517…
        #expect(abs(sizes["Rust"]! - (10 + 20 * 72.0 / 87)) < 1e-9)
    }

    @Test("fit = .width makes the canvas exactly the maximum width plus both margins", arguments: [200.0, 500, 640])
    func fitWidth(_ maxWidth: Double) throws {
        let tags = [CloudTag("Rock"), CloudTag("Pop")]
        let fitted = try layout(tags) {
            $0.maxWidth = maxWidth
            $0.margin = 16
            $0.fit = .width
        }
        #expect(fitted.width == maxWidth + 32)
        #expect(try layout(tags) { $0.maxWidth = maxWidth }.width < maxWidth + 32)
    }

    static let weighted = [
        CloudTag("b", weight: 1), CloudTag("a", weight: 3), CloudTag("c", weight: 2), CloudTag("d", weight: 3),
    ]

    @Test(
        "Sort orders: heaviest first (ties keep input order), by label, or as given",
        arguments: [
            (CloudStyle.SortOrder.weight, ["a", "d", "c", "b"]), (.label, ["a", "b", "c", "d"]),
            (.none, ["b", "a", "c", "d"]),
        ])
    func sortOrder(_ sort: CloudStyle.SortOrder, expected: [String]) throws {
        let cloud = try layout(Self.weighted) { $0.sort = sort }
        #expect(readingOrder(cloud) == expected)
        #expect(cloud.title == expected.joined(separator: ", "))
        // Each chip still knows its tag's place in the input.
        for chip in cloud.chips { #expect(Self.weighted[chip.index!].label == chip.label) }
    }

    @Test("Sorted or not, layout.chips and layout.hidden are in input order, as CloudLayout promises")
    func layoutKeepsInputOrder() throws {
        let cloud = try layout(Self.weighted) { $0.sort = .weight }
        #expect(cloud.chips.map(\.label) == ["b", "a", "c", "d"])
        #expect(cloud.chips.compactMap(\.index) == [0, 1, 2, 3])

        let many = zip(labels, RenderingGoldenTests.weights).map { CloudTag($0, weight: $1) }
        let limited = try layout(many) { style in
            style.sort = .weight
            style.updateRows { $0.maxRows = 1 }
            style.maxWidth = 200
        }
        #expect(limited.hidden.count >= 3)
        #expect(limited.hidden == labels.filter(limited.hidden.contains))
    }
}
