/// A GSUB or GPOS table read from its bytes, as far as shaping word by word needs it: which
/// lookups a lookup calls, how far a contextual lookup's rules look from their input glyphs, and
/// which ligature and deletion rules can join or drop glyphs. Every read is bounds-checked: a
/// damaged table gives `nil` (the caller then keeps such labels whole), never a crash.
struct LayoutTable {
    let bytes: [UInt8]
    /// GSUB (types 1–8, extension 7) or GPOS (types 1–9, extension 9).
    let substitution: Bool

    init(bytes: [UInt8], substitution: Bool) {
        self.bytes = bytes
        self.substitution = substitution
    }

    /// One lookup: its type (an extension's target type), flags and subtables' offsets.
    struct Lookup {
        var type: Int
        var flag: Int
        var subtables: [Int]
    }

    /// How far from any of its input glyphs a contextual lookup can look at a space: `back`
    /// glyphs before, `ahead` glyphs after.
    struct Reach {
        var back = 0
        var ahead = 0
    }

    private func u16(_ at: Int) -> Int? {
        guard at >= 0, at + 2 <= bytes.count else { return nil }
        return Int(bytes[at]) << 8 | Int(bytes[at + 1])
    }

    private func u32(_ at: Int) -> Int? {
        guard let high = u16(at), let low = u16(at + 2) else { return nil }
        return high << 16 | low
    }

    private var lookupList: Int? { u16(8) }

    var lookupCount: Int { lookupList.flatMap(u16) ?? 0 }

    func lookup(_ index: Int) -> Lookup? {
        guard let list = lookupList, let count = u16(list), index >= 0, index < count,
            let offset = u16(list + 2 + 2 * index), case let start = list + offset,
            var type = u16(start), let flag = u16(start + 2), let subtableCount = u16(start + 4)
        else { return nil }
        let extensionType = substitution ? 7 : 9
        var subtables: [Int] = []
        for subtable in 0..<subtableCount {
            guard let offset = u16(start + 6 + 2 * subtable) else { return nil }
            var at = start + offset
            if type == extensionType {
                // Every subtable of an extension lookup names the same real type.
                guard let real = u16(at + 2), let far = u32(at + 4), real != extensionType else { return nil }
                if subtable == 0 { type = real } else if real != type { return nil }
                at += far
            }
            subtables.append(at)
        }
        if type == extensionType { return nil }
        return Lookup(type: type, flag: flag, subtables: subtables)
    }

    /// Whether `type` is a contextual lookup (rules with input, and maybe backtrack and
    /// lookahead, sequences).
    func isContextual(_ type: Int) -> Bool {
        substitution ? [5, 6, 8].contains(type) : [7, 8].contains(type)
    }

    /// One rule of a contextual subtable: glyph counts and the lookups it calls.
    private struct Rule {
        var backtrack: Int
        var input: Int
        var lookahead: Int
        var nested: [Int]
        /// The farthest backtrack and lookahead positions (1 = next to the input) that may
        /// match a space; the whole backtrack and lookahead where the rule names classes or
        /// glyph lists rather than coverages.
        var spaceBacktrack: Int
        var spaceLookahead: Int
    }

