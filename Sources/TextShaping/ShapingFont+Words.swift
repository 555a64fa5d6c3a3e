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
        let latin = Self.hasLetter(utf8)
        // Past the warm-up and the rule, under one lock: with a lock each, and one to reach the
        // table, its 1,020 labels with a space took 4,908 locks where they take 1,976 (about
        // 0.25 M of the 200 × 40 SVG batch, 6 Dec 2026).
        guard let rule = words.ruleOnceWarm(latin: latin, find: { findWordRule(latin: latin) }),
            let joined = rule.joinedSpaceRuns(utf8)
        else { return nil }

        // Each piece's glyphs are looked up where the table keeps them, all under one lock, and
        // appended; a piece not shaped before leaves a hole (where its glyphs go), filled after
        // the lock is let go of. Keys of `String`s made for each piece and arrays of the pieces'
        // keys and glyphs cost 3.4 M more of the 200 × 40 SVG batch's 185 M instructions, for
        // its 956 labels put together from words (the 10,000-label SVG: 50 M of 348 M; 6 Dec 2026).
        var glyphs: [UnscaledGlyph] = []
        glyphs.reserveCapacity(utf8.count)
        var holes: [(at: Int, piece: Range<Int>)] = []
        words.withTable { table in
            // Words and runs of spaces, in order; a joined run and its neighbours make one piece.
            var pieceStart = 0
            var start = 0
            var previousJoined = false
            while pieceStart < utf8.count {
                // The piece ends where the next run that is not joined to it starts.
                var pieceEnd = utf8.count
                while start < utf8.count {
                    let isSpace = utf8[start] == 0x20
                    var end = start + 1
                    while end < utf8.count, (utf8[end] == 0x20) == isSpace { end += 1 }
                    let isJoined = isSpace && joined.contains(start)
                    let cut = start > 0 && !isJoined && !previousJoined
                    previousJoined = isJoined
                    let runStart = start
                    start = end
                    if cut {
                        pieceEnd = runStart
                        break
                    }
                }
                let piece = pieceStart..<pieceEnd
                pieceStart = pieceEnd
                let text = utf8[piece]
                let found = table.value(code: WordShapes.Key.code(latin: latin, text)) { key in
                    key.latin == latin && key.bytes[...] == text
                }
                guard let found else {
                    holes.append((glyphs.count, piece))
                    continue
                }
                for var glyph in found {
                    glyph.cluster += piece.lowerBound
                    glyphs.append(glyph)
                }
            }
        }
        guard !holes.isEmpty else { return glyphs }
        // From the last hole back, so that the places of those before it still hold.
        var new: [(WordShapes.Key, [UnscaledGlyph])] = []
        for (at, piece) in holes.reversed() {
            let shaped = utf8[piece].withUnsafeBufferPointer { shapeASCII($0, latin: latin) }
            glyphs.insert(
                contentsOf: shaped.lazy.map { glyph in
                    var glyph = glyph
                    glyph.cluster += piece.lowerBound
                    return glyph
                }, at: at)
            new.append((WordShapes.Key(latin: latin, utf8[piece]), shaped))
        }
        words.store(new)
        return glyphs
    }

    /// `shape(utf8, range: utf8.indices)` for printable ASCII without a space, once the font is
    /// past its warm-up (`nil` before): the word kept in the same table as the pieces of labels
    /// with spaces, shaped once per process and font. Shaped alone in the script HarfBuzz would
    /// guess for it, a word gives the glyphs of shaping it whole; no cut, so no `WordRule`.
    /// The 200 × 40 SVG batch has 106 such labels ("House", "Samba"); 33 of their 104 shapes
    /// after the warm-up came from the table, 2.4 M of its 178.8 M instructions (6 Dec 2026).
    func shapeWord(_ utf8: [UInt8]) -> [UnscaledGlyph]? {
        guard words.isWarm else { return nil }
        let latin = Self.hasLetter(utf8)
        let code = WordShapes.Key.code(latin: latin, utf8[...])
        let found = words.withTable { table in
            table.value(code: code) { key in key.latin == latin && key.bytes == utf8 }
        }
        if let found { return found }
        let shaped = utf8.withUnsafeBufferPointer { shapeASCII($0, latin: latin) }
        words.store([(WordShapes.Key(latin: latin, utf8[...]), shaped)])
        return shaped
    }

    /// Whether printable ASCII `utf8` has a letter: HarfBuzz guesses the script from the first
    /// letter, and ASCII has only Latin ones.
    private static func hasLetter(_ utf8: [UInt8]) -> Bool {
        utf8.contains { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
    }

}

