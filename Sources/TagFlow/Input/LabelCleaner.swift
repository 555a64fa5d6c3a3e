/// What every input format does to a label: control characters (which cannot be drawn) are
/// removed with a warning, and white space at either end is dropped.
enum LabelCleaner {
    static func clean(_ raw: some StringProtocol, source: String, line: Int, warn: (String) -> Void) -> String {
        let controls = raw.unicodeScalars.filter { $0.properties.generalCategory == .control }
        guard !controls.isEmpty else { return String(raw).trimmingWhitespace() }
        let names = controls.map(\.codePointName).uniqued().joined(separator: ", ")
        warn("\(source):\(line): removed control characters \(names) from the label")
        let kept = raw.unicodeScalars.filter { $0.properties.generalCategory != .control }
        return String(String.UnicodeScalarView(kept)).trimmingWhitespace()
    }
}
