import TagFlow
import TagFlowCommands

/// `tagflow fonts [PATTERN]`: which font files a name resolves to.
enum FontsCommand: Subcommand {
    typealias Options = FontsOptions

    static let name = "fonts"
    static let summary = "show the bundled fonts, or what a font name resolves to (tagflow fonts 'Noto Sans')"
    static let usage = "tagflow fonts [PATTERN|FILE] [--font-weight W] [--font-style normal|italic]"

    static let about =
        "Show which fonts TagFlow uses. Without a pattern: the bundled folder and its faces. With a\n"
        + "Fontconfig pattern or a font file: the face it resolves to. One line per face:\n"
        + "family<TAB>style<TAB>file<TAB>index."
    static let arguments = [
        PositionalArgument(
            name: "PATTERN|FILE", help: "a Fontconfig pattern ('Noto Sans:bold') or a font file (.ttf, .otf, .ttc#N)",
            fileExtensions: FontFlags.fileExtensions)
    ]
    static let examples = ["tagflow fonts", "tagflow fonts 'DejaVu Serif' --font-weight bold"]
}
