import TagFlow

/// `--format`: one reader for every subcommand that writes pictures, so one bad value gets one
/// message (with "did you mean") in `render` and `batch` alike.
package enum FormatFlags {
    /// The format `batch` writes when `--format` is not given.
    package static let batchDefault = OutputFormat.png

    /// `--format` with `value` as its placeholder and `help` before the default it states.
    package static func spec(value: String, help: String) -> OptionSpec {
        OptionSpec(name: "--format", value: value, help: help, choices: OptionSpec.names(OutputFormat.self))
    }

    /// The format `--format` names, or `nil` when it was not given.
    package static func format(from values: OptionValues) throws(UsageError) -> OutputFormat? {
        try values.choice("--format", of: OutputFormat.self)
    }
}
