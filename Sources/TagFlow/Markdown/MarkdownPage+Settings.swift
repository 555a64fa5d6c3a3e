import Primitives

extension MarkdownPage.Block {
    /// What a block may give beyond the table's settings (`Settings.all`): its picture's format
    /// (`svg` or `png`), and its labels (`label`, once a label, for a block with no lines) with
    /// their icons (`icon`, one a label in turn).
    public static let ownKeys = ["format", "label", "icon"]

    /// The block's options as settings under the table's keys (`Settings.all`, and `ownKeys`),
    /// typed as a flag's value is (`.flag(true)` for a switch, `.text` for a value) and placed at
    /// the block's line (`doc.md:12`): one layer, for `SettingLayers` to put over the command
    /// line's, read by `CloudSettings` as every other door's.
    ///
    /// An info string gives them as `--key VALUE`, `--key=VALUE` or `--switch`.
    ///
    /// - Parameter source: the page's name, for places and errors.
    /// - Throws: `MarkdownError.badBlock` for a word that is not a setting (with the closest one),
    ///   a trust-only setting (`Manifest.trustOnly`: a page arrives in pull requests as a
    ///   manifest does), a switch given a value, a value missing or empty, a word that is not an option, and
    ///   labels given both by `label` and by the block's lines. Whether a value is right is
    ///   `CloudSettings`' to judge, as for every door.
    public func settings(source: String) throws(MarkdownError) -> [ManifestOption] {
        func bad(_ problem: String) -> MarkdownError { .badBlock(source: source, line: line, problem: problem) }
        let place = "\(source):\(line)"
        let valued = Set(Self.ownKeys)
        var settings: [ManifestOption] = []
        var index = 0
        while index < options.count {
            let word = options[index]
            index += 1
            guard word.hasPrefix("--"), word.count > 2 else {
                throw bad("unexpected argument '\(word)'; the labels are the block's lines, not a file")
            }
            var key = String(word.dropFirst(2))
            var inline: String?
            if let equals = key.firstIndex(of: "=") {
                inline = String(key[key.index(after: equals)...])
                key = String(key[..<equals])
            }
            let isSwitch: Bool
            if valued.contains(key) {
                isSwitch = false
            } else if let setting = Settings.named(key) {
                isSwitch = setting.isSwitch
            } else {
                let known = Settings.all.map(\.key) + Self.ownKeys
                let hint = Suggestion.hint(Suggestion.closest(to: key, in: known).map { "--" + $0 })
                throw bad("unknown option '--\(key)'\(hint)")
            }
            if Manifest.trustOnly.contains(key) {
                throw bad("--\(key) cannot be given in a block: it is trust a page cannot give itself")
            }
            if isSwitch {
                guard inline == nil else { throw bad("'--\(key)' takes no value") }
                settings.append(ManifestOption(key: key, value: .flag(true), place: place))
                continue
            }
            let given: String
            if let inline {
                given = inline
            } else if index < options.count, !options[index].hasPrefix("--") {
                given = options[index]
                index += 1
            } else {
                throw bad("option '--\(key)' needs a value")
            }
            guard !given.isEmpty else { throw bad("'--\(key)' has an empty value; give one or leave it out") }
            settings.append(ManifestOption(key: key, value: .text(given), place: place))
        }
        // The labels come once: the block's lines or its `label` options, not both.
        if settings.contains(where: { $0.key == "label" }),
            !body.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) })
        {
            throw bad("--label and the block's lines both give the labels; give one")
        }
        return settings
    }
}
