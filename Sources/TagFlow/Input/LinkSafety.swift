import ChipRendering

/// Which links a cloud may carry. A browser runs a `javascript:` or `vbscript:` link as code in
/// the page that shows the SVG, and a `data:` link can hold a whole page that does; a list of
/// labels from outside must not be able to put one there unless the user says so.
enum LinkSafety {
    /// The schemes refused unless `--allow-unsafe-links` is given.
    static let unsafeSchemes: Set<String> = ["javascript", "vbscript", "data"]

    /// The scheme of `link` when it is one of `unsafeSchemes` in any form a writer emits it
    /// (`LinkText`: as the SVG `href` reads, as the PDF `/URI` holds it) or as it was given — the
    /// check judges exactly what reaches a browser or a PDF reader.
    static func unsafeScheme(of link: String) -> String? {
        scheme(of: link) ?? scheme(of: LinkText.svg(link)) ?? scheme(of: LinkText.pdf(link))
    }

    /// The scheme of `link` when it is one of `unsafeSchemes`, read as a browser reads it (the
    /// WHATWG URL rules): leading spaces and control characters ignored, tabs and line breaks
    /// anywhere ignored, letters in any case — so `" Java\tScript:…"` is caught too.
    private static func scheme(of link: String) -> String? {
        var scheme = ""
        for scalar in link.unicodeScalars.drop(while: { $0.value <= 0x20 }) {
            if scalar == "\t" || scalar == "\n" || scalar == "\r" { continue }
            if scalar == ":" {
                let name = scheme.lowercased()
                return unsafeSchemes.contains(name) ? name : nil
            }
            guard scalar.isASCII, scheme.count < 16 else { return nil }
            scheme.unicodeScalars.append(scalar)
        }
        // No colon: a relative link.
        return nil
    }
}
