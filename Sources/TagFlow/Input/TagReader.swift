import Primitives

/// Reads tags from any input format, picked by the file's extension or `format`.
public struct TagReader: Sendable {
    /// The input formats.
    public enum Format: String, CaseIterable, Hashable, Sendable {
        /// One label per line, optionally `label<TAB>weight<TAB>color<TAB>link<TAB>group<TAB>icon` (`.txt`, `.tsv`).
        case text
        /// A header row, then one tag per row (`.csv`).
        case csv
        /// An array of labels or of objects (`.json`).
        case json
        /// Prose: the most frequent words become a weighted cloud.
        case words

        /// The format a path's extension names; text for anything else (and for stdin).
        public static func forPath(_ path: String) -> Format {
            if let format = PathName.withLast(path, forASCIIName) { return format }
            let name = PathName.last(path)
            switch name.split(separator: ".").last.map({ $0.lowercased() }) {
            case "csv" where name.contains("."): return .csv
            case "json" where name.contains("."): return .json
            default: return .text
            }
        }

        /// `forPath`'s answer for a name of ASCII bytes, read byte by byte (splitting by
        /// `Character` and lowercasing cost about 5,000 instructions a file); `nil` for any other
        /// name. As there: the last non-empty part between dots, in any case, and only when the
        /// name has a dot at all. Lent by `PathName.withLast`, not made a `String` and then an
        /// array of its own: 0.1 M of the 200 × 40 SVG batch, which asks once an input.
        private static func forASCIIName(_ name: Slice<UnsafeBufferPointer<UInt8>>) -> Format? {
            guard !name.contains(where: { $0 >= 0x80 }) else { return nil }
            let dot = UInt8(ascii: ".")
            var end = name.endIndex
            while end > name.startIndex, name[end - 1] == dot { end -= 1 }
            var start = end
            while start > name.startIndex, name[start - 1] != dot { start -= 1 }
            guard start > name.startIndex || end < name.endIndex else { return .text }
            // Each letter or its capital: `| 0x20` lowercases an ASCII letter and no other byte
            // becomes one of these.
            let part = name[start..<end]
            if part.count == 3, part.lazy.map({ $0 | 0x20 }).elementsEqual("csv".utf8) { return .csv }
            if part.count == 4, part.lazy.map({ $0 | 0x20 }).elementsEqual("json".utf8) { return .json }
            return .text
        }
    }

    /// The format; `nil` picks it from the extension.
    public var format: Format?
    /// Skip text lines that start with `#`.
    public var comments = false
    /// Drop repeated labels, keeping the first.
    public var dedupe = false
    /// An input with no labels reads as an empty list (drawn as an empty picture: the margins
    /// and background) instead of `InputError.noLabels`.
    public var allowsEmpty = false
    /// `--words`: words to leave out (`Self.englishStopwords` when `nil`).
    public var stopwords: Set<String>?
    /// `--words`: how many words to keep.
    public var top = 50
    /// `--words`: the shortest word kept, numbers, plurals.
    public var words = WordOptions()
    /// The most labels an input may hold: a guard on memory (a million labels take about 3.4 GB
    /// to lay out and draw as one SVG). Reading stops at the first label over it.
    public var maxLabels = 100_000
    /// The most bytes `read(_:)` takes from a file or stream (64 MiB unless set): reading stops
    /// with an error the moment it is passed.
    public var maxInputBytes = InputFile.defaultMaximumBytes
    /// The folder an icon name (an `icon` field without `/` or `.svg`/`.png`) is looked up in,
    /// as `NAME.svg` or `NAME.png`; `nil` for none. Icon paths are relative to the list's folder.
    public var iconFolder: String?

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
    ///   - path: where it came from: its extension picks the format when none is set (for
    ///     standard input, `-`, what the bytes are: a JSON array, a CSV with TagFlow's header,
    ///     else lines, with a note for the first two), and messages name it.
    ///   - warn: told of anything dropped or ignored, one line each.
    public func tags(from bytes: [UInt8], path: String, warn: (String) -> Void = { _ in }) throws(InputError)
        -> [CloudTag]
    {
        if format == nil, path == InputFile.standardInput { return try standardInputTags(bytes, warn: warn) }
        let source = InputFile.displayName(of: path)
        var sink = TagSink(source: source, reader: self, listPath: path)
        switch format ?? Format.forPath(path) {
        case .text:
            // The one setting each line needs, not the reader: the closures would capture it whole.
            let comments = comments
            var lines = LineSplitter(source: source)
            try lines.feed(bytes[...]) { line, number, printable throws(InputError) in
                try Self.add(
                    line: line, number: number, printable: printable, comments: comments, to: &sink, warn: warn)
            }
            try lines.finish { line, number, printable throws(InputError) in
                try Self.add(
                    line: line, number: number, printable: printable, comments: comments, to: &sink, warn: warn)
            }
        case .csv: try CSVParser.parse(bytes, source: source, into: &sink, warn: warn)
        case .json: try JSONTagParser.parse(bytes, source: source, into: &sink, warn: warn)
        case .words:
            do throws(InputError) {
                let words = try WordCounter.tags(
                    from: bytes, source: source, stopwords: stopwords ?? Self.englishStopwords, top: top,
                    options: words)
                for tag in words { try sink.add(tag) }
            } catch .noLabels where allowsEmpty {
                // No word left to count: the empty list `finish` allows.
            }
        }
        return try sink.finish()
    }

