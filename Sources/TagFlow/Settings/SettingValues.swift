import Primitives

/// The settings of one cloud after layering, one value per key (the last given), read as the
/// table's types. Every read refuses a value of the wrong shape or outside its range, naming the
/// setting and its place.
package struct SettingValues: Sendable {
    private var given: [String: ManifestOption] = [:]

    /// The values of `options`, a later one of a key replacing an earlier (`null`s already left out).
    package init(_ options: [ManifestOption]) {
        for option in options { given[option.key] = option }
    }

    /// The option given for `key`, if any.
    package subscript(key: String) -> ManifestOption? {
        get { given[key] }
        set { given[key] = newValue }
    }

    /// Whether `key` was given (with any value, `false` included).
    package func contains(_ key: String) -> Bool { given[key] != nil }

    /// Where `key`'s value was given.
    package func place(of key: String) -> String? { given[key]?.place }

    /// The value of a switch: `true` only when given as true.
    package func isOn(_ key: String) -> Bool { given[key]?.value == .flag(true) }

    /// The value as text, as the command line would have typed it (`12,6` for `[12, 6]`);
    /// `nil` when not given, or given as a switch.
    package func text(_ key: String) -> String? {
        switch given[key]?.value {
        case .text(let text): text
        case .number(let number): JSONWriter.number(number)
        case .numbers(let numbers): numbers.map(JSONWriter.number).joined(separator: ",")
        case .flag, nil: nil
        }
    }

    /// The error for `key`'s value, at its place.
    func bad(_ key: String, expected: SettingMessage) -> SettingError {
        SettingError(key: key, place: place(of: key), .badValue(value: text(key) ?? "", expected: expected))
    }

    /// A finite number (within `range`, when given), or `nil` when not given.
    package func number(_ key: String, in range: ClosedRange<Double>? = nil) throws(SettingError) -> Double? {
        guard let text = text(key) else { return nil }
        guard let value = Self.number(text, in: range) else {
            throw bad(key, expected: range.map(Self.expected) ?? "a number")
        }
        return value
    }

    /// A whole number from 1 to 1,000,000, or `nil` when not given.
    package func count(_ key: String) throws(SettingError) -> Int? {
        guard let text = text(key) else { return nil }
        guard let value = Int(text), (1...1_000_000).contains(value) else {
            throw bad(key, expected: "a whole number from 1 to 1000000")
        }
        return value
    }

    /// A size in bytes — a whole number, optionally ending in K, M or G (KiB, MiB, GiB) — from 1
    /// byte to 1 TiB, or `nil` when not given.
    package func byteCount(_ key: String) throws(SettingError) -> Int? {
        guard let text = text(key) else { return nil }
        let units: [Character: Int] = ["k": 1 << 10, "m": 1 << 20, "g": 1 << 30]
        let unit = text.last.flatMap { units[Character($0.lowercased())] }
        let digits = unit == nil ? Substring(text) : text.dropLast()
        guard let number = Int(digits), number >= 1, number <= (1 << 40) / (unit ?? 1) else {
            throw bad(key, expected: "a size in bytes from 1 to 1T, like 1000000 or 64M")
        }
        return number * (unit ?? 1)
    }

    /// One of `choices` by name (in any case), or `nil` when not given. The names are made only
    /// when the setting was given.
    ///
    /// - Parameter expecting: words for other accepted forms, put before the list of names.
    package func choice<T>(
        _ key: String, from makeChoices: @autoclosure () -> [String: T], expecting: String? = nil
    ) throws(SettingError) -> T? {
        guard let text = text(key) else { return nil }
        let choices = makeChoices()
        guard let value = choices[text.lowercased()] else {
            let names = choices.keys.sorted()
            let hint = Suggestion.hint(Suggestion.closest(to: text, in: names))
            let list = "one of \(names.joined(separator: ", "))"
            throw bad(key, expected: "\((expecting.map { $0 + ", or " } ?? "") + list + hint)")
        }
        return value
    }

    /// One case of `Choice` by its raw value, or `nil` when not given.
    package func choice<Choice: CaseIterable & RawRepresentable>(_ key: String, of _: Choice.Type)
        throws(SettingError) -> Choice? where Choice.RawValue == String
    {
        try choice(key, from: Dictionary(uniqueKeysWithValues: Choice.allCases.map { ($0.rawValue, $0) }))
    }

    /// `H[,V]`: one number for both, or two. `nil` when not given.
    package func pair(_ key: String) throws(SettingError) -> (Double, Double)? {
        guard let text = text(key) else { return nil }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Self.number(String($0), in: nil) }
        guard parts.count == 1 || parts.count == 2, numbers.count == parts.count else {
            throw bad(key, expected: "H or H,V in px")
        }
        return (numbers[0], numbers.last!)
    }

    /// A colour; `.some(nil)` for `none` when allowed; `nil` when not given.
    package func color(_ key: String, allowNone: Bool = false) throws(SettingError) -> Color?? {
        guard let text = text(key) else { return nil }
        if allowNone && text.lowercased() == "none" { return .some(nil) }
        guard let color = Color(css: text) else {
            throw bad(
                key,
                expected:
                    "\("a colour: #rrggbb, #rrggbbaa, rgb(…), rgba(…) or a CSS name" + (allowNone ? ", or none" : ""))"
            )
        }
        return .some(color)
    }

    /// "a number from 0 to 1000".
    static func expected(_ range: ClosedRange<Double>) -> SettingMessage {
        "a number from \(PlainNumber.format(range.lowerBound)) to \(PlainNumber.format(range.upperBound))"
    }

    private static func number(_ text: String, in range: ClosedRange<Double>?) -> Double? {
        guard let value = Double(text.trimmingSpaces()), value.isFinite, range?.contains(value) ?? true else {
            return nil
        }
        return value
    }
}

extension String {
    /// The text without spaces at either end (a value typed `--width " 300"`).
    package func trimmingSpaces() -> String {
        // Spaces at either end, found by byte: the lazy drop-and-reverse wrappers this once was
        // cost a third of a millisecond of type lookups at start-up.
        guard let first = utf8.firstIndex(where: { $0 != UInt8(ascii: " ") }),
            let last = utf8.lastIndex(where: { $0 != UInt8(ascii: " ") })
        else { return "" }
        return String(decoding: utf8[first...last], as: UTF8.self)
    }
}
