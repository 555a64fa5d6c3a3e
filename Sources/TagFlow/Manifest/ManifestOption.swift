/// One option of a manifest image (or its defaults), under the key a `--config` file uses:
/// `"font-size": 16`, `"balance": true`, `"padding": [12, 6]`.
public struct ManifestOption: Hashable, Sendable {
    /// The option's name without dashes: `font-size`.
    public var key: String
    public var value: Value
    /// Where the value is: `FILE:LINE:COLUMN`.
    public var place: String

    /// The setting `key` (a flag's name without dashes) with `value`, found at `place` (a file's
    /// `FILE:LINE:COLUMN`, or the flag: `--balance`).
    public init(key: String, value: Value, place: String) {
        self.key = key
        self.value = value
        self.place = place
    }

    /// What an option may hold.
    public enum Value: Hashable, Sendable {
        /// `true` or `false`, for an option that takes no value.
        case flag(Bool)
        case text(String)
        case number(Double)
        /// A list of numbers: `[12, 6]`.
        case numbers([Double])
    }

    /// The members of the object `value` as options (`null` members are left out, as a config
    /// file leaves them); `fail` makes the error for a value of the wrong shape.
    static func options(
        in value: JSONValue, place: (Int) -> String, fail: (String) -> ManifestError
    ) throws(ManifestError) -> [ManifestOption] {
        guard case .object(let members) = value.kind else {
            throw fail("holds options as a JSON object, found \(value.kindName)")
        }
        var options: [ManifestOption] = []
        for member in members {
            let value: Value
            switch member.value.kind {
            case .null: continue
            case .bool(let on): value = .flag(on)
            case .string(let text): value = .text(text)
            case .number(let number): value = .number(number)
            case .array(let items) where items.allSatisfy({ $0.number != nil }):
                value = .numbers(items.compactMap(\.number))
            default:
                throw ManifestError.malformed(
                    place: place(member.value.offset),
                    problem: "'\(member.key)' takes true, false, a string, a number or a list of numbers, "
                        + "found \(member.value.kindName)")
            }
            options.append(ManifestOption(key: member.key, value: value, place: place(member.value.offset)))
        }
        return options
    }
}
