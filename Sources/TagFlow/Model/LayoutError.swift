import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a cloud cannot be laid out as its style asks (`TagCloud.layout()`).
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `maxChipWidth` leaves no room for one character and "…" of `label`. `smallest` is the
    /// narrowest maximum, in px, at which every chip shows at least one character of its label.
    case maxChipWidthTooNarrow(maxChipWidth: Double, smallest: Double, label: String)
    /// The cloud does not fit `CloudStyle.canvas` (`canvas`) even with as few rows as fit:
    /// `needed` is the canvas, margins included, that holds every chip (whole px).
    case canvasTooSmall(canvas: Size, needed: Size)
    /// The tag at `index` (its `label`) has a `CloudTag/value` that cannot be drawn: `problem`
    /// says why (empty, longer than `CloudTag.maximumValueLength` characters, a control character).
    case badValue(index: Int, label: String, problem: String)

    /// The smallest whole px that works, for messages: a width a user can type.
    public var smallestWholeWidth: Int {
        switch self {
        case .maxChipWidthTooNarrow(_, let smallest, _): Int(ceil(smallest - 1e-9))
        case .canvasTooSmall(_, let needed): Int(needed.width)
        case .badValue: 0
        }
    }

    public var description: String {
        switch self {
        case .maxChipWidthTooNarrow(let maximum, _, let label):
            "a maximum chip width of \(Self.number(maximum)) px leaves no room for one character and '…' of '\(label)';"
                + " use at least \(smallestWholeWidth) px"
        case .canvasTooSmall(let canvas, let needed):
            "the cloud does not fit a canvas of \(Self.number(canvas.width))x\(Self.number(canvas.height)) px; it needs "
                + "\(Self.number(needed.width))x\(Self.number(needed.height)) px"
        case .badValue(_, let label, let problem):
            "the value of '\(label)' cannot be drawn beside it: \(problem); give one line of at most "
                + "\(CloudTag.maximumValueLength) characters"
        }
    }

    /// 40 as "40", 40.5 as "40.5".
    private static func number(_ value: Double) -> String {
        PlainNumber.format(value)
    }
}
