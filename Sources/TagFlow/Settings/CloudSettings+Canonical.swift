extension CloudSettings {
    /// The version of `canonicalEncoding()`'s form: a new one makes every freshness key new.
    public static let canonicalVersion = 1

    /// Settings made from values already read (a style built in Swift, say), for
    /// `canonicalEncoding()` and the jobs that draw them.
    public init(
        style: CloudStyle, darkStyle: CloudStyle? = nil, reader: TagReader = TagReader(), strictGlyphs: Bool = false,
        allowsUnsafeLinks: Bool = false
    ) {
        self.style = style
        self.darkStyle = darkStyle
        self.reader = reader
        self.strictGlyphs = strictGlyphs
        self.allowsUnsafeLinks = allowsUnsafeLinks
        options = []
    }

    /// What these settings draw and read, in one canonical form: versioned, every value typed
    /// (the styles as their `Codable` JSON) and every key sorted, so two settings that draw the
    /// same give the same text, whichever door they came through and in whatever order. It is
    /// the `options` of a `Freshness` key.
    ///
    /// - Throws: `EncodingError` for a style whose layout is one of your own (it has no JSON form).
    public func canonicalEncoding() throws -> String {
        let canonical = Canonical(
            version: Self.canonicalVersion, style: style, darkStyle: darkStyle,
            reading: Canonical.Reading(
                format: reader.format?.rawValue, comments: reader.comments, dedupe: reader.dedupe,
                allowsEmpty: reader.allowsEmpty ? true : nil,
                stopwords: reader.stopwords?.sorted(), top: reader.top, minimumWordLength: reader.words.minimumLength,
                includesNumbers: reader.words.includesNumbers, mergesPlurals: reader.words.mergesPlurals,
                maxLabels: reader.maxLabels, iconFolder: reader.iconFolder),
            strictGlyphs: strictGlyphs, allowsUnsafeLinks: allowsUnsafeLinks)
        return try CanonicalJSONEncoder.encode(canonical)
    }

    /// The encoded form.
    private struct Canonical: Encodable {
        struct Reading: Encodable {
            var format: String?
            var comments: Bool
            var dedupe: Bool
            /// Only when on: the keys of runs before it existed stay the same.
            var allowsEmpty: Bool?
            var stopwords: [String]?
            var top: Int
            var minimumWordLength: Int
            var includesNumbers: Bool
            var mergesPlurals: Bool
            var maxLabels: Int
            var iconFolder: String?
        }
        var version: Int
        var style: CloudStyle
        var darkStyle: CloudStyle?
        var reading: Reading
        var strictGlyphs: Bool
        var allowsUnsafeLinks: Bool
    }
}
