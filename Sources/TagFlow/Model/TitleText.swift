import Primitives

/// How labels join into text that several share: the SVG `<title>` and `aria-label`, the PDF
/// `/Title`. A label with explicit bidi formatting (an override such as U+202E left open, an
/// embedding, an isolate, a mark) is wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE,
/// which closes whatever it opened: no label can reverse its neighbours. Labels without such
/// characters are written as they are, so the titles of ordinary lists do not change.
enum TitleText {
    /// `labels` joined with ", ", each isolated when it needs to be.
    static func joined(_ labels: some Collection<String>) -> String {
        // Two passes over the labels and no array of them (at 1,000,000 labels two arrays and a
        // string grown by doubling were 100 MB at once): the text sized once and filled with the
        // labels' bytes. Appended to as a `String` (about 340 instructions an append), the
        // 200 × 40 SVG batch took 3.2 M instructions more of its 245 M (1.3%, 6 Dec 2026).
        var count = max(0, 2 * (labels.count - 1))
        // Whether any label is isolated: most lists have none, and then the labels are not
        // looked at for it a second time.
        var isolates = false
        for label in labels {
            count += label.utf8.count
            if needsIsolating(label) {
                count += 6
                isolates = true
            }
        }
        return String(unsafeUninitializedCapacity: count) { text in
            var at = 0
            func write(_ piece: String) {
                at += piece.withUTF8InPlace { bytes in
                    // The pieces add up to `count`: a collection that gave other labels the
                    // second time round would trap here, never write past the end.
                    precondition(at + bytes.count <= text.count)
                    guard let source = bytes.baseAddress else { return 0 }
                    (text.baseAddress! + at).update(from: source, count: bytes.count)
                    return bytes.count
                }
            }
            for (position, label) in labels.enumerated() {
                if position > 0 { write(", ") }
                if isolates && needsIsolating(label) {
                    write("\u{2068}")
                    write(label)
                    write("\u{2069}")
                } else {
                    write(label)
                }
            }
            return at
        }
    }

    /// Whether `label` holds bidi formatting characters (`joined` puts it inside U+2068 …
    /// U+2069). They are all past ASCII: an ASCII label is not read scalar by scalar.
    static func needsIsolating(_ label: String) -> Bool {
        // The bytes looked at where they lie, a word at a time: the view's iterator took 13.0 M
        // instructions more of the 10,000-label SVG's 412 M (3.2%), and 6.9 M of the 200 × 40 SVG
        // batch's 459 M (1.5%; issue 42, 6 Dec 2026).
        let ascii = label.utf8.withContiguousStorageIfAvailable(isASCII) ?? label.utf8.allSatisfy { $0 < 0x80 }
        guard !ascii else { return false }
        // UTF-8 writes U+061C after the lead byte 0xD8 and the others after 0xE2: a label with
        // neither byte (`Música`) holds none, and its scalars need not be read (about 600
        // instructions a label, twice).
        let mayHold = label.utf8.withContiguousStorageIfAvailable { $0.contains { $0 == 0xD8 || $0 == 0xE2 } } ?? true
        return mayHold && label.unicodeScalars.contains(where: isBidiFormatting)
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
