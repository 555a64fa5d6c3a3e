import Primitives
import TagFlow

/// The settings' canonical encodings a batch has made, by the input format they were made for:
/// every input of a batch is drawn with the same settings but its format, and encoding them was
/// 0.8 M instructions an input (164 M of the 200 × 40 SVG batch's 456 M, 6 Dec 2026).
final class SettingsEncodings: Sendable {
    private let encodings = Locked<[String: String]>([:])

    /// The encoding for inputs read as `format` (`nil`: by content), made by `make` the first time.
    func encoding(for format: TagReader.Format?, _ make: () throws -> String) rethrows -> String {
        let key = format?.rawValue ?? ""
        if let known = encodings.withLock({ $0[key] }) { return known }
        let made = try make()
        encodings.withLock { $0[key] = made }
        return made
    }
}
