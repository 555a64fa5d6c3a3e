/// The `url(…)` references inside an attribute value, and their rewriting under a document's
/// id prefix.
///
/// One forward pass over the value's UTF-8 bytes finds them all: the scan never steps back, so
/// a value of 100,000 `url(`s costs one look at each byte (the first version took a lowercased
/// four-character window at every character, a string made per position; `scan` counts its
/// looks so a test can hold it to that).
enum IconReferences {
    /// One `url(…)`: where it starts (at `u`), its target's bytes (quotes and spaces removed)
    /// and where it ends (after `)`, or the value's end when it is never closed).
    struct Found {
        var start: Int
        var target: Range<Int>
        var end: Int
    }

    /// The targets of every `url(…)` in `value`, quotes and spaces removed; an unclosed `url(`
    /// is read to the end, so it is refused unless it is plainly internal.
    static func urls(in value: String) -> [String] {
        let bytes = Array(value.utf8)
        var found: [String] = []
        _ = scan(bytes) { found.append(String(decoding: bytes[$0.target], as: UTF8.self)) }
        return found
    }

    /// `value` with every `url(#id)` pointing at `prefix` + `id`.
    static func prefixed(_ value: String, prefix: String) -> String {
        let bytes = Array(value.utf8)
        var out: [UInt8] = []
        var copied = 0
        _ = scan(bytes) { url in
            // An unclosed url( is closed here: a browser would read it to the end all the same,
            // and unprefixed it could point at the page's ids.
            out += bytes[copied..<url.start]
            out += Array("url(#".utf8) + Array(prefix.utf8)
            // The target starts with '#' (the filter refused any other): the rest is the id.
            out += bytes[min(url.target.lowerBound + 1, url.target.upperBound)..<url.target.upperBound]
            out.append(UInt8(ascii: ")"))
            copied = url.end
        }
        guard copied > 0 else { return value }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }

    /// Calls `visit` with each `url(` in `bytes`, in order, and returns how many bytes the
    /// searches for `url(` and for `)` looked at: never more than `bytes.count`, as each byte is
    /// passed by one search once (a target's ends are then trimmed inside what was passed).
    static func scan(_ bytes: [UInt8], _ visit: (Found) -> Void) -> Int {
        var looks = 0
        var index = 0
        while index + 4 <= bytes.count {
            looks += 1
            // ASCII case-insensitive, as CSS reads function names.
            guard bytes[index] | 0x20 == UInt8(ascii: "u"), bytes[index + 1] | 0x20 == UInt8(ascii: "r"),
                bytes[index + 2] | 0x20 == UInt8(ascii: "l"), bytes[index + 3] == UInt8(ascii: "(")
            else {
                index += 1
                continue
            }
            let open = index + 4
            var close = open
            while close < bytes.count && bytes[close] != UInt8(ascii: ")") {
                looks += 1
                close += 1
            }
            let closed = close < bytes.count
            var target = trimmed(open..<close, in: bytes)
            if let quote = target.first.map({ bytes[$0] }), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                let last = target.count > 1 && bytes[target.upperBound - 1] == quote ? 1 : 0
                target = trimmed(target.lowerBound + 1..<target.upperBound - last, in: bytes)
            }
            let end = closed ? close + 1 : close
            visit(Found(start: index, target: target, end: end))
            guard closed else { break }
            index = end
        }
        return looks
    }

    /// `range` without spaces, tabs and line ends at either end.
    private static func trimmed(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper && isSpace(bytes[lower]) { lower += 1 }
        while upper > lower && isSpace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }
}
