import TagFlow
import TagFlowCommands

/// `tagflow markdown IN.md -o OUT.md [--images DIR] [--format svg|png] [--check]`.
enum MarkdownCommand: Subcommand {
    typealias Options = MarkdownOptions

    static let name = "markdown"
    static let summary = "turn ```tagflow blocks into images and links (tagflow markdown doc.md -o README.md)"
    static let usage = "tagflow markdown IN.md -o OUT.md [--images DIR] [--format svg|png] [--check] [options]"

    static let about =
        "Write OUT.md: IN.md with each fenced block whose info string starts with 'tagflow' drawn to an image\n"
        + "and replaced by a link to it (alt text: the cloud's title). The rest of the info string is render's\n"
        + "options, quoted as a shell would; the body is labels, one a line or label<TAB>weight<TAB>…. Image\n"
        + "names come from the block's options and labels, so an unchanged block keeps its image. Every other\n"
        + "byte passes through as it was; a failure anywhere writes nothing."
    static let arguments = [
        PositionalArgument(name: "IN.md", help: "the page with tagflow blocks", fileExtensions: ["md", "markdown"])
    ]
    static let examples = [
        "tagflow markdown docs/README.src.md -o README.md",
        "tagflow markdown doc.md -o out/doc.md --images out/img --format png --dark-theme dark",
        "tagflow markdown docs/README.src.md -o README.md --check",
    ]
}
