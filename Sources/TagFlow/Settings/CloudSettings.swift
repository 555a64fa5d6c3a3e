import Primitives

/// What a cloud's settings ask for, read from the table's values in one place, so every door —
/// flags, a `--config` file, a manifest, a Markdown block, a Swift caller — draws the same
/// picture from the same settings: the style (the theme first, then every setting on top), its
/// dark twin, the input reader, and the rules that depend on them together.
///
/// ```swift
/// let settings = try CloudSettings([
///     ManifestOption(key: "theme", value: .text("dark"), place: "mine"),
///     ManifestOption(key: "padding", value: .numbers([10, 4]), place: "mine"),
/// ])
/// let cloud = TagCloud(tags: tags, style: settings.style)
/// ```
public struct CloudSettings: Sendable {
    /// The look and layout.
    public var style: CloudStyle
    /// With `dark-theme`: every setting again over that theme, for dark mode; `nil` for one look.
    public var darkStyle: CloudStyle?
    /// How the labels are read.
    public var reader: TagReader
    /// `strict-glyphs`: a label with characters no font can draw is an error.
    public var strictGlyphs: Bool
    /// `allow-unsafe-links`: `TagCloud.allowsUnsafeLinks`.
    public var allowsUnsafeLinks: Bool
    /// `strict`: every warning (unreadable colours, missing glyphs, unknown fonts) is an error.
    public var strict = false
    /// Where the colours ``Readability`` judges were chosen, for its warnings to name.
    public var paintSources = Readability.Sources()
    /// The same for the dark look (`dark-theme`).
    public var darkPaintSources = Readability.Sources()
    /// The settings, layered and checked, as given: their canonical encoding keys freshness.
    public var options: [ManifestOption]

    /// The settings `options` ask for (later options of a key replacing earlier ones), each
    /// checked against `Settings.all` and the library's rules.
    ///
    /// - Throws: `SettingError` naming the setting and its place; `InputError` when a
    ///   `stopwords` file cannot be read.
    public init(_ options: [ManifestOption]) throws {
        try Self.checkShapes(options, allowed: Settings.all)
        let values = SettingValues(options)
        self.options = options
        style = try Self.style(from: values)
        reader = try Self.reader(from: values)
        strictGlyphs = values.isOn("strict-glyphs")
        allowsUnsafeLinks = values.isOn("allow-unsafe-links")
        strict = values.isOn("strict")
        paintSources = Self.paintSources(values, theme: values.text("theme") ?? "light")
        // Counted words are a weighted cloud unless the settings say otherwise.
        if reader.format == .words && !values.contains("scale-by") {
            style.sizeByWeight = try Self.weightScale(from: values)
        }
        if let dark = try values.choice("dark-theme", from: Self.themes) {
            // The dark look is every setting again with the dark theme: the others override it as they do the light one.
            var darkValues = values
            darkValues["theme"] = ManifestOption(
                key: "theme", value: .text(dark), place: values.place(of: "dark-theme") ?? "dark-theme")
            darkStyle = try Self.style(from: darkValues)
            darkStyle?.sizeByWeight = style.sizeByWeight
            darkPaintSources = Self.paintSources(values, theme: dark)
        }
    }

    /// Where `values` chose the colours a readability warning names: a flag as itself
    /// (`--fill`), a file's key with its place (`fill at tagflow.json:3:5`).
    static func paintSources(_ values: SettingValues, theme: String) -> Readability.Sources {
        func source(_ key: String) -> String? {
            values.place(of: key).map { $0.hasPrefix("-") ? $0 : "\(key) at \($0)" }
        }
        return Readability.Sources(
            theme: theme, textColor: source("text-color"), fill: source("fill"), background: source("background"),
            countColor: source("count-color"))
    }

    /// The themes by name.
    static var themes: [String: String] { Dictionary(uniqueKeysWithValues: Theme.names.map { ($0, $0) }) }

    /// Refuses a key no row of `allowed` has, a switch given a value, and a value given as a switch.
    package static func checkShapes(_ options: [ManifestOption], allowed: [Setting]) throws(SettingError) {
        for option in options {
            guard let setting = allowed.first(where: { $0.key == option.key }) else {
                let suggestion = Suggestion.closest(to: option.key, in: allowed.map(\.key))
                throw SettingError(key: option.key, place: option.place, .unknown(suggestion: suggestion))
            }
            switch (setting.isSwitch, option.value) {
            case (true, .flag), (false, .text), (false, .number), (false, .numbers): continue
            case (true, _):
                throw SettingError(
                    key: option.key, place: option.place,
                    .badValue(value: SettingValues([option]).text(option.key) ?? "", expected: "true or false"))
            case (false, .flag):
                throw SettingError(
                    key: option.key, place: option.place,
                    .badValue(value: "a boolean", expected: "\(setting.placeholder ?? "a value")"))
            }
        }
    }
}
