import TextShaping

/// The fonts TagFlow draws with. Labels use the bundled Inter unless `CloudStyle.font` asks for
/// another; Hangul falls back to the bundled NanumSquareRound, other scripts to system fonts.
/// The bundled faces travel with the library as SwiftPM resources, so a package that depends on
/// TagFlow finds them with no setting; `TAGFLOW_FONTS_DIR` names another folder.
public enum Fonts {
    /// The folder that holds the bundled faces.
    ///
    /// - Throws: `FontError` when no folder is found or one of its faces is missing.
    public static func bundledFolder() throws(FontError) -> String {
        try BundledFonts.directory()
    }

    /// Makes the fonts in a font file or a folder of them findable by family name (a
    /// `FontRequest` with a Fontconfig pattern) and as fallbacks, for the rest of the process.
    /// A file can also be used directly, without adding it: `FontRequest(source: .file(path: path, index: 0))`.
    ///
    /// - Throws: `FontError.fileMissing` when nothing readable is at `path`.
    public static func add(_ path: String) throws(FontError) {
        try FontResolver.addFonts(at: path)
    }

    /// One line per face, `family<TAB>style<TAB>file<TAB>index`: what `request` resolves to, or
    /// for `nil` a comment naming the bundled folder and then its faces; and a note when the
    /// face is a substitute for what was asked.
    package static func describe(_ request: FontRequest?) throws(FontError) -> (lines: [String], note: String?) {
        try FontResolver.describe(request)
    }
}
