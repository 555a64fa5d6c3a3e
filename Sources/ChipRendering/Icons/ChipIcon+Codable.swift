/// An icon in JSON is its file as a `data:` URL (`"data:image/svg+xml;base64,…"` or
/// `"data:image/png;base64,…"`): the bytes it was made from, so decoding makes the same icon and
/// checks it exactly as `init(data:)` does (a hostile file is refused on the way in, whatever
/// the JSON says). An input list's `icon` field is a path or a name instead, read by `TagReader`.
extension ChipIcon: Codable {
    private static let prefixes = ["data:image/svg+xml;base64,", "data:image/png;base64,"]

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let prefix = Self.prefixes.first(where: { text.hasPrefix($0) }),
            let bytes = Base64.decode(text.dropFirst(prefix.count))
        else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "an icon is a data:image/svg+xml;base64 or data:image/png;base64 URL")
        }
        do {
            self = try ChipIcon(data: bytes)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        let prefix = kind == .svg ? Self.prefixes[0] : Self.prefixes[1]
        try container.encode(prefix + String(decoding: Base64.encode(storage.source), as: UTF8.self))
    }
}
