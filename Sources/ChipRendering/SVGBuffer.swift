import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A growing SVG document in bytes. Markup, numbers, escaped text and colours are written in
/// place, so writing an element makes no `String` and allocates nothing but the buffer's growth.
///
/// The bytes live in memory of its own (grown with `realloc`, never zeroed), so each write is
/// one capacity check and a copy through a pointer; a finished piece is copied out once into an
/// array, the size it is.
struct SVGBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes are written.
    private(set) var count = 0
    /// The last piece of each kind written through `remembered`, and where its bytes are in what
    /// is written. Forgotten when the bytes are emitted or dropped.
    var lastPieces = LastPieces()

    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 64)
        guard let memory = malloc(self.capacity) else { fatalError("out of memory for an SVG buffer") }
        base = memory.assumingMemoryBound(to: UInt8.self)
    }

    deinit {
        free(base)
    }

    /// Hands the bytes written so far to `body`, then empties the buffer, its room kept: a piece
    /// emitted without a copy.
    mutating func emitPiece<Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Void
    ) throws(Failure) {
        defer {
            count = 0
            forgetPieces(from: 0)
            // A piece far larger than the pieces after it (the header of a big cloud: its title
            // escaped for `aria-label` and copied into `<title>`, 55 MB at 1,000,000 labels)
            // does not stay in memory while the chips are written.
            if capacity > Self.keptCapacity, let memory = realloc(base, Self.keptCapacity) {
                base = memory.assumingMemoryBound(to: UInt8.self)
                capacity = Self.keptCapacity
            }
        }
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// The most room kept from one piece to the next: four of `SVGWriter.write`'s pieces.
    static let keptCapacity = 4 << 20

    /// The bytes written; the buffer is spent.
    consuming func finish() -> [UInt8] {
        bytes
    }

    private var bytes: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { array, initialized in
            array.baseAddress!.update(from: base, count: count)
            initialized = count
        }
    }

    /// Runs `body` with the bytes written so far, lent (the glyph table's `<use>` references).
    func withBytes<Result, Failure: Error>(
        _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Runs `body` with a pointer to room for `room` bytes; `body` returns how many it wrote
    /// (at most `room`).
    @inline(__always)
    mutating func write(room: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if count + room > capacity { grow(to: count + room) }
        count += body(base + count)
    }

    private mutating func grow(to needed: Int) {
        let larger = max(needed, capacity * 2)
        guard let memory = realloc(base, larger) else { fatalError("out of memory for an SVG buffer") }
        base = memory.assumingMemoryBound(to: UInt8.self)
        capacity = larger
    }

    /// Appends markup as it is.
    @inline(__always)
    mutating func append(_ markup: StaticString) {
        let length = markup.utf8CodeUnitCount
        write(room: length) { out in
            out.update(from: markup.utf8Start, count: length)
            return length
        }
    }

    /// Appends again the bytes at `range` of what is written (the title, escaped once for
    /// `aria-label` and copied into `<title>`; a remembered piece, three times a chip).
    @inline(__always)
    mutating func appendCopy(of range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count)
        if count + range.count > capacity { grow(to: count + range.count) }
        (base + count).update(from: base + range.lowerBound, count: range.count)
        count += range.count
    }

    /// Forgets the bytes written from `offset` on (scratch written past the end and copied out).
    mutating func drop(from offset: Int) {
        precondition(offset >= 0 && offset <= count)
        count = offset
        forgetPieces(from: offset)
    }

    /// Appends bytes that are already markup (a glyph's `<use>` start).
    @inline(__always)
    mutating func append(_ markup: UnsafeBufferPointer<UInt8>) {
        write(room: markup.count) { out in
            if let source = markup.baseAddress { out.update(from: source, count: markup.count) }
            return markup.count
        }
    }

    /// Appends bytes that are already markup (a cached glyph outline, an id prefix).
    @inline(__always)
    mutating func append(_ markup: [UInt8]) {
        write(room: markup.count) { out in
            markup.withUnsafeBufferPointer { bytes in
                if let base = bytes.baseAddress { out.update(from: base, count: bytes.count) }
                return bytes.count
            }
        }
    }

    /// ` name="value"` with the value escaped: one line per attribute at every call site.
    mutating func attribute(_ name: StaticString, _ value: String) {
        append(" ")
        append(name)
        append("=\"")
        escaped(value)
        append("\"")
    }

    /// Text escaped for XML.
    mutating func escaped(_ text: String) {
        write(room: text.utf8.count * XML.maximumGrowth) { XML.escape(text, to: $0) }
    }

    /// `escaped(_:)` for UTF-8 bytes that hold whole characters.
    mutating func escaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        write(room: bytes.count * XML.maximumGrowth) { XML.escape(bytes, to: $0) }
    }

    /// A length in px, as `SVGPlaces.length` rounds it: to 3 decimals below 100 px, to 2 from
    /// there on.
    @inline(__always)
    mutating func px(_ value: Double) {
        px(thousandths: SVGPlaces.length(value))
    }

    /// A px value already worked out in thousandths (`SVGPlaces`): a chip's part, its box's
    /// printed origin plus its printed offset.
    @inline(__always)
    mutating func px(thousandths: Int) {
        write(room: Self.numberRoom) { SVGNumber.writeThousandths(thousandths, to: $0) }
    }

    /// A position in font units, to 1 decimal (two numbers of every glyph drawn).
    @inline(__always)
    mutating func units(_ value: Double) {
        write(room: Self.numberRoom) { SVGNumber.writeOneDecimal(value, to: $0) }
    }

    /// `SVGNumber.maximumLength`, a constant here: another module's `static let` is read through
    /// a call.
    static let numberRoom = 48

    /// `value` to `decimals` places (the few numbers that are neither px nor font units).
    mutating func number(_ value: Double, decimals: Int) {
        write(room: Self.numberRoom) { SVGNumber.write(value, decimals: decimals, to: $0) }
    }

    /// `SCALE 0 0 -SCALE`, the start of a text group's matrix, `scale` to 5 significant digits
    /// (as scour writes it). A glyph is placed at most a chip's width from its run's origin, so
    /// the scale's error of at most 5 parts in 100,000 moves it by 0.04 px in a chip 800 px wide:
    /// within anti-aliasing, as rsvg-convert and Chromium draw it. (Written where it goes, once a
    /// run of groups that share their start, `SVGWriter.open`: the last scale's bytes kept in an
    /// array of their own cost 2,500 instructions a document to make and let go of.)
    mutating func glyphScale(_ scale: Double) {
        let decimals = Self.scaleDecimals(scale)
        shortNumber(scale, decimals: decimals)
        append(" 0 0 ")
        shortNumber(-scale, decimals: decimals)
    }

    /// `value` to `decimals` places, below 1 without its leading zero (`.0049716`), as every
    /// renderer reads it.
    private mutating func shortNumber(_ value: Double, decimals: Int) {
        write(room: Self.numberRoom) { out in
            let count = SVGNumber.write(value, decimals: decimals, to: out)
            let sign = out[0] == UInt8(ascii: "-") ? 1 : 0
            guard count > sign + 1, out[sign] == UInt8(ascii: "0"), out[sign + 1] == UInt8(ascii: ".") else {
                return count
            }
            (out + sign).update(from: out + sign + 1, count: count - sign - 1)
            return count - 1
        }
    }

    /// The decimals that print `value` to 5 significant digits (at most 15).
    static func scaleDecimals(_ value: Double) -> Int {
        var (magnitude, decimals) = (value.magnitude, 4)
        guard magnitude > 0, magnitude.isFinite else { return 0 }
        while magnitude < 1 && decimals < 15 {
            magnitude *= 10
            decimals += 1
        }
        while magnitude >= 10 && decimals > 0 {
            magnitude /= 10
            decimals -= 1
        }
        return decimals
    }

    /// `value`'s digits, after "-" when it is negative (a chip's and a glyph's id).
    mutating func integer(_ value: Int) {
        write(room: Self.numberRoom) { SVGNumber.writeInteger(value, to: $0) }
    }

    /// ` fill="#rrggbb"`, plus ` fill-opacity` when the colour is not opaque.
    mutating func fill(_ color: Color) {
        paint(color, attribute: " fill=\"", opacity: " fill-opacity=\"")
    }

    /// ` stroke="#rrggbb"`, plus ` stroke-opacity` when the colour is not opaque.
    mutating func stroke(_ color: Color) {
        paint(color, attribute: " stroke=\"", opacity: " stroke-opacity=\"")
    }

    /// ` NAME="#rrggbb"`, each time, or `#rgb` when each channel's two digits are one (white is
    /// `#fff`, as scour writes it). (Keeping the last four colours' bytes saved 1.8 M of 302 M
    /// instructions on the 200 × 40 SVG batch, under 1%: dropped on 6 Dec 2026, with the table of
    /// px numbers printed before, 1.7 M.)
    private mutating func paint(_ color: Color, attribute: StaticString, opacity: StaticString) {
        // The name, the colour and the closing quote in one write: one check for room.
        let length = attribute.utf8CodeUnitCount
        write(room: length + 8) { out in
            out.update(from: attribute.utf8Start, count: length)
            let count = length &+ Self.writeHex(color, to: out + length)
            out[count] = UInt8(ascii: "\"")
            return count &+ 1
        }
        guard color.alpha < 1 else { return }
        append(opacity)
        number(color.alpha, decimals: 3)
        append("\"")
    }

    /// `#rrggbb` of `color` without its alpha, or `#rgb` when that says the same: every colour
    /// an attribute carries (fill, stroke, an icon's `color`), and so every selector of the dark
    /// style, which picks elements by these bytes.
    mutating func hexColor(_ color: Color) {
        write(room: 7) { Self.writeHex(color, to: $0) }
    }

    /// Writes `hexColor`'s bytes at `out` (room for 7) and returns how many.
    @inline(__always)
    private static func writeHex(_ color: Color, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let (red, green, blue) = (byte(color.red), byte(color.green), byte(color.blue))
        // From a literal's bytes: a constant, unlike an array's lazy global.
        let digits = hexDigits.utf8Start
        out[0] = UInt8(ascii: "#")
        // Each channel's two hex digits the same: the three compared at once.
        let channels = red << 16 | green << 8 | blue
        guard (channels ^ channels >> 4) & 0x0f0f0f == 0 else {
            out[1] = digits[red >> 4]
            out[2] = digits[red & 15]
            out[3] = digits[green >> 4]
            out[4] = digits[green & 15]
            out[5] = digits[blue >> 4]
            out[6] = digits[blue & 15]
            return 7
        }
        out[1] = digits[red & 15]
        out[2] = digits[green & 15]
        out[3] = digits[blue & 15]
        return 4
    }

    /// One channel as a byte, rounded as `Color.description` rounds it.
    @inline(__always)
    private static func byte(_ channel: Double) -> Int {
        // Rounded half up (the value is not negative) as `rounded()` does, without its call into
        // libm: the truncation and the remainder are exact.
        let scaled = min(max(channel, 0), 1) * 255
        let byte = Int(scaled)
        return scaled - Double(byte) >= 0.5 ? byte &+ 1 : byte
    }

    private static var hexDigits: StaticString { "0123456789abcdef" }
}
