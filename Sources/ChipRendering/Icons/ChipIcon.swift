import Primitives

/// An icon drawn beside a chip's label: an SVG (kept as vectors, after `IconSanitizer` let only
/// drawing through) or a PNG. Made from the file's bytes, so it can come from anywhere; two
/// icons of the same bytes are equal, and a document defines each one once.
public struct ChipIcon: Hashable, Sendable, CustomStringConvertible {
    /// The most bytes an icon file may hold.
    public static let maximumBytes = 1 << 20
    /// The longest side a PNG icon (or an SVG's viewBox) may have, in px.
    public static let maximumPixelSide = 4096
    /// The most shapes an SVG icon may draw once its `<use>` and `url(#…)` references are
    /// expanded (every element counts one, a reference counts what it draws): a detailed logo
    /// draws a few hundred; past this a viewer could spend minutes on one chip.
    public static let maximumShapes = 10_000

    /// The file formats an icon may be.
    public enum Kind: String, Hashable, Sendable {
        /// Vectors; drawn as vectors in SVG and PDF, and at the output's scale in PNG.
        case svg
        /// Pixels; scaled with a smoothing filter.
        case png
    }

    /// The icon's format.
    public var kind: Kind { storage.kind }
    /// The icon's own width: its viewBox's, or its pixels'. Only the ratio to `height` matters.
    public var width: Double { storage.width }
    /// The icon's own height.
    public var height: Double { storage.height }
    /// Whether the icon paints in `currentColor`, and so takes the chip's text colour (or the
    /// style's icon colour); other icons keep their own colours.
    public var takesTextColor: Bool { storage.takesTextColor }
    /// What was left out of an SVG to draw it safely (a `<style>` sheet, `<text>`…); empty when
    /// nothing was.
    public var dropped: [String] { storage.dropped }

    let storage: Storage

    /// The icon in `data`, an SVG or a PNG file's bytes.
    ///
    /// - Throws: `IconError` for anything else, a damaged file, one over `maximumBytes` or
    ///   `maximumPixelSide`, and an SVG with entities, script or references outside itself.
    public init(data: [UInt8]) throws(IconError) {
        guard data.count <= Self.maximumBytes else { throw .tooLarge(limit: Self.maximumBytes) }
        if data.starts(with: OutputFormat.pngSignature) {
            let (width, height) = try PNGIconHeader.size(of: data)
            guard width <= Self.maximumPixelSide, height <= Self.maximumPixelSide else {
                throw .tooManyPixels(width: Double(width), height: Double(height), limit: Self.maximumPixelSide)
            }
            guard IconPainter.canDecode(data) else { throw .damaged(problem: "the PNG cannot be decoded") }
            storage = Storage(kind: .png, width: Double(width), height: Double(height), png: data)
            return
        }
        guard Self.looksLikeXML(data) else { throw .notAnIcon }
        let cleaned = try IconSanitizer.sanitize(try IconXMLParser.parse(data))
        let (_, _, width, height) = cleaned.viewBox
        guard width <= Double(Self.maximumPixelSide) * 64, height <= Double(Self.maximumPixelSide) * 64 else {
            throw .tooManyPixels(width: width, height: height, limit: Self.maximumPixelSide * 64)
        }
        storage = Storage(cleaned, source: data)
        guard Librsvg.shared != nil else {
            throw .rendererUnavailable(library: Librsvg.fileName, package: Librsvg.packageName)
        }
        guard IconPainter.canDraw(self) else { throw .damaged(problem: "librsvg cannot draw it") }
    }

    /// `svg 16×16`: what the icon is, for messages and debugging.
    public var description: String {
        "\(kind.rawValue) \(SVGNumber.format(width, decimals: 3))×\(SVGNumber.format(height, decimals: 3))"
    }

    public static func == (a: ChipIcon, b: ChipIcon) -> Bool {
        a.storage === b.storage || (a.storage.digest == b.storage.digest && a.storage.canonical == b.storage.canonical)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.digest)
    }

    /// A stable hash of what the icon draws: the same on every run, for SVG id prefixes.
    package var digest: UInt64 { storage.digest }

    /// Whether `data` starts (after a byte order mark and spaces) with `<`: XML, maybe SVG.
    private static func looksLikeXML(_ data: [UInt8]) -> Bool {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "<")
    }

    /// What an icon holds, shared by its copies (an icon of a thousand tags is stored once).
    final class Storage: Sendable {
        let kind: Kind
        let width: Double
        let height: Double
        let takesTextColor: Bool
        let dropped: [String]
        /// The cleaned SVG (for `.svg`).
        let svg: IconElement?
        let viewBox: (Double, Double, Double, Double)
        /// The PNG file (for `.png`).
        let png: [UInt8]?
        /// What the icon draws as bytes (the cleaned SVG's markup, the PNG): equal icons have equal bytes.
        let canonical: [UInt8]
        let digest: UInt64
        /// The file as given, for the icon's JSON form (decoding it checks it again).
        let source: [UInt8]

        init(kind: Kind, width: Double, height: Double, png: [UInt8]) {
            self.kind = kind
            self.width = width
            self.height = height
            takesTextColor = false
            dropped = []
            svg = nil
            viewBox = (0, 0, width, height)
            self.png = png
            canonical = png
            digest = Self.fnv(png)
            source = png
        }

        init(_ cleaned: IconSanitizer.Result, source: [UInt8]) {
            self.source = source
            kind = .svg
            (width, height) = (cleaned.viewBox.2, cleaned.viewBox.3)
            takesTextColor = cleaned.takesTextColor
            dropped = cleaned.dropped
            svg = cleaned.root
            viewBox = cleaned.viewBox
            png = nil
            canonical = IconMarkup.document(cleaned.root, viewBox: cleaned.viewBox, color: nil)
            digest = Self.fnv(canonical)
        }

        /// FNV-1a, 64 bits.
        private static func fnv(_ bytes: [UInt8]) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }
    }
}
