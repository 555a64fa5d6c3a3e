import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowCommands

/// WCAG 2.x contrast, written out here rather than taken from the library under test.
private func contrast(_ a: Color, _ b: Color) -> Double {
    func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    func luminance(_ c: Color) -> Double {
        0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }
    let (x, y) = (luminance(a), luminance(b))
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
}

/// `color` as it shows over an opaque `page`, rounded to the 8 bits a file records.
private func shown(_ color: Color, on page: Color) -> Color {
    func mix(_ c: Double, _ p: Double) -> Double { ((c * color.alpha + p * (1 - color.alpha)) * 255).rounded() / 255 }
    return Color(red: mix(color.red, page.red), green: mix(color.green, page.green), blue: mix(color.blue, page.blue))
}

/// Stack Overflow's most used tags with their question counts: a real list with a long tail.
private let stackOverflow: [CloudTag] = {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/stackoverflow.tsv").path
    return (try? TagReader().read(path)) ?? []
}()

/// The style `tagflow render` builds for `arguments`.
private func style(_ arguments: [String]) throws -> CloudStyle {
    let specs = StyleFlags.specs + LayoutFlags.specs(defaults: CloudStyle.defaultRows) + FontFlags.specs
    return try StyleFlags.style(from: parseArguments(arguments, specs: specs))
}

@Suite("Colour that looks designed: one text colour per cloud, every chip readable")
struct ColourDesignTests {
    static let modes = ["none", "label", "weight"]

    @Test(
        "Every theme × colour mode: one text colour on every tag chip, 4.5:1 on every chip and on +N, links too",
        arguments: Theme.all.map(\.name), modes)
    func oneTextColourEverywhereReadable(theme name: String, mode: String) throws {
        try #require(stackOverflow.count > 100, "Samples/stackoverflow.tsv is read")
        let theme = try #require(Theme.named(name))
        // Links on a few tags: linked chips are painted by the same rule.
        var tags = stackOverflow
        for index in stride(from: 0, to: tags.count, by: 7) {
            tags[index].link = "https://stackoverflow.com/questions/tagged/\(tags[index].label)"
        }
        var style = try style(
            ["--theme", name, "--color-by", mode, "--scale-by", "weight", "--width", "480", "--max-rows", "6"])
        #expect(style.page == theme.page)
        style.background = nil
        let layout = try TagCloud(tags: tags, style: style).layout()
        let overflow = try #require(layout.overflow, "the row limit hides some tags")

        let textColours = Set(layout.chips.map(\.style.textColor.description))
        #expect(textColours == [theme.chip.textColor.description], "\(name) \(mode): text colours \(textColours)")
        #expect(layout.chips.contains { $0.link != nil })
        for chip in layout.chips + [overflow] {
            let fill = shown(chip.style.fill, on: theme.page)
            let ratio = contrast(chip.style.textColor, fill)
            #expect(ratio >= 4.5, "\(name) \(mode) '\(chip.label)': \(chip.style.textColor) on \(fill) is \(ratio):1")
        }
        // The fills really vary with the mode: several palette colours, a ramp from light to heavy.
        let fills = Set(layout.chips.map(\.style.fill.description))
        #expect(mode == "none" ? fills.count == 1 : fills.count >= 3, "\(name) \(mode): \(fills.count) fills")
    }

    @Test(
        "Each theme's palette and ramp ends are made for its text: the library leaves them as designed",
        arguments: Theme.all.map(\.name))
    func themesNeedNoAdjustment(_ name: String) throws {
        let theme = try #require(Theme.named(name))
        for fill in theme.palette + [theme.accent] {
            #expect(contrast(theme.chip.textColor, fill) >= 4.5, "\(name): \(fill)")
            #expect(fill.readableFill(under: theme.chip.textColor) == fill.quantized, "\(name): \(fill) kept")
        }
    }

    @Test("The light and pastel themes' written-out colours are the OKLCh ones they stand for, exactly")
    func writtenOutColours() {
        #expect(Theme.pastels == Theme.palette(lightness: 0.93, chroma: 0.045))
        #expect(Theme.light.palette == Theme.pastels && Theme.pastel.palette == Theme.pastels)
        #expect(Theme.light.accent == Color(lightness: 0.72, chroma: 0.13, hue: 250).quantized)
        // And as files record them.
        #expect(Theme.pastels.map(\.description).first == "#ffdfe0")
    }

    @Test("The dark theme's fills are dark under light text; the light themes' light under dark text")
    func fillsSuitTheirPage() throws {
        for theme in Theme.all {
            let darkPage = theme.page.relativeLuminance < 0.2
            for fill in theme.palette + [theme.accent] {
                #expect(
                    (fill.relativeLuminance < theme.chip.textColor.relativeLuminance) == darkPage,
                    "\(theme.name) \(fill)")
            }
        }
    }

    @Test(
        "A ramp keeps its hue and its order of lightness; too light a fill under light text is darkened, not the text",
        arguments: ["#e6edf3", "#ffffff", "#1f2328"])
    func fillGivesWay(text hex: String) throws {
        let text = try Color(hex: hex)
        var style = CloudStyle()
        style.chip.textColor = text
        style.colorByWeight = try! Color(hex: "#0969da")
        let tags = (0...12).map { CloudTag("Weight \($0)", weight: Double($0)) }
        let chips = try TagCloud(tags: tags, style: style).layout().chips
        let lightness = chips.map(\.style.fill.relativeLuminance)
        for chip in chips {
            #expect(chip.style.textColor == text)
            #expect(contrast(text, chip.style.fill) >= 4.5, "\(chip.style.fill) under \(hex)")
        }
        // Toward the heavy end fills get darker or stay (those the text pushed to its limit sit there,
        // give or take 8-bit rounding): a ramp never turns back.
        let heavyEndHue = chips.last!.style.fill.hue
        let hueShift = abs(heavyEndHue - (try! Color(hex: "#0969da")).hue).truncatingRemainder(dividingBy: 360)
        #expect(min(hueShift, 360 - hueShift) < 3, "hue \(heavyEndHue)")
        #expect(zip(lightness, lightness.dropFirst()).allSatisfy { $1 <= $0 + 5e-3 }, "\(lightness)")
    }

    @Test("A tag's own colour is kept exactly; its text is picked to read on it")
    func ownColourKept() throws {
        var style = CloudStyle()
        Theme.dark.apply(to: &style)
        style.colorByWeight = Theme.dark.accent
        let own = try Color(hex: "#ffe066")
        let chips = try TagCloud(
            tags: [CloudTag("Own", weight: 1, color: own), CloudTag("Ramp", weight: 2)], style: style
        )
        .layout().chips
        #expect(chips[0].style.fill == own)
        #expect(contrast(chips[0].style.textColor, own) >= 4.5)
        #expect(chips[1].style.textColor == Theme.dark.chip.textColor)
    }

    @Test("--color-by weight on the pastel theme colours by weight, not by label")
    func weightBeatsThemePalette() throws {
        let style = try style(["--theme", "pastel", "--color-by", "weight"])
        #expect(style.palette == nil)
        #expect(style.colorByWeight == Theme.pastel.accent)
    }
}
