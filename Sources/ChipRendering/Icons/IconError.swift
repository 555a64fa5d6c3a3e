/// Why an icon cannot be used. The messages say what is wrong with the file, not where it is:
/// the reader that loaded it adds the file, the line and the path.
public enum IconError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Neither SVG nor PNG.
    case notAnIcon
    /// An SVG or PNG that cannot be read; `problem` says where it breaks.
    case damaged(problem: String)
    /// More bytes than `ChipIcon.maximumBytes`.
    case tooLarge(limit: Int)
    /// A side longer than `ChipIcon.maximumPixelSide` (a PNG's pixels, an SVG's viewBox).
    case tooManyPixels(width: Double, height: Double, limit: Int)
    /// A DOCTYPE, an entity declaration or a reference to an entity XML does not predefine.
    case entities
    /// A reference to anything outside the icon (another file, a web address, a `data:` URL).
    case externalReference(String)
    /// Script, an event attribute or foreign content (HTML inside the SVG).
    case script(String)
    /// An attribute whose value, read as CSS reads it (escapes and comments decoded), holds
    /// more than drawing: `problem` names what (a character, a function).
    case notDrawing(attribute: String, problem: String)
    /// More shapes than `ChipIcon.maximumShapes` once `<use>` and `url(#…)` are expanded.
    case tooManyShapes(limit: Int)
    /// A `<use>` or `url(#…)` that leads back to itself.
    case referenceCycle(id: String)
    /// The icon is an SVG and librsvg, which draws SVG icons (loaded only then), cannot be
    /// loaded: `library` is the file asked for, `package` the package that installs it.
    case rendererUnavailable(library: String, package: String)

    /// One line: what is wrong with the icon.
    public var description: String {
        switch self {
        case .notAnIcon:
            return "not an SVG or PNG file"
        case .damaged(let problem):
            return "damaged icon (\(problem))"
        case .tooLarge(let limit):
            return "icon larger than \(limit >> 20) MiB"
        case .tooManyPixels(let width, let height, let limit):
            return "icon of \(Self.number(width))×\(Self.number(height)) px; the most is \(limit) px a side"
        case .entities:
            return "the SVG declares entities or a DOCTYPE, which icons may not use"
        case .externalReference(let reference):
            let shown = reference.count > 40 ? String(reference.prefix(40)) + "…" : reference
            return "the SVG refers to '\(shown)' outside the icon; icons must be self-contained"
        case .script(let what):
            return "the SVG holds \(what), which icons may not"
        case .notDrawing(let attribute, let problem):
            return "attribute '\(attribute)' holds \(problem) (read as CSS), which is not drawing; icons may not use it"
        case .tooManyShapes(let limit):
            return "the SVG draws more than \(limit) shapes once its <use> references are expanded"
        case .referenceCycle(let id):
            return "the SVG's reference to '#\(id)' leads back to itself"
        case .rendererUnavailable(let library, let owner):
            return "SVG icons are drawn by librsvg (\(library)), which cannot be loaded: install the package \(owner)"
        }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
