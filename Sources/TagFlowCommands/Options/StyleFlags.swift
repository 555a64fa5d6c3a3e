import TagFlow

/// The look of a cloud on the command line: the flags of the library's `Settings.looks` rows
/// (theme, sizes, colours, weights, canvas), read by `CloudSettings`.
package enum StyleFlags {
    /// `--font-size`, which `measure` takes too.
    package static let fontSizeSpec = OptionSpec(Settings.fontSize)

    /// `--font-size`, read as `render`, `batch` and `measure` read it.
    package static func fontSize(from parsed: ParsedArguments) throws -> Double? {
        try SettingFlags.reading { try SettingFlags.values(of: parsed).number("font-size", in: CloudStyle.fontSizes) }
    }

    package static let specs: [OptionSpec] = Settings.looks.map { OptionSpec($0) }
}

extension StyleFlags {
    /// The style the command line's settings ask for (`CloudSettings`), said with flags when refused.
    package static func style(from parsed: ParsedArguments) throws -> CloudStyle {
        try SettingFlags.reading { try CloudSettings(SettingFlags.options(of: parsed)).style }
    }

    /// A broken style rule said with the flags behind it, as when `values`' flags were given.
    package static func usageError(for error: StyleError, _ parsed: ParsedArguments = ParsedArguments()) -> UsageError {
        SettingFlags.usageError(for: SettingError(error, given: SettingFlags.values(of: parsed)))
    }
}
