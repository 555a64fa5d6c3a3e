import TagFlow

/// Icons on the command line: the library's `Settings.icons` rows (where icon names are looked
/// up, how icons are sized and coloured), and `--icon`, each `--label`'s own.
package enum IconFlags {
    package static let specs: [OptionSpec] = Settings.icons.map { OptionSpec($0) }

    /// `--icon NAME`, repeatable, with `--label`: the icon of the label given in the same place
    /// (the first `--icon` is the first `--label`'s); `-` for none.
    package static let iconSpec = OptionSpec(
        name: "--icon", value: "NAME",
        help: "with --label, the icon of each label in turn (a path or a name in --icons; - for none)")

    /// `--icon`'s values paired with `labels` (`--label`): one per label, or none at all.
    ///
    /// - Throws: `UsageError` for `--icon` without `--label`, or a count that is not the labels'.
    package static func labelIcons(_ parsed: ParsedArguments, labels: [String]?) throws(UsageError) -> [String?]? {
        guard let icons = parsed.repeated["--icon"] else { return nil }
        guard let labels else {
            throw .conflicting(
                option: "--icon", value: icons[0], with: "an input list",
                advice: "--icon goes with --label; in a list, give each tag's icon in its icon field")
        }
        guard icons.count == labels.count else {
            throw .badValue(
                option: "--icon", value: icons[0],
                expected: "one --icon per --label (\(labels.count) --label, \(icons.count) --icon); - for none")
        }
        return icons.map { $0 == "-" ? nil : $0 }
    }
}
