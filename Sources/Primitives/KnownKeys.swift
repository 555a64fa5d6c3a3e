/// Any key of a JSON object, to list the keys a decoder was given.
package struct AnyCodingKey: CodingKey {
    package var stringValue: String
    package var intValue: Int?

    package init(stringValue: String) {
        self.stringValue = stringValue
    }

    package init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// Refuses a key a type does not read, as `--config` files and manifests do: `{"fontSiz": 20}`
/// is a mistake to name (with the closest key), not a setting to drop.
package enum KnownKeys {
    /// Throws `DecodingError.dataCorrupted` for the first key of `decoder`'s object not in `Keys`.
    package static func check<Keys: CodingKey & CaseIterable>(_ decoder: any Decoder, _: Keys.Type) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let known = Keys.allCases.map(\.stringValue)
        for key in container.allKeys where !known.contains(key.stringValue) {
            let hint = Suggestion.hint(Suggestion.closest(to: key.stringValue, in: known))
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath + [key],
                    debugDescription: "unknown key '\(key.stringValue)'\(hint)"))
        }
    }
}
