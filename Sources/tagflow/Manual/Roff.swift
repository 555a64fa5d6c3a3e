import Primitives

/// Text made safe for roff input: backslashes and hyphens escaped, a line that would start with
/// a control character (`.` or `'`) guarded, and every non-ASCII character written as a groff
/// `\[uXXXX]` escape, so the page reads the same whatever encoding `man` assumes.
enum Roff {
    /// `text` as roff text, one input line per line of `text`.
    static func escaped(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var output = ""
            for scalar in line.unicodeScalars {
                switch scalar {
                case "\\": output += "\\e"
                // `\-` is the minus sign: options copied from the page keep their ASCII dashes.
                case "-": output += "\\-"
                case "\t": output += " "
                case _ where scalar.isASCII: output.unicodeScalars.append(scalar)
                default: output += "\\[u" + hex(scalar.value) + "]"
                }
            }
            return output.first == "." || output.first == "'" ? "\\&" + output : output
        }.joined(separator: "\n")
    }

    /// `text` in bold.
    static func bold(_ text: String) -> String { "\\fB" + escaped(text) + "\\fR" }

    /// `text` in italics (underlined on a terminal): placeholders.
    static func italic(_ text: String) -> String { "\\fI" + escaped(text) + "\\fR" }

    /// Upper-case hexadecimal, at least four digits, as groff's `\[uXXXX]` wants.
    private static func hex(_ value: UInt32) -> String {
        value.hex(digits: 4, uppercase: true)
    }
}
