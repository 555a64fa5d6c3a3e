internal import CFontconfig
import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// TagFlow's own Fontconfig configuration: the system's fonts plus the bundled `Fonts/` folder.
/// All Fontconfig calls of TagFlow live here. It is made on first use only — when a family name
/// is asked for, or a character no bundled font has needs a fallback — so runs that use only
/// bundled fonts and font files never pay for Fontconfig's start-up. Every call holds one lock:
/// Fontconfig's matching is not documented as thread-safe.
final class FontconfigConfig: @unchecked Sendable {
    private let config: OpaquePointer
    /// Every character some face of the configuration has, made on the first fallback and
    /// dropped when fonts are added: a character outside it is answered without a sort (a
    /// sort takes about 0.3 ms, and every unassigned code point of a list would take one).
    private var coverage: OpaquePointer?

    private init?(adding extras: [String]) {
        guard let config = FcInitLoadConfigAndFonts() else { return nil }
        // The bundled faces resolve by name ("Inter", "NanumSquareRound") on every machine.
        if let folder = try? BundledFonts.directory() {
            _ = FcConfigAppFontAddDir(config, folder)
        }
        self.config = config
        for path in extras { add(path) }
    }

    deinit {
        if let coverage { FcCharSetDestroy(coverage) }
        FcConfigDestroy(config)
    }

    /// Fontconfig's generic family names.
    static let genericFamilies: Set<String> = [
        "sans-serif", "sans", "serif", "monospace", "mono", "cursive", "fantasy", "system-ui", "emoji", "math",
    ]

    private struct State {
        var tried = false
        var config: FontconfigConfig?
        /// Font files and folders a user added, for a configuration not made yet.
        var extras: [String] = []
    }

    private static let shared = Locked(State())

    /// The largest configuration file Fontconfig is let read: system fonts.conf files are a few KiB.
    static let maximumConfigurationSize = 16 << 20

