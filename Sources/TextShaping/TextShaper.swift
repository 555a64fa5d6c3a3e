import Primitives

/// Shapes labels with a font stack, the way a browser would:
///
/// 1. each grapheme cluster goes to the first font of the stack that draws all of it (the bundled
///    Hangul face only for Hangul), else (when
///    `systemFallback` is on) to a system font Fontconfig finds for it; spaces and punctuation
///    stay with the run they are in (as Pango does: "힙합 음악" is one Hangul run), except after
///    an emoji, where they go back to the text fonts; clusters with emoji presentation (UTS #51:
///    default emoji, U+FE0F, keycaps, flags, skin tones, ZWJ sequences) go to a colour face
///    first, and U+FE0E asks for a plain one;
/// 2. labels with right-to-left text get their embedding levels from the Unicode bidi algorithm;
/// 3. neighbouring clusters with the same font and level form a run, shaped by HarfBuzz with its
///    own font and direction (with the whole label as context);
/// 4. runs are laid out in visual order on one baseline, with the primary font's line height.
///
/// Results are cached per (fonts, size, text), so a label is shaped once per process; shaping is
/// safe from several threads at once.
public struct TextShaper: Sendable {
    /// The primary font first, then its fallbacks in order.
    public let fonts: [Font]
    /// Whether characters no font of the stack has are looked up with Fontconfig.
    public let systemFallback: Bool

    /// - Parameters:
    ///   - fonts: the primary font and its fallbacks; must not be empty.
    ///   - systemFallback: look up fonts for other characters on the system (this starts
    ///     Fontconfig the first time such a character turns up).
    public init(fonts: [Font], systemFallback: Bool = true) {
        precondition(!fonts.isEmpty, "a text shaper needs at least one font")
        self.fonts = fonts
        self.systemFallback = systemFallback
        fontIdentities = fonts.map(ObjectIdentifier.init)
        primaryIdentity = [fontIdentities[0]]
        primaryIsHangulFace = Self.isHangulFace(fonts[0])
        primaryHasAllPrintableASCII = fonts[0].shaping.hasAllPrintableASCII
        cache = ShapingCache.shared
        codeBasis = CacheKeyCode.basis
    }

    /// The fonts' identities, and the primary font's alone, made once: cache keys share them.
    private let fontIdentities: [ObjectIdentifier]
    private let primaryIdentity: [ObjectIdentifier]
    /// Whether the primary font is the bundled Hangul face (`asciiSegment` skips it), found once.
    private let primaryIsHangulFace: Bool
    /// Whether the primary font has every printable ASCII character, found once.
    private let primaryHasAllPrintableASCII: Bool
    /// The shared cache and its keys' code basis, read once: a global's every read asks
    /// `swift_once` whether it is made (twice a label, 0.13 M of the 200 × 40 SVG batch).
    private let cache: ShapingCache
    private let codeBasis: UInt64

    /// Whether `shape` keeps what it shapes for the rest of the process (and looks there first).
    /// A cloud of many thousand distinct labels gains nothing from it: keeping them cost a
    /// lock and a dictionary entry each, and memory for as long as the process runs.
    public var caching = true

    /// Shapes `text` at `size` px per em, from the cache when it was shaped before.
    public func shape(_ text: String, size: Double) -> ShapedText {
        guard caching else { return shapeUncached(text, size: size) }
        // The bytes read where they lie, and the cache asked while they are at hand: copying the
        // string to read them (`withUTF8InPlace`) was a retain and a release a label, and the
        // cache's `String` compare about 120 instructions more than comparing the bytes.
        let lookup =
            text.utf8.withContiguousStorageIfAvailable { look($0, size: size) }
            ?? text.withUTF8InPlace { look($0, size: size) }
        if let cached = lookup.cached { return cached }
        let isASCII = lookup.isASCII
        let identities = isASCII ? primaryIdentity : fontIdentities
        // `isASCII` is `asciiSegment`'s test, answered above.
        let ascii = isASCII ? Segment(font: fonts[0], range: 0..<text.utf8.count, level: 0, isEmoji: false) : nil
        let shaped = shape(text, size: size, ascii: ascii)
        cache.store(
            shaped,
            for: ShapingCache.Key(
                fonts: identities, fallback: systemFallback, size: size, text: text, textCode: lookup.textCode))
        return shaped
    }

