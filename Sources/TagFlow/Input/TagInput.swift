/// Reads tags from any input format, picked by the file's extension or `format`.
public struct TagInput: Sendable {
    /// The input formats.
    public enum Format: String, CaseIterable, Hashable, Sendable {
        /// One label per line, optionally `label<TAB>weight<TAB>color<TAB>link<TAB>group` (`.txt`, `.tsv`).
        case text
        /// A header row, then one tag per row (`.csv`).
        case csv
        /// An array of labels or of objects (`.json`).
        case json
        /// Prose: the most frequent words become a weighted cloud.
        case words

        /// The format a path's extension names; text for anything else (and for stdin).
        public static func forPath(_ path: String) -> Format {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            switch name.split(separator: ".").last.map({ $0.lowercased() }) {
            case "csv" where name.contains("."): return .csv
            case "json" where name.contains("."): return .json
            default: return .text
            }
        }
    }

    /// The format; `nil` picks it from the extension.
    public var format: Format?
    /// Skip text lines that start with `#`.
    public var comments = false
    /// Drop repeated labels, keeping the first.
    public var dedupe = false
    /// `--words`: words to leave out (`Self.englishStopwords` when `nil`).
    public var stopwords: Set<String>?
    /// `--words`: how many words to keep.
    public var top = 50
    /// The most labels an input may hold: a guard on memory (a million labels take about 3.4 GB
    /// to lay out and draw as one SVG).
    public var maxLabels = 100_000

    /// The words `--words` leaves out unless told otherwise: common English words.
    public static var englishStopwords: Set<String> { WordCounter.englishStopwords }

    /// A reader for `format`; `nil` picks the format from each path's extension.
    public init(format: Format? = nil) {
        self.format = format
    }

    /// The tags in `bytes`, read from `path` (`-` for standard input).
    ///
    /// - Parameters:
    ///   - bytes: the input, UTF-8.
    ///   - path: where it came from: its extension picks the format when none is set, and
    ///     messages name it.
    ///   - warn: told of anything dropped or ignored, one line each.
    public func tags(from bytes: [UInt8], path: String, warn: (String) -> Void = { _ in }) throws(InputError) -> [CloudTag] {
        let source = InputFile.displayName(of: path)
        var tags: [CloudTag]
        switch format ?? Format.forPath(path) {
        case .text: tags = try TagListParser.parse(bytes, source: source, comments: comments, warn: warn)
        case .csv: tags = try CSVParser.parse(bytes, source: source, warn: warn)
        case .json: tags = try JSONTagParser.parse(bytes, source: source, warn: warn)
        case .words:
            tags = try WordCounter.tags(
                from: bytes, source: source, stopwords: stopwords ?? Self.englishStopwords, top: top)
        }
        if dedupe {
            var seen = Set<String>()
            tags = tags.filter { seen.insert($0.label).inserted }
        }
        guard tags.count <= maxLabels else { throw .tooManyLabels(source: source, count: tags.count, limit: maxLabels) }
        return tags
    }

    /// Reads `path` (or standard input for `-`) and its tags.
    public func read(_ path: String, warn: (String) -> Void = { _ in }) throws(InputError) -> [CloudTag] {
        try tags(from: InputFile.read(path), path: path, warn: warn)
    }
}
