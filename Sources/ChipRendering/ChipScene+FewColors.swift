import Primitives
import TextShaping

extension ChipScene {
    /// Whether the picture can have at most 256 colours, so that the PNG encoder looks for a
    /// palette: on an opaque background, with no icon and no colour glyph, either every paint an
    /// opaque grey (grey over grey is grey: at most 256 levels), or at most two colours in all,
    /// opaque (anti-aliasing between two colours makes at most 254 more). Most clouds paint three
    /// or more colours and have 300 to 4,000; looking for 256 of them in vain cost 0.6 M
    /// instructions a picture (1.6% of a PNG batch), which this spares them. The encoder still
    /// counts: a `true` here only lets it look.
    var mayHaveFewColors: Bool {
        guard let background, background.alpha >= 1 else { return false }
        var colors: Set<Color> = [background]
        for chip in chips {
            guard chip.icon == nil else { return false }
            colors.insert(chip.style.fill)
            colors.insert(chip.style.textColor)
            if let stroke = chip.style.stroke, chip.style.strokeWidth > 0 { colors.insert(stroke) }
            if colors.count > 2, !colors.allSatisfy(\.isOpaqueGrey) { return false }
        }
        guard colors.allSatisfy({ $0.alpha >= 1 }) else { return false }
        return !chips.contains { chip in chip.text.glyphRuns.contains { $0.font.isColor } }
    }
}

extension Color {
    /// Opaque, with red, green and blue equal.
    fileprivate var isOpaqueGrey: Bool { alpha >= 1 && red == green && green == blue }
}
