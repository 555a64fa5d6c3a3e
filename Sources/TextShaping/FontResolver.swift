#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns a `FontRequest` into open fonts: the primary font and its fallbacks.
public enum FontResolver {
    /// The primary font for `request`, and a note when it is a substitute for what was asked.
    public static func primary(for request: FontRequest) throws(FontError) -> (font: Font, note: String?) {
        switch request.source {
        case .bundled where !request.italic:
            let weight = request.weight ?? 400
            let semibold = weight >= 550
            let note =
                [400, 600].contains(weight)
                ? nil : "the bundled Inter comes in weights 400 and 600; using \(semibold ? 600 : 400)"
            return (try FontLibrary.bundled(semibold ? .interSemiBold : .interRegular), note)
        case .bundled:
            // The bundled Inter has no italic: look for one on the system.
            return try resolve(pattern: "Inter", request: request)
        case .file(let path, let index):
            let font = try FontLibrary.font(atPath: path, index: index)
            // Most requests ask for nothing a file ignores: no array of what it ignores made for
            // each list of a batch.
            guard request.weight != nil || request.italic else { return (font, nil) }
            // Named as the request's properties; the command line puts its flags in their place.
            let ignored = [
                request.weight.map { _ in "FontRequest.weight" }, request.italic ? "FontRequest.italic" : nil,
            ]
            .compactMap { $0 }
            let note =
                ignored.isEmpty
                ? nil
                : "\(ignored.joined(separator: " and ")) \(ignored.count == 1 ? "applies" : "apply") to font names, not files; \(path) is used as it is"
            return (font, note)
        case .pattern(let pattern):
            // Fontconfig would read the name only up to the NUL.
            guard !pattern.utf8.contains(0) else { throw .noMatch(pattern: pattern) }
            return try resolve(pattern: pattern, request: request)
        }
    }

    /// The font stack for `request`: the primary font, then the bundled Hangul face.
    public static func stack(for request: FontRequest) throws(FontError) -> (fonts: [Font], note: String?) {
        let (primary, note) = try primary(for: request)
        let hangul = try FontLibrary.bundled(.hangul)
        return (primary === hangul ? [primary] : [primary, hangul], note)
    }

    /// `stack(for:)`, opening the bundled Hangul face only when `mayNeedFallback` says text may
    /// reach it: printable ASCII the primary font draws never does, and shapes the same with or
    /// without it, so a cloud of such labels does not read and parse the 1 MB face.
    package static func stack(for request: FontRequest, mayNeedFallback: (Font) -> Bool) throws(FontError) -> (
        fonts: [Font], note: String?
    ) {
        let (primary, note) = try primary(for: request)
        guard mayNeedFallback(primary) else { return ([primary], note) }
        let hangul = try FontLibrary.bundled(.hangul)
        return (primary === hangul ? [primary] : [primary, hangul], note)
    }

    /// What `tagflow fonts PATTERN` shows: where a pattern leads.
    public static func match(pattern: String, weight: Int? = nil, italic: Bool? = nil) throws(FontError) -> FontMatch {
        if let refusal = FontconfigConfig.environmentRefusal { throw refusal }
        guard let found = FontconfigConfig.withConfig({ $0.match(pattern, weight: weight, italic: italic) }),
            let match = found
        else { throw .noMatch(pattern: pattern) }
        return match
    }

    private static func resolve(pattern: String, request: FontRequest) throws(FontError) -> (font: Font, note: String?)
    {
        let found = try match(pattern: pattern, weight: request.weight, italic: request.italic ? true : nil)
        let font = try FontLibrary.font(atPath: found.path, index: found.index)
        let wantsItalic = request.italic && !["italic", "oblique"].contains { found.style.lowercased().contains($0) }
        guard !found.isExact || wantsItalic else { return (font, nil) }
        let what = request.italic ? "an italic '\(pattern)'" : "'\(pattern)'"
        return (font, "no font matches \(what); using \(found.family) \(found.style) (\(found.path))")
    }
}

extension FontResolver {
    /// Makes the fonts in a file or a folder findable by Fontconfig name (`FontRequest(source: .pattern(…))`)
    /// and as fallbacks, for the rest of the process.
    ///
    /// - Throws: `FontError.fileMissing` when nothing is at `path`.
    package static func addFonts(at path: String) throws(FontError) {
        guard access(path, R_OK) == 0 else { throw .fileMissing(path: path) }
        FontconfigConfig.addFonts(at: path)
    }

    /// The family, style, file and index of the face `request` resolves to, for `tagflow fonts`,
    /// with a note when it is a substitute; or, for `nil`, the bundled folder and its faces.
    package static func describe(_ request: FontRequest?) throws(FontError) -> (lines: [String], note: String?) {
        func line(_ font: Font) -> String {
            [font.familyName, font.styleName, font.path, String(font.index)].joined(separator: "\t")
        }
        guard let request else {
            let directory: String
            do {
                directory = try BundledFonts.directory()
            } catch .bundledFontsNotFound(let searched) {
                // Where they were looked for, every place: what a failed render points here for.
                return (
                    ["# bundled fonts: not found; looked in"] + searched.map { "#   " + $0 },
                    "the bundled fonts were not found; set TAGFLOW_FONTS_DIR to the folder that holds them"
                )
            }
            var lines = ["# bundled fonts: \(directory)"]
            for face in BundledFont.allCases { lines.append(line(try FontLibrary.bundled(face))) }
            return (lines, nil)
        }
        let (font, note) = try primary(for: request)
        return ([line(font)], note)
    }
}
