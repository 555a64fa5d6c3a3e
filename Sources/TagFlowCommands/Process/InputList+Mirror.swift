import Primitives
import TagFlow

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How `batch -r` (or `--base DIR`) mirrors its inputs' folders under OUTDIR, whatever named
/// them — one folder, several, or a list of paths on standard input: each input's folder below
/// the base, by path as written (`.` and `..` taken as they read, links not followed).
extension InputList {
    /// For every input below a folder of `base` (default: the folder all `inputs` and `folders`
    /// have in common), that folder (`d1` for `c/d1/x.txt` under `c`); the others are in the base.
    ///
    /// - Throws: `UsageError.badValue` naming `--base` and the first input outside it.
    package static func mirrored(_ inputs: [String], folders: [String], base: String?) throws(UsageError) -> [String:
        String]
    {
        let here = workingFolder()
        let parents = inputs.map { Array(components(of: $0, in: here).dropLast()) }
        let root: [String]
        if let base {
            root = components(of: base, in: here)
            if let outside = zip(inputs, parents).first(where: { !$0.1.starts(with: root) }) {
                throw .badValue(
                    option: "--base", value: base,
                    expected: "a folder holding every input ('\(outside.0)' is not in it)")
            }
        } else {
            root =
                (parents + folders.map { components(of: $0, in: here) }).reduce(nil) { common, path -> [String]? in
                    guard let common else { return path }
                    return Array(zip(common, path).prefix { $0 == $1 }.map(\.0))
                } ?? []
        }
        var subfolders: [String: String] = [:]
        for (input, parent) in zip(inputs, parents) where parent.count > root.count {
            subfolders[input] = parent[root.count...].joined(separator: "/")
        }
        return subfolders
    }

    /// `path`'s names from the root, `.` dropped and `..` taking the name before it away; a
    /// relative path starts in `here`.
    static func components(of path: String, in here: [String]) -> [String] {
        var names = path.hasPrefix("/") ? [] : here
        for name in path.split(separator: "/") where name != "." {
            if name == ".." {
                if !names.isEmpty { names.removeLast() }
            } else {
                names.append(String(name))
            }
        }
        return names
    }

    /// The working folder's names from the root (empty if it cannot be told: paths are then
    /// compared as written).
    private static func workingFolder() -> [String] {
        guard let path = getcwd(nil, 0) else { return [] }
        defer { free(path) }
        return components(of: String(cString: path), in: [])
    }
}
