public import ChipRendering
import Primitives

/// A named set of default styles, designed for one kind of page. A theme is applied first and
/// flags override it.
///
/// Its weight ramp (`chip.fill` to `accent`) and its label palette are made for its page and its
/// text colour: every step of the ramp and every palette colour reads at 4.5:1 (WCAG AA) with
/// `chip.textColor`, so one text colour serves the whole cloud. Light themes get pale fills under
/// dark text; the dark theme deep fills under light text.
public struct Theme: Sendable {
    /// The name `--theme` takes.
    public var name: String
    /// One line for `tagflow themes`.
    package var summary: String
    /// The chips' paint.
    public var chip: ChipStyle
    /// The "+N" chip's paint.
    public var overflowChip: ChipStyle
    /// The colour of the page the theme is made for: what shows through a transparent canvas.
    public var page: Color
    /// The colour of group headings' names: the theme's muted text, so a heading reads as the
    /// name of the chips beside it rather than as one more label.
    public var headingColor: Color
    /// The OpenType weight group headings are drawn in: heavier than the labels (SemiBold, 600,
    /// in every theme), so a heading reads as a name and not as one more tag.
    public var headingWeight: Int = 600
    /// The colour heavy tags blend toward with `--color-by weight`.
    public var accent: Color
    /// Fills for `--color-by label`, one picked per label.
    public var palette: [Color]
    /// A palette the theme always uses (pastel).
    public var colorsByLabel: Bool = false

    /// Applies the theme's defaults to `style`.
    public func apply(to style: inout CloudStyle) {
        style.chip = chip
        style.overflowChip = overflowChip
        style.page = page
        style.headingColor = headingColor
        style.headingWeight = headingWeight
        style.palette = colorsByLabel ? palette : nil
    }

    /// Every theme, `light` first (the default).
    public static let all: [Theme] = [light, dark, outline, pastel, mono]

    /// The themes' names, in `all`'s order: known without making every theme's palettes, which
    /// a run that uses one theme does not need (making all five was 8% of a one-label render).
    package static let names = ["light", "dark", "outline", "pastel", "mono"]

    /// The theme called `name`; only that one is made.
    public static func named(_ name: String) -> Theme? {
        switch name {
        case "light": light
        case "dark": dark
        case "outline": outline
        case "pastel": pastel
        case "mono": mono
        default: nil
        }
    }

    private static func color(_ hex: String) -> Color { try! Color(hex: hex) }

    /// Ten hues evenly around the OKLCh circle: every palette takes them in this order, so a label
    /// keeps its hue from theme to theme and only the tone changes.
    static func palette(lightness: Double, chroma: Double) -> [Color] {
        (0..<10).map { Color(lightness: lightness, chroma: chroma, hue: 15 + 36 * Double($0)).quantized }
    }

    /// `palette(lightness: 0.93, chroma: 0.045)`, the light and pastel themes' labels, written out:
    /// the default theme made it for every run, 0.16 M instructions of a one-label render (the
    /// theme tests check that the two are the same).
    static let pastels: [Color] = [
        0xFFDFE0, 0xFFE1D0, 0xF5E7C6, 0xE2EDCD, 0xD0F2DD, 0xC6F2F1, 0xCDEEFF, 0xDEE8FF, 0xEDE2FF, 0xFDDDF2,
    ].map(rgb)

    /// The opaque colour 0xRRGGBB, exactly as `#rrggbb` reads.
    private static func rgb(_ value: UInt32) -> Color {
        Color(
            red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255)
    }

    private static let white = color("#ffffff")

    /// Light grey chips with dark text (the default).
    public static let light = Theme(
        name: "light", summary: "light grey chips with dark text; reads on white pages and on dark ones",
        chip: ChipStyle(fill: color("#f1f3f6"), stroke: color("#d0d7de"), strokeWidth: 1, textColor: color("#1f2328")),
        overflowChip: ChipStyle(
            fill: color("#f1f3f6"), stroke: color("#d0d7de"), strokeWidth: 1, textColor: color("#59636e")),
        page: white, headingColor: color("#59636e"),
        // A blue light enough for the dark text (OKLCh 0.72, 0.13, 250); pastels for labels.
        accent: rgb(0x60AAF3), palette: pastels)

    /// Dark chips with light text, for dark pages.
    public static let dark = Theme(
        name: "dark", summary: "dark chips with light text, for GitHub's dark theme and other dark pages",
        chip: ChipStyle(fill: color("#21262d"), stroke: color("#3d444d"), strokeWidth: 1, textColor: color("#e6edf3")),
        overflowChip: ChipStyle(
            fill: color("#161b22"), stroke: color("#3d444d"), strokeWidth: 1, textColor: color("#9198a1")),
        page: color("#0d1117"), headingColor: color("#9198a1"),
        // Deep colours under the light text: pastels would glare on a dark page.
        accent: Color(lightness: 0.50, chroma: 0.14, hue: 258).quantized,
        palette: palette(lightness: 0.40, chroma: 0.075))

    /// No fill, an outline and dark text, for light pages.
    public static let outline = Theme(
        name: "outline", summary: "no fill, a 1.5 px outline and dark text, for light pages",
        chip: ChipStyle(
            fill: color("#ffffff00"), stroke: color("#57606a"), strokeWidth: 1.5, textColor: color("#24292f")),
        overflowChip: ChipStyle(
            fill: color("#ffffff00"), stroke: color("#8c959f"), strokeWidth: 1.5, textColor: color("#57606a")),
        page: white, headingColor: color("#57606a"),
        // Faint tints, so the outline still draws the chip.
        accent: Color(lightness: 0.74, chroma: 0.12, hue: 250).quantized,
        palette: palette(lightness: 0.965, chroma: 0.028))

    /// A soft colour per label.
    public static let pastel = Theme(
        name: "pastel", summary: "a soft colour per tag, the same colour for the same label every time",
        chip: ChipStyle(fill: color("#f1f3f6"), stroke: nil, strokeWidth: 0, textColor: color("#1f2328")),
        overflowChip: ChipStyle(fill: color("#eaeef2"), stroke: nil, strokeWidth: 0, textColor: color("#57606a")),
        page: white, headingColor: color("#57606a"),
        accent: Color(lightness: 0.74, chroma: 0.12, hue: 305).quantized,
        palette: pastels, colorsByLabel: true)

    /// Black outline and text on white, for print.
    public static let mono = Theme(
        name: "mono", summary: "black outline and text on white, for print and monochrome slides",
        chip: ChipStyle(fill: color("#ffffff"), stroke: color("#000000"), strokeWidth: 1, textColor: color("#000000")),
        overflowChip: ChipStyle(
            fill: color("#ffffff"), stroke: color("#6e7781"), strokeWidth: 1, textColor: color("#424a53")),
        page: white, headingColor: color("#424a53"),
        // Greys only, no darker than black text allows.
        accent: color("#929292"), palette: [color("#ffffff"), color("#e6e6e6"), color("#cccccc")])
}
