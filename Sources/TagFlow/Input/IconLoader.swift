import ChipRendering
import Primitives

/// Finds and loads the icons a list names, for one input: a path (anything with a `/` or
/// ending in `.svg` or `.png`) relative to the list's folder, or a name looked up in the icon
/// folder as `NAME.svg`, then `NAME.png`. Each file is read (at most `ChipIcon.maximumBytes`)
/// and checked once however many tags use it.
struct IconLoader {
    /// The icon folder names are looked up in; `nil` when none was given.
    let folder: String?
    /// The list's path, `-` for standard input.
    let listPath: String
    /// The list's folder, which relative paths start from; empty for the working folder. Found
    /// when a first icon needs it: most lists name none, and finding it took about 3,000
    /// instructions a list.
    private(set) lazy var base: String = {
        let path = self.listPath
        if path != InputFile.standardInput, let slash = path.lastIndex(ofASCII: UInt8(ascii: "/")) {
            return slash == path.startIndex ? "/" : String(path[...slash])
        }
        return ""
    }()
    private var loaded: [String: ChipIcon] = [:]

    /// A loader for the list at `listPath` (`-` for standard input: paths start from the
    /// working folder).
    init(folder: String?, listPath: String) {
        self.folder = folder
        self.listPath = listPath
    }

    /// The icon `reference` names, for the tag on `line` of `source`.
    ///
    /// - Throws: `InputError.missingIcon` when no file is there; `InputError.badIcon` when the
    ///   file is not an icon TagFlow draws (not SVG or PNG, damaged, too large, unsafe).
    mutating func icon(_ reference: String, source: String, line: Int, warn: (String) -> Void) throws(InputError)
        -> (icon: ChipIcon, path: String)
    {
        let candidates = try paths(for: reference, source: source, line: line)
        for (offset, path) in candidates.enumerated() {
            if let icon = loaded[path] { return (icon, path) }
            if let kind = IconFile.notRegular(path) {
                throw .badIcon(source: source, line: line, path: path, problem: "is \(kind), not an icon file")
            }
            let bytes: [UInt8]
            do {
                bytes = try InputFile.read(path, maximumBytes: ChipIcon.maximumBytes)
            } catch {
                switch error {
                case .missing(_, let reason):
                    // A name tries NAME.svg, then NAME.png.
                    if offset + 1 < candidates.count { continue }
                    let tried = candidates.count > 1 ? candidates.joined(separator: " or ") : path
                    throw .missingIcon(source: source, line: line, path: tried, reason: reason)
                case .tooLarge:
                    throw .badIcon(
                        source: source, line: line, path: path,
                        problem: IconError.tooLarge(limit: ChipIcon.maximumBytes).description)
                case .unreadable(_, let reason):
                    throw .badIcon(source: source, line: line, path: path, problem: "cannot be read (\(reason))")
                default:
                    throw .badIcon(source: source, line: line, path: path, problem: error.description)
                }
            }
            let icon: ChipIcon
            do {
                icon = try ChipIcon(data: bytes)
            } catch {
                // This machine lacks librsvg: nothing is wrong with the icon (exit 69, not 65).
                if case .rendererUnavailable = error {
                    throw .iconRendererUnavailable(source: source, line: line, path: path, problem: error.description)
                }
                throw .badIcon(source: source, line: line, path: path, problem: error.description)
            }
            if !icon.dropped.isEmpty {
                warn(
                    "\(source):\(line): icon '\(path)': left out \(icon.dropped.joined(separator: ", ")) to draw it safely"
                )
            }
            loaded[path] = icon
            return (icon, path)
        }
        throw .missingIcon(source: source, line: line, path: reference, reason: "no such file")
    }

    /// The files `reference` may mean, in the order they are tried.
    private mutating func paths(for reference: String, source: String, line: Int) throws(InputError) -> [String] {
        let lower = reference.lowercased()
        if reference.contains("/") || lower.hasSuffix(".svg") || lower.hasSuffix(".png") {
            return [reference.hasPrefix("/") ? reference : base + reference]
        }
        guard let folder else {
            throw .noIconFolder(source: source, line: line, name: reference)
        }
        guard !reference.hasPrefix("."), !reference.contains("\0") else {
            throw .badIcon(source: source, line: line, path: reference, problem: "an icon name may not start with '.'")
        }
        let stem = (folder.hasSuffix("/") ? folder : folder + "/") + reference
        return [stem + ".svg", stem + ".png"]
    }
}
