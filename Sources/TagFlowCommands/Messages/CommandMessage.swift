import TagFlow

/// What the command line says about an error or a note of the library: the library's words,
/// with the flag that sets each property or limit the library names in their place. The library
/// never names a flag; this is the one table that does.
package enum CommandMessage {
    /// The flag behind each `FontRequest` property a font note names, from the table of settings.
    static let flags: [(property: String, flag: String)] = Settings.all.flatMap { setting in
        setting.properties.filter { $0.hasPrefix("FontRequest.") }.map { ($0, SettingFlags.flag(setting.key)) }
    }

    /// The message for `error`, naming flags where the library names properties.
    package static func text(for error: any Error) -> String {
        switch error {
        case let error as InputError:
            return error.message { setting in
                switch setting {
                case .maxLabels: "raise --max-labels if you mean it"
                case .maxInputBytes: "raise --max-input-bytes if you mean it"
                case .allowsUnsafeLinks: "pass --allow-unsafe-links if you trust the input"
                case .strictGlyphs: "leave out --strict-glyphs"
                case .iconFolder: "pass --icons DIR"
                }
            }
        case let error as RenderError:
            return error.message(naming: (fontSize: "--font-size", width: "--width", scale: "--scale"))
        default:
            return String(describing: error)
        }
    }

    /// A library note (a font used in place of another, a setting ignored) with flags for the
    /// properties it names.
    package static func note(_ text: String) -> String {
        // Only a note that names a property pays for the search.
        guard text.contains("FontRequest.") else { return text }
        return flags.reduce(text) { text, entry in text.replacing(entry.property, with: entry.flag) }
    }
}
