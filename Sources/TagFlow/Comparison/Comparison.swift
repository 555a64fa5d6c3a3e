import ChipRendering

/// The one rule for "is this rendering the same as that one", shared by `tagflow render --check`,
/// `tagflow diff` and `TagFlowTesting`'s snapshot assertions, so the three never disagree:
///
/// - **PNG** by decoded pixels: a pixel differs when one of its RGBA channels (straight alpha) is
///   more than `tolerance` apart; the pictures are the same when at most `maxDifferingPixels`
///   differ. Pictures of different sizes are laid over each other at their top-left corners,
///   and every pixel only one of them covers differs. A re-encoded but identical picture is the same.
/// - **SVG** by text: runs of XML white space (space, tab, CR, LF) count as one space, and white
///   space between a `>` and the next `<` counts as none, so indentation and line breaks do not
///   matter; everything else, text inside elements included, must match exactly. A difference
///   is named by the labels of the chips that changed, or by its byte when it is outside them.
/// - **PDF**, and anything else, by bytes.
public struct Comparison: Hashable, Sendable {
    /// How far apart (0–255) a PNG channel may be and still count as equal.
    public var tolerance: Int

    /// How many PNG pixels may differ before the pictures count as different.
    public var maxDifferingPixels: Int

    /// The one default tolerance, for `render`, `batch`, `build` and `markdown --check`, `tagflow
    /// diff` and `TagFlowTesting` alike: 0, because TagFlow draws the same pixels for the same
    /// input on every run, so a channel one level off is a change. A check that must allow for another machine's rasteriser says so
    /// (`--tolerance 2` lets another build of Cairo and pixman's antialiasing pass).
    public static let defaultTolerance = 0
    /// The one default count of PNG pixels allowed to differ: none.
    public static let defaultMaxDifferingPixels = 0

    /// A rule with the given allowances, `defaultTolerance` and `defaultMaxDifferingPixels` unless told.
    public init(tolerance: Int = defaultTolerance, maxDifferingPixels: Int = defaultMaxDifferingPixels) {
        self.tolerance = tolerance
        self.maxDifferingPixels = maxDifferingPixels
    }

    /// The outcome of a comparison.
    public enum Verdict: Hashable, Sendable {
        /// The two count as the same under the rule.
        case same
        /// They differ: `reason` says how, in one line; `picture` is a PNG of the difference
        /// (the expected picture faded, differing pixels in magenta) whenever pixels could be compared.
        case different(reason: String, picture: [UInt8]?)

        /// Whether the two count as the same.
        public var isSame: Bool { self == .same }
    }

    /// Why two files cannot be compared at all.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// One is a PNG and the other is not, or a file is not what its format says.
        case notComparable(String)
        /// The PNG called `name` (as in `compare`'s `names`) asks in its header for more pixels
        /// than TagFlow draws or decodes.
        case pictureTooLarge(name: String, width: Int, height: Int, limit: Int)

