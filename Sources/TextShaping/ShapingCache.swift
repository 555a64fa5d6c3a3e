import Primitives

/// Shaped labels, kept per (fonts, size, text) for the life of the process and shared by all
/// threads. Bounded: when full it starts over, which keeps memory flat on endless batches.
final class ShapingCache: Sendable {
    struct Key: CodedKey, Sendable {
        var fonts: [ObjectIdentifier]
        var fallback: Bool
        var size: Double
        var text: String
        /// The text's code (`CacheKeyCode.text`) with the size's bits, the fonts and the flag
        /// (FNV-1a steps), made with the key from a start random per process: the table places the
        /// key by this one number under its lock (Swift's hashing of the four fields was about 1,100 instructions
        /// a lookup), as `WordShapes.Key` does.
        let code: UInt64

        init(fonts: [ObjectIdentifier], fallback: Bool, size: Double, text: String) {
            self.init(
                fonts: fonts, fallback: fallback, size: size, text: text, textCode: text.withUTF8InPlace(Self.textCode))
        }

        /// `textCode` is `Key.textCode` of the text's bytes, made by a caller that reads them anyway.
        init(fonts: [ObjectIdentifier], fallback: Bool, size: Double, text: String, textCode: UInt64) {
            self.fonts = fonts
            self.fallback = fallback
            self.size = size
            self.text = text
            code = Self.code(fonts: fonts, fallback: fallback, size: size, textCode: textCode)
        }

        /// The code of the key these make: a lookup makes it without making the key.
        @inline(__always)
        static func code(fonts: [ObjectIdentifier], fallback: Bool, size: Double, textCode: UInt64) -> UInt64 {
            var code = textCode
            @inline(__always) func mix(_ word: UInt64) { code = (code ^ word) &* 0x0000_0100_0000_01b3 }
            // 0 and -0 are equal keys, so they hash alike.
            mix((size == 0 ? 0 : size).bitPattern)
            for font in fonts { mix(UInt64(UInt(bitPattern: font))) }
            mix(fallback ? 1 : 0)
            return code
        }

        /// The text's part of the code (`CacheKeyCode.text`), from its bytes read where they lie:
        /// through its UTF-8 view (about 25 instructions a byte) they were 3.0 M more of the
        /// 200 × 40 SVG batch's 245 M instructions (1.2%, 6 Dec 2026). `TextShaper.shape` makes
        /// the same with its printable-ASCII test.
        @inline(__always)
        static func textCode(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            CacheKeyCode.text(bytes, from: CacheKeyCode.basis).code
        }

        /// Texts are equal when their UTF-8 is (the code is made from it), not when they are
        /// canonically equivalent as `String`s are: "é" and "e\u{301}" draw different glyphs.
        static func == (a: Key, b: Key) -> Bool {
            a.code == b.code && a.size == b.size && a.fallback == b.fallback && a.fonts == b.fonts
                && b.text.withUTF8InPlace { a.hasText($0) }
        }

        /// Whether the key's text is `bytes`, compared where the text's bytes lie.
        @inline(__always)
        func hasText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            text.utf8.withContiguousStorageIfAvailable { ShapedText.equal($0, bytes) }
                ?? text.withUTF8InPlace { ShapedText.equal($0, bytes) }
        }
    }

    /// The most labels kept at once.
    static let capacity = 200_000

    static let shared = ShapingCache()

    private let entries = Locked(CodeTable<Key, ShapedText>())

    func value(for key: Key) -> ShapedText? {
        entries.withLock { $0[key] }
    }

    /// `value(for:)` of the key these make from the text's UTF-8 `text`, whose code is `code`,
    /// without making it: a key holds the text and the fonts, each retained and let go of again.
    func value(
        code: UInt64, fonts: [ObjectIdentifier], fallback: Bool, size: Double, text: UnsafeBufferPointer<UInt8>
    ) -> ShapedText? {
        entries.withLock { entries in
            entries.value(code: code) { key in
                key.code == code && key.size == size && key.fallback == fallback && key.fonts == fonts
                    && key.hasText(text)
            }
        }
    }

    func store(_ value: ShapedText, for key: Key) {
        entries.withLock { entries in
            if entries.count >= Self.capacity { entries.removeAll() }
            entries.insert(value, for: key)
        }
    }
}
