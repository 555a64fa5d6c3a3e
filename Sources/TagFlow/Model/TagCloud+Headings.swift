import TextShaping

extension TagCloud {
    /// The shaper for group headings: the labels' font asked for again at `style.headingWeight`
    /// (the bundled Inter's SemiBold for 600), before the labels' fallbacks. A font file is one
    /// face, and a family whose heavier face is not found (the match is another family, or
    /// nothing) keeps the labels' face: headings then differ from labels by colour alone, which is
    /// what they were before weights, rather than failing the render.
    func headingShaper(labels: TextShaper) -> TextShaper {
        shaper(labels: labels, weight: style.headingWeight)
    }

    /// The labels' font asked for again at `weight` (OpenType), by `headingShaper(labels:)`'s
    /// rule: the labels' shaper itself for a font file, or when that family has no such face.
    func shaper(labels: TextShaper, weight: Int) -> TextShaper {
        var request = style.font
        if case .file = request.source { return labels }
        request.weight = weight
        guard let (heavier, _) = try? FontResolver.primary(for: request),
            heavier.familyName == labels.fonts[0].familyName
        else { return labels }
        guard heavier !== labels.fonts[0] else { return labels }
        var shaper = TextShaper(fonts: [heavier] + labels.fonts.dropFirst(), systemFallback: labels.systemFallback)
        shaper.caching = labels.caching
        return shaper
    }
}
