public import Primitives

/// Why a look may not be read: WCAG AA's contrast for text (4.5:1) checked where the labels land,
/// on their own chips and, through a transparent canvas and see-through chips, on the pages the
/// picture may be shown on.
public enum Readability {
    /// The page a transparent picture meant for light pages may also land on: GitHub's dark page.
    public static let darkPage = Color(red: 13 / 255, green: 17 / 255, blue: 23 / 255)
    /// The light page a picture meant for dark pages may land on.
    public static let lightPage = Color(red: 1, green: 1, blue: 1)

    /// One sentence per problem with `style`, none when it reads.
    ///
    /// - Parameters:
    ///   - style: the look to judge: its chips' fill, stroke and text, and its canvas.
    ///   - adaptive: the picture has a dark look of its own (an SVG that follows
    ///     `prefers-color-scheme`, or a light/dark pair), so it is only ever shown on its own page.
    public static func warnings(for style: CloudStyle, adaptive: Bool = false) -> [String] {
        var warnings: [String] = []
        let minimum = Color.minimumTextContrast
        func ratio(_ value: Double) -> String { String(Double((value * 100).rounded(.down)) / 100) + ":1" }
        // The chips on the page the style names (through a transparent canvas).
        let canvas = style.background.map { $0.composited(over: style.page) } ?? style.page
        for (chip, name) in [(style.chip, "chips'"), (style.overflowChip, "\"+N\" chip's")] {
            let under = chip.fill.composited(over: canvas)
            let contrast = chip.textColor.composited(over: under).contrastRatio(with: under)
            if contrast < minimum {
                warnings.append(
                    "the text colour \(chip.textColor) on the \(name) fill \(chip.fill) reads at \(ratio(contrast)), "
                        + "below WCAG AA's 4.5:1; pick a lighter or darker text colour or fill")
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
                    "the chips are see-through on a transparent canvas, so on a \(kind) page (such as GitHub's "
                        + "\(kind) mode) their text reads at \(ratio(elsewhere)), below WCAG AA's 4.5:1; give the "
                        + "picture a background or a \(kind) look of its own")
            }
        }
        return warnings
    }
}
