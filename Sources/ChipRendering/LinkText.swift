/// A link as each writer emits it, defined once so the safety check reads exactly what a browser
/// or PDF reader will get: the SVG writer (still and animated) puts `svg(_:)` in `href`, Cairo puts
/// `pdf(_:)` in `/URI (…)`. A check that read the link before a writer changed it could pass
/// `java\u{1}script:` that the SVG writer then turned into a live `javascript:`.
package enum LinkText {
    /// The first character of `link` that no output can hold as it is: XML 1.0 forbids the C0
    /// controls other than tab, LF and CR, and U+FFFE and U+FFFF, so the SVG writer would drop
    /// them and join what stood on either side. `nil` when every character can be written.
    package static func firstUnholdable(in link: String) -> Unicode.Scalar? {
        link.unicodeScalars.first(where: isUnholdable)
    }

    /// Whether XML 1.0 cannot hold `scalar` (its `Char` production).
    package static func isUnholdable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    /// The link as an SVG reader gets it from the `href` the writer emits: the characters XML
    /// cannot hold gone (`XML.escape` drops them), and tab, LF and CR read as spaces (XML's
    /// attribute-value normalisation).
    package static func svg(_ link: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in link.unicodeScalars where !isUnholdable(scalar) {
            out.append(scalar == "\t" || scalar == "\n" || scalar == "\r" ? " " : scalar)
        }
        return String(out)
    }

    /// `svg(link)`, or `nil` when `link` holds a character no output can carry: a writer leaves
    /// such a link out rather than write one that differs from what was judged.
    package static func svgIfWritable(_ link: String) -> String? {
        firstUnholdable(in: link) == nil ? svg(link) : nil
    }

    /// The link as a PDF's `/URI (…)` string holds it: 7-bit ASCII with every byte a URI cannot
    /// hold percent-encoded (`URIEncoding`), and the PDF string delimiters `(`, `)` and `\` too —
    /// Cairo writes the URI between parentheses without escaping, so one `)` would end the string
    /// and let the rest of a link write its own `/S /JavaScript` action.
    package static func pdf(_ link: String) -> String {
        URIEncoding.percentEncoded(link, alsoEncoding: pdfDelimiters)
    }

    /// The bytes a PDF literal string treats specially.
    private static let pdfDelimiters: Set<UInt8> = [UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\\")]
}
