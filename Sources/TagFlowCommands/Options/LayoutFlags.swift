package import FlowLayout
import TagFlow

/// The flow flags `render`, `batch` and `plan` share: the library's `Settings.layout` rows, read
/// into a `RowFlow` or a `ColumnFlow` by `CloudSettings`. The defaults come from the flow each
/// command starts from (`CloudStyle.defaultRows` for clouds, `RowFlow()` for plain boxes), so help
/// states the defaults the code uses.
package enum LayoutFlags {
    /// The options, with `defaults`' values in their help.
    package static func specs(defaults: RowFlow) -> [OptionSpec] {
        Settings.layout(defaults: defaults).map { OptionSpec($0) }
    }

    /// `--width`, with the default of the command that takes it (a cloud's 640, plan's none).
    package static func widthSpec(default value: String) -> OptionSpec {
        OptionSpec(Settings.width(default: value))
    }

    /// `--height`, the same for every command that takes it.
    package static let heightSpec = OptionSpec(Settings.height)

    /// `--fit` for the flow `--flow` names, or `nil` when it was not given.
    package static func fit(from parsed: ParsedArguments) throws -> CanvasFit? {
        try SettingFlags.reading {
            let values = SettingFlags.values(of: parsed)
            return try CloudSettings.fit(from: values, axis: CloudSettings.axis(from: values))
        }
    }

    /// The layout the options ask for, with `defaults` for rows and `ColumnFlow`'s own defaults,
    /// at the rows' spacing, for columns.
    package static func arrangement(from parsed: ParsedArguments, defaults: RowFlow) throws -> any Layout {
        try SettingFlags.reading {
            try CloudSettings.arrangement(from: SettingFlags.values(of: parsed), defaults: defaults)
        }
    }
}
