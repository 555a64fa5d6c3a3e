extension Color {
    /// A colour from CSS text; `nil` when the text is none of the forms below or a value is out of range.
    ///
    /// Accepted, ASCII case-insensitively and with surrounding white space ignored:
    /// - `#rgb`, `#rgba`, `#rrggbb` and `#rrggbbaa`;
    /// - `rgb(r, g, b)` and `rgba(r, g, b, a)`: the three components all numbers 0…255 or all percentages,
    ///   the alpha a number 0…1 or a percentage. As in CSS Color 4, `rgb` and `rgba` are one function,
    ///   so either takes an alpha or not;
    /// - the space-separated `rgb(r g b)` and `rgb(r g b / a)`, where numbers and percentages may mix;
    /// - `transparent` and the 148 named colours of CSS Color 4 (`rebeccapurple`, `grey` and `gray`, …).
    ///
    /// Numbers may have a fraction or an exponent (`127.5`, `.5`, `1e2`). Where a browser would clamp an
    /// out-of-range value, this refuses it: `rgb(300, 0, 0)` in a chip style is a mistake worth reporting.
    public init?(css text: String) {
        let text = String(text[...].trimmingWhitespace()).asciiLowercased()
        if text.hasPrefix("#") {
            self.init(cssHexDigits: text.dropFirst())
        } else if let arguments = text.arguments(ofFunction: "rgb") ?? text.arguments(ofFunction: "rgba") {
            self.init(cssRGBArguments: arguments)
        } else if text == "transparent" {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
        } else if let value = cssColorNames[text] {
            self.init(
                red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255,
                blue: Double(value & 0xFF) / 255)
        } else {
            return nil
        }
    }

    /// The digits after `#`: 3 or 4 of them (`f` standing for `ff`), or 6 or 8.
    private init?(cssHexDigits digits: Substring) {
        // `Character.hexDigitValue` also takes fullwidth digits, which CSS does not.
        guard digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        let values = digits.map { Double($0.hexDigitValue!) }
        let channels: [Double]
        switch values.count {
        case 3, 4:
            channels = values.map { $0 / 15 }
        case 6, 8:
            channels = stride(from: 0, to: values.count, by: 2).map { (pair: Int) -> Double in
                (values[pair] * 16 + values[pair + 1]) / 255
            }
        default:
            return nil
        }
        self.init(
            red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)
    }

    /// What is between the parentheses of `rgb(…)`: `r, g, b[, a]` (legacy) or `r g b[ / a]` (CSS Color 4).
    private init?(cssRGBArguments arguments: Substring) {
        let components: [Substring]
        let alphaToken: Substring?
        if arguments.contains(",") {
            let parts = arguments.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingWhitespace()
            }
            guard parts.count == 3 || parts.count == 4 else { return nil }
            components = Array(parts.prefix(3))
            alphaToken = parts.count == 4 ? parts[3] : nil
            // The legacy syntax takes three numbers or three percentages, never a mixture.
            guard Set(components.map { $0.hasSuffix("%") }).count == 1 else { return nil }
        } else {
            let halves = arguments.split(separator: "/", omittingEmptySubsequences: false)
            guard halves.count <= 2 else { return nil }
            components = halves[0].split(whereSeparator: \.isWhitespace)
            alphaToken = halves.count == 2 ? halves[1].trimmingWhitespace() : nil
        }
        guard components.count == 3,
            let red = Self.cssFraction(components[0], numberLimit: 255),
            let green = Self.cssFraction(components[1], numberLimit: 255),
            let blue = Self.cssFraction(components[2], numberLimit: 255)
        else { return nil }
        var alpha = 1.0
        if let alphaToken {
            guard let value = Self.cssFraction(alphaToken, numberLimit: 1) else { return nil }
            alpha = value
        }
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A number 0…`numberLimit` or a percentage 0…100%, as a fraction of its limit; `nil` when out of range.
    private static func cssFraction(_ token: Substring, numberLimit: Double) -> Double? {
        let isPercentage = token.hasSuffix("%")
        let limit = isPercentage ? 100 : numberLimit
        guard let value = cssNumber(isPercentage ? token.dropLast() : token), (0...limit).contains(value) else {
            return nil
        }
        return value / limit
    }

    /// A CSS `<number>`: a sign, digits with an optional fraction (or a fraction alone), an optional exponent.
    /// `Double(_:)` alone would also take `inf`, `nan`, `0x1p4` and `1.`.
    private static func cssNumber(_ token: Substring) -> Double? {
        var rest = token.utf8[...]
        func skip(_ isWanted: (UInt8) -> Bool) -> Int {
            let count = rest.prefix(while: isWanted).count
            rest = rest.dropFirst(count)
            return count
        }
        let isSign = { (byte: UInt8) in byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") }
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

        if let sign = rest.first, isSign(sign) { rest = rest.dropFirst() }
        var digitCount = skip(isDigit)
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            let fractionCount = skip(isDigit)
            guard fractionCount > 0 else { return nil }
            digitCount += fractionCount
        }
        guard digitCount > 0 else { return nil }
        if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if let sign = rest.first, isSign(sign) { rest = rest.dropFirst() }
            guard skip(isDigit) > 0 else { return nil }
        }
        guard rest.isEmpty else { return nil }
        return Double(token)
    }
}

extension Substring {
    fileprivate func trimmingWhitespace() -> Substring {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return self[endIndex...] }
        return self[first...last]
    }
}

extension String {
    /// Lower-cases A–Z only: CSS keywords are ASCII case-insensitive, so the Kelvin sign (U+212A) is no `k`.
    /// In UTF-8 bytes: A–Z are single bytes no other character's bytes contain (lowering them by
    /// scalars was 120 k instructions for `--background white`).
    fileprivate func asciiLowercased() -> String {
        String(decoding: utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }, as: UTF8.self)
    }

    /// What is between `name(` and a final `)`; `nil` when the text is not a call of `name`.
    fileprivate func arguments(ofFunction name: String) -> Substring? {
        guard hasPrefix(name + "("), hasSuffix(")") else { return nil }
        return dropFirst(name.count + 1).dropLast()
    }
}