    /// What `shape` learns from a label's bytes: the cache's answer, the text's part of the key's
    /// code (`ShapingCache.Key.textCode`), and `asciiSegment`'s printable-ASCII test.
    private struct Lookup {
        var cached: ShapedText?
        var textCode: UInt64
        var isASCII: Bool
    }

    /// Looks the label of `bytes` up in the cache. One read of the bytes makes the key's code and
    /// answers `asciiSegment`'s printable-ASCII test (its segment only a miss needs): reading them
    /// twice, the test byte by byte, cost 2.7 M more of the 200 × 40 SVG batch's 221 M
    /// instructions (1.2%, 6 Dec 2026).
    @inline(__always)
    private func look(_ bytes: UnsafeBufferPointer<UInt8>, size: Double) -> Lookup {
        let (textCode, isPrintableASCII) = CacheKeyCode.text(bytes, from: codeBasis)
        let isASCII: Bool
        if primaryIsHangulFace || bytes.isEmpty {
            isASCII = false
        } else {
            isASCII = primaryHasAllPrintableASCII ? isPrintableASCII : fonts[0].shaping.coversPrintableASCII(bytes)
        }
        // A label the printable-ASCII shortcut takes shapes the same whatever the fallbacks are,
        // so it is kept under the primary font alone: clouds whose stacks differ only there (one
        // has a label that needs the Hangul face, the next does not) share it.
        let identities = isASCII ? primaryIdentity : fontIdentities
        let code = ShapingCache.Key.code(fonts: identities, fallback: systemFallback, size: size, textCode: textCode)
        let cached = cache.value(
            code: code, fonts: identities, fallback: systemFallback, size: size, text: bytes)
        return Lookup(cached: cached, textCode: textCode, isASCII: isASCII)
    }

    /// Shapes `text` without looking in the cache.
    public func shapeUncached(_ text: String, size: Double) -> ShapedText {
        shape(text, size: size, ascii: asciiSegment(text))
    }

    /// `shapeUncached`, given `asciiSegment(text)`: asked once per label.
    private func shape(_ text: String, size: Double, ascii: Segment?) -> ShapedText {
        let utf8 = Array(text.utf8)
        if let ascii {
            // Printable ASCII: from words shaped once, where the font allows it.
            let shaping = ascii.font.shaping
            let glyphs =
                (utf8.contains(UInt8(ascii: " ")) ? shaping.shapeByWords(utf8) : shaping.shapeWord(utf8))
                ?? shaping.shape(utf8, range: ascii.range)
            return laidOut(utf8, size: size, font: ascii.font, glyphs: glyphs, missing: [])
                ?? laidOut(utf8, size: size, segments: [ascii], glyphs: [glyphs], missing: [])
        }
        let (segments, missing) = segmentByCluster(text)
        let glyphs = segments.map { segment in
            segment.font.shaping.shape(utf8, range: segment.range, rightToLeft: segment.level % 2 == 1)
        }
        return laidOut(utf8, size: size, segments: segments, glyphs: glyphs, missing: missing)
    }

    /// A label of one run of narrow glyphs (most labels) as one object, its glyphs after its
    /// header; `nil` when a glyph does not fit that form.
    private func laidOut(
        _ text: [UInt8], size: Double, font: Font, glyphs: [UnscaledGlyph], missing: [Unicode.Scalar]
    ) -> ShapedText? {
        let scale = size / Double(font.unitsPerEm)
        let units = glyphs.reduce(0) { $0 + $1.xAdvance }
        let width = size * Double(units) / Double(font.unitsPerEm)
        guard
            let block = text.withUnsafeBufferPointer({
                GlyphBlock.narrow(glyphs, font: font, width: width, scale: scale, text: $0)
            })
        else { return nil }
        // The width as the runs below sum it, from 0.
        return ShapedText(size: size, glyphs: block, width: 0.0 + width, primary: fonts[0], missing: missing)
    }

