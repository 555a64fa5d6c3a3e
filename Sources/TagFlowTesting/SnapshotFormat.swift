import TagFlow

/// How a snapshot is rendered and compared.
public enum SnapshotFormat: Hashable, Sendable {
    /// A PNG at `scale`, compared decoded, pixel by pixel.
    case png(scale: Double = 1)
    /// SVG, compared as text under `Comparison`'s rule: white space between tags and its runs do not matter.
    case svg
    /// PDF, compared byte for byte.
    case pdf

    var outputFormat: OutputFormat {
        switch self {
        case .png: .png
        case .svg: .svg
        case .pdf: .pdf
        }
    }

    var fileExtension: String { outputFormat.rawValue }
}
