/// Numbers as messages, help text and JSON print them: a whole number without ".0" (below 1e15,
/// where every whole `Double` is exact), any other in Swift's shortest round-trip form. One rule
/// for every place that prints a number to a person.
package enum PlainNumber {
    /// `40` as "40", `40.5` as "40.5", `1e300` as "1e+300".
    package static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
