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
    /// to lay out and draw as one SVG). Reading stops at the first label over it.
    public var maxLabels = 100_000
    /// The most bytes `read(_:)` takes from a file or stream (64 MiB unless set): reading stops
    /// with an error the moment it is passed.
    public var maxInputBytes = InputFile.defaultMaximumBytes
    /// Whether tags may link to `javascript:`, `vbscript:` and `data:` URLs, which a browser runs
    /// as code; refused (naming the line) unless allowed.
    public var allowsUnsafeLinks = false

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
    public func tags(from bytes: [UInt8], path: String, warn: (String) -> Void = { _ in }) throws(InputError)
        -> [CloudTag]
    {
        let source = InputFile.displayName(of: path)
        var sink = TagSink(source: source, reader: self)
        switch format ?? Format.forPath(path) {
        case .text:
            var lines = LineSplitter(source: source)
            try lines.feed(bytes[...]) { line, number throws(InputError) in
                try add(line: line, number: number, to: &sink, warn: warn)
            }
            try lines.finish { line, number throws(InputError) in
                try add(line: line, number: number, to: &sink, warn: warn)
            }
        case .csv: try CSVParser.parse(bytes, source: source, into: &sink, warn: warn)
        case .json: try JSONTagParser.parse(bytes, source: source, into: &sink, warn: warn)
        case .words:
            let words = try WordCounter.tags(
                from: bytes, source: source, stopwords: stopwords ?? Self.englishStopwords, top: top)
            for tag in words { try sink.add(tag) }
        }
        return try sink.finish()
    }

    /// Reads `path` (or standard input for `-`) and its tags. One label per line is parsed as it
    /// is read, so `maxLabels`, a NUL byte or an over-long line stop the reading at once; other
    /// formats are read whole, up to `maxInputBytes`.
    public func read(_ path: String, warn: (String) -> Void = { _ in }) throws(InputError) -> [CloudTag] {
        guard (format ?? Format.forPath(path)) == .text else {
            return try tags(from: InputFile.read(path, maximumBytes: maxInputBytes, text: true), path: path, warn: warn)
        }
        let source = InputFile.displayName(of: path)
        var sink = TagSink(source: source, reader: self)
        var lines = LineSplitter(source: source)
        try InputFile.forEachChunk(path, maximumBytes: maxInputBytes) { chunk throws(InputError) in
            try lines.feed(chunk) { line, number throws(InputError) in
                try add(line: line, number: number, to: &sink, warn: warn)
            }
            return true
        }
        try lines.finish { line, number throws(InputError) in
            try add(line: line, number: number, to: &sink, warn: warn)
        }
        return try sink.finish()
    }

    /// Parses one line of the text format into `sink`.
    private func add(
        line: ArraySlice<UInt8>, number: Int, to sink: inout TagSink, warn: (String) -> Void
    ) throws(InputError) {
        if let tag = try TagListParser.parseLine(
            line, source: sink.source, line: number, comments: comments, warn: warn)
        {
            try sink.add(tag)
        }
    }
}
