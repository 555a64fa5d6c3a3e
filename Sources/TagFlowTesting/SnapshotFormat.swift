import ChipRendering

/// How a snapshot is rendered and compared.
public enum SnapshotFormat: Hashable, Sendable {
    /// A PNG at `scale`, compared decoded, pixel by pixel.
    case png(scale: Double = 1)
    /// SVG, compared as text with runs of white space treated as one.
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
