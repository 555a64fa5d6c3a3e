extension CloudSettings {
    /// `input-format`'s names.
    static let inputFormats: [String: TagReader.Format] = [
        "text": .text, "txt": .text, "tsv": .text, "csv": .csv, "json": .json, "words": .words,
    ]

    /// The most bytes a `stopwords` file may hold: a long stop-word list is a few KiB.
    package static let stopwordsMaximumBytes = 4 << 20

    /// The reader the settings ask for; a `stopwords` file is read here.
    ///
    /// - Throws: `SettingError`, or `InputError` when the stop words cannot be read.
    package static func reader(from values: SettingValues) throws -> TagReader {
        var reader = TagReader(format: try values.choice("input-format", from: inputFormats))
        if values.isOn("words") {
            if let other = reader.format, other != .words {
                throw SettingError(
                    key: "words", place: values.place(of: "words"),
                    .conflicting(
                        value: nil, with: "\(setting: "input-format") \(other.rawValue)",
                        advice: "words is an input format; give one of them"))
            }
            reader.format = .words
        }
        reader.comments = values.isOn("comments")
        reader.dedupe = values.isOn("dedupe")
        reader.allowsEmpty = values.isOn("allow-empty")
        reader.top = try values.count("top") ?? reader.top
        reader.words.minimumLength = try values.count("min-word-length") ?? reader.words.minimumLength
        reader.words.includesNumbers = values.isOn("numbers")
        reader.words.mergesPlurals = values.isOn("merge-plurals")
        reader.maxLabels = try values.count("max-labels") ?? reader.maxLabels
        reader.maxInputBytes = try values.byteCount("max-input-bytes") ?? reader.maxInputBytes
        reader.iconFolder = values.text("icons")
        if let path = values.text("stopwords") {
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
