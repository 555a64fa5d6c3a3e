internal import CFriBidi

/// The Unicode bidi algorithm (UAX #9) through FriBidi: embedding levels for the characters of
/// a label, and the visual order of runs. All FriBidi calls of TagFlow live here.
enum Bidi {
    /// Whether `text` needs the bidi algorithm at all: it holds a right-to-left letter or an
    /// explicit direction control. Pure left-to-right labels skip FriBidi.
    static func isNeeded(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
                return true
            case 0x200F, 0x202B, 0x202E, 0x2067, 0x061C:
                return true
            default:
                return false
            }
        }
    }

    /// The embedding level of each scalar (even: left-to-right, odd: right-to-left), with the
    /// paragraph direction taken from the first strong character.
    static func levels(of scalars: [Unicode.Scalar]) -> [UInt8] {
        guard !scalars.isEmpty else { return [] }
        let codepoints = scalars.map { FriBidiChar($0.value) }
        let count = FriBidiStrIndex(codepoints.count)
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: codepoints.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: codepoints.count)
        var levels = [FriBidiLevel](repeating: 0, count: codepoints.count)
        // "Other neutral": the paragraph takes the direction of its first strong character.
        var direction = FRIBIDI_PAR_ON
        codepoints.withUnsafeBufferPointer { chars in
            fribidi_get_bidi_types(chars.baseAddress, count, &types)
            fribidi_get_bracket_types(chars.baseAddress, count, types, &brackets)
        }
        let result = fribidi_get_par_embedding_levels_ex(types, brackets, count, &direction, &levels)
        // FriBidi fails only when out of memory; left-to-right is the safe reading then.
        guard result != 0 else { return [UInt8](repeating: 0, count: codepoints.count) }
        return levels.map { UInt8(bitPattern: $0) }
    }

    /// The visual order of runs with the given levels (rule L2): from the highest level down to
    /// the lowest odd one, every maximal sequence of runs at that level or higher is reversed.
    static func visualOrder(levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else {
                    start += 1
                    continue
                }
                var end = start
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
            level -= 1
        }
        return order
    }
}
