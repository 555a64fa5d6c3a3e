/// The file formats TagFlow writes.
public enum OutputFormat: String, CaseIterable, Sendable {
    case svg, png, pdf

    /// The format a file name's extension names (case-insensitive), or `nil`.
    public init?(pathExtensionOf path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        self.init(rawValue: name[name.index(after: dot)...].lowercased())
    }
}
