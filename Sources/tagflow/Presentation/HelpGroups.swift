import TagFlow
import TagFlowCommands

/// The headings options are listed under in help and the manual: the sections of docs/usage.md,
/// in its order. A subcommand's own options (output, checking, its own knobs) come first, under
/// "Options"; `--quiet` and `--help` last, under "General".
///
/// Which heading an option belongs to is presentation, so it is decided here, by name; the
/// option tables the parser reads stay the one place options are declared (a test keeps every
/// option of the shared tables under a heading of its own).
enum HelpGroup: String, CaseIterable {
    case options = "Options"
    case input = "Input"
    case layout = "Layout"
    case groups = "Groups"
    case looks = "Looks"
    case weights = "Weights"
    case general = "General"

    /// The heading of the option named `name` (`--width`).
    static func of(_ name: String) -> HelpGroup {
        members.first { $0.value.contains(name) }?.key ?? .options
    }

    /// The options under each shared heading.
    static let members: [HelpGroup: Set<String>] = [
        .input: [
            "--label", "--input-format", "--comments", "--dedupe", "--words", "--stopwords", "--stopwords-language",
            "--top", "--min-word-length", "--numbers", "--merge-plurals", "--max-labels", "--max-input-bytes",
            "--allow-unsafe-links", "--config", "--icon", "--icons",
        ],
        .layout: [
            "--flow", "--width", "--height", "--spacing", "--line-spacing", "--align", "--last-row-align",
            "--row-align",
            "--direction", "--balance", "--dense", "--max-rows", "--max-items-per-row", "--fit", "--margin",
        ],
        .groups: ["--group-by", "--group-headings", "--heading-layout", "--max-rows-per-group"],
        .looks: [
            "--theme", "--font", "--font-weight", "--font-style", "--font-size", "--padding", "--radius",
            "--stroke-width", "--min-chip-width", "--max-chip-width", "--background", "--fill", "--stroke",
            "--text-color", "--scale", "--dpi", "--id-prefix", "--dark-theme", "--icon-size", "--icon-gap",
            "--icon-color",
        ],
        .weights: ["--scale-by", "--min-font-size", "--max-font-size", "--scale-curve", "--color-by", "--sort"],
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
