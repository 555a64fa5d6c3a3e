import TagFlow

/// The cloud this example draws: a project's topics, weighted by how often they come up, in
/// the `dark` theme with chips blending toward the theme's accent as they get heavier.
public enum TopicCloud {
    /// The topics, heaviest first, with one chip in its own colour and one that links.
    public static let tags = [
        CloudTag("Swift", weight: 40, link: "https://swift.org"),
        CloudTag("Linux", weight: 25),
        CloudTag("HarfBuzz", weight: 18),
        CloudTag("Cairo", weight: 15),
        CloudTag("Layout", weight: 12),
        CloudTag("Snapshot tests", weight: 9, color: "#2da44e"),
        CloudTag("FreeType", weight: 6),
        CloudTag("SVG", weight: 5),
        CloudTag("PNG", weight: 4),
        CloudTag("PDF", weight: 3),
        CloudTag("한글", weight: 2),
    ]

    /// The style: a theme first, then the options that differ from it.
    public static var style: CloudStyle {
        var style = CloudStyle(theme: .dark)
        style.background = "#0d1117"
        style.maxWidth = 360
        style.sizeByWeight = WeightScale(minFontSize: 12, maxFontSize: 26, curve: .sqrt)
        style.colorByWeight = Theme.dark.accent
        style.updateRows { rows in
            rows.alignment = .center
            rows.itemAlignment = .baseline
        }
        return style
    }

    /// The cloud: the topics in the style.
    public static var cloud: TagCloud { TagCloud(tags: tags, style: style) }
}
