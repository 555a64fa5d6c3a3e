/// One setting of TagFlow's one table (`Settings`): what a user can state about a cloud through
/// any door — a command-line flag (`--font-size`), a key of a `--config` file, a manifest's
/// `defaults` or image, a Markdown block's options — and what it sets. The key is the flag's
/// name without its dashes; help, completions and the manual are made from these rows.
public struct Setting: Hashable, Sendable {
    /// The name every door uses: `font-size`.
    public var key: String
    /// What its value looks like in help (`PX`, `NAME`); `nil` for a switch (true or false).
    public var placeholder: String?
    /// One line for help: what it does and its default.
    public var help: String
    /// The heading it is listed under.
    public var group: SettingGroup
    /// The values it takes when they are a fixed set, in the order to offer them; empty when the
    /// value is free (a number, a colour, a path).
    public var choices: [String]
    /// The extensions (lowercase, no dot) of the files its value names: `[]` for any file,
    /// `nil` when the value is not a file.
    public var fileExtensions: [String]?
    /// Whether its value names a folder.
    public var takesFolder: Bool
    /// The library properties it sets, as their rules name them (`horizontalPadding`,
    /// `chip.strokeWidth`): a `StyleError` about one of them is said with this setting's key.
    public var properties: [String]

    /// A row of the table.
    package init(
        _ key: String, _ placeholder: String? = nil, help: String, group: SettingGroup, choices: [String] = [],
        fileExtensions: [String]? = nil, takesFolder: Bool = false, sets properties: [String] = []
    ) {
        self.key = key
        self.placeholder = placeholder
        self.help = help
        self.group = group
        self.choices = choices
        self.fileExtensions = fileExtensions
        self.takesFolder = takesFolder
        self.properties = properties
    }

    /// Whether it is a switch: `true` or `false`, no value.
    public var isSwitch: Bool { placeholder == nil }
}

/// The headings settings are listed under, in help, the manual and docs/usage.md.
public enum SettingGroup: String, CaseIterable, Hashable, Sendable {
    /// What the labels are read from and how.
    case input
    /// How chips flow: rows or columns, gaps, alignment, limits.
    case layout
    /// Groups of tags and their headings.
    case groups
    /// Paint, fonts, sizes and the canvas.
    case looks
    /// What weights change: sizes, colours, order.
    case weights
    /// What is written and how it is judged.
    case output
}
