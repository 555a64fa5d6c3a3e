/// What every input format does to a label: control characters (which cannot be drawn) are
/// removed with a warning, and white space at either end is dropped.
enum LabelCleaner {
    static func clean(_ raw: some StringProtocol, source: String, line: Int, warn: (String) -> Void) -> String {
        // Printable ASCII that starts and ends with a non-space (nearly every label) has nothing
        // to remove or trim: a whole-text scan of Unicode properties would only confirm it.
        let text = String(raw)
        if let first = text.utf8.first, let last = text.utf8.last, first > 0x20, first < 0x7F, last > 0x20,
            last < 0x7F, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F })
        {
            return text
        }
        // Control characters (Cc: U+0000–U+001F, U+007F–U+009F, fixed by Unicode's stability
        // policy) show in UTF-8 as those bytes or after the lead byte 0xC2: without any of them
        // there is none, and no scalar needs its properties looked up.
        guard raw.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else {
            return String(raw).trimmingWhitespace()
        }
        let controls = raw.unicodeScalars.filter { $0.properties.generalCategory == .control }
        guard !controls.isEmpty else { return String(raw).trimmingWhitespace() }
        let names = controls.map(\.codePointName).uniqued().joined(separator: ", ")
        warn("\(source):\(line): removed control characters \(names) from the label")
        let kept = raw.unicodeScalars.filter { $0.properties.generalCategory != .control }
        return String(String.UnicodeScalarView(kept)).trimmingWhitespace()
    }
}
