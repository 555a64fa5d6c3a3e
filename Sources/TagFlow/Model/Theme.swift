import Primitives
public import ChipRendering

/// A named set of default styles. A theme is applied first and flags override it.
public struct Theme: Sendable {
    /// The name `--theme` takes.
    public var name: String
    /// One line for `tagflow themes`.
    package var summary: String
    /// The chips' paint.
    public var chip: ChipStyle
    /// The "+N" chip's paint.
    public var overflowChip: ChipStyle
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
        style.palette = colorsByLabel ? palette : nil
    }

    /// Every theme, `light` first (the default).
    public static let all: [Theme] = [light, dark, outline, pastel, mono]

    /// The theme called `name`.
    public static func named(_ name: String) -> Theme? { all.first { $0.name == name } }

    private static func color(_ hex: String) -> Color { Color(hex: hex)! }

    private static let pastels = [
        "#fde2e4", "#fad2e1", "#e2ece9", "#bee1e6", "#dfe7fd", "#cddafd", "#fff1c1", "#e9f5db", "#ffe5d9", "#e8dff5",
    ].map(color)

    /// Light grey chips with dark text (the default).
    public static let light = Theme(
        name: "light", summary: "light grey chips with dark text; reads on white pages and on dark ones",
        chip: ChipStyle(fill: color("#f1f3f6"), stroke: color("#d0d7de"), strokeWidth: 1, textColor: color("#1f2328")),
        overflowChip: ChipStyle(
            fill: color("#f1f3f6"), stroke: color("#d0d7de"), strokeWidth: 1, textColor: color("#59636e")),
        accent: color("#0969da"), palette: pastels)

    /// Dark chips with light text, for dark pages.
    public static let dark = Theme(
        name: "dark", summary: "dark chips with light text, for GitHub's dark theme and other dark pages",
        chip: ChipStyle(fill: color("#21262d"), stroke: color("#3d444d"), strokeWidth: 1, textColor: color("#e6edf3")),
        overflowChip: ChipStyle(
            fill: color("#161b22"), stroke: color("#3d444d"), strokeWidth: 1, textColor: color("#9198a1")),
        accent: color("#1f6feb"), palette: pastels)

    /// No fill, an outline and dark text, for light pages.
    public static let outline = Theme(
        name: "outline", summary: "no fill, a 1.5 px outline and dark text, for light pages",
        chip: ChipStyle(
            fill: color("#ffffff00"), stroke: color("#57606a"), strokeWidth: 1.5, textColor: color("#24292f")),
        overflowChip: ChipStyle(
            fill: color("#ffffff00"), stroke: color("#8c959f"), strokeWidth: 1.5, textColor: color("#57606a")),
        accent: color("#0969da"), palette: pastels)

    /// A soft colour per label.
    public static let pastel = Theme(
        name: "pastel", summary: "a soft colour per tag, the same colour for the same label every time",
        chip: ChipStyle(fill: color("#f1f3f6"), stroke: nil, strokeWidth: 0, textColor: color("#1f2328")),
        overflowChip: ChipStyle(fill: color("#eaeef2"), stroke: nil, strokeWidth: 0, textColor: color("#57606a")),
        accent: color("#8250df"), palette: pastels, colorsByLabel: true)

    /// Black outline and text on white, for print.
    public static let mono = Theme(
        name: "mono", summary: "black outline and text on white, for print and monochrome slides",
        chip: ChipStyle(fill: color("#ffffff"), stroke: color("#000000"), strokeWidth: 1, textColor: color("#000000")),
        overflowChip: ChipStyle(
            fill: color("#ffffff"), stroke: color("#6e7781"), strokeWidth: 1, textColor: color("#424a53")),
        accent: color("#000000"), palette: [color("#ffffff"), color("#eaeef2"), color("#d0d7de")])
}
