/// A colour with straight (not premultiplied) alpha, each channel 0…1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from a `#rgb`, `#rrggbb` or `#rrggbbaa` string; `nil` when it is not one.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = hex.dropFirst().map { $0.hexDigitValue }
        guard !digits.contains(nil) else { return nil }
        let values = digits.map { Double($0!) }
        switch values.count {
        case 3:
            self.init(red: values[0] / 15, green: values[1] / 15, blue: values[2] / 15)
        case 6, 8:
            let bytes = stride(from: 0, to: values.count, by: 2).map { (values[$0] * 16 + values[$0 + 1]) / 255 }
            self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
        default:
            return nil
        }
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var description: String {
        let channels = alpha < 1 ? [red, green, blue, alpha] : [red, green, blue]
        return "#"
            + channels.map { channel in
                let byte = Int((min(max(channel, 0), 1) * 255).rounded())
                return String(byte, radix: 16).leftPadded(to: 2)
            }.joined()
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