    /// The label's runs, each segment's `glyphs` in px, laid out left to right in visual order.
    private func laidOut(
        _ text: [UInt8], size: Double, segments: [Segment], glyphs shapedRuns: [[UnscaledGlyph]],
        missing: [Unicode.Scalar]
    ) -> ShapedText {
        if segments.count == 1,
            let one = laidOut(text, size: size, font: segments[0].font, glyphs: shapedRuns[0], missing: missing)
        {
            return one
        }
        var runs: [GlyphRun] = []
        runs.reserveCapacity(segments.count)
        for (segment, shaped) in zip(segments, shapedRuns) {
            let scale = size / Double(segment.font.unitsPerEm)
            let units = shaped.reduce(0) { $0 + $1.xAdvance }
            // Scale the run's sum once, so the width is hb-shape's exact answer.
            runs.append(
                GlyphRun(
                    font: segment.font, storage: GlyphStorage(shaped, scale: scale),
                    width: size * Double(units) / Double(segment.font.unitsPerEm)))
        }

        // Lay the runs out left to right in visual order.
        var penX = 0.0
        var placed: [GlyphRun] = []
        placed.reserveCapacity(runs.count)
        for index in Bidi.visualOrder(levels: segments.map(\.level)) {
            var run = runs[index]
            // The first run starts at 0; a later one notes where it starts (its glyphs are not copied).
            if penX != 0 { run.storage.move(by: penX) }
            penX += run.width
            placed.append(run)
        }
        let block = text.withUnsafeBufferPointer { GlyphBlock.holding(placed, text: $0) }
        return ShapedText(size: size, glyphs: block, width: penX, primary: fonts[0], missing: missing)
    }

    /// A stretch of UTF-8 that one font draws in one direction.
    struct Segment {
        var font: Font
        var range: Range<Int>
        /// The bidi embedding level: odd is right-to-left.
        var level: UInt8
        /// An emoji run: spaces and punctuation after it go back to the text fonts.
        var isEmoji: Bool
    }

    /// Splits `text` into runs by font and bidi level, never inside a grapheme cluster, in
    /// logical order. Also returns the characters no font could draw.
    func segment(_ text: String) -> (segments: [Segment], missing: [Unicode.Scalar]) {
        asciiSegment(text).map { ([$0], []) } ?? segmentByCluster(text)
    }

    /// Printable ASCII the primary font draws whole is one left-to-right run of that font, as
    /// `segmentByCluster` finds cluster by cluster (no bidi, no emoji, no ignorables; each
    /// character covered) — unless the primary is the Hangul face, which is skipped outside
    /// Hangul. Most labels are this, and the general steps cost far more than shaping them.
    func asciiSegment(_ text: String) -> Segment? {
        guard !text.isEmpty, !primaryIsHangulFace else { return nil }
        let primary = fonts[0]
        // The bytes read where they lie (printable ASCII a word at a time): through the UTF-8 view
        // this took 7.3 M instructions more of the 10,000-label SVG's 412 M (1.7%; issue 42, 6 Dec 2026).
        guard text.withUTF8InPlace({ primary.shaping.coversPrintableASCII($0) }) else { return nil }
        return Segment(font: primary, range: 0..<text.utf8.count, level: 0, isEmoji: false)
    }

    /// `segment`, one grapheme cluster at a time.
    func segmentByCluster(_ text: String) -> (segments: [Segment], missing: [Unicode.Scalar]) {
        let levels = Bidi.isNeeded(text) ? Bidi.levels(of: Array(text.unicodeScalars)) : nil
        var segments: [Segment] = []
        var missing: [Unicode.Scalar] = []
        var offset = 0
        var scalarIndex = 0
        for cluster in text {
            // A `Character`'s string counts its bytes without reading them (its UTF-8 view
            // steps through them), scalars are counted only for bidi levels, and the scalars
            // kept go straight into an array (`filter` made a string of them first): 0.9 M of
            // the 200 × 40 SVG batch's 185 M instructions, its 55 labels past ASCII (6 Dec 2026).
            let length = String(cluster).utf8.count
            let level = levels?[scalarIndex] ?? 0
            defer {
                offset += length
                if levels != nil { scalarIndex += cluster.unicodeScalars.count }
            }
            let scalars = Self.drawn(cluster)
            let covers = { (font: Font) in scalars.allSatisfy { font.hasGlyph(for: $0) } }

            let presentation = Presentation(of: cluster)
            let isEmoji = presentation == .emoji
            let font: Font
            if !isEmoji, let current = segments.last, current.level == level, !current.isEmoji,
                !current.font.isColor, Self.isNeutral(cluster), covers(current.font)
            {
                font = current.font
            } else if let found = self.font(for: cluster, scalars: scalars, presentation: presentation, covers: covers)
            {
                font = found
            } else {
                font = fonts[0]
                missing += scalars.filter { scalar in
                    !fonts.contains { $0.hasGlyph(for: scalar) }
                        && !(systemFallback && SystemFallback.font(for: [scalar]) != nil)
                }
            }

            if let last = segments.last, last.font === font, last.level == level, last.isEmoji == isEmoji {
                segments[segments.count - 1].range = last.range.lowerBound..<(offset + length)
            } else {
                segments.append(Segment(font: font, range: offset..<(offset + length), level: level, isEmoji: isEmoji))
            }
        }
        return (segments, missing)
    }

