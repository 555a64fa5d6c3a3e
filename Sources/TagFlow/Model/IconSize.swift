import Primitives

/// How tall a chip's icon is drawn, relative to its label's text. Written `cap`, `line` or
/// `1.2em` (`--icon-size`, and its JSON form in a style).
public enum IconSize: Hashable, Sendable, LosslessStringConvertible, Codable {
    /// As tall as the label's capital letters: the icon lines up with the text.
    case capHeight
    /// As tall as the label's line (ascent plus descent): a bolder icon.
    case lineHeight
    /// A multiple of the label's font size (`1` is one em), within `CloudStyle.iconEms`.
    case em(Double)

    /// The icon's height in px for a label of `fontSize` px with these metrics.
    func height(fontSize: Double, capHeight: Double, lineHeight: Double) -> Double {
        switch self {
        case .capHeight: return capHeight
        case .lineHeight: return lineHeight
        case .em(let factor): return factor * fontSize
        }
    }

    /// `cap`, `line`, or a number of ems (`1.2em` or `1.2`), in any case; `nil` for anything
    /// else. The number's range is checked with the style (`CloudStyle.validate()`).
    public init?(_ description: String) {
        let text = description.lowercased()
        switch text {
        case "cap": self = .capHeight
        case "line": self = .lineHeight
        default:
            let number = text.hasSuffix("em") ? String(text.dropLast(2)) : text
            guard let factor = Double(number), factor.isFinite else { return nil }
            self = .em(factor)
        }
    }

    /// `cap`, `line` or `1.2em`: as `--icon-size` takes it.
    public var description: String {
        switch self {
        case .capHeight: return "cap"
        case .lineHeight: return "line"
        case .em(let factor): return PlainNumber.format(factor) + "em"
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let size = IconSize(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "icon size '\(text)' is not cap, line or a number of em")
        }
        self = size
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
