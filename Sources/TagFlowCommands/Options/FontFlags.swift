import TagFlow

/// `--font`, `--font-weight` and `--font-style`: the library's `Settings.font` rows.
package enum FontFlags {
    package static let specs: [OptionSpec] = Settings.font.map { OptionSpec($0) }

    /// The extensions of the font files FreeType opens, offered when completing a path.
    package static let fileExtensions = Settings.fontFileExtensions

    /// The font the flags ask for.
    package static func request(from parsed: ParsedArguments) throws -> FontRequest {
        try SettingFlags.reading { try CloudSettings.font(from: SettingFlags.values(of: parsed)) }
    }
}
