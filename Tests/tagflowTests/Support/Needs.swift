import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The tools, files and privileges some tests need beyond the binary. A test that needs one
/// declares it with `.enabled(if: Needs.…, "…")`, so a run without it reports the test as
/// skipped, by name, instead of passing empty; CI installs every tool, runs as root and fails
/// when any test was skipped (`.ci/run`).
enum Needs {
    /// poppler-utils' rasteriser, for pictures of PDFs.
    static let pdftoppm = FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftoppm")
    /// GNU time (Debian's `time`), for a child's peak memory.
    static let time = FileManager.default.isExecutableFile(atPath: "/usr/bin/time")
    /// Debian's `bootstrap-icons`, a real icon set to look names up in.
    static let bootstrapIcons = FileManager.default.fileExists(atPath: "/usr/share/bootstrap-icons/svg/github.svg")
    /// Debian's `pre-commit`, to run the hooks `.pre-commit-hooks.yaml` defines.
    static let preCommit = FileManager.default.isExecutableFile(atPath: "/usr/bin/pre-commit")
    /// Root, for device nodes (`mknod`) and mounts.
    static let root = geteuid() == 0
}
