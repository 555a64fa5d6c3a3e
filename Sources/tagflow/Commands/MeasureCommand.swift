import TagFlow
import TagFlowCommands

/// `tagflow measure [INPUT|-] [--font F] [--font-size PX]`: label widths as TSV.
enum MeasureCommand: Subcommand {
    typealias Options = MeasureOptions

    static let name = "measure"
    static let summary = "print each label's width and height (tagflow measure topics.txt)"
    static let usage = "tagflow measure [INPUT|-] [--font F] [--font-size PX]"

    static let about =
        "Measure labels as TagFlow shapes them: one line per label, label<TAB>width<TAB>height in px\n"
        + "(the text alone, no padding; height is the line's ascent + descent)."
    static let arguments = [PositionalArgument.labels("INPUT", "UTF-8 text, one label per line; - or none reads stdin")]
    static let examples = [
        "printf 'AVATAR\\n' | tagflow measure --font-size 16   →   AVATAR<TAB>58.954545…<TAB>19.363636…"
    ]
}
