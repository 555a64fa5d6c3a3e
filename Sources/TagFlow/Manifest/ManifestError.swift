/// A manifest (or a Markdown page's `tagflow` block) TagFlow cannot act on, named by its place:
/// `FILE:LINE:COLUMN`, and the image's number in the file (exit 65).
public enum ManifestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's shape is wrong where `place` says: `problem` says how and what to write instead.
    case malformed(place: String, problem: String)
    /// Image `image` (1-based) is wrong: a missing or bad `input` or `output`, or an option.
    case badImage(place: String, image: Int, problem: String)
    /// Two images write one file.
    case sameOutput(place: String, image: Int, output: String, firstImage: Int)

    public var description: String {
        switch self {
        case .malformed(let place, let problem):
            "\(place): \(problem)"
        case .badImage(let place, let image, let problem):
            "\(place): image \(image): \(problem)"
        case .sameOutput(let place, let image, let output, let first):
            "\(place): image \(image): its output \(output) is also image \(first)'s; give each image its own output"
        }
    }
}
