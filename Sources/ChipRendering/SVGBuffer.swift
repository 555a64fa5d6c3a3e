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
    /// The last text group's scale and its `a b c d` of the matrix as written (`glyphScale`):
    /// nearly every run of a document has the same.
    private var lastScale: (value: Double, markup: [UInt8])?
    /// px numbers printed before, by their value's bits (`px`).
    private let printed: UnsafeMutablePointer<Printed>
    /// The last colours' `#rrggbb"` (`paint`), taken in turn.
    private var paints: (Paint, Paint, Paint, Paint) = (Paint(), Paint(), Paint(), Paint())
    private var nextPaint = 0

    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 64)
        guard let memory = malloc(self.capacity) else { fatalError("out of memory for an SVG buffer") }
        base = memory.assumingMemoryBound(to: UInt8.self)
        printed = .allocate(capacity: Self.printedCount)
        printed.initialize(repeating: Printed(), count: Self.printedCount)
    }

    deinit {
        free(base)
        printed.deallocate()
    }

    /// Hands the bytes written so far to `body`, then empties the buffer, its room kept: a piece
    /// emitted without a copy.
    mutating func emitPiece<Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Void
    ) throws(Failure) {
        defer { count = 0 }
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

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

    /// Appends the bytes at `range` of what is written to `bytes`.
    func copy(_ range: Range<Int>, to bytes: inout [UInt8]) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count)
        bytes.append(contentsOf: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
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
    /// `aria-label` and copied into `<title>`).
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

    /// A length in px, to 3 decimals. A chip document prints the same few lengths over and
    /// over (every chip's height and corner radius, each row's y), so each is printed once and
    /// its bytes kept by its value's bits, in a small table a slot per value: a repeat is a
    /// compare and a copy of 16 bytes.
    @inline(__always)
    mutating func px(_ value: Double) {
        let bits = value.bitPattern
        let entry = printed + Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> (64 - Self.printedBits))
        guard entry.pointee.bits == bits else { return printPx(value, into: entry) }
        let known = entry.pointee
        write(room: 16) { out in
            let raw = UnsafeMutableRawPointer(out)
            raw.storeBytes(of: known.low, as: UInt64.self)
            raw.storeBytes(of: known.high, toByteOffset: 8, as: UInt64.self)
            return known.length
        }
    }

    /// `px` for a value not in its slot: printed, and kept in the slot if it fits.
    private mutating func printPx(_ value: Double, into entry: UnsafeMutablePointer<Printed>) {
        write(room: Self.numberRoom) { out in
            let length = SVGNumber.writeThreeDecimals(value, to: out)
            guard length <= 16 else { return length }
            // Read as two words from room the number did not fill: the bytes past `length` are
            // never copied out (`length` says how many count).
            let raw = UnsafeRawPointer(out)
            entry.pointee = Printed(
                bits: value.bitPattern, length: length, low: raw.loadUnaligned(as: UInt64.self),
                high: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            return length
        }
    }

    /// One px number kept by `px`: its value's bits and its bytes, up to 16.
    private struct Printed {
        /// 0.0's bits and its "0" to begin with: a slot is never empty.
        var bits: UInt64 = 0
        var length = 1
        var low = UInt64(UInt8(ascii: "0"))
        var high: UInt64 = 0
    }

    private static var printedBits: Int { 6 }
    private static var printedCount: Int { 1 << printedBits }

    /// One colour kept by `paint`: its channels' bits and its `#rrggbb"`.
    private struct Paint {
        var red: UInt64 = 0
        var green: UInt64 = 0
        var blue: UInt64 = 0
        var markup: UInt64 = 0
        var known = false
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

    /// `SCALE 0 0 -SCALE`, the start of a text group's matrix, `scale` to 8 decimals: copied
    /// from the last group's when the scale is the same (two numbers of eight decimals each were
    /// about 200 instructions a run).
    mutating func glyphScale(_ scale: Double) {
        if let last = lastScale, last.value.bitPattern == scale.bitPattern { return append(last.markup) }
        // A scale below 1 without its leading zero (`.00950297`), as every renderer reads it.
        func short(_ value: Double) -> [UInt8] {
            var digits: [UInt8] = []
            SVGNumber.append(value, decimals: 8, to: &digits)
            let sign = digits.first == UInt8(ascii: "-") ? 1 : 0
            if digits.count > sign + 1 && digits[sign] == UInt8(ascii: "0") && digits[sign + 1] == UInt8(ascii: ".") {
                digits.remove(at: sign)
            }
            return digits
        }
        let markup = short(scale) + Array(" 0 0 ".utf8) + short(-scale)
        append(markup)
        lastScale = (scale, markup)
    }

    mutating func integer(_ value: Int) {
        write(room: Self.numberRoom) { out in
            if value < 0 { out[0] = UInt8(ascii: "-") }
            let sign = value < 0 ? 1 : 0
            return sign + SVGNumber.writeDigits(value.magnitude, minimumCount: 1, to: out + sign)
        }
    }

    /// ` fill="#rrggbb"`, plus ` fill-opacity` when the colour is not opaque.
    mutating func fill(_ color: Color) {
        paint(color, attribute: " fill=\"", opacity: " fill-opacity=\"")
    }

    /// ` stroke="#rrggbb"`, plus ` stroke-opacity` when the colour is not opaque.
    mutating func stroke(_ color: Color) {
        paint(color, attribute: " stroke=\"", opacity: " stroke-opacity=\"")
    }

    private mutating func paint(_ color: Color, attribute: StaticString, opacity: StaticString) {
        append(attribute)
        let markup = hexMarkup(color)
        write(room: 8) { out in
            UnsafeMutableRawPointer(out).storeBytes(of: markup, as: UInt64.self)
            return 8
        }
        guard color.alpha < 1 else { return }
        append(opacity)
        number(color.alpha, decimals: 3)
        append("\"")
    }

    /// `#rrggbb"` as 8 bytes (first byte lowest): a document paints its chips in a few colours,
    /// so the last four are kept.
    private mutating func hexMarkup(_ color: Color) -> UInt64 {
        let (red, green, blue) = (color.red.bitPattern, color.green.bitPattern, color.blue.bitPattern)
        func same(_ paint: Paint) -> Bool {
            paint.known && paint.red == red && paint.green == green && paint.blue == blue
        }
        if same(paints.0) { return paints.0.markup }
        if same(paints.1) { return paints.1.markup }
        if same(paints.2) { return paints.2.markup }
        if same(paints.3) { return paints.3.markup }
        var markup: UInt64 = 0
        withUnsafeMutableBytes(of: &markup) { bytes in
            let out = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
            out[0] = UInt8(ascii: "#")
            Self.hex(color.red, to: out + 1)
            Self.hex(color.green, to: out + 3)
            Self.hex(color.blue, to: out + 5)
            out[7] = UInt8(ascii: "\"")
        }
        let paint = Paint(red: red, green: green, blue: blue, markup: markup, known: true)
        switch nextPaint {
        case 0: paints.0 = paint
        case 1: paints.1 = paint
        case 2: paints.2 = paint
        default: paints.3 = paint
        }
        nextPaint = (nextPaint + 1) & 3
        return markup
    }

    /// One channel as two hex digits, rounded as `Color.description` rounds it.
    private static func hex(_ channel: Double, to out: UnsafeMutablePointer<UInt8>) {
        // Rounded half up (the value is not negative) as `rounded()` does, without its call into
        // libm: the truncation and the remainder are exact.
        let scaled = min(max(channel, 0), 1) * 255
        var byte = Int(scaled)
        if scaled - Double(byte) >= 0.5 { byte &+= 1 }
        // From a literal's bytes: a constant, unlike an array's lazy global.
        let digits = hexDigits.utf8Start
        out[0] = digits[byte >> 4]
        out[1] = digits[byte & 15]
    }

    private static var hexDigits: StaticString { "0123456789abcdef" }
}
