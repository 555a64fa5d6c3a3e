import TagFlow

/// How `render`, `measure` (and `batch`) read their input.
package enum InputFlags {
    package static let specs: [OptionSpec] = [
        OptionSpec(
            name: "--input-format", value: "F",
            help: "text, tsv, csv, json or words (default: from the extension, else text)",
            choices: Array(formats.keys.sorted())),
        OptionSpec(name: "--comments", help: "skip text lines that start with #"),
        OptionSpec(name: "--dedupe", help: "drop repeated labels, keeping the first"),
        OptionSpec(name: "--words", help: "read prose: the most frequent words become a weighted cloud"),
        OptionSpec(
            name: "--stopwords", value: "FILE",
            help: "with --words, more words to leave out, one per line (at most 4 MiB)", fileExtensions: []),
        OptionSpec(name: "--top", value: "N", help: "with --words, how many words to keep (default: 50)"),
        OptionSpec(
            name: "--min-word-length", value: "N", help: "with --words, leave out shorter words (default: 2)"),
        OptionSpec(name: "--numbers", help: "with --words, count numbers (2024, 3.14) as words"),
        OptionSpec(name: "--merge-plurals", help: "with --words, count a plural with its singular (cats with cat)"),
        OptionSpec(
            name: "--max-labels", value: "N", help: "refuse inputs with more labels, to guard memory (default: 100000)"),
        maxInputBytesSpec,
        OptionSpec(
            name: "--allow-unsafe-links",
            help: "keep javascript:, vbscript: and data: links (refused by default: browsers run them)"),
    ]

    /// `--label TEXT`, repeatable: labels on the command line instead of an input (`render`, and
    /// `animate`'s FROM).
    package static let labelSpec = OptionSpec(
        name: "--label", value: "TEXT",
        help: "a label, instead of an input; repeat it for more (--label swift --label linux)")

    /// `--max-input-bytes`, shared with `plan`.
    package static let maxInputBytesSpec = OptionSpec(
        name: "--max-input-bytes", value: "N",
        help: "refuse a larger input; K, M, G for KiB, MiB, GiB (default: \(InputFile.defaultMaximumBytes >> 20)M)")

    /// The most bytes a `--stopwords` file may hold: a long stop-word list is a few KiB.
    package static let stopwordsMaximumBytes = 4 << 20

    package static let formats: [String: TagReader.Format] = [
        "text": .text, "txt": .text, "tsv": .text, "csv": .csv, "json": .json, "words": .words,
    ]

    /// The reader the options ask for.
    package static func reader(from parsed: ParsedArguments) throws -> TagReader {
        // Before the stop words are read: standard input may be only one of the inputs.
        try RunFiles.checkStandardInput(of: parsed)
        let values = OptionValues(parsed.values)
        var reader = TagReader(format: try values.choice("--input-format", from: formats))
        if parsed.flags.contains("--words") {
            if let other = reader.format, other != .words {
                throw UsageError.badValue(
                    option: "--words", value: "--input-format \(other.rawValue)", expected: "one of them, not both")
            }
            reader.format = .words
        }
        reader.comments = parsed.flags.contains("--comments")
        reader.dedupe = parsed.flags.contains("--dedupe")
        reader.top = try values.count("--top") ?? reader.top
        reader.words.minimumLength = try values.count("--min-word-length") ?? reader.words.minimumLength
        reader.words.includesNumbers = parsed.flags.contains("--numbers")
        reader.words.mergesPlurals = parsed.flags.contains("--merge-plurals")
        reader.maxLabels = try values.count("--max-labels") ?? reader.maxLabels
        reader.maxInputBytes = try values.byteCount("--max-input-bytes") ?? reader.maxInputBytes
        reader.iconFolder = IconFlags.folder(values)
        if let path = values.text("--stopwords") {
            let bytes = try InputFile.read(
                path, maximumBytes: stopwordsMaximumBytes, text: true,
                remedy: "a --stopwords file holds at most \(InputError.size(stopwordsMaximumBytes)) of words")
            var words = TagReader(format: .text)
            // Its size bounds it; its lines are words, never drawn or linked.
            words.maxLabels = .max
            let extra = try words.tags(from: bytes, path: path).map { $0.label.lowercased() }
            reader.stopwords = TagReader.englishStopwords.union(extra)
        }
        return reader
    }
}
