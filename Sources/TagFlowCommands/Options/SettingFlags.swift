import TagFlow

/// The library's table of settings (`Settings`) as command-line flags: each setting's flag is
/// `--` and its key, its option row made from the setting's row, its value read by the library
/// (`CloudSettings`), and a `SettingError` said with flags. No setting is declared or read here.
package enum SettingFlags {
    /// The flag of setting `key`: `--font-size`.
    package static func flag(_ key: String) -> String { "--" + key }

    /// The settings the command line gave, for the library to read (`SettingValues`): only the
    /// options that are settings, each placed at its flag.
    package static func options(of parsed: ParsedArguments) -> [ManifestOption] {
        parsed.settings.filter { Settings.named($0.key) != nil }
    }

    /// `parsed`'s settings as the library reads them.
    package static func values(of parsed: ParsedArguments) -> SettingValues {
        SettingValues(options(of: parsed))
    }

    /// Runs `read` on the library, saying a `SettingError` with flags.
    package static func reading<T>(_ read: () throws -> T) throws -> T {
        do {
            return try read()
        } catch let error as SettingError {
            throw usageError(for: error)
        }
    }

    /// A library `SettingError` said with the command line's flags.
    package static func usageError(for error: SettingError) -> UsageError {
        let option = error.key.map(flag) ?? ""
        switch error.problem {
        case .unknown(let suggestion):
            return .unknownOption(option, suggestion: suggestion.map(flag))
        case .badValue(let value, let expected):
            return .badValue(option: option, value: value, expected: expected.rendered(naming: flag))
        case .conflicting(let value, let other, let advice):
            return .conflicting(
                option: option, value: value, with: other.rendered(naming: flag), advice: advice.rendered(naming: flag))
        case .unmetRule(let rule):
            return .unmetRule(rule.rendered(naming: flag))
        }
    }
}

extension OptionSpec {
    /// The flag of `setting`, as its row describes it (`help` to say it differently for one command).
    package init(_ setting: Setting, help: String? = nil) {
        self.init(
            name: SettingFlags.flag(setting.key), value: setting.placeholder, help: help ?? setting.help,
            choices: setting.choices, fileExtensions: setting.fileExtensions, takesFolder: setting.takesFolder)
    }
}
