import Primitives

/// The file formats TagFlow writes.
public enum OutputFormat: String, CaseIterable, Sendable {
    case svg, png, pdf

    /// The format a file name's extension names (case-insensitive), or `nil`.
    public init?(pathExtensionOf path: String) {
        let name = PathName.last(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        self.init(rawValue: name[name.index(after: dot)...].lowercased())
    }

    /// The format `bytes` are in, told from their start: the PNG signature, `%PDF`, or an
    /// `<svg` element in the first `sniffedBytes` bytes (after an XML declaration, a comment or
    /// a doctype); `nil` for anything else.
    public init?(sniffing bytes: some Collection<UInt8>) {
        if bytes.starts(with: Self.pngSignature) {
            self = .png
        } else if bytes.starts(with: "%PDF".utf8) {
            self = .pdf
        } else if String(decoding: bytes.prefix(Self.sniffedBytes), as: UTF8.self).contains("<svg") {
            self = .svg
        } else {
            return nil
        }
    }

    /// How far into a file `init(sniffing:)` looks for an `<svg` element.
    public static let sniffedBytes = 4096

    /// The eight bytes every PNG file starts with.
    package static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
}