    /// The rules of a contextual subtable (`chained`: with backtrack and lookahead), or `nil`
    /// when it cannot be read.
    private func rules(at start: Int, chained: Bool, space: UInt32) -> [Rule]? {
        guard let format = u16(start) else { return nil }
        func records(_ at: Int, count: Int) -> [Int]? {
            var nested: [Int] = []
            for record in 0..<count {
                guard let index = u16(at + 4 * record + 2) else { return nil }
                nested.append(index)
            }
            return nested
        }
        switch format {
        case 1, 2:
            // Rule sets (per first glyph or class), each a list of rules of one layout.
            let setsAt = start + (format == 1 ? 6 : (chained ? 12 : 8))
            guard let setCount = u16(setsAt - 2) else { return nil }
            var found: [Rule] = []
            for set in 0..<setCount {
                guard let setOffset = u16(setsAt + 2 * set) else { return nil }
                if setOffset == 0 { continue }
                let setStart = start + setOffset
                guard let ruleCount = u16(setStart) else { return nil }
                for rule in 0..<ruleCount {
                    guard let ruleOffset = u16(setStart + 2 + 2 * rule) else { return nil }
                    var at = setStart + ruleOffset
                    var backtrack = 0
                    if chained {
                        guard let count = u16(at) else { return nil }
                        backtrack = count
                        at += 2 + 2 * count
                    }
                    guard let input = u16(at), input >= 1 else { return nil }
                    var lookahead = 0
                    var substCount: Int
                    if chained {
                        at += 2 + 2 * (input - 1)
                        guard let count = u16(at) else { return nil }
                        lookahead = count
                        at += 2 + 2 * count
                        guard let subst = u16(at) else { return nil }
                        substCount = subst
                        at += 2
                    } else {
                        guard let subst = u16(at + 2) else { return nil }
                        substCount = subst
                        at += 4 + 2 * (input - 1)
                    }
                    guard let nested = records(at, count: substCount) else { return nil }
                    found.append(
                        Rule(
                            backtrack: backtrack, input: input, lookahead: lookahead, nested: nested,
                            spaceBacktrack: backtrack, spaceLookahead: lookahead))
                }
            }
            return found
        case 3:
            var at = start + 2
            var backtrack = 0
            var spaceBacktrack = 0
            if chained {
                guard let count = u16(at), let reach = farthestSpace(start, offsets: at + 2, count: count, space: space)
                else { return nil }
                (backtrack, spaceBacktrack) = (count, reach)
                at += 2 + 2 * count
            }
            guard let input = u16(at), input >= 1 else { return nil }
            if chained {
                at += 2 + 2 * input
                guard let lookahead = u16(at),
                    let spaceLookahead = farthestSpace(start, offsets: at + 2, count: lookahead, space: space)
                else { return nil }
                at += 2 + 2 * lookahead
                guard let substCount = u16(at), let nested = records(at + 2, count: substCount) else { return nil }
                return [
                    Rule(
                        backtrack: backtrack, input: input, lookahead: lookahead, nested: nested,
                        spaceBacktrack: spaceBacktrack, spaceLookahead: spaceLookahead)
                ]
            }
            guard let substCount = u16(at + 2), let nested = records(at + 4 + 2 * input, count: substCount)
            else { return nil }
            return [
                Rule(backtrack: 0, input: input, lookahead: 0, nested: nested, spaceBacktrack: 0, spaceLookahead: 0)
            ]
        default:
            return nil
        }
    }

    /// The rules of every subtable of a contextual lookup; `nil` when one cannot be read.
    private func rules(of lookup: Lookup, space: UInt32) -> [Rule]? {
        if substitution && lookup.type == 8 {
            // Reverse chaining: one input glyph, single substitutions only, no nested lookups.
            var found: [Rule] = []
            for start in lookup.subtables {
                guard u16(start) == 1, let backtrack = u16(start + 4),
                    let spaceBacktrack = farthestSpace(start, offsets: start + 6, count: backtrack, space: space),
                    let lookahead = u16(start + 6 + 2 * backtrack),
                    let spaceLookahead = farthestSpace(
                        start, offsets: start + 8 + 2 * backtrack, count: lookahead, space: space)
                else { return nil }
                found.append(
                    Rule(
                        backtrack: backtrack, input: 1, lookahead: lookahead, nested: [],
                        spaceBacktrack: spaceBacktrack, spaceLookahead: spaceLookahead))
            }
            return found
        }
        let chained = lookup.type == (substitution ? 6 : 8)
        var found: [Rule] = []
        for start in lookup.subtables {
            guard let more = rules(at: start, chained: chained, space: space) else { return nil }
            found += more
        }
        return found
    }

    /// The lookups that contextual lookup `index` calls from its rules (not recursively);
    /// empty for other lookups, `nil` when the lookup cannot be read.
    func nestedLookups(_ index: Int) -> [Int]? {
        guard let lookup = lookup(index) else { return nil }
        guard isContextual(lookup.type) else { return [] }
        return rules(of: lookup, space: .max).map { Array(Set($0.flatMap(\.nested))).sorted() }
    }

    /// How far contextual lookup `index` can look at glyph `space` from a glyph it matches as
    /// input: for a rule of `n` input glyphs whose farthest backtrack (lookahead) position that
    /// may be a space is `k`, `n - 1 + k` back (ahead); a rule that cannot match a space there
    /// adds nothing. An input sequence that may hold a space counts whole both ways. `nil` for
    /// other lookups or unreadable ones.
    func reach(_ index: Int, space: UInt32) -> Reach? {
        guard let lookup = lookup(index), isContextual(lookup.type), let rules = rules(of: lookup, space: space)
        else { return nil }
        var reach = Reach()
        for rule in rules {
            let inputSpan = rule.input - 1
            if rule.spaceBacktrack > 0 { reach.back = max(reach.back, inputSpan + rule.spaceBacktrack) }
            if rule.spaceLookahead > 0 { reach.ahead = max(reach.ahead, inputSpan + rule.spaceLookahead) }
            // A space among the input glyphs (the callers rule this out; counted to be safe).
            reach.back = max(reach.back, inputSpan)
            reach.ahead = max(reach.ahead, inputSpan)
        }
        return reach
    }

