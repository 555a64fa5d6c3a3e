#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Color {
    /// The contrast WCAG 2.x level AA asks of body text against its background.
    package static let minimumTextContrast = 4.5

    /// The WCAG 2.x relative luminance: 0 for black, 1 for white. Alpha is ignored.
    ///
    /// Channels are linearised from sRGB with the IEC 61966-2-1 threshold 0.04045; WCAG 2.0 printed 0.03928,
    /// but no 8-bit channel value lies between the two, so the choice only matters for other inputs.
    /// Channels outside 0…1 are clamped first.
    public var relativeLuminance: Double {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
    }

    /// The WCAG contrast ratio with `other`, (L1 + 0.05) / (L2 + 0.05) with L1 the lighter luminance:
    /// from 1 (equal luminance) to 21 (black against white). Alpha is ignored.
    public func contrastRatio(with other: Color) -> Double {
        let (mine, theirs) = (relativeLuminance, other.relativeLuminance)
        return (max(mine, theirs) + 0.05) / (min(mine, theirs) + 0.05)
    }

    /// This colour drawn over `background` with Porter–Duff source-over, both in straight alpha.
    ///
    /// The result is opaque when `background` is, and all zero when both colours are fully transparent.
    public func composited(over background: Color) -> Color {
        // αo = αs + αb(1 − αs) and Co = (Cs·αs + Cb·αb(1 − αs)) / αo. An opaque backdrop gives αo = 1 exactly,
        // not the sum, which rounding could leave a hair short of it.
        let backdropWeight = background.alpha * (1 - alpha)
        let resultAlpha = background.alpha >= 1 ? 1 : alpha + backdropWeight
        guard resultAlpha > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ source: Double, _ backdrop: Double) -> Double {
            (source * alpha + backdrop * backdropWeight) / resultAlpha
        }
        return Color(
            red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue),
            alpha: resultAlpha)
    }

    /// A text colour for `fill`: the first of `preferring` whose contrast with it reaches 4.5:1 (WCAG AA for body
    /// text); when none does, black or white, whichever contrasts more (black on a tie).
    ///
    /// Alpha is ignored on both sides, so composite a translucent fill over what lies behind it first.
    public static func readableText(on fill: Color, preferring candidates: [Color]) -> Color {
        if let readable = candidates.first(where: { $0.contrastRatio(with: fill) >= minimumTextContrast }) {
            return readable
        }
        let black = Color(red: 0, green: 0, blue: 0)
        let white = Color(red: 1, green: 1, blue: 1)
        return black.contrastRatio(with: fill) >= white.contrastRatio(with: fill) ? black : white
    }

    /// This fill, opaque, with its OKLab lightness moved as little as it takes for `text` to read on it at
    /// `ratio`:1 (WCAG AA's 4.5 by default); hue kept, chroma given up only where sRGB runs out.
    ///
    /// Ramps and palettes use it so that one text colour serves every chip: the fill gives way, not the text.
    /// It moves away from the text first (darker under light text); when that cannot reach the ratio, the other
    /// way; when neither can, to whichever end contrasts more. The result is rounded to 8 bits a channel and
    /// checked after rounding, so the colour a file records still reads. Alpha is ignored: composite a
    /// translucent fill over what lies behind it first.
    package func readableFill(under text: Color, atLeast ratio: Double = minimumTextContrast) -> Color {
        let start = Color(red: red, green: green, blue: blue).quantized
        guard start.contrastRatio(with: text) < ratio else { return start }
        let (lightness, a, b) = start.oklab
        let chroma = (a * a + b * b).squareRoot()
        let hue = atan2(b, a) * 180 / Double.pi
        func candidate(_ lightness: Double) -> Color {
            Color(lightness: lightness, chroma: chroma, hue: hue).quantized
        }
        let darkerFirst = text.relativeLuminance > start.relativeLuminance
        for end in darkerFirst ? [0.0, 1.0] : [1.0, 0.0] where candidate(end).contrastRatio(with: text) >= ratio {
            // Bisect between the start (too little contrast) and the end (enough): the passing side is kept.
            var (failing, passing) = (lightness, end)
            for _ in 0..<40 {
                let middle = (failing + passing) / 2
                if candidate(middle).contrastRatio(with: text) >= ratio { passing = middle } else { failing = middle }
            }
            return candidate(passing)
        }
        return [candidate(0), candidate(1)].max { $0.contrastRatio(with: text) < $1.contrastRatio(with: text) }!
    }
}
