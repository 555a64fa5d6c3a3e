import TagFlow
import TagFlowCommands

/// `tagflow build [MANIFEST] [--check]`: every image a manifest lists, drawn as `render` draws it.
enum BuildCommand: Subcommand {
    typealias Options = BuildOptions

    static let name = "build"
    static let summary = "render every image a manifest lists (tagflow build, tagflow build --check)"
    static let usage = "tagflow build [MANIFEST] [--check] [options]"

    static let about =
        "Render every image a manifest lists: {\"defaults\": {OPTIONS}, \"images\": [{\"input\": PATH, \"output\": PATH,\n"
        + "OPTIONS…}]}, OPTIONS under --config's keys, paths relative to the manifest, an image's options over the\n"
        + "defaults. Images are drawn on every core, the same bytes as render with the same options; files that\n"
        + "already hold them are left alone, and a failure anywhere writes nothing."
    static let arguments = [
        PositionalArgument(
            name: "MANIFEST", help: "the manifest (default: tagflow.json in the working folder)",
            fileExtensions: ["json"])
    ]
    static let examples = [
        "tagflow build                      # tagflow.json",
        "tagflow build docs/images.json --check",
    ]
}
