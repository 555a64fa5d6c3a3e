/// An attribute or style value as a browser's CSS parser reads it, and the allow-list it must
/// pass: SVG presentation attributes are CSS, so `\75 rl(…)` is `url(…)` and `u/**/rl(` too
/// would be, in a browser. The value is judged decoded, and the decoded form is what is
/// written, so what was judged is exactly what every reader sees.
enum IconCSSValue {
    /// The functions a drawing's values use: paint references, colours and transforms.
    static let functions: Set<String> = [
        "url", "rgb", "rgba", "hsl", "hsla", "matrix", "translate", "scale", "rotate", "skewx", "skewy",
    ]

    /// `value` with CSS escapes decoded (`\75`, `\000075 `, `\u`, an escaped line end removed)
    /// and comments (`/* … */`, an unclosed one to the end) removed.
    static func decoded(_ value: String) -> String {
        let scalars = Array(value.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                index += 2
                while index < scalars.count,
                    !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/")
                {
                    index += 1
                }
                index += 2
                continue
            }
            guard scalar == "\\" else {
                out.append(scalar)
                index += 1
                continue
            }
            index += 1
            guard index < scalars.count else { break }
            if scalars[index] == "\n" || scalars[index] == "\r" || scalars[index] == "\u{0C}" {
                // An escaped line end is a continuation: nothing.
                if scalars[index] == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
                index += 1
                continue
            }
            var digits = 0
            var code: UInt32 = 0
            while digits < 6, index < scalars.count, scalars[index].isASCII,
                let digit = UInt32(String(scalars[index]), radix: 16)
            {
                code = code * 16 + digit
                digits += 1
                index += 1
            }
            if digits == 0 {
                out.append(scalars[index])
                index += 1
                continue
            }
            // One white space after a hexadecimal escape belongs to it.
            if index < scalars.count, [" ", "\t", "\n", "\u{0C}"].contains(scalars[index]) {
                index += 1
            } else if index < scalars.count, scalars[index] == "\r" {
                index += index + 1 < scalars.count && scalars[index + 1] == "\n" ? 2 : 1
            }
            out.append(code == 0 || code > 0x10FFFF ? "\u{FFFD}" : Unicode.Scalar(code) ?? "\u{FFFD}")
        }
        return String(out)
    }

    /// Why `decoded` (a value already decoded) is not plain drawing, or `nil` when it is:
    /// only letters, digits, spaces and `# . , - + % ( ) ' " _ /` pass, and of functions only
    /// `functions`. So no escape, comment, `@import`, `expression(`, `image-set(` or scheme
    /// (`:`) can be in what is written.
    static func problem(in decoded: String) -> String? {
        var name = ""
        for scalar in decoded.unicodeScalars {
            let isLetter = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
            if isLetter || scalar == "-" || scalar == "_" || (!name.isEmpty && scalar >= "0" && scalar <= "9") {
                name.unicodeScalars.append(scalar)
                continue
            }
            if scalar == "(" {
                guard functions.contains(name.lowercased()) else { return "the CSS function '\(name)('" }
            } else if !((scalar >= "0" && scalar <= "9") || " \t\n\r#.,+%)'\"/".unicodeScalars.contains(scalar)) {
                return "the character '\(Character(scalar))'"
            }
            name = ""
        }
        return nil
    }
}
