import TagFlow

/// The options every subcommand takes, last in its table.
package enum CommonFlags {
    /// `--quiet`: for scripts that have judged the warnings already. Errors still print, and so do
    /// the answers of `--check` and `diff`: they are what the command was asked for.
    package static let quiet = OptionSpec(
        name: "--quiet", short: "-q", help: "print no warnings, progress or summary; errors still print")
    package static let help = OptionSpec(name: "--help", short: "-h", help: "show this help")

    package static let specs = [quiet, help]

    /// `--allow-outside` for `build` and `markdown`: lifts `Confinement`, for a repository the
    /// user trusts. `tree` names whose folder the files must otherwise stay in.
    package static func allowOutside(of tree: String) -> OptionSpec {
        OptionSpec(
            name: "--allow-outside",
            help: "let \(tree) inputs, outputs, option files and icons lie outside its folder (after links), "
                + "for a repository you trust")
    }
}
