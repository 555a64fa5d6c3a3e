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
        text.utf8.allSatisfy { $0 < 0x80 } ? asciiSource(from: text) : characterSource(from: text)
    }

    /// `source(from:)` read by `Character`, for any text.
    static func characterSource(from text: String) -> Source {
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

    /// `source(from:)` for ASCII `text`, read in its bytes, where each is a character: the same
    /// answer, without the `Character` searches that cost 35 k instructions a call (a render
    /// reads its `--font` three times).
    static func asciiSource(from text: String) -> Source {
        var path = text
        var index = 0
        if let hash = text.utf8.lastIndex(of: UInt8(ascii: "#")),
            let number = Int(text[text.utf8.index(after: hash)...]), number >= 0
        {
            path = String(text[..<hash])
            index = number
        }
        let bytes = path.utf8
        // The last of the non-empty pieces between dots, as `split(separator: ".").last` finds it.
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: ".") {
            end = bytes.index(before: end)
        }
        let start = bytes[..<end].lastIndex(of: UInt8(ascii: ".")).map(bytes.index(after:)) ?? bytes.startIndex
        let last = bytes[start..<end]
        let isLetter = { (byte: UInt8) in (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let hasExtension =
            start < end && bytes.contains(UInt8(ascii: ".")) && (2...5).contains(last.count)
            && last.allSatisfy { isLetter($0) || isDigit($0) } && last.contains(where: isLetter)
        let looksLikeFile = bytes.contains(UInt8(ascii: "/")) || hasExtension || access(path, F_OK) == 0
        return looksLikeFile ? .file(path: path, index: index) : .pattern(text)
    }
}
