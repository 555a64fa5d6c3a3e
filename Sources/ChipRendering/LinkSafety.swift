/// Which links a cloud may carry. A browser runs a `javascript:` or `vbscript:` link as code in
/// the page that shows the SVG, and a `data:` link can hold a whole page that does; a list of
/// labels from outside — or a Swift caller's tags — must not be able to put one there unless
/// the caller says so (`ChipScene.allowsUnsafeLinks`). The one rule: the layout checks the tags
/// with it and the renderer every scene it draws, whoever made it.
package enum LinkSafety {
    /// The schemes refused unless the caller allows them (`--allow-unsafe-links`).
    package static let unsafeSchemes: Set<String> = ["javascript", "vbscript", "data"]

    /// Refuses `link` when it uses one of `unsafeSchemes`; `index` and `label` name its tag.
    ///
    /// - Throws: `RenderError.unsafeLink`.
    package static func check(_ link: String, index: Int?, label: String) throws(RenderError) {
        if let scheme = unsafeScheme(of: link) {
            throw .unsafeLink(index: index, label: label, link: link, scheme: scheme)
        }
    }

    /// Refuses the first chip of `chips` whose link uses one of `unsafeSchemes`.
    ///
    /// - Throws: `RenderError.unsafeLink` naming it.
    package static func check(_ chips: [PlacedChip]) throws(RenderError) {
        for position in chips.indices {
            guard let link = chips[position].link else { continue }
            try check(link, index: chips[position].index, label: chips[position].label)
        }
    }

    /// The scheme of `link` when it is one of `unsafeSchemes` in any form a writer emits it
    /// (`LinkText`: as the SVG `href` reads, as the PDF `/URI` holds it) or as it was given — the
    /// check judges exactly what reaches a browser or a PDF reader.
    package static func unsafeScheme(of link: String) -> String? {
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