/// Words shaped alone (`ShapingFont.shapeByWords`), kept per font for the life of the process and
/// shared by all threads. Bounded: when full it starts over.
final class WordShapes: Sendable {
    struct Key: CodedKey, Sendable {
        /// Shaped as Latin (the label had a letter), or with no script.
        var latin: Bool
        /// The piece's bytes (printable ASCII).
        var bytes: [UInt8]
        /// FNV-1a of the text's bytes and the script flag from a start random per process
        /// (`CacheKeyCode`), made with the key: the table places the key by this one number under
        /// its lock, not by the text (String's hashing cost more than the lookup).
        let code: UInt64

        init(latin: Bool, _ text: ArraySlice<UInt8>) {
            self.latin = latin
            code = Self.code(latin: latin, text)
            bytes = Array(text)
        }

        /// The code of a key of `text`: a lookup makes it without making the key.
        @inline(__always)
        static func code(latin: Bool, _ text: ArraySlice<UInt8>) -> UInt64 {
            var code: UInt64 = CacheKeyCode.basis
            for byte in text { code = (code ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            return (code ^ (latin ? 1 : 0)) &* 0x0000_0100_0000_01b3
        }

        static func == (a: Key, b: Key) -> Bool {
            a.code == b.code && a.latin == b.latin && a.bytes == b.bytes
        }
    }

    /// The most words kept at once.
    static let capacity = 100_000

    private let entries = Locked(CodeTable<Key, [UnscaledGlyph]>())

    /// Labels with a space a font shapes whole before it shapes words.
    static let warmUp = 64

    /// How many labels asked for words (up to `warmUp`), and `ShapingFont.wordRule`'s answers
    /// once found: script-less, then Latin.
    private struct Breaking {
        var asked = 0
        var rules: [WordRule??] = [nil, nil]

        /// The rule for `latin`, found by `find` the first time it is asked.
        mutating func rule(latin: Bool, find: () -> WordRule?) -> WordRule? {
            if let known = rules[latin ? 1 : 0] { return known }
            let found = find()
            rules[latin ? 1 : 0] = .some(found)
            return found
        }
    }

    private let breaking = Locked(Breaking())

    /// Whether `warmUp` labels have asked for words, without asking.
    var isWarm: Bool {
        breaking.withLock { $0.asked >= Self.warmUp }
    }

    /// The font's rule for `latin` (`ShapingFont.wordRule`), found by `find` the first time;
    /// found while the lock is held: a second thread asking meanwhile waits for this answer
    /// rather than reading the font's tables again (14 M instructions each).
    func rule(latin: Bool, find: () -> WordRule?) -> WordRule? {
        breaking.withLock { $0.rule(latin: latin, find: find) }
    }

    /// `rule(latin:find:)` once `warmUp` labels have asked for words before this one; `nil`
    /// while they have not (this one counts).
    func ruleOnceWarm(latin: Bool, find: () -> WordRule?) -> WordRule? {
        breaking.withLock { breaking in
            guard breaking.asked >= Self.warmUp else {
                breaking.asked += 1
                return nil
            }
            return breaking.rule(latin: latin, find: find)
        }
    }

    /// Runs `body` with the table of pieces shaped before, holding its lock: one lock a label.
    func withTable<Result>(_ body: (CodeTable<Key, [UnscaledGlyph]>) -> Result) -> Result {
        entries.withLock { body($0) }
    }

    func store(_ shaped: [(Key, [UnscaledGlyph])]) {
        entries.withLock { entries in
            if entries.count + shaped.count > Self.capacity { entries.removeAll() }
            for (key, glyphs) in shaped { entries.insert(glyphs, for: key) }
        }
    }
}
