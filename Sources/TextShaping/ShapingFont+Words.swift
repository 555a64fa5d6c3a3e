import Primitives

extension ShapingFont {
    /// `shape(utf8, range: utf8.indices)` for printable ASCII with a space in it, put together
    /// from pieces, each shaped once per process and font: its words and runs of spaces, except
    /// that a run of spaces a lookup could see from a character it acts on (`WordRule`) stays
    /// with the words on either side; `nil` when the font allows no cut at all here.
    ///
    /// Big clouds repeat words far more than labels ("Deep House", "Deep House Live"): HarfBuzz
    /// was two thirds of a 10,000-label render. The first `WordShapes.warmUp` labels of a font
    /// are shaped whole: finding the font's `WordRule` costs as much as shaping a few dozen
    /// labels, which a small cloud would not win back.
    func shapeByWords(_ utf8: [UInt8]) -> [UnscaledGlyph]? {
        let words = self.words
        guard words.warm() else { return nil }
        // HarfBuzz guesses the script from the first letter; ASCII has only Latin ones.
        let latin = utf8.contains { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
        guard let rule = wordRule(latin: latin), let joined = rule.joinedSpaceRuns(utf8) else { return nil }

        // Words and runs of spaces, in order; a joined run and its neighbours make one piece.
        var pieces: [(key: WordShapes.Key, start: Int)] = []
        pieces.reserveCapacity(2 * utf8.count(where: { $0 == 0x20 }) + 1)
        var pieceStart = 0
        var start = 0
        var previousJoined = false
        while start < utf8.count {
            let isSpace = utf8[start] == 0x20
            var end = start + 1
            while end < utf8.count, (utf8[end] == 0x20) == isSpace { end += 1 }
            let isJoined = isSpace && joined.contains(start)
            if start > 0 && !isJoined && !previousJoined {
                pieces.append((WordShapes.Key(latin: latin, utf8[pieceStart..<start]), pieceStart))
                pieceStart = start
            }
            previousJoined = isJoined
            start = end
        }
        pieces.append((WordShapes.Key(latin: latin, utf8[pieceStart...]), pieceStart))
        var shaped = words.glyphs(for: pieces.map(\.key))
        var new: [(WordShapes.Key, [UnscaledGlyph])] = []
        for index in shaped.indices where shaped[index] == nil {
            var text = pieces[index].key.text
            let glyphs = text.withUTF8 { shapeASCII($0, latin: latin) }
            shaped[index] = glyphs
            new.append((pieces[index].key, glyphs))
        }
        if !new.isEmpty { words.store(new) }

        var glyphs: [UnscaledGlyph] = []
        glyphs.reserveCapacity(utf8.count)
        for (piece, pieceGlyphs) in zip(pieces, shaped) {
            for var glyph in pieceGlyphs! {
                glyph.cluster += piece.start
                glyphs.append(glyph)
            }
        }
        return glyphs
    }

}

/// Words shaped alone (`ShapingFont.shapeByWords`), kept per font for the life of the process and
/// shared by all threads. Bounded: when full it starts over.
final class WordShapes: Sendable {
    struct Key: CodedKey, Sendable {
        /// Shaped as Latin (the label had a letter), or with no script.
        var latin: Bool
        var text: String
        /// FNV-1a of the text's bytes and the script flag from a start random per process
        /// (`CacheKeyCode`), made with the key: the table places the key by this one number under
        /// its lock, not by the text (String's hashing cost more than the lookup).
        let code: UInt64

        init(latin: Bool, _ bytes: ArraySlice<UInt8>) {
            self.latin = latin
            var code: UInt64 = CacheKeyCode.basis
            for byte in bytes { code = (code ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            self.code = (code ^ (latin ? 1 : 0)) &* 0x0000_0100_0000_01b3
            text = String(decoding: bytes, as: UTF8.self)
        }

        static func == (a: Key, b: Key) -> Bool {
            a.code == b.code && a.latin == b.latin && a.text == b.text
        }
    }

    /// The most words kept at once.
    static let capacity = 100_000

    private let entries = Locked(CodeTable<Key, [UnscaledGlyph]>())

    /// Labels with a space a font shapes whole before it shapes words.
    static let warmUp = 64

    private let asked = Locked(0)

    /// Whether `warmUp` labels have asked for words before this one.
    func warm() -> Bool {
        asked.withLock { count in
            if count >= Self.warmUp { return true }
            count += 1
            return false
        }
    }

    /// `ShapingFont.wordRule`'s answers once found: script-less, then Latin.
    let breaking = Locked<[WordRule??]>([nil, nil])

    /// The glyphs of each key shaped before, `nil` for the others: one lock for a whole label.
    func glyphs(for keys: [Key]) -> [[UnscaledGlyph]?] {
        entries.withLock { entries in keys.map { entries[$0] } }
    }

    func store(_ shaped: [(Key, [UnscaledGlyph])]) {
        entries.withLock { entries in
            if entries.count + shaped.count > Self.capacity { entries.removeAll() }
            for (key, glyphs) in shaped { entries.insert(glyphs, for: key) }
        }
    }
}
