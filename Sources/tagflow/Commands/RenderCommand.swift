import TagFlow
import TagFlowCommands

/// `tagflow render [INPUT|-] -o OUTPUT [options]`: the command line turned into a `RenderJob`.
enum RenderCommand: Subcommand {
    typealias Options = RenderOptions

    static let name = "render"
    static let summary = "render a list of labels (tagflow render topics.txt -o topics.svg)"
    static let usage = "tagflow render [INPUT|-] -o OUTPUT [options]"

    static let about = "Render a list of labels as a wrapped cloud of capsule chips."
    static let arguments = [
        PositionalArgument.labels(
            "INPUT",
            "UTF-8 text, one label per line, or label<TAB>weight<TAB>color<TAB>link<TAB>group; - or none reads stdin")
    ]
    static let examples = [
        "tagflow render topics.txt -o topics.svg",
        "tagflow render topics.txt -o topics.png --scale 2 --width 480 --theme dark",
        "tagflow render counts.tsv -o cloud.svg --scale-by weight --color-by weight --sort weight",
        "printf 'swift\\nlinux\\n' | tagflow render - -o - --format svg > tags.svg",
    ]
}
