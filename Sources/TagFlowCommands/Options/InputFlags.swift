import TagFlow

/// How `render`, `measure` (and `batch`) read their input.
package enum InputFlags {
    package static let specs: [OptionSpec] = Settings.input.map { OptionSpec($0) }

    /// `--label TEXT`, repeatable: labels on the command line instead of an input (`render`, and
    /// `animate`'s FROM).
    package static let labelSpec = OptionSpec(
        name: "--label", value: "TEXT",
        help: "a label, instead of an input; repeat it for more (--label swift --label linux)")

    /// `--max-input-bytes`, shared with `plan`.
    package static let maxInputBytesSpec = OptionSpec(Settings.maxInputBytes)

    /// The reader the options ask for.
    package static func reader(from parsed: ParsedArguments) throws -> TagReader {
        // Before the stop words are read: standard input may be only one of the inputs.
        try RunFiles.checkStandardInput(of: parsed)
        return try SettingFlags.reading { try CloudSettings.reader(from: SettingFlags.values(of: parsed)) }
    }
}