    /// Why the configuration `FONTCONFIG_FILE` names must not be loaded, or `nil` when it may:
    /// Fontconfig reads it whole, so a device (`/dev/zero`) or a FIFO grew without bound or hung.
    /// A relative name is looked for in `FONTCONFIG_PATH`'s folders, as Fontconfig does.
    static let environmentRefusal: FontError? = {
        guard let name = getenv("FONTCONFIG_FILE").map({ String(cString: $0) }), !name.isEmpty else { return nil }
        let folders =
            name.hasPrefix("/")
            ? [""]
            : ["."]
                + (getenv("FONTCONFIG_PATH").map { String(cString: $0) } ?? "")
                .split(separator: ":").map(String.init)
        for folder in folders {
            let path = folder.isEmpty ? name : folder + "/" + name
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) != S_IFREG && (info.st_mode & S_IFMT) != S_IFDIR {
                return .unusableFontconfigFile(
                    path: path, reason: "not a regular file (Fontconfig would read it without end)")
            }
            if (info.st_mode & S_IFMT) == S_IFREG && Int(info.st_size) > maximumConfigurationSize {
                return .unusableFontconfigFile(
                    path: path, reason: "larger than \(maximumConfigurationSize >> 20) MiB, more than any fonts.conf")
            }
        }
        return nil
    }()

    /// Runs `body` with the configuration, starting Fontconfig on first use; `nil` when
    /// Fontconfig cannot load any configuration.
    static func withConfig<T: Sendable>(_ body: (FontconfigConfig) -> T) -> T? {
        shared.withLock { state in
            if !state.tried {
                state.tried = true
                state.config = environmentRefusal == nil ? FontconfigConfig(adding: state.extras) : nil
            }
            return state.config.map(body)
        }
    }

    /// Makes the fonts in a file or folder findable by name. Fontconfig is not started for
    /// this: the path is kept until it is.
    static func addFonts(at path: String) {
        shared.withLock { state in
            state.extras.append(path)
            state.config?.add(path)
        }
    }

    private func add(_ path: String) {
        if let coverage { FcCharSetDestroy(coverage) }
        coverage = nil
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            _ = FcConfigAppFontAddDir(config, path)
        } else {
            _ = FcConfigAppFontAddFile(config, path)
        }
    }

    /// The best face for a Fontconfig pattern (`"Noto Sans:bold"`), with an optional OpenType
    /// weight (100–900) and italic style.
    func match(_ pattern: String, weight: Int?, italic: Bool?) -> FontMatch? {
        guard let query = FcNameParse(pattern) else { return nil }
        defer { FcPatternDestroy(query) }
        // A generic name ("serif", "monospace") is a request for a substitute: any match is exact.
        let asked = string(query, "family").map { $0.lowercased() }.flatMap {
            Self.genericFamilies.contains($0) ? nil : $0
        }
        if let weight { _ = FcPatternAddInteger(query, "weight", FcWeightFromOpenType(Int32(weight))) }
        if let italic { _ = FcPatternAddInteger(query, "slant", italic ? 100 : 0) }
        _ = FcConfigSubstitute(config, query, FcMatchPattern)
        FcDefaultSubstitute(query)
        var result = FcResultNoMatch
        guard let found = FcFontMatch(config, query, &result) else { return nil }
        defer { FcPatternDestroy(found) }
        return fontMatch(found, askedFamily: asked)
    }

    /// A system face that can draw every one of `scalars`, preferring sans-serif faces, and among
    /// them a colour face (`color`: for emoji) or a plain one (for text); a face of the other kind
    /// only when no face of the preferred kind has all of `scalars`.
    func fallback(for scalars: [Unicode.Scalar], color: Bool) -> FontMatch? {
        if let coverage = coverageOfAllFaces(), !scalars.allSatisfy({ FcCharSetHasChar(coverage, $0.value) != 0 }) {
            return nil
        }
        guard let query = FcNameParse("sans-serif"), let characters = FcCharSetCreate() else { return nil }
        defer {
            FcPatternDestroy(query)
            FcCharSetDestroy(characters)
        }
        for scalar in scalars { _ = FcCharSetAddChar(characters, scalar.value) }
        _ = FcPatternAddCharSet(query, "charset", characters)
        _ = FcConfigSubstitute(config, query, FcMatchPattern)
        FcDefaultSubstitute(query)
        var result = FcResultNoMatch
        // Untrimmed: trimming drops a face whose characters earlier faces already have between
        // them, and that may be the only colour (or only plain) face for these characters.
        guard let sorted = FcFontSort(config, query, 0, nil, &result) else { return nil }
        defer { FcFontSetDestroy(sorted) }
        var otherKind: OpaquePointer?
        for index in 0..<Int(sorted.pointee.nfont) {
            guard let font = sorted.pointee.fonts[index] else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, "charset", 0, &charset) == FcResultMatch, let charset,
                scalars.allSatisfy({ FcCharSetHasChar(charset, $0.value) != 0 })
            else { continue }
            var isColor: FcBool = 0
            _ = FcPatternGetBool(font, "color", 0, &isColor)
            if (isColor != 0) == color { return fontMatch(font, askedFamily: nil) }
            if otherKind == nil { otherKind = font }
        }
        return otherKind.flatMap { fontMatch($0, askedFamily: nil) }
    }

    /// The union of every face's character set (see `coverage`), or `nil` when Fontconfig
    /// cannot list them, and then every fallback sorts as before.
    private func coverageOfAllFaces() -> OpaquePointer? {
        if let coverage { return coverage }
        guard let all = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(all) }
        guard let objects = FcObjectSetCreate() else { return nil }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, "charset")
        guard let faces = FcFontList(config, all, objects) else { return nil }
        defer { FcFontSetDestroy(faces) }
        guard let union = FcCharSetCreate() else { return nil }
        for index in 0..<Int(faces.pointee.nfont) {
            var charset: OpaquePointer?
            guard let face = faces.pointee.fonts[index],
                FcPatternGetCharSet(face, "charset", 0, &charset) == FcResultMatch,
                let charset
            else { continue }
            _ = FcCharSetMerge(union, charset, nil)
        }
        coverage = union
        return union
    }

    private func fontMatch(_ pattern: OpaquePointer, askedFamily: String?) -> FontMatch? {
        guard let path = string(pattern, "file") else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(pattern, "index", 0, &index)
        var families: [String] = []
        while let family = string(pattern, "family", families.count) { families.append(family) }
        return FontMatch(
            family: families.first ?? "", style: string(pattern, "style") ?? "", path: path, index: Int(index),
            isExact: askedFamily.map { asked in families.contains { $0.lowercased() == asked } } ?? true)
    }

    private func string(_ pattern: OpaquePointer, _ object: String, _ index: Int = 0) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, Int32(index), &value) == FcResultMatch, let value else {
            return nil
        }
        return String(cString: value)
    }
}
