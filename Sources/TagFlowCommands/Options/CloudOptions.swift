import TagFlow

/// Everything `render` and `batch` read from the same options: the library's `CloudSettings` of
/// the command line's settings (and its `--config` file's), and the files they read.
package struct CloudOptions: Sendable {
    package var style: CloudStyle
    package var reader: TagReader
    package var strictGlyphs: Bool
    /// `--allow-unsafe-links`: `TagCloud.allowsUnsafeLinks`.
    package var allowsUnsafeLinks: Bool
    /// The files the options read (`--config`, `--stopwords`, a `--font` file), which no
    /// output may replace.
    package var files: RunFiles
    /// `--dark-theme`: the same options with that theme, for dark mode; `nil` for one look.
    package var darkStyle: CloudStyle?
    /// `--strict`: every warning is an error (65).
    package var strict: Bool
    /// Where the colours were chosen, for readability warnings (`Readability.Sources`), light and dark.
    package var paintSources: (light: Readability.Sources, dark: Readability.Sources)

    /// The options the command line (and its `--config` file) asks for.
    package init(parsed: ParsedArguments) throws {
        // Before the stop words are read: standard input may be only one of the inputs.
        try RunFiles.checkStandardInput(of: parsed)
        let settings = try SettingFlags.reading { try CloudSettings(SettingFlags.options(of: parsed)) }
        style = settings.style
        reader = settings.reader
        strictGlyphs = settings.strictGlyphs
        allowsUnsafeLinks = settings.allowsUnsafeLinks
        darkStyle = settings.darkStyle
        strict = settings.strict
        paintSources = (settings.paintSources, settings.darkPaintSources)
        files = try RunFiles(optionFilesOf: parsed)
    }
}
