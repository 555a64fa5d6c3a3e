import FlowLayout
import Primitives

/// TagFlow's one table of settings: every setting a cloud can be given, once, in the order help
/// lists them. Flags, `--config` files, manifests, Markdown blocks and `CloudSettings` all read
/// it; `CloudSettings(_:)` is the one reader of the values and `SettingLayers` the one rule that
/// layers them.
public enum Settings {
    /// Every setting of a cloud, with its rows at `CloudStyle.defaultRows`.
    public static let all: [Setting] = input + font + looks + icons + layout(defaults: CloudStyle.defaultRows) + output

    /// The setting called `key`, if any.
    public static func named(_ key: String) -> Setting? {
        all.first { $0.key == key }
    }

    /// The setting that sets `property` (as a rule names it: `horizontalPadding`), if any.
    public static func setting(of property: String) -> Setting? {
        all.first { $0.properties.contains(property) }
    }

    /// The style every setting starts from: help states its values as the defaults.
    private static let defaults = CloudStyle()
    private static func number(_ value: Double) -> String { JSONWriter.number(value) }

    /// "light, dark, … or mono".
    private static var themeList: String {
        var text = ""
        for (index, name) in Theme.names.enumerated() {
            if index > 0 { text.append(index == Theme.names.count - 1 ? " or " : ", ") }
            text.append(name)
        }
        return text
    }

    /// The names of every case of `Choice`, in declaration order.
    static func names<Choice: CaseIterable & RawRepresentable>(_: Choice.Type) -> [String]
    where Choice.RawValue == String {
        Choice.allCases.map(\.rawValue)
    }

    /// How the labels are read.
    public static let input: [Setting] = [
        Setting(
            "input-format", "F", help: "text, tsv, csv, json or words (default: from the extension, else text)",
            group: .input, choices: CloudSettings.inputFormats.keys.sorted()),
        Setting("comments", help: "skip text lines that start with #", group: .input),
        Setting("dedupe", help: "drop repeated labels, keeping the first", group: .input),
        Setting(
            "allow-empty",
            help: "an input with no labels draws an empty picture (margins, background) instead of failing",
            group: .input),
        Setting("words", help: "read prose: the most frequent words become a weighted cloud", group: .input),
        Setting(
            "stopwords", "FILE", help: "with --words, more words to leave out, one per line (at most 4 MiB)",
            group: .input, fileExtensions: []),
        Setting("top", "N", help: "with --words, how many words to keep (default: 50)", group: .input),
        Setting("min-word-length", "N", help: "with --words, leave out shorter words (default: 2)", group: .input),
        Setting("numbers", help: "with --words, count numbers (2024, 3.14) as words", group: .input),
        Setting("merge-plurals", help: "with --words, count a plural with its singular (cats with cat)", group: .input),
        Setting(
            "max-labels", "N", help: "refuse inputs with more labels, to guard memory (default: 100000)", group: .input),
        maxInputBytes,
        Setting(
            "allow-unsafe-links",
            help: "keep javascript:, vbscript: and data: links (refused by default: browsers run them)", group: .input),
    ]

    /// `max-input-bytes`, which `plan` takes too.
    public static let maxInputBytes = Setting(
        "max-input-bytes", "N",
        help: "refuse a larger input; K, M, G for KiB, MiB, GiB (default: \(InputFile.defaultMaximumBytes >> 20)M)",
        group: .input)

    /// The labels' font.
    public static let font: [Setting] = [
        Setting(
            "font", "FILE|NAME",
            help:
                "a font file (.ttf, .otf, .ttc[#N]) or a Fontconfig name like 'Noto Sans:bold' (default: bundled Inter)",
            group: .looks, fileExtensions: fontFileExtensions, sets: ["font"]),
        Setting(
            "font-weight", "W", help: "regular, medium, semibold, bold or 100-900 (default: regular)", group: .looks,
            choices: CloudSettings.fontWeights.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map(\.key),
            sets: ["FontRequest.weight"]),
        Setting(
            "font-style", "normal|italic", help: "the font style (default: normal)", group: .looks,
            choices: CloudSettings.fontStyles.keys.sorted(), sets: ["FontRequest.italic"]),
    ]

