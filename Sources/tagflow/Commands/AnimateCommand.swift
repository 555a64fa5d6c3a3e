import TagFlow
import TagFlowCommands

/// `tagflow animate FROM [TO] -o OUT.svg [--to-width W2] [--duration S] [options]`.
enum AnimateCommand: Subcommand {
    typealias Options = AnimateOptions

    static let name = "animate"
    static let summary = "an animated re-wrap as one SVG (tagflow animate tags.txt -o wrap.svg --to-width 240)"
    static let usage = "tagflow animate FROM [TO] -o OUT.svg [--to-width W2] [--duration S] [options]"

    static let about =
        "Animate a cloud re-wrapping: FROM at --width turning into TO (or into FROM at --to-width), as one SVG\n"
        + "with CSS animations and no script, so it plays inside <img>. Each label is one element that moves;\n"
        + "labels only in FROM fade out, labels only in TO fade in."
    static let arguments = [
        PositionalArgument.labels("FROM", "the list at the start; - reads stdin"),
        PositionalArgument.labels("TO", "the list at the end (or give --to-width)"),
    ]
    static let examples = [
        "tagflow animate topics.txt -o wrap.svg --width 480 --to-width 240",
        "tagflow animate before.txt after.txt -o changes.svg --theme dark --duration 2",
    ]
}
