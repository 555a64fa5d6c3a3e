/// The one rule for files a repository names: a manifest's (or a Markdown page's) inputs,
/// outputs, option files and icons stay inside the manifest's (the page's) folder tree once
/// every symbolic link is resolved (`RealPath`), so a pull request's `../`, absolute path or
/// committed link can neither read a file into a committed picture nor write outside the tree;
/// nor can it reach into the tree's version control (`.git`, `.hg`, `.svn`).
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
        guard root == "/" || real == root || real.hasPrefix(root + "/") else {
            throw .outside(path: path, role: role, real: real, root: rootName)
        }
        // Inside the tree, but in its version control's own files: `.git/config` can hold a
        // token in a remote's URL, and `.git/hooks` runs code.
        let below = real.dropFirst(root == "/" ? 1 : root.count + 1)
        if let folder = below.split(separator: "/").first(where: { Self.controlFolders.contains($0.lowercased()) }) {
            throw .versionControl(path: path, role: role, folder: String(folder), root: rootName)
        }
    }

    /// Version control's folders, never a picture's input or output (compared without case, as
    /// macOS's and Windows' file systems do).
    static let controlFolders: Set<String> = [".git", ".hg", ".svn"]
}