    /// The extensions of the font files FreeType opens, offered when completing a path.
    public static let fontFileExtensions = ["ttf", "otf", "ttc"]

    /// `font-size`, which `measure` takes too.
    public static let fontSize = Setting(
        "font-size", "PX", help: "label size (default: \(number(defaults.fontSize)))", group: .looks,
        sets: ["fontSize"])

    /// `width`, with the default of the command that takes it (a cloud's 640, plan's none).
    public static func width(default value: String) -> Setting {
        Setting(
            "width", "PX|none", help: "the widest a row may be; none: one row (default: \(value))", group: .layout,
            sets: ["maxWidth"])
    }

    /// `height`, the same for every command that takes it.
    public static let height = Setting(
        "height", "PX", help: "the tallest a column may be, with --flow columns (default: no limit, one column)",
        group: .layout, sets: ["maxHeight"])

    /// Paint, sizes, canvas, weights, groups and order.
    public static let looks: [Setting] = [
        Setting(
            "theme", "NAME", help: "\(themeList); flags override it (default: \(Theme.light.name))", group: .looks,
            choices: Theme.names),
        Setting(
            "dark-theme", "NAME",
            help: "a look for dark mode: SVG follows prefers-color-scheme; PNG and PDF get OUT~dark.EXT beside",
            group: .looks, choices: Theme.names),
        width(default: number(defaults.maxWidth)),
        height,
        fontSize,
        Setting(
            "padding", "H[,V]",
            help: "space inside each chip (default: \(number(defaults.horizontalPadding)),"
                + "\(number(defaults.verticalPadding)))", group: .looks,
            sets: ["horizontalPadding", "verticalPadding"]),
        Setting(
            "radius", "PX|capsule", help: "chip corner radius (default: capsule)", group: .looks,
            sets: ["chip.cornerRadius"]),
        Setting(
            "stroke-width", "PX",
            help: "chip outline width, drawn inside the chip, at most half its height "
                + "(default: \(number(defaults.chip.strokeWidth)))",
            group: .looks, sets: ["chip.strokeWidth"]),
        Setting(
            "min-chip-width", "PX", help: "narrowest chip; labels are centred (default: none)", group: .looks,
            sets: ["minChipWidth"]),
        Setting(
            "max-chip-width", "PX", help: "widest chip; longer labels end in … (default: none)", group: .looks,
            sets: ["maxChipWidth"]),
        Setting(
            "margin", "PX", help: "space around the cloud (default: \(number(defaults.margin)))", group: .layout,
            sets: ["margin"]),
        Setting(
            "fit", "content|width|height",
            help: "canvas as wide as the chips or as --width; columns: as tall as the chips or as --height "
                + "(default: \(defaults.fit.rawValue))", group: .layout, choices: ["content", "width"],
            sets: ["fit"]),
        Setting(
            "canvas", "WxH",
            help: "a canvas of this size (1200x630), margins included: the cloud wraps within it, keeps the rows "
                + "that fit (+N counts the rest) and sits where --canvas-align says (default: none, as --fit)",
            group: .layout, sets: ["canvas", "canvas.width", "canvas.height"]),
        Setting(
            "canvas-align", "A",
            help: "where the cloud sits on --canvas: center, top, bottom, leading, trailing, top-leading, "
                + "top-trailing, bottom-leading or bottom-trailing (default: center)", group: .layout,
            choices: names(CanvasAlignment.self), sets: ["canvasAlignment"]),
        Setting(
            "separator", "TEXT",
            help: "text between two chips on a row ('·'), never at a row's end; its room counts when rows "
                + "wrap (rows only; default: none)", group: .looks, sets: ["separator"]),
        Setting(
            "background", "COLOR|none", help: "canvas colour (default: none, transparent)", group: .looks,
            sets: ["background"]),
        Setting(
            "fill", "COLOR", help: "chip colour: #rrggbb, rgb(…), a CSS name (default: the theme's)", group: .looks,
            sets: ["chip.fill"]),
        Setting(
            "stroke", "COLOR|none", help: "chip outline colour (default: the theme's)", group: .looks,
            sets: ["chip.stroke"]),
        Setting(
            "text-color", "COLOR", help: "label colour (default: the theme's)", group: .looks,
            sets: ["chip.textColor"]),
        Setting(
            "scale", "N", help: "device pixels per px in PNG output (default: \(number(defaults.scale)))",
            group: .looks, sets: ["scale"]),
        Setting(
            "dpi", "N", help: "pixels per inch recorded in PNG output (default: none)", group: .looks, sets: ["dpi"]),
        Setting(
            "png-effort", "0-3",
            help: "how hard PNG files are compressed, the pixels the same: 0 fastest, a tenth larger; "
                + "1 fast and no larger than optipng -o2, "
                + "2 smaller, 3 smallest, trying every row filter (default: \(defaults.pngEffort))", group: .looks,
            sets: ["pngEffort"]),
        Setting(
            "scale-by", "weight|none", help: "font size from each tag's weight (default: none)", group: .weights,
            choices: ["none", "weight"]),
        Setting(
            "min-font-size", "PX",
            help: "size of the lightest tag with --scale-by weight (default: \(number(WeightScale().minFontSize)))",
            group: .weights, sets: ["minFontSize"]),
        Setting(
            "max-font-size", "PX",
            help: "size of the heaviest tag with --scale-by weight (default: \(number(WeightScale().maxFontSize)))",
            group: .weights, sets: ["maxFontSize"]),
        Setting(
            "scale-curve", "linear|sqrt|log",
            help: "how weights spread over sizes (default: \(WeightScale().curve.rawValue))", group: .weights,
            choices: names(WeightScale.Curve.self)),
        Setting(
            "show-weight",
            help: "draw each weight beside its label, compactly (swift 12.4k; 999950 as 1M); a tag's own value "
                + "(JSON key, CSV column) is drawn as given even without it", group: .weights, sets: ["showWeight"]),
        Setting(
            "count-color", "COLOR",
            help: "colour of the weight or value beside a label (default: the text colour, muted as far as it "
                + "reads at 4.5:1)", group: .weights, sets: ["countColor"]),
        Setting(
            "count-weight", "W",
            help: "font weight of the weight or value beside a label: regular, medium, semibold, bold or 100-900 "
                + "(default: the label's)", group: .weights,
            choices: CloudSettings.fontWeights.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map(\.key),
            sets: ["countWeight"]),
        Setting(
            "count-gap", "PX", help: "space between a label and its weight or value (default: 0.4em)",
            group: .weights, sets: ["countGap"]),
        Setting(
            "color-by", "label|group|weight|none",
            help: "a palette colour per label or per group, or the theme's accent by weight (default: none)",
            group: .weights, choices: CloudSettings.colorBy),
        Setting(
            "group-by", "group|none",
            help: "keep each group's tags together, each group starting a row or column (default: none)",
            group: .groups, choices: ["group", "none"], sets: ["groupsStartRows"]),
        Setting(
            "group-headings", help: "with --group-by group, head each group with its name", group: .groups,
            sets: ["groupHeadings"]),
        Setting(
            "heading-layout", "column|above|inline",
            help:
                "where headings go: a column of their own, every group's chips at one x; a row above; or "
                + "the first row's start (default: column; implies --group-by group --group-headings)",
            group: .groups, choices: names(CloudStyle.HeadingPlacement.self), sets: ["headingPlacement"]),
        Setting(
            "max-rows-per-group", "N",
            help: "with --group-by group, keep at most N rows of each group, its heaviest tags; the rest "
                + "is counted on a +N chip ending the group's last row (rows only; not with --max-rows)",
            group: .groups, sets: ["layout.maxRowsPerSection"]),
        Setting(
            "sort", "none|weight|label", help: "chip order (default: none, as in the input)", group: .weights,
            choices: names(CloudStyle.SortOrder.self), sets: ["sort"]),
        Setting(
            "id-prefix", "ID",
            help:
                "what SVG ids start with, before a hash of the whole drawing; {stem}: the output's name (default: tf)",
            group: .looks, sets: ["idPrefix"]),
        Setting(
            "more-text", "TEXT",
            help: "what the +N chip says: {n} is the count; ONE|OTHER gives the words for 1 and for other counts "
                + "(default: +{n})", group: .looks, sets: ["moreText"]),
        Setting(
            "title", "TEXT",
            help: "the picture's title (SVG <title> and aria-label, PDF title, markdown's alt text) "
                + "(default: the labels shown, then how many are hidden)", group: .looks, sets: ["title"]),
        Setting(
            "description", "TEXT", help: "a longer description: SVG <desc>, PDF subject (default: none)",
            group: .looks, sets: ["accessibleDescription"]),
    ]

