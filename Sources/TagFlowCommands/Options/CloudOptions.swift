import TagFlow

/// Everything `render` and `batch` read from the same options, built in one place so the two
/// (and a library user who calls this) draw the same picture: the style (theme first, then every
/// flag), the input reader, and the rules that depend on both.
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

    /// The options the command line (and its `--config` file) asks for.
    package init(parsed: ParsedArguments) throws {
        style = try StyleFlags.style(from: parsed)
        reader = try InputFlags.reader(from: parsed)
        strictGlyphs = parsed.flags.contains("--strict-glyphs")
        allowsUnsafeLinks = parsed.flags.contains("--allow-unsafe-links")
        files = try RunFiles(optionFilesOf: parsed)
        // Counted words are a weighted cloud unless the options say otherwise.
        if reader.format == .words && parsed.values["--scale-by"] == nil {
            style.sizeByWeight = try StyleFlags.weightScale(from: OptionValues(parsed.values))
        }
        if let dark = try OptionValues(parsed.values).choice(
            "--dark-theme", from: Dictionary(uniqueKeysWithValues: Theme.names.map { ($0, $0) }))
        {
            // The dark look is every option again with the dark theme: flags override it as they do the light one.
            var darkParsed = parsed
            darkParsed.values["--theme"] = dark
            darkStyle = try StyleFlags.style(from: darkParsed)
            darkStyle?.sizeByWeight = style.sizeByWeight
        }
    }
}