    /// Reads `path` (or standard input for `-`) and its tags. One label per line is parsed as it
    /// is read, so `maxLabels`, a NUL byte or an over-long line stop the reading at once; other
    /// formats are read whole, up to `maxInputBytes`. Standard input with no `format` set is
    /// read as JSON or CSV when it is one, with a note (`standardInputTags`).
    public func read(_ path: String, warn: (String) -> Void = { _ in }) throws(InputError) -> [CloudTag] {
        guard (format ?? Format.forPath(path)) == .text else {
            return try tags(from: InputFile.read(path, maximumBytes: maxInputBytes, text: true), path: path, warn: warn)
        }
        let source = InputFile.displayName(of: path)
        var sink = TagSink(source: source, reader: self, listPath: path)
        var lines = LineSplitter(source: source)
        // The one setting each line needs, not the reader: the closures would capture it whole.
        let comments = comments
        // Standard input with no format set is held until its first line says what it is
        // (`standardInputFormat`); one label per line is then parsed as it comes, and the others
        // read whole.
        var guessed: Format? = format == nil && path == InputFile.standardInput ? nil : .text
        var held: [UInt8] = []
        try InputFile.forEachChunk(path, maximumBytes: maxInputBytes) { chunk throws(InputError) in
            guard guessed == .text else {
                held += chunk
                if guessed == nil { guessed = Self.standardInputFormat(held[...], complete: false) }
                guard guessed == .text else { return true }
                try lines.feed(held[...]) { line, number, printable throws(InputError) in
                    try Self.add(
                        line: line, number: number, printable: printable, comments: comments, to: &sink, warn: warn)
                }
                held = []
                return true
            }
            try lines.feed(chunk) { line, number, printable throws(InputError) in
                try Self.add(
                    line: line, number: number, printable: printable, comments: comments, to: &sink, warn: warn)
            }
            return true
        }
        if guessed != .text { return try standardInputTags(held, warn: warn) }
        try lines.finish { line, number, printable throws(InputError) in
            try Self.add(line: line, number: number, printable: printable, comments: comments, to: &sink, warn: warn)
        }
        return try sink.finish()
    }

    /// Tags from labels given as they are (the command line's `--label`), each taken whole (a tab
    /// is part of the label, not a field) and checked as a list's are: control characters removed
    /// with a warning, repeats dropped with `dedupe`, at most `maxLabels`. Messages name `source`
    /// and the label's place, from 1, as its line.
    ///
    /// `icons` are the labels' icons in turn (`icons[i]` is `labels[i]`'s, `nil` or past the end
    /// for none): a path relative to the working folder, or a name in `iconFolder`. A label
    /// with an icon may be empty: an icon-only chip.
    public func tags(
        labels: [String], icons: [String?] = [], source: String = "labels", warn: (String) -> Void = { _ in }
    ) throws(InputError) -> [CloudTag] {
        var sink = TagSink(source: source, reader: self)
        for (index, raw) in labels.enumerated() {
            let label = LabelCleaner.clean(raw, source: source, line: index + 1, warn: warn)
            var tag = CloudTag(label, line: index + 1)
            tag.iconReference = index < icons.count ? icons[index] : nil
            if !label.isEmpty || tag.iconReference != nil { try sink.add(tag, warn: warn) }
        }
        return try sink.finish()
    }

    /// Parses one line of the text format into `sink`; `printable`: the line is all printable
    /// ASCII (`LineSplitter` found it so). Static, with `comments` the one setting it reads: the
    /// splitter's closures that call it captured the whole reader, a copy and a release a list.
    private static func add(
        line: ArraySlice<UInt8>, number: Int, printable: Bool, comments: Bool, to sink: inout TagSink,
        warn: (String) -> Void
    ) throws(InputError) {
        // Nearly every line is a bare label: put in the list as it is, no tag built to be
        // handed back and copied on (about 600 instructions a line).
        if let label = (printable ? TagListParser.plainLabel(printable: line, comments: comments) : nil)
            ?? TagListParser.simpleLabel(line, comments: comments)
        {
            return try sink.add(label: label, line: number)
        }
        if let tag = try TagListParser.parseLine(
            line, source: sink.source, line: number, comments: comments, warn: warn)
        {
            try sink.add(tag, warn: warn)
        }
    }
}

/// The old name of ``TagReader``.
@available(*, deprecated, renamed: "TagReader")
public typealias TagInput = TagReader
