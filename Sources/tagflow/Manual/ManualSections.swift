/// The manual's sections on what tagflow reads and writes besides options: the input formats,
/// the `--config` file and the layout JSON (`render --emit-layout`, `plan`). Plain roff, kept
/// beside the README's account of the same formats.
enum ManualSections {
    static let inputFormats = [
        ".SH \"INPUT FORMATS\"",
        "Input is UTF\\-8 (a BOM is skipped; LF, CRLF and a lone CR end a line). The format comes from",
        "the file's extension or " + Roff.bold("--input-format") + ".",
        ".TP", Roff.bold("text") + " (.txt, .tsv, anything else)",
        "One label per line; blank lines are skipped. A line may add fields, each after a tab",
        "(shown as <TAB>):",
        // A tab written as roff's \t moves to the next tab stop, which in filled text is no
        // space at all: the fields ran together ("labelweightcolor").
        ["label", "weight", "color", "link", "group", "icon"].map(Roff.italic).joined(separator: "<TAB>") + ".",
        Roff.bold("--comments") + " skips lines starting with #.",
        ".TP", Roff.bold("csv") + " (.csv)",
        "A header row naming the columns, any of " + Roff.bold("label,weight,value,color,link,group,break,icon")
            + " (label required), then a row per tag; fields may be quoted as RFC 4180 says.",
        ".TP", Roff.bold("json") + " (.json)",
        "An array of labels, or of objects with the keys " + Roff.bold("label") + " (required), "
            + Roff.bold("weight") + " (a number), " + Roff.bold("value") + " (text drawn beside the label), "
            + Roff.bold("color") + " (a CSS colour), " + Roff.bold("link")
            + ", " + Roff.bold("group") + ", " + Roff.bold("icon") + " and " + Roff.bold("break")
            + " (true starts a new row before the tag).",
        ".TP", Roff.bold("words") + " (" + Roff.bold("--words") + ")",
        "Prose: the most frequent words become a weighted cloud (" + Roff.bold("--top") + ", "
            + Roff.bold("--stopwords") + ").",
        ".PP",
        "Links that would run code (javascript:, vbscript:, data:, however spelled) are refused unless",
        Roff.bold("--allow-unsafe-links") + " is given.",
    ]

    static let configuration = [
        ".SH CONFIGURATION",
        Roff.bold("--config") + " " + Roff.italic("FILE.json") + " holds options as one JSON object, each under its",
        "flag's name without the dashes; a flag takes a boolean, an option its value as a string or a",
        "number. Flags on the command line win over the file. At most 1 MiB.",
        ".PP", ".RS", ".nf",
        Roff.escaped("{\"theme\": \"dark\", \"font-size\": 16, \"balance\": true, \"width\": 480}"),
        ".fi", ".RE",
    ]

    static let layoutJSON = [
        ".SH \"LAYOUT JSON\"",
        Roff.bold("render --emit-layout") + " " + Roff.italic("FILE.json")
            + " writes where every chip went, in canvas px, in input order:",
        ".PP", ".RS", ".nf",
        Roff.escaped("{\"version\": 2, \"width\": W, \"height\": H,"),
        Roff.escaped(" \"chips\": [{\"label\": \"swift\", \"frame\": [x, y, w, h], \"row\": 0, \"fontSize\": 14,"),
        Roff.escaped("   \"baseline\": y, \"textX\": x, \"fill\": \"#rrggbb\", \"stroke\": \"#rrggbb\" or null,"),
        Roff.escaped("   \"strokeWidth\": 1, \"textColor\": \"#rrggbb\", \"link\": URL or null,"),
        Roff.escaped("   \"weight\": N or null, \"group\": NAME or null}, ...],"),
        Roff.escaped(" \"hidden\": [\"labels a row limit hid\"], \"overflow\": {\"label\": \"+3\", ...}}"),
        ".fi", ".RE",
        ".PP",
        Roff.bold("hidden") + " and " + Roff.bold("overflow") + " appear only when a row limit hid labels; with "
            + Roff.bold("--max-rows-per-group") + ", " + Roff.bold("overflows") + " lists each group's +N chip, "
            + "with its group. A chip with a count (" + Roff.bold("--show-weight") + ", a tag's value) has "
            + Roff.escaped(
                "\"count\": {\"text\": \"12.4k\", \"spoken\": \"12,400\", \"frame\": [x, y, w, h], \"color\": C}")
            + ".",
        Roff.bold("tagflow plan") + " reads an array of [w, h] boxes and prints",
        Roff.escaped("{\"width\": W, \"height\": H, \"frames\": [[x, y, w, h], ...]}") + ".",
    ]
}