    /// Where icons come from and how they are drawn.
    public static let icons: [Setting] = [
        Setting(
            "icons", "DIR", help: "look icon names up as DIR/NAME.svg, then DIR/NAME.png (default: none)",
            group: .input, takesFolder: true),
        Setting(
            "icon-size", "cap|line|Nem", help: "icon height: cap height, line height or N em (default: 1em)",
            group: .looks, sets: ["iconSize"]),
        Setting(
            "icon-gap", "PX", help: "space between icon and label (default: 0.25em)", group: .looks, sets: ["iconGap"]),
        Setting(
            "icon-color", "COLOR", help: "colour of currentColor icons (default: the label's)", group: .looks,
            sets: ["iconColor"]),
    ]

    /// How the drawing is judged.
    public static let output: [Setting] = [
        Setting(
            "strict-glyphs", help: "fail (exit 65) when a label has characters no font can draw", group: .output),
        Setting(
            "strict",
            help: "fail (exit 65) on every warning: unreadable colours, missing glyphs, unknown fonts (for CI)",
            group: .output),
    ]

    /// The flow settings, with `defaults`' values in their help (a cloud's rows, or `RowFlow()`
    /// for `plan`'s plain boxes).
    public static func layout(defaults: RowFlow) -> [Setting] {
        [
            Setting(
                "flow", "rows|columns",
                help: "rows wrap at the width; columns run top to bottom and wrap at --height (default: rows)",
                group: .layout, choices: names(FlowAxis.self)),
            Setting(
                "spacing", "PX",
                help: "gap between items on a row or in a column (default: \(number(defaults.spacing)))",
                group: .layout, sets: ["layout.spacing"]),
            Setting(
                "line-spacing", "PX", help: "gap between rows or columns (default: the spacing)", group: .layout,
                sets: ["layout.lineSpacing"]),
            Setting(
                "align", "A",
                help: "rows: leading, center, trailing, justify (wider gaps) or grow (wider items); columns the same "
                    + "downwards (default: \(defaults.alignment.rawValue))", group: .layout,
                choices: names(RowAlignment.self)),
            Setting(
                "last-row-align", "A",
                help: "the last row (column), and each row before a group or break, with any --align "
                    + "(default: as --align; leading when that is justify or grow)", group: .layout,
                choices: names(RowAlignment.self)),
            Setting(
                "row-align", "A",
                help: "items in a row: top, center, bottom or baseline; in a column: leading, center or trailing "
                    + "(default: \(defaults.itemAlignment.rawValue); columns: leading)", group: .layout,
                choices: names(ItemAlignment.self)),
            Setting(
                "direction", "ltr|rtl",
                help: "rows fill from the left or the right; columns start at the left or the right "
                    + "(default: \(defaults.direction.rawValue))", group: .layout,
                choices: names(LayoutDirection.self)),
            Setting(
                "balance",
                help: "as few rows (columns) as greedy, their widths (heights) as even as can be (no short last one)",
                group: .layout),
            Setting("dense", help: "reorder items to use fewer rows or columns (first-fit decreasing)", group: .layout),
            Setting(
                "max-rows", "N", help: "keep at most N rows (columns); the rest is counted on a +N item",
                group: .layout, sets: ["layout.maxRows"]),
            Setting(
                "max-items-per-row", "N", help: "at most N items on a row (in a column)", group: .layout,
                sets: ["layout.maxItemsPerRow"]),
        ]
    }
}
