/// How labels join into text that several share: the SVG `<title>` and `aria-label`, the PDF
/// `/Title`. A label with explicit bidi formatting (an override such as U+202E left open, an
/// embedding, an isolate, a mark) is wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE,
/// which closes whatever it opened: no label can reverse its neighbours. Labels without such
/// characters are written as they are, so the titles of ordinary lists do not change.
enum TitleText {
    /// `labels` joined with ", ", each isolated when it needs to be.
    static func joined(_ labels: some Collection<String>) -> String {
        // Into one string reserved once (room for every label isolated): a cloud of 1,000,000
        // labels made two arrays of them and a string grown by doubling, 100 MB at once.
        var title = ""
        title.reserveCapacity(labels.reduce(0) { $0 + $1.utf8.count + 8 })
        for (position, label) in labels.enumerated() {
            if position > 0 { title += ", " }
            title += isolated(label)
        }
        return title
    }

    /// `label` inside U+2068 … U+2069 when it holds bidi formatting characters.
    static func isolated(_ label: String) -> String {
        guard label.unicodeScalars.contains(where: isBidiFormatting) else { return label }
        return "\u{2068}" + label + "\u{2069}"
    }

    /// The explicit bidi formatting characters (UAX #9, 2.1–2.6).
    private static func isBidiFormatting(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
