/// The one rule for files a repository names: a manifest's (or a Markdown page's) inputs,
/// outputs, option files and icons stay inside the manifest's (the page's) folder tree once
/// every symbolic link is resolved (`RealPath`), so a pull request's `../`, absolute path or
/// committed link can neither read a file into a committed picture nor write outside the tree.
/// A user who trusts the repository lifts the rule (`tagflow build --allow-outside`).
package struct Confinement: Sendable {
    /// The real path of the folder tree, without a trailing slash (`/` for the root).
    package var root: String?
    /// How messages name the tree: by the manifest or page whose folder it is.
    package var rootName: String

    /// The folder tree of the file at `path` (a manifest, a page); `allowed`: no rule at all.
    package init(treeOf path: String, allowOutside allowed: Bool) {
        let folder = FreshnessRecord.folder(of: path)
        rootName = path
        root = allowed ? nil : (RealPath.of(folder.isEmpty ? "." : folder) ?? rootName)
    }

    /// Refuses `path` (`role` names its part in messages) when it is outside the tree; standard
    /// input and output are the user's, never the repository's.
    package func check(_ path: String, as role: String) throws(FileClash) {
        guard let root, path != InputFile.standardInput else { return }
        let real = RealPath.of(path) ?? path
        if root == "/" || real == root || real.hasPrefix(root + "/") { return }
        throw .outside(path: path, role: role, real: real, root: rootName)
    }
}
