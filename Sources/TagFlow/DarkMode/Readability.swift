public import Primitives

/// Why a look may not be read: WCAG AA's contrast for text (4.5:1) checked where the labels land,
/// on their own chips and, through a transparent canvas and see-through chips, on the pages the
/// picture may be shown on.
///
/// Only a text colour chosen with a fill that cannot carry it is left unreadable: settings give
/// the chips a readable text colour otherwise (``CloudStyle/makeTextReadable()``), a tag's own
/// colour, a palette's and a weight's fill are made readable, and the "+N" chip's fill gives way
/// to its text, so none of those is ever warned about.
public enum Readability {
    /// The page a transparent picture meant for light pages may also land on: GitHub's dark page.
    public static let darkPage = Color(red: 13 / 255, green: 17 / 255, blue: 23 / 255)
    /// The light page a picture meant for dark pages may land on.
    public static let lightPage = Color(red: 1, green: 1, blue: 1)

    /// Where the colours a warning is about came from, as a message should name them: a flag
    /// (`--fill`), a key at its place in a file (`fill at tagflow.json:3:5`); `nil` for the theme's.
    public struct Sources: Hashable, Sendable {
        /// The theme whose colours the others replace (`light` unless one was chosen).
        public var theme: String
        /// Where the chips' text colour was chosen.
        public var textColor: String?
        /// Where the chips' fill was chosen.
        public var fill: String?
        /// Where the canvas colour was chosen.
        public var background: String?
        /// Where the counts' colour (`CloudStyle.countColor`) was chosen.
        public var countColor: String?

        /// Sources naming `theme` and the settings' places; the defaults name the light theme alone.
        public init(
            theme: String = "light", textColor: String? = nil, fill: String? = nil, background: String? = nil,
            countColor: String? = nil
        ) {
            self.theme = theme
            self.textColor = textColor
            self.fill = fill
            self.background = background
            self.countColor = countColor
        }

        /// `place`, or the theme's.
        func named(_ place: String?) -> String { place ?? "the \(theme) theme's" }
    }

    /// One sentence per problem with `style`, none when it reads.
    ///
    /// - Parameters:
    ///   - style: the look to judge: its chips' fill and text, and its canvas.
    ///   - adaptive: the picture has a dark look of its own (an SVG that follows
    ///     `prefers-color-scheme`, or a light/dark pair), so it is only ever shown on its own page.
    ///   - sources: where the colours came from, named in the sentences.
    ///   - layout: the cloud as drawn: its chips are judged only when one of them shows the
    ///     style's own fill and text colour; `nil` judges the style's chips as if drawn.
    public static func warnings(
        for style: CloudStyle, adaptive: Bool = false, sources: Sources = Sources(), layout: CloudLayout? = nil
    ) -> [String] {
        var warnings: [String] = []
        let minimum = Color.minimumTextContrast
        func ratio(_ value: Double) -> String { String(Double((value * 100).rounded(.down)) / 100) + ":1" }
        // The chips on the page the style names (through a transparent canvas).
        let canvas = style.background.map { $0.composited(over: style.page) } ?? style.page
        let chip = style.chip
        let drawn =
            layout.map { layout in
                layout.chips.contains { $0.style.fill == chip.fill && $0.style.textColor == chip.textColor }
            } ?? true
        let under = chip.fill.composited(over: canvas)
        let contrast = chip.textColor.composited(over: under).contrastRatio(with: under)
        if drawn, contrast < minimum {
            let over = chip.fill.alpha < 1 ? " over the canvas \(canvas) (\(sources.named(sources.background)))" : ""
            warnings.append(
                "the text colour \(chip.textColor) (\(sources.named(sources.textColor))) on the chips' fill "
                    + "\(chip.fill) (\(sources.named(sources.fill)))\(over) reads at \(ratio(contrast)), below WCAG "
                    + "AA's 4.5:1; pick a lighter or darker text colour or fill, or leave the text colour out to "
                    + "have one picked")
        }
        // A count colour chosen is judged as the text colour is, on the chips that show a count.
        let counted = layout.map { $0.chips.contains { $0.count != nil && $0.style.fill == chip.fill } } ?? true
        if let color = style.countColor, counted {
            let countContrast = color.composited(over: under).contrastRatio(with: under)
            if countContrast < minimum {
                warnings.append(
                    "the count colour \(color) (\(sources.countColor ?? "count-color")) on the chips' fill "
                        + "\(chip.fill) (\(sources.named(sources.fill))) reads at \(ratio(countContrast)), below WCAG "
                        + "AA's 4.5:1; pick a lighter or darker count colour, or leave it out to have one picked")
            }
        }
        // Then the chips on a page of the other kind, where a transparent canvas and see-through
        // chips let it show (the outline theme on GitHub's dark page).
        let transparent = (style.background?.alpha ?? 0) < 1
        if !adaptive, transparent, style.chip.fill.alpha < 1 {
            let pageIsLight = style.page.relativeLuminance > 0.5
            let other = pageIsLight ? darkPage : lightPage
            let backdrop = style.chip.fill.composited(
                over: style.background.map { $0.composited(over: other) } ?? other)
            let elsewhere = style.chip.textColor.composited(over: backdrop).contrastRatio(with: backdrop)
            if elsewhere < minimum {
                let kind = pageIsLight ? "dark" : "light"
                warnings.append(
                    "the chips (\(sources.named(sources.fill))) are see-through on a transparent canvas "
                        + "(\(sources.background ?? "no background")), so on a \(kind) page (such as GitHub's "
                        + "\(kind) mode) their text reads at \(ratio(elsewhere)), below WCAG AA's 4.5:1; give the "
                        + "picture a background or a \(kind) look of its own")
            }
        }
        return warnings
    }
}