        public var description: String {
            switch self {
            case .notComparable(let why): why
            case .pictureTooLarge(let name, let width, let height, let limit):
                "\(name): a PNG of \(width)×\(height) px is larger than the \(limit / 1_000_000) million pixels "
                    + "TagFlow compares"
            }
        }
    }

    /// Compares `actual` with `expected`; `format` picks the rule (`nil`: from the bytes, PNG by
    /// its signature, otherwise bytes — SVG is only recognised when named).
    ///
    /// - Parameters:
    ///   - expected: the reference: a committed file, a snapshot.
    ///   - actual: the fresh rendering.
    ///   - format: the rule to compare by.
    ///   - names: how the two are called in the reason, such as their paths.
    /// - Throws: `Comparison.Failure` when the two cannot be compared.
    public func compare(
        expected: [UInt8], actual: [UInt8], as format: OutputFormat?,
        names: (expected: String, actual: String) = (
            "the expected", "the actual"
        )
    ) throws(Failure) -> Verdict {
        let isPNG = (PNGHeader(expected) != nil, PNGHeader(actual) != nil)
        switch format ?? (isPNG.0 || isPNG.1 ? .png : .pdf) {
        case .png:
            guard isPNG.0, isPNG.1 else {
                throw .notComparable("\(isPNG.0 ? names.actual : names.expected) is not a PNG file")
            }
            return try comparePixels(expected, actual, names: names)
        case .svg:
            if expected == actual { return .same }
            let (left, right) = (Self.normalizedSVG(expected), Self.normalizedSVG(actual))
            if left == right { return .same }
            if let ids = Self.idsOnly(expected, actual) {
                return .different(
                    reason: "\(names.actual) differs from \(names.expected) in its ids only (prefix \(ids.was) is now "
                        + "\(ids.now)): the same drawing under other ids", picture: nil)
            }
            // Named by the chips that changed, else where the expected file itself parts from the
            // other, as a line of its own text.
            let byte = Self.originalOffset(of: Self.firstDifference(left, right), in: expected)
            let line = expected.prefix(byte).reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            let changes = ChipChanges(
                expected: SVGChips.chips(in: SVGChips.withoutIDPrefix(String(decoding: expected, as: UTF8.self)).text),
                actual: SVGChips.chips(in: SVGChips.withoutIDPrefix(String(decoding: actual, as: UTF8.self)).text))
            return .different(
                reason:
                    "\(names.actual) differs from \(names.expected) in its SVG text from byte \(byte) (line \(line)) of "
                    + "\(names.expected) on (white space between tags ignored)"
                    + (changes.summary.map { ": \($0)" } ?? ""), picture: nil)
        case .pdf:
            if expected == actual { return .same }
            let at = Self.firstDifference(expected, actual)
            let sizes =
                expected.count == actual.count
                ? "" : "; \(names.expected) is \(expected.count) bytes, \(names.actual) \(actual.count)"
            return .different(
                reason: "\(names.actual) differs from \(names.expected) from byte \(at) on\(sizes)", picture: nil)
        }
    }

    /// The two id prefixes when two SVG files differ in nothing else (white space between tags
    /// ignored): every use of each prefix, in ids, references and an animation's CSS alike.
    static func idsOnly(_ expected: [UInt8], _ actual: [UInt8]) -> (was: String, now: String)? {
        let (old, new) = (String(decoding: expected, as: UTF8.self), String(decoding: actual, as: UTF8.self))
        guard let was = SVGChips.withoutIDPrefix(old).prefix, let now = SVGChips.withoutIDPrefix(new).prefix,
            was != now
        else { return nil }
        let left = normalizedSVG(Array(old.replacing(was, with: "ID").utf8))
        let right = normalizedSVG(Array(new.replacing(now, with: "ID").utf8))
        return left == right ? (was, now) : nil
    }

    private func comparePixels(_ expected: [UInt8], _ actual: [UInt8], names: (expected: String, actual: String))
        throws(Failure) -> Verdict
    {
        // The headers alone say how big the pictures are: nothing is decoded past the limit.
        for (bytes, name) in [(expected, names.expected), (actual, names.actual)] {
            guard let header = PNGHeader(bytes) else { throw .notComparable("\(name) is not a PNG file") }
            // Each side is below 2^32, so the product can pass Int's range only by overflowing.
            let pixels = header.width.multipliedReportingOverflow(by: header.height)
            guard !pixels.overflow, pixels.partialValue <= ChipRenderer.maximumPixelCount else {
                throw .pictureTooLarge(
                    name: name, width: header.width, height: header.height, limit: ChipRenderer.maximumPixelCount)
            }
        }
        guard let old = PNGImage(png: expected) else {
            throw .notComparable("\(names.expected): not a PNG that can be decoded")
        }
        // Equal bytes are equal pixels, but only once they are known to be a picture: two copies
        // of one corrupt file are as corrupt as one.
        if expected == actual { return .same }
        guard let new = PNGImage(png: actual) else {
            throw .notComparable("\(names.actual): not a PNG that can be decoded")
        }
        let difference = old.difference(from: new, tolerance: tolerance)
        guard difference.differingPixels > maxDifferingPixels else { return .same }
        let sizes =
            (old.width, old.height) == (new.width, new.height)
            ? "" : "; \(names.expected) is \(old.width)×\(old.height) px, \(names.actual) \(new.width)×\(new.height) px"
        let pixels = difference.differingPixels == 1 ? "1 pixel differs" : "\(difference.differingPixels) pixels differ"
        return .different(
            reason: "\(names.actual) differs from \(names.expected): \(pixels) (largest channel difference "
                + "\(difference.largestChannelDifference), tolerance \(tolerance), \(maxDifferingPixels) allowed)\(sizes)",
            picture: old.differencePicture(against: new, tolerance: tolerance).encoded())
    }

    /// SVG text under the rule above. At most the input's size, and nothing per byte besides:
    /// a file of 900 MB of white space once took 24 bytes of memory a byte (an offset for each).
    static func normalizedSVG(_ bytes: [UInt8]) -> [UInt8] {
        var text: [UInt8] = []
        walkNormalized(bytes) { byte, _ in
            text.append(byte)
            return true
        }
        return text
    }

    /// The offset in `bytes` that byte `index` of `normalizedSVG(bytes)` came from (for a kept
    /// space, where its run starts); `bytes.count` past the end. Walks the text again rather
    /// than keep an offset for every byte.
    static func originalOffset(of index: Int, in bytes: [UInt8]) -> Int {
        var kept = 0
        var found = bytes.count
        walkNormalized(bytes) { _, offset in
            if kept == index {
                found = offset
                return false
            }
            kept += 1
            return true
        }
        return found
    }

    /// Hands each byte of the normalized text to `body` with the offset it came from, until
    /// `body` returns false.
    private static func walkNormalized(_ bytes: [UInt8], _ body: (UInt8, Int) -> Bool) {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        var pendingSpace: Int?
        var last: UInt8?
        // Indexed in the array: through a pointer it saved 0.07 M of the 1,558 M instructions of
        // checking a 10,000-label SVG (issue 42, 6 Dec 2026).
        for offset in bytes.indices {
            let byte = bytes[offset]
            if isSpace(byte) {
                pendingSpace = pendingSpace ?? offset
                continue
            }
            if let space = pendingSpace, let last, !(last == UInt8(ascii: ">") && byte == UInt8(ascii: "<")) {
                guard body(0x20, space) else { return }
            }
            pendingSpace = nil
            last = byte
            guard body(byte, offset) else { return }
        }
    }

    private static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        let shared = min(a.count, b.count)
        return (0..<shared).first { a[$0] != b[$0] } ?? shared
    }
}
