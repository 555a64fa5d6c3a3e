import Primitives
import TagFlow

/// Typed reads of option values, each refusing what is out of range with the option's name.
package struct OptionValues {
    private let values: [String: String]

    package init(_ values: [String: String]) {
        self.values = values
    }

    /// A finite number in `range`, or `nil` when the option was not given.
    package func number(_ option: String, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
        guard let text = values[option] else { return nil }
        return try Self.number(text, option: option, in: range)
    }

    /// A whole number from 1 to 1,000,000, or `nil` when the option was not given.
    package func count(_ option: String) throws(UsageError) -> Int? {
        guard let text = values[option] else { return nil }
        guard let value = Int(text), (1...1_000_000).contains(value) else {
            throw .badValue(option: option, value: text, expected: "a whole number from 1 to 1000000")
        }
        return value
    }

    /// A size in bytes — a whole number, optionally ending in K, M or G (KiB, MiB, GiB) — from 1
    /// byte to 1 TiB, or `nil` when the option was not given.
    package func byteCount(_ option: String) throws(UsageError) -> Int? {
        guard let text = values[option] else { return nil }
        let units: [Character: Int] = ["k": 1 << 10, "m": 1 << 20, "g": 1 << 30]
        let unit = text.last.flatMap { units[Character($0.lowercased())] }
        let digits = unit == nil ? Substring(text) : text.dropLast()
        guard let number = Int(digits), number >= 1, number <= (1 << 40) / (unit ?? 1) else {
            throw .badValue(option: option, value: text, expected: "a size in bytes from 1 to 1T, like 1000000 or 64M")
        }
        return number * (unit ?? 1)
    }

    /// The raw text of an option, or `nil` when it was not given.
    package func text(_ option: String) -> String? { values[option] }

    /// One of `choices` by name, or `nil` when the option was not given.
    ///
    /// The names are made only when the option was given (an autoclosure): a render's dozen
    /// choice options built a dictionary each, ~18 k instructions apiece, mostly for options not
    /// on its command line.
    ///
    /// - Parameter expecting: words for other accepted forms, put before the list of names.
    package func choice<T>(
        _ option: String, from makeChoices: @autoclosure () -> [String: T], expecting: String? = nil
    ) throws(UsageError) -> T? {
        guard let text = values[option] else { return nil }
        let choices = makeChoices()
        guard let value = choices[text.lowercased()] else {
            let names = choices.keys.sorted()
            let hint = Suggestion.hint(closest(to: text, in: names))
            let list = "one of \(names.joined(separator: ", "))"
            throw .badValue(option: option, value: text, expected: (expecting.map { $0 + ", or " } ?? "") + list + hint)
        }
        return value
    }

    /// One case of `Choice` by its raw value (the name `OptionSpec.names` lists), or `nil` when the
    /// option was not given.
    package func choice<Choice: CaseIterable & RawRepresentable>(_ option: String, of _: Choice.Type)
        throws(UsageError) -> Choice? where Choice.RawValue == String
    {
        try choice(option, from: Dictionary(uniqueKeysWithValues: Choice.allCases.map { ($0.rawValue, $0) }))
    }

    /// `H[,V]`: one number for both, or two. `nil` when the option was not given.
    package func pair(_ option: String, in range: ClosedRange<Double>) throws(UsageError) -> (Double, Double)? {
        guard let text = values[option] else { return nil }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 1 || parts.count == 2 else {
            throw .badValue(option: option, value: text, expected: "H or H,V in px")
        }
        let numbers = try parts.map { (part) throws(UsageError) in try Self.number(part, option: option, in: range) }
        return (numbers[0], numbers.last!)
    }

    /// `W,H`: exactly two numbers, or `nil` when the option was not given.
    package func size(_ option: String, in range: ClosedRange<Double>) throws(UsageError) -> (Double, Double)? {
        guard let text = values[option] else { return nil }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { throw .badValue(option: option, value: text, expected: "W,H in px") }
        return (
            try Self.number(parts[0], option: option, in: range), try Self.number(parts[1], option: option, in: range)
        )
    }

    /// A colour; `.some(nil)` for `none` when allowed; `nil` when the option was not given.
    package func color(_ option: String, allowNone: Bool = false) throws(UsageError) -> Color?? {
        guard let text = values[option] else { return nil }
        if allowNone && text.lowercased() == "none" { return .some(nil) }
        guard let color = Color(css: text) else {
            throw .badValue(
                option: option, value: text,
                expected: "a colour: #rrggbb, #rrggbbaa, rgb(…), rgba(…) or a CSS name" + (allowNone ? ", or none" : "")
            )
        }
        return .some(color)
    }

    private static func number(_ text: String, option: String, in range: ClosedRange<Double>) throws(UsageError)
        -> Double
    {
        guard let value = Double(text.trimmingSpaces()), value.isFinite, range.contains(value) else {
            throw .badValue(
                option: option, value: text,
                expected: "a number from \(format(range.lowerBound)) to \(format(range.upperBound))")
        }
        return value
    }

    private static func format(_ value: Double) -> String {
        PlainNumber.format(value)
    }
}
