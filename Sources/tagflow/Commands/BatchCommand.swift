import TagFlow
import TagFlowCommands

/// `tagflow batch INPUT... -o OUTDIR --format png|svg|pdf [--jobs N] [--shard K/N] [options]`.
enum BatchCommand: Subcommand {
    typealias Options = BatchOptions

    static let name = "batch"
    static let summary = "render many lists on every core (tagflow batch lists/ -o out --format png)"
    static let usage = "tagflow batch INPUT... -o OUTDIR [--format png|svg|pdf] [options]"

    static let about =
        "Render many label lists at once, each to OUTDIR/<input name>.<format>, on every core.\n"
        + "The outputs are the same bytes whatever --jobs is. A bad input is reported and skipped;\n"
        + "the others still render, and the exit code is then 65."
    static let arguments = [
        PositionalArgument.labels(
            "INPUT", "a file, a folder (its .txt, .tsv, .csv and .json files) or - (paths on stdin)")
    ]
    static let examples = [
        "tagflow batch lists/ -o out --format png --jobs 4",
        "find lists -name '*.txt' | tagflow batch - -o out --format svg",
        "tagflow batch lists/ -o out --shard 2/8   # machine 2 of 8 takes every 8th list",
    ]
}
