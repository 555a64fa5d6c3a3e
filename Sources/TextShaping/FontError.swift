/// Why a font could not be found or opened. Each case names what the user has to fix.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bundled `Fonts/` folder was in none of the places TagFlow looks.
    case bundledFontsNotFound(searched: [String])
    /// The bundled fonts folder was found, but one of its faces is not in it.
    case bundledFontMissing(path: String)
    /// No file at the path.
    case fileMissing(path: String)
    /// The file exists but could not be read.
    case unreadable(path: String, reason: String)
    /// The file is not a font FreeType can open (truncated, or another kind of file).
    case notAFont(path: String, reason: String)
    /// A collection (`.ttc`) has fewer faces than the index asked for.
    case faceIndexOutOfRange(path: String, index: Int)
    /// Fontconfig found nothing at all for a pattern (or could not start).
    case noMatch(pattern: String)
    /// The Fontconfig configuration `FONTCONFIG_FILE` names (found at `path`) is not one
    /// Fontconfig can read to its end: not a regular file, or larger than any fonts.conf.
    case unusableFontconfigFile(path: String, reason: String)

    public var description: String {
        switch self {
        case .bundledFontsNotFound(let searched):
            // The first few places, then how many more: 26 paths made a line no one reads.
            let shown = searched.prefix(3).joined(separator: ", ")
            let more = searched.count > 3 ? " and \(searched.count - 3) more ('tagflow fonts' lists them)" : ""
            return "the bundled fonts (Fonts/Inter-Regular.otf) were not found; looked in \(shown)\(more); "
                + "set TAGFLOW_FONTS_DIR to the folder that holds them"
        case .bundledFontMissing(let path):
            return "\(path): a bundled font is missing from its folder; restore it from TagFlow's Fonts/ "
                + "(or point TAGFLOW_FONTS_DIR at a complete copy)"
        case .fileMissing(let path):
            return "\(path): no such font file; check the path"
        case .unreadable(let path, let reason):
            return "\(path): cannot read the font file (\(reason))"
        case .notAFont(let path, let reason):
            return "\(path): not a font file FreeType can open (\(reason)); use a .ttf, .otf or .ttc file"
        case .faceIndexOutOfRange(let path, let index):
            return "\(path): the file has no face number \(index)"
        case .noMatch(let pattern):
            return "no font found for '\(pattern)'; pass a font file path, or see 'tagflow fonts'"
        case .unusableFontconfigFile(let path, let reason):
            return "FONTCONFIG_FILE names \(path), which is \(reason); font names are not looked up with it; "
                + "point FONTCONFIG_FILE at a fonts.conf file, or unset it"
        }
    }
}
