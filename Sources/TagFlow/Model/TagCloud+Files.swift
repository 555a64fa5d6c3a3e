extension TagCloud {
    /// Renders the cloud and writes it to `path`, the way `tagflow render` does: into a temporary
    /// file beside it that is then renamed, so a failure never leaves a partial file and never
    /// damages the file it would have replaced. A device (`/dev/stdout`) is written in place.
    ///
    /// - Parameters:
    ///   - path: the file to write.
    ///   - format: the format; `nil` takes it from the path's extension.
    /// - Throws: `FontError` or `RenderError` from rendering; `OutputError` when the file cannot
    ///   be written, or when `format` is `nil` and the extension names no format.
    public func write(to path: String, as format: OutputFormat? = nil) throws {
        guard let format = format ?? OutputFormat(pathExtensionOf: path) else {
            throw OutputError.cannotCreate(
                path: path, reason: "its extension names no format; end it in .svg, .png or .pdf, or pass one")
        }
        try OutputFile.write(render(as: format), to: path)
    }
}
