#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Color {
    /// The contrast WCAG 2.x level AA asks of body text against its background.
    static let minimumTextContrast = 4.5

    /// The WCAG 2.x relative luminance: 0 for black, 1 for white. Alpha is ignored.
    ///
    /// Channels are linearised from sRGB with the IEC 61966-2-1 threshold 0.04045; WCAG 2.0 printed 0.03928,
    /// but no 8-bit channel value lies between the two, so the choice only matters for other inputs.
    /// Channels outside 0…1 are clamped first.
    public var relativeLuminance: Double {
        0.2126 * Self.linearised(red) + 0.7152 * Self.linearised(green) + 0.0722 * Self.linearised(blue)
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

    /// An sRGB channel as linear light.
    private static func linearised(_ channel: Double) -> Double {
        let channel = min(max(channel, 0), 1)
        return channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
}
