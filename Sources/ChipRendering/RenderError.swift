/// Why drawing failed.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Cairo reported a failure; `status` is Cairo's own words for it.
    case cairo(status: String, during: String)
    /// The picture would be larger than a raster image can be.
    case canvasTooLarge(width: Int, height: Int, limit: Int)
    /// The PDF page would be larger than PDF readers accept (14400 pt a side).
    case pageTooLarge(width: Int, height: Int, limit: Int)
    /// A chip links to a scheme a browser runs as code (`javascript:`, `vbscript:`, `data:`,
    /// `LinkSafety`) and the scene does not allow it (`ChipScene.allowsUnsafeLinks`). `index` is
    /// the chip's tag in input order (`PlacedChip.index`), when it has one.
    case unsafeLink(index: Int?, label: String, link: String, scheme: String)

    public var description: String {
        message(naming: (fontSize: "fontSize", width: "maxWidth", scale: "scale"))
    }

    /// The message, with `names` for the settings that make a picture smaller, as the caller
    /// calls them (the library its style's properties, the command line its flags).
    package func message(naming names: (fontSize: String, width: String, scale: String)) -> String {
        switch self {
        case .cairo(let status, let during):
            return "drawing failed while \(during): \(status)"
        case .canvasTooLarge(let width, let height, let limit):
            return "the image would be \(width)×\(height) px; a PNG may be at most \(limit) px a side and "
                + "\(ChipRenderer.maximumPixelCount / 1_000_000) million pixels; lower \(names.fontSize), "
                + "\(names.width), \(names.scale) or the number of labels"
        case .pageTooLarge(let width, let height, let limit):
            return "the PDF page would be \(width)×\(height) pt; PDF readers accept at most \(limit) pt (200 in) a "
                + "side; lower \(names.fontSize), \(names.width) or the number of labels, or write SVG"
        case .unsafeLink(let index, let label, let link, let scheme):
            let shown = link.count > 40 ? String(link.prefix(40)) + "…" : link
            let tag = index.map { "tag \($0 + 1) ('\(label)')" } ?? "chip '\(label)'"
            return "\(tag): link '\(shown)' uses the \(scheme): scheme, which a browser runs as code; remove it, "
                + "or set allowsUnsafeLinks if you trust the tags"
        }
    }
}
