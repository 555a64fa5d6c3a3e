import ChipRendering

/// How labels join into text that several share: the SVG `<title>` and `aria-label`, the PDF
/// `/Title`. A label with explicit bidi formatting (an override such as U+202E left open, an
/// embedding, an isolate, a mark) is wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE,
/// which closes whatever it opened: no label can reverse its neighbours. Labels without such
/// characters are written as they are, so the titles of ordinary lists do not change.
enum TitleText {
    /// The chips' title texts (`PlacedChip.titleText`) in `order`, joined with ", ", each
    /// isolated when it needs to be. Read as UTF-8 where they lie: most chips keep their label
    /// with their glyphs (`ShapedText`), where `titleText` would make a `String` of it twice for
    /// each chip. Two passes over the chips and no array of their texts (at 1,000,000 labels two
    /// arrays and a string grown by doubling were 100 MB at once): the text sized once and filled
    /// with the labels' bytes.
    static func joined(_ chips: [PlacedChip], in order: [Int]) -> String {
        var count = max(0, 2 * (order.count - 1))
        var isolated = 0
        for index in order {
            chips.withTitleBytes(at: index) { label in
                count += label.count
                if needsIsolating(label) { isolated += 1 }
            }
        }
        count += 6 * isolated
        // Most titles isolate nothing: their labels are not looked at a second time.
        let isolates = isolated > 0
        return String(unsafeUninitializedCapacity: count) { text in
            // The place written next, changed only in these closures: captured by a local
            // function, it was checked for exclusive access at run time on every piece (about
            // 40 instructions each).
            var at = 0
            for (position, index) in order.enumerated() {
                if position > 0 { at = copy(", ", into: text, at: at) }
                chips.withTitleBytes(at: index) { label in
                    if isolates && needsIsolating(label) {
                        at = copy("\u{2068}", into: text, at: at)
                        at = copy(label, into: text, at: at)
                        at = copy("\u{2069}", into: text, at: at)
                    } else {
                        at = copy(label, into: text, at: at)
                    }
                }
            }
            return at
        }
    }

    /// Copies `bytes` into `text` at `at`; returns where the next piece goes.
    private static func copy(
        _ bytes: UnsafeBufferPointer<UInt8>, into text: UnsafeMutableBufferPointer<UInt8>, at: Int
    ) -> Int {
        // The pieces add up to the text's count: chips that gave other texts the second time
        // round would trap here, never write past the end.
        precondition(at + bytes.count <= text.count)
        guard let source = bytes.baseAddress else { return at }
        (text.baseAddress! + at).update(from: source, count: bytes.count)
        return at + bytes.count
    }

    /// `copy` of a literal piece.
    private static func copy(_ piece: StaticString, into text: UnsafeMutableBufferPointer<UInt8>, at: Int) -> Int {
        copy(UnsafeBufferPointer(start: piece.utf8Start, count: piece.utf8CodeUnitCount), into: text, at: at)
    }

    /// Whether a label's UTF-8 holds bidi formatting characters (`joined` puts it inside
    /// U+2068 … U+2069). They are all past ASCII: an ASCII label is not read scalar by scalar.
    static func needsIsolating(_ label: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !isASCII(label) else { return false }
        // UTF-8 writes U+061C after the lead byte 0xD8 and the others after 0xE2: a label with
        // neither byte (`Música`) holds none, and its scalars need not be read.
        guard label.contains(where: { $0 == 0xD8 || $0 == 0xE2 }) else { return false }
        return String(decoding: label, as: UTF8.self).unicodeScalars.contains(where: isBidiFormatting)
    }

    /// Whether every byte is below 0x80.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        var high: UInt64 = 0
        while index &+ 8 <= bytes.count {
            high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index &+= 8
        }
        while index < bytes.count {
            high |= UInt64(bytes[index])
            index &+= 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// The explicit bidi formatting characters (UAX #9, 2.1–2.6).
    static func isBidiFormatting(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
