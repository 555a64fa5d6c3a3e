import TagFlow
import TagFlowCommands

/// `tagflow diff A B [--tolerance T] [--max-differing-pixels N] [-o DIFF.png]`.
enum DiffCommand: Subcommand {
    typealias Options = DiffOptions

    static let name = "diff"
    static let summary = "compare two renderings: PNGs by pixels, SVGs by text (exit 0 same, 1 different)"
    static let usage = "tagflow diff A B [--tolerance T] [--max-differing-pixels N] [-o DIFF.png]"
    static let about =
        "Compare two renderings by the rule render --check and snapshot tests use: PNGs pixel by\n"
        + "pixel (decoded; pictures of different sizes laid at the top left, the area only one covers\n"
        + "differs), SVGs by their text with white space between tags ignored, PDFs by bytes.\n"
        + "Exit 0 same, 1 different, 65 not comparable (different kinds, a corrupt file)."
    static let arguments = [
        PositionalArgument(
            name: "A, B", help: "two PNG files, two SVG files or two PDF files",
            fileExtensions: OptionSpec.names(OutputFormat.self))
    ]
    static let examples = ["tagflow diff old.png new.png --tolerance 2 -o changes.png", "tagflow diff a.svg b.svg"]
}
