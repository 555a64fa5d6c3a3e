import Primitives

/// The process-wide set of open fonts: each file and face is opened once and kept until the
/// process ends (Cairo may hold on to a face after a render, so fonts are never closed).
public enum FontLibrary {
    private struct Key: Hashable {
        var path: String
        var index: Int
    }

    private static let fonts = Locked<[Key: Font]>([:])

    /// The font at `path` (face `index` of a collection), opened on first use.
    public static func font(atPath path: String, index: Int = 0) throws(FontError) -> Font {
        let key = Key(path: path, index: index)
        return try fonts.withLock { (fonts) throws(FontError) -> Font in
            if let font = fonts[key] { return font }
            let font = try Font(path: path, index: index)
            fonts[key] = font
            return font
        }
    }

    /// One of the fonts that ship with TagFlow.
    public static func bundled(_ font: BundledFont) throws(FontError) -> Font {
        try self.font(atPath: BundledFonts.path(of: font))
    }

    /// The default font stack: Inter (regular or semibold), then the bundled Hangul face.
    public static func defaultStack(semibold: Bool = false) throws(FontError) -> [Font] {
        [try bundled(semibold ? .interSemiBold : .interRegular), try bundled(.hangul)]
    }
}
