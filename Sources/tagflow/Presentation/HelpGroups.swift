import TagFlow
import TagFlowCommands

/// The headings options are listed under in help and the manual: the sections of docs/usage.md,
/// in its order. A subcommand's own options (output, checking, its own knobs) come first, under
/// "Options"; `--quiet` and `--help` last, under "General".
///
/// A setting's heading is its group in the library's one table of settings; the few options that
/// are no setting are placed here, by name (a test keeps every option of the shared tables under
/// a heading of its own).
enum HelpGroup: String, CaseIterable {
    case options = "Options"
    case input = "Input"
    case layout = "Layout"
    case groups = "Groups"
    case looks = "Looks"
    case weights = "Weights"
    case general = "General"

    /// The heading of the option named `name` (`--width`): a setting's is its row's group in the
    /// library's table (`Settings`); the few options that are no setting are listed here.
    static func of(_ name: String) -> HelpGroup {
        if let setting = Settings.named(String(name.dropFirst(2))), name.hasPrefix("--") {
            switch setting.group {
            case .input: return .input
            case .layout: return .layout
            case .groups: return .groups
            case .looks: return .looks
            case .weights: return .weights
            case .output: return .options
            }
        }
        return others.first { $0.value.contains(name) }?.key ?? .options
    }

    /// The headings of the options that are no setting: labels and icons on the command line,
    /// the config file, and the options of every command.
    static let others: [HelpGroup: Set<String>] = [
        .input: ["--label", "--config", "--icon"],
        .general: ["--quiet", "--help", "--version"],
    ]

    /// `specs` under their headings, in the headings' order and the table's order within each;
    /// headings with no option are left out.
    static func grouped(_ specs: [OptionSpec]) -> [(group: HelpGroup, specs: [OptionSpec])] {
        allCases.compactMap { group in
            let members = specs.filter { of($0.name) == group }
            return members.isEmpty ? nil : (group, members)
        }
    }
}
