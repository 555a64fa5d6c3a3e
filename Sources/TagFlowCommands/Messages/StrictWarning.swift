/// A warning that `--strict` makes an error (exit 65): the warning's own words, and what made it fail.
package struct StrictWarning: Error, CustomStringConvertible, Equatable {
    /// The warning, as it would have been said.
    package var warning: String

    package init(_ warning: String) {
        self.warning = warning
    }

    package var description: String { warning + " (an error with --strict)" }
}