    /// The farthest (1-based) of `count` coverage tables, offsets at `offsets` from `base`,
    /// that lists `space`; 0 when none does. `nil` when one cannot be read.
    private func farthestSpace(_ base: Int, offsets: Int, count: Int, space: UInt32) -> Int? {
        var farthest = 0
        for position in 0..<count {
            guard let offset = u16(offsets + 2 * position), let listed = coverage(at: base + offset, contains: space)
            else { return nil }
            if listed { farthest = position + 1 }
        }
        return farthest
    }

    /// Whether the coverage table at `start` lists `glyph`; `nil` when it cannot be read, as for
    /// `coverage(at:)`. Every entry is read but none kept: listing the glyphs of the hundreds of
    /// tables the word rule asks about, range by range, was half the rule's cost.
    private func coverage(at start: Int, contains glyph: UInt32) -> Bool? {
        guard let format = u16(start), let count = u16(start + 2) else { return nil }
        guard count > 0 else { return false }
        var found = false
        switch format {
        case 1:
            for item in 0..<count {
                guard let listed = u16(start + 4 + 2 * item) else { return nil }
                if UInt32(listed) == glyph { found = true }
            }
        case 2:
            for item in 0..<count {
                guard let first = u16(start + 4 + 6 * item), let last = u16(start + 6 + 6 * item), first <= last
                else { return nil }
                if UInt32(first) <= glyph && glyph <= UInt32(last) { found = true }
            }
        default:
            return nil
        }
        return found
    }

    /// The glyphs a coverage table lists, in coverage order; `nil` when it cannot be read.
    private func coverage(at start: Int) -> [UInt32]? {
        guard let format = u16(start), let count = u16(start + 2) else { return nil }
        var glyphs: [UInt32] = []
        guard count > 0 else { return glyphs }
        switch format {
        case 1:
            glyphs.reserveCapacity(count)
            for item in 0..<count {
                guard let glyph = u16(start + 4 + 2 * item) else { return nil }
                glyphs.append(UInt32(glyph))
            }
        case 2:
            // Ranges appended glyph by glyph: an array made per range cost more than the reading.
            for item in 0..<count {
                guard let first = u16(start + 4 + 6 * item), let last = u16(start + 6 + 6 * item), first <= last
                else { return nil }
                for glyph in first...last { glyphs.append(UInt32(glyph)) }
            }
        default:
            return nil
        }
        return glyphs
    }

    /// The glyphs of every rule of substitution lookup `index` that can join glyphs into one
    /// (a ligature) or drop one (a multiple substitution to nothing) when all of the rule's
    /// glyphs pass `possible`; empty for other lookup types, `nil` when unreadable.
    func joiningGlyphs(_ index: Int, possible: (UInt32) -> Bool) -> [UInt32]? {
        guard substitution, let lookup = lookup(index) else { return nil }
        guard lookup.type == 2 || lookup.type == 4 else { return [] }
        var found: [UInt32] = []
        for start in lookup.subtables {
            guard u16(start) == 1, let coverageOffset = u16(start + 2),
                let covered = coverage(at: start + coverageOffset),
                let setCount = u16(start + 4), setCount <= covered.count
            else { return nil }
            for set in 0..<setCount {
                guard let setOffset = u16(start + 6 + 2 * set) else { return nil }
                let first = covered[set]
                let setStart = start + setOffset
                if lookup.type == 2 {
                    // A sequence of no glyphs deletes its glyph.
                    guard let glyphCount = u16(setStart) else { return nil }
                    if glyphCount == 0 && possible(first) { found.append(first) }
                    continue
                }
                guard let ligatureCount = u16(setStart) else { return nil }
                for ligature in 0..<ligatureCount {
                    guard let ligatureOffset = u16(setStart + 2 + 2 * ligature),
                        let componentCount = u16(setStart + ligatureOffset + 2), componentCount >= 1
                    else { return nil }
                    // Appended where they go and taken back unless all are possible: an array a
                    // ligature cost 1.0 M more of the SVG batch's 185 M instructions (6 Dec 2026).
                    let mark = found.count
                    found.append(first)
                    var allPossible = possible(first)
                    for component in 1..<componentCount {
                        guard let glyph = u16(setStart + ligatureOffset + 2 + 2 * component) else { return nil }
                        found.append(UInt32(glyph))
                        allPossible = allPossible && possible(UInt32(glyph))
                    }
                    if !allPossible { found.removeSubrange(mark...) }
                }
            }
        }
        return found
    }
}
