import Primitives

/// Writes the small JSON documents TagFlow prints: numbers in their shortest exact form
/// (`80`, not `80.0`), no spaces, keys in the order given.
package enum JSONWriter {
    /// A number as JSON: whole numbers without a fraction, others in Swift's shortest
    /// round-trip form.
    package static func number(_ value: Double) -> String {
        PlainNumber.format(value)
    }

    /// An array of numbers: `[1,2.5,3]`.
    package static func numbers(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ",") + "]"
    }

    /// A string with the escapes JSON needs.
    package static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{00}"..."\u{1F}", "\u{2028}", "\u{2029}":
                out += "\\u" + scalar.value.hex(digits: 4)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
