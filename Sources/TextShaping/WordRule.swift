/// Which printable-ASCII labels a font lets `ShapingFont.shapeByWords` put together from pieces
/// shaped alone, and where it may cut them (`ShapingFont.wordRule`). Character sets are bits:
/// bit `c & 63` of word `c >> 6`.
struct WordRule: Sendable {
    /// Characters a lookup that sees the space may act on: a space within `reach` of one is not
    /// cut at.
    var reaching: (UInt64, UInt64)
    /// Characters whose glyphs a ligature or a deletion may join with others or drop: between a
    /// reaching character and a space they may stand for no glyph, so they do not count as
    /// distance.
    var joining: (UInt64, UInt64)
    /// How far, in glyphs, the lookups that see the space look for it from a glyph they act on;
    /// `nil` when that is not known: then a label with a reaching character is shaped whole.
    var reach: LayoutTable.Reach?

    static func has(_ set: (UInt64, UInt64), _ byte: UInt8) -> Bool {
        (byte < 64 ? set.0 >> UInt64(byte) : set.1 >> UInt64(byte - 64)) & 1 == 1
    }

    /// Where `utf8` (printable ASCII) may be cut: for each run of spaces (by its first index),
    /// whether a lookup acting on a reaching character could see one of its spaces, counting
    /// every character that is not `joining` as at least one glyph. `nil` when the label has a
    /// reaching character and the reach is not known.
    func joinedSpaceRuns(_ utf8: [UInt8]) -> Set<Int>? {
        var joined = Set<Int>()
        guard utf8.contains(where: { Self.has(reaching, $0) }) else { return joined }
        guard let reach else { return nil }
        var start = 0
        while start < utf8.count {
            guard utf8[start] == 0x20 else {
                start += 1
                continue
            }
            var end = start
            while end < utf8.count, utf8[end] == 0x20 { end += 1 }
            // The glyphs between a reaching character and the run's nearest space: at least one
            // for each character in between that cannot be joined away, plus one.
            var glyphs = 1
            var index = start - 1
            while index >= 0, glyphs <= reach.ahead {
                if Self.has(reaching, utf8[index]) {
                    joined.insert(start)
                    break
                }
                if !Self.has(joining, utf8[index]) { glyphs += 1 }
                index -= 1
            }
            glyphs = 1
            index = end
            while !joined.contains(start), index < utf8.count, glyphs <= reach.back {
                if Self.has(reaching, utf8[index]) {
                    joined.insert(start)
                    break
                }
                if !Self.has(joining, utf8[index]) { glyphs += 1 }
                index += 1
            }
            start = end
        }
        return joined
    }
}
