import Foundation

/// A font that ships in TagFlow's `Fonts/` folder.
public enum BundledFont: String, CaseIterable, Sendable {
    case interRegular = "Inter-Regular.otf"
    case interSemiBold = "Inter-SemiBold.otf"
    /// The Hangul face that Korean labels fall back to.
    case hangul = "NanumSquareRoundR.ttf"
}

/// Finds the bundled `Fonts/` folder, the same way however TagFlow is run.
///
/// Looked for, in order:
/// 1. `$TAGFLOW_FONTS_DIR`, when set (and then nowhere else);
/// 2. beside the executable and in each folder above it: `<dir>/Fonts` and
///    `<dir>/share/tagflow/Fonts` — this finds the package's `Fonts/` from `.build/…/tagflow`,
///    `swift run` and `swift test`, and `/usr/local/share/tagflow/Fonts` for an installed
///    `/usr/local/bin/tagflow`;
/// 3. the package the code was built from (its source path), for a binary copied elsewhere
///    while the checkout still exists.
public enum BundledFonts {
    /// The environment variable that names the fonts folder explicitly.
    public static let environmentVariable = "TAGFLOW_FONTS_DIR"

    /// The folder that holds the bundled fonts.
    public static func directory() throws(FontError) -> String {
        try found.get()
    }

    /// The full path of one bundled font.
    public static func path(of font: BundledFont) throws(FontError) -> String {
        try directory() + "/" + font.rawValue
    }

    /// The folders looked in, in order.
    public static func candidates(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executable: String? = executablePath()
    ) -> [String] {
        if let explicit = environment[environmentVariable], !explicit.isEmpty {
            return [explicit]
        }
        var folders: [String] = []
        if let executable {
            var dir = (executable as NSString).deletingLastPathComponent
            while true {
                folders.append(dir + "/Fonts")
                folders.append(dir + "/share/tagflow/Fonts")
                let parent = (dir as NSString).deletingLastPathComponent
                if parent == dir || parent.isEmpty { break }
                dir = parent
            }
        }
        folders.append(packageRoot + "/Fonts")
        return folders.map { $0.replacingOccurrences(of: "//", with: "/") }
    }

    private static let found: Result<String, FontError> = {
        let folders = candidates()
        let marker = BundledFont.interRegular.rawValue
        if let hit = folders.first(where: { FileManager.default.fileExists(atPath: $0 + "/" + marker) }) {
            return .success(hit)
        }
        return .failure(.bundledFontsNotFound(searched: folders))
    }()

    /// The real path of the running executable (symbolic links resolved).
    public static func executablePath() -> String? {
        guard let url = Bundle.main.executableURL else { return nil }
        return url.resolvingSymlinksInPath().path
    }

    /// Sources/TextShaping/BundledFonts.swift → the package root, three levels up.
    private static let packageRoot: String = {
        var path = "\(#filePath)"
        for _ in 0..<3 { path = (path as NSString).deletingLastPathComponent }
        return path
    }()
}
