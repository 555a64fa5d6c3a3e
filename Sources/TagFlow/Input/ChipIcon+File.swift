import ChipRendering

extension ChipIcon {
    /// The icon in the SVG or PNG file at `path`, read up to `maximumBytes`.
    ///
    /// - Throws: `InputError.missingIcon` when there is no such file, `InputError.badIcon` when
    ///   it is not an icon TagFlow draws.
    public init(contentsOf path: String) throws(InputError) {
        var loader = IconLoader(folder: nil, listPath: "-")
        // Named as a path, whatever its name: a file, never a name in an icon folder.
        self = try loader.icon(path.contains("/") ? path : "./" + path, source: path, line: 0, warn: { _ in }).icon
    }
}
