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

    /// A colour from a `#rgb`, `#rrggbb` or `#rrggbbaa` string.
    ///
    /// - Throws: `ColorError.notHex` when it is not one: a typo never becomes the default colour
    ///   in silence (an optional would, passed where a `Color?` is taken).
    public init(hex: String) throws(ColorError) {
        guard hex.hasPrefix("#") else { throw .notHex(hex) }
        // ASCII digits from the bytes: by `Character` a colour was 7.5 k instructions, and the
        // default theme alone parses seven. Other text (fullwidth digits count) goes the long way.
        let ascii = hex.utf8.dropFirst().map { byte -> Int? in
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
            default: nil
            }
        }
        let digits = ascii.contains(nil) ? hex.dropFirst().map { $0.hexDigitValue } : ascii
        guard !digits.contains(nil) else { throw .notHex(hex) }
        let values = digits.map { Double($0!) }
        switch values.count {
        case 3:
            self.init(red: values[0] / 15, green: values[1] / 15, blue: values[2] / 15)
        case 6, 8:
            let bytes = stride(from: 0, to: values.count, by: 2).map { (values[$0] * 16 + values[$0 + 1]) / 255 }
            self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
        default:
            throw .notHex(hex)
        }
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var description: String {
        let channels = alpha < 1 ? [red, green, blue, alpha] : [red, green, blue]
        return "#"
            + channels.map { channel in
                let byte = Int((min(max(channel, 0), 1) * 255).rounded())
                return byte.hex(digits: 2)
            }.joined()
    }
}
