/// A colour in JSON is its hex string (`"#2da44e"`, `"#ffffff80"`), the form `--fill` and input
/// files use; decoding refuses anything else, naming it.
extension Color: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        // Every form an input file's colour takes: hex with or without `#`, `rgb()`, a CSS name.
        if let color = try? Color(hex: text) {
            self = color
        } else if let color = Color(css: text) {
            self = color
        } else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "'\(text)' is not a colour: #rrggbb, #rrggbbaa, #rgb, rgb(…), rgba(…) or a CSS name")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
