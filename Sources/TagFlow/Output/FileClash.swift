/// Why the files of one run cannot all be what the run asks (`RunFiles`, `Confinement`): an
/// output over a file the run reads, two outputs on one path, standard input named twice, an
/// output under the freshness record's name, or a repository's file outside its folder tree or
/// in its version control's folder.
/// Thrown before anything is written. One line that names both files (or the file and the folder).
package enum FileClash: Error, Hashable, Sendable, CustomStringConvertible {
    /// An output is a file the run reads (by device and inode: links count).
    case outputIsInput(output: String, outputRole: String, input: String, inputRole: String)
    /// Two outputs of one run are one file or one stream.
    case outputsCollide(first: String, firstRole: String, second: String, secondRole: String)
    /// Standard input is named for two things; the second would find it empty.
    case standardInputTwice(first: String, second: String)
    /// An output takes the name of a folder's freshness record (`FreshnessRecord.fileName`).
    case recordName(output: String, role: String)
    /// A file a manifest or page names lies outside its folder tree once links are resolved;
    /// `root` names the manifest or page (`docs/tagflow.json`), `real` where the file really is.
    case outside(path: String, role: String, real: String, root: String)
    /// A file a manifest or page names lies in its tree's version control folder (`folder`:
    /// `.git`, `.hg`, `.svn`): its config can hold credentials, its hooks run code.
    case versionControl(path: String, role: String, folder: String, root: String)

    package var description: String {
        switch self {
        case .outputIsInput(let output, let outputRole, let input, let inputRole):
            return "\(outputRole) '\(output)' is the same file as \(inputRole) '\(input)'; writing it would destroy "
                + "what this run reads; choose another output"
        case .outputsCollide(let first, let firstRole, let second, let secondRole):
            if first == "-" || second == "-" {
                return "\(firstRole) '\(first)' and \(secondRole) '\(second)' both write to standard output; "
                    + "give one of them a file"
            }
            return "\(firstRole) '\(first)' and \(secondRole) '\(second)' are the same file; give each output its own"
        case .standardInputTwice(let first, let second):
            return "standard input (-) is named twice, as \(first) and as \(second); it can be read only once, "
                + "so give one of them a file"
        case .recordName(let output, let role):
            return "\(role) '\(output)' takes the name of the freshness record (\(FreshnessRecord.fileName)), "
                + "which tagflow keeps beside its outputs; choose another name"
        case .outside(let path, let role, let real, let root):
            let through = real == path ? "" : " (it is \(real))"
            return "\(role) '\(path)'\(through) is outside the folder tree of \(root), where it must stay; "
                + "move it inside, or pass --allow-outside if you trust it"
        case .versionControl(let path, let role, let folder, let root):
            return "\(role) '\(path)' is inside \(folder), version control's own files, which \(root) may not "
                + "reach; choose a file of the tree itself, or pass --allow-outside if you trust it"
        }
    }
}
