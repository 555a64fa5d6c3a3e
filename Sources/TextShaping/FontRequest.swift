#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which font a user asked for: `--font`, `--font-weight` and `--font-style` together.
public struct FontRequest: Hashable, Sendable, Codable {
    /// Where the primary font comes from.
    public enum Source: Hashable, Sendable, Codable {
        /// The bundled Inter (Regular, or SemiBold for weights of 550 and more).
        case bundled
        /// A font file, and the face in it (for `.ttc` collections).
        case file(path: String, index: Int)
        /// A Fontconfig pattern such as `"Noto Sans:bold"`.
        case pattern(String)
    }

    public var source: Source
    /// An OpenType weight, 100–900; `nil` keeps the font's own.
    public var weight: Int?
    public var italic: Bool

    public init(source: Source = .bundled, weight: Int? = nil, italic: Bool = false) {
        self.source = source
        self.weight = weight
        self.italic = italic
    }

    /// Reads a `--font` value: a path (it names an existing file, contains a `/`, or ends in an
    /// extension such as `.ttf`, `.otf`, `.ttc`), with an optional `#index` for a face of a
    /// collection; anything else is a Fontconfig pattern.
    public static func source(from text: String) -> Source {
        var path = text
        var index = 0
        if let hash = text.lastIndex(of: "#"), let number = Int(text[text.index(after: hash)...]), number >= 0 {
            path = String(text[..<hash])
            index = number
        }
        // A file name ends in an extension (".ttf", ".woff2"); family names do not.
        let hasExtension =
            path.split(separator: ".").last.map { last in
                path.contains(".") && (2...5).contains(last.count)
                    && last.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
                    && last.contains(where: \.isLetter)
            } ?? false
        let looksLikeFile = path.contains("/") || hasExtension || access(path, F_OK) == 0
        return looksLikeFile ? .file(path: path, index: index) : .pattern(text)
    }
}