    /// The font for one cluster that no run before it keeps, or `nil` when none has all of it.
    ///
    /// Text goes to the first font of the stack that has it, else to a system face, plain rather
    /// than colour. Emoji go to a colour face first — one in the stack, else the system's — even
    /// when a text font has the characters (©️ is not Inter's ©); when no colour face has them
    /// all (a letter with U+FE0F), they go where text would.
    private func font(
        for cluster: Character, scalars: [Unicode.Scalar], presentation: Presentation, covers: (Font) -> Bool
    ) -> Font? {
        let inStack = fonts.first { covers($0) && ($0 !== Self.hangulFace || Self.isHangul(cluster)) }
        guard presentation == .emoji else {
            return inStack ?? (systemFallback ? SystemFallback.font(for: scalars, presentation: .text) : nil)
        }
        if let colour = fonts.first(where: { $0.isColor && covers($0) }) { return colour }
        let found = systemFallback ? SystemFallback.font(for: scalars, presentation: .emoji) : nil
        if let found, found.isColor { return found }
        return inStack ?? found
    }

    /// The bundled Hangul face. It also has kana and some Latin, but it is a fallback for Hangul
    /// only: Japanese drawn half in it and half in a system font would not match.
    static let hangulFace = try? FontLibrary.bundled(.hangul)

    /// Where `hangulFace` comes from: the fonts library opens one font per path and index, so
    /// a font with another path is not it, and the face need not be opened to know that.
    static let hangulPath = try? BundledFonts.path(of: .hangul)

    /// Whether `font` is the bundled Hangul face. A font whose file has another name is not, and
    /// then the bundled fonts need not be looked for: with `--font FILE`, finding them was 86 k
    /// instructions of a one-label PNG.
    private static func isHangulFace(_ font: Font) -> Bool {
        let name = BundledFont.hangul.rawValue.utf8
        guard font.index == 0, font.path.utf8.count > name.count,
            font.path.utf8.suffix(name.count).elementsEqual(name)
        else { return false }
        return font.path == hangulPath
    }

    /// A cluster with a Hangul letter (jamo, compatibility jamo or syllable).
    static func isHangul(_ cluster: Character) -> Bool {
        cluster.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF: true
            default: false
            }
        }
    }

    /// The scalars of `cluster` a font must have: all but the ignorable ones.
    private static func drawn(_ cluster: Character) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        for scalar in cluster.unicodeScalars where !isIgnorable(scalar) { scalars.append(scalar) }
        return scalars
    }

    /// Characters a font need not have: HarfBuzz hides them (joiners, variation selectors).
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII first: Unicode property lookups are the slow part of segmenting.
        scalar.isASCII ? false : scalar.properties.isDefaultIgnorableCodePoint
    }

    /// A cluster with no letter or mark: whitespace, punctuation, digits, symbols.
    static func isNeutral(_ cluster: Character) -> Bool {
        cluster.unicodeScalars.allSatisfy { scalar in
            if scalar.isASCII {
                let byte = UInt8(scalar.value) | 0x20
                return !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .nonspacingMark, .spacingMark, .enclosingMark:
                return false
            default:
                return true
            }
        }
    }
}
