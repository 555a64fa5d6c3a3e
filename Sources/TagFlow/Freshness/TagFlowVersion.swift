/// TagFlow's version, which `tagflow --version` prints and every freshness key holds: a new
/// version redraws every output once, whatever it changed.
///
/// The one place the version and its release date are written: `Scripts/dist.sh` reads both
/// here (and checks that the built binary prints the version and that `CHANGELOG.md` has an
/// entry `## VERSION - DATE`), the manual's `.TH` line carries the date, and the release flow
/// tags `vVERSION`.
public enum TagFlowVersion {
    /// The version of this build of TagFlow.
    public static let current = "0.2.0"
    /// The day this version is released, `YYYY-MM-DD`.
    public static let releaseDate = "2026-12-02"
}
