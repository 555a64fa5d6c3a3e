/// Why a string is not a colour.
public enum ColorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not `#rgb`, `#rrggbb` or `#rrggbbaa`.
    case notHex(String)

    public var description: String {
        switch self {
        case .notHex(let text): "'\(text)' is not a colour: use #rgb, #rrggbb or #rrggbbaa"
        }
    }
}
