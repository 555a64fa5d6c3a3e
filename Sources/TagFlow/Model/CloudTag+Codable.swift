import ChipRendering
import Primitives

/// A tag in JSON has the keys a `.json` input file uses: `label` (required), then `weight`,
/// `value`, `color` (`"#rrggbb"`), `link`, `group`, `break` and `icon`, each left out when unset. The
/// icon is its file as a `data:` URL (`ChipIcon`'s JSON form), where an input file names a path.
/// The input line is the reader's business and is not written. A bare string is a tag with that
/// label (`["a", {"label": "b"}]`, as a `.json` input reads it); an unknown key is refused, naming
/// the closest key.
extension CloudTag: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case label, weight, value, color, link, group, icon
        case breaksBefore = "break"
    }

    public init(from decoder: any Decoder) throws {
        // A bare label, as a `.json` input's array of strings holds it.
        if let single = try? decoder.singleValueContainer(), let label = try? single.decode(String.self) {
            self.init(label)
            return
        }
        try KnownKeys.check(decoder, CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(String.self, forKey: .label),
            weight: try container.decodeIfPresent(Double.self, forKey: .weight),
            value: try container.decodeIfPresent(String.self, forKey: .value),
            color: try container.decodeIfPresent(Color.self, forKey: .color),
            link: try container.decodeIfPresent(String.self, forKey: .link),
            group: try container.decodeIfPresent(String.self, forKey: .group), line: nil,
            icon: try container.decodeIfPresent(ChipIcon.self, forKey: .icon))
        breaksBefore = try container.decodeIfPresent(Bool.self, forKey: .breaksBefore) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(label, forKey: .label)
        try container.encodeIfPresent(weight, forKey: .weight)
        try container.encodeIfPresent(value, forKey: .value)
        try container.encodeIfPresent(color, forKey: .color)
        try container.encodeIfPresent(link, forKey: .link)
        try container.encodeIfPresent(group, forKey: .group)
        if breaksBefore { try container.encode(true, forKey: .breaksBefore) }
        try container.encodeIfPresent(icon, forKey: .icon)
    }
}
