import Primitives

/// The rules for a tag's fields, the same in every reader (text, CSV, JSON): each reader finds
/// the field its own way and words its error its own way, but what a field may hold is said here.
enum TagFields {
    /// A weight: a finite number, 0 or more (a JSON `1e999` is infinite, so not a weight).
    static func weight(_ value: Double) -> Double? { value.isFinite && value >= 0 ? value : nil }

    /// A weight written as text: a number `Double` reads, then `weight(_:)`.
    static func weight(_ text: String) -> Double? { Double(text).flatMap(weight) }

    /// A break written as text: true, 1 or yes; false, 0 or no (any case).
    static func breaksBefore(_ text: String) -> Bool? {
        ["true": true, "1": true, "yes": true, "false": false, "0": false, "no": false][text.lowercased()]
    }

    /// A colour: any CSS colour `Color(css:)` reads.
    static func color(_ text: String) -> Color? { Color(css: text) }
}
