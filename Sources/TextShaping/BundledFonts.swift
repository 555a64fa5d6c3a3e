internal import TagFlowFonts

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A font that ships in TagFlow's `Fonts/` folder.
public enum BundledFont: String, CaseIterable, Sendable {
    case interRegular = "Inter-Regular.otf"
    case interSemiBold = "Inter-SemiBold.otf"
    /// The Hangul face that Korean labels fall back to.
    case hangul = "NanumSquareRoundR.ttf"

    /// The case's place in `allCases`.
    var place: Int {
        switch self {
        case .interRegular: 0
        case .interSemiBold: 1
        case .hangul: 2
        }
    }
}

/// Finds the bundled `Fonts/` folder, the same way however TagFlow is run.
///
/// Looked for, in order:
/// 1. `$TAGFLOW_FONTS_DIR`, when set (and then nowhere else);
/// 2. in the executable's folder and each folder above it: the SwiftPM resources of the
///    `TagFlowFonts` target (`TagFlow_TagFlowFonts.resources/Fonts`, or `.bundle` on Apple
///    platforms) — how a package that depends on TagFlow finds them, in its executables and its
///    tests, with no setting — then `<dir>/Fonts` and
///    `<dir>/share/tagflow/Fonts` — this finds the package's `Fonts/` from `.build/…/tagflow`,
///    `swift run` and `swift test`, and `/usr/local/share/tagflow/Fonts` for an installed
///    `/usr/local/bin/tagflow`.
///
/// Never the checkout the code was built from: a binary holds no path of the build machine, and
/// looks for nothing there on a user's machine (a copied `.build/…/tagflow` takes its
/// `TagFlow_TagFlowFonts.resources` with it, or `TAGFLOW_FONTS_DIR`).
public enum BundledFonts {
    /// The environment variable that names the fonts folder explicitly.
    public static let environmentVariable = "TAGFLOW_FONTS_DIR"

    /// The folder that holds the bundled fonts.
    public static func directory() throws(FontError) -> String {
        try found.get()
    }

    /// The full path of one bundled font.
    public static func path(of font: BundledFont) throws(FontError) -> String {
        try paths.get()[font.place]
    }

    /// Every bundled font's path, in `BundledFont.allCases` order, made once: a batch asks for
    /// the Hangul face's for each list that may need it, and joining the path again was about
    /// 1,200 instructions each time. Found by the case's place: a dictionary keyed by the case
    /// hashed its `String` raw value, about 420 instructions a lookup (75 k of the 200 × 40 SVG
    /// batch, 6 Dec 2026).
    private static let paths = found.map { directory in
        BundledFont.allCases.map { directory + "/" + $0.rawValue }
    }

    /// The folders looked in, in order.
    ///
    /// - Parameters:
    ///   - explicitFolder: the value of `TAGFLOW_FONTS_DIR`, if set.
    ///   - executable: the running executable's real path.
    public static func candidates(
        explicitFolder: String? = getenv(environmentVariable).map { String(cString: $0) },
        executable: String? = executablePath()
    ) -> [String] {
        if let explicitFolder, !explicitFolder.isEmpty {
            return [explicitFolder]
        }
        var folders: [String] = []
        var folder = executable.map(parent(of:))
        // Each folder up from the executable: SwiftPM's resources (beside a Linux executable, or
        // a few levels up from a test binary inside an Apple `.xctest` bundle), then an install.
        while let current = folder {
            let prefix = current == "/" ? "" : current
            let bundle = prefix + "/" + TAGFLOW_FONTS_BUNDLE
            folders += [
                bundle + ".resources/Fonts", bundle + ".bundle/Fonts", bundle + ".bundle/Contents/Resources/Fonts",
                prefix + "/Fonts", prefix + "/share/tagflow/Fonts",
            ]
            folder = current == "/" ? nil : parent(of: current)
        }
        return folders
    }

    private static let found: Result<String, FontError> = {
        let folders = candidates()
        let marker = BundledFont.interRegular.rawValue
        guard let hit = folders.first(where: { access($0 + "/" + marker, R_OK) == 0 }) else {
            return .failure(.bundledFontsNotFound(searched: folders))
        }
        // A folder that holds some of the faces is the one meant, and its gap is named.
        if let missing = BundledFont.allCases.first(where: { access(hit + "/" + $0.rawValue, R_OK) != 0 }) {
            return .failure(.bundledFontMissing(path: hit + "/" + missing.rawValue))
        }
        return .success(hit)
    }()

    /// The real path of the running executable (symbolic links resolved).
    public static func executablePath() -> String? {
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            guard count > 0 else { return nil }
            return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
            var size: UInt32 = 0
            _NSGetExecutablePath(nil, &size)
            var buffer = [CChar](repeating: 0, count: Int(size) + 1)
            guard _NSGetExecutablePath(&buffer, &size) == 0, let real = realpath(buffer, nil) else { return nil }
            defer { free(real) }
            return String(cString: real)
        #endif
    }

    /// The folder that holds `path`: "/a/b" for "/a/b/c", "/" for "/a".
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
