import Primitives

/// A growing SVG document in bytes. Markup, numbers, escaped text and colours are appended in
/// place, so writing an element makes no `String` and allocates nothing but the buffer's growth.
struct SVGBuffer {
    var bytes: [UInt8] = []

    /// Appends markup as it is.
    @inline(__always)
    mutating func append(_ markup: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: markup.utf8Start, count: markup.utf8CodeUnitCount))
    }

    /// Appends bytes that are already markup (a cached glyph outline, an id prefix).
    @inline(__always)
    mutating func append(_ markup: [UInt8]) {
        bytes.append(contentsOf: markup)
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
        XML.escape(text, into: &bytes)
    }

    /// A length in px, to 3 decimals.
    mutating func px(_ value: Double) {
        SVGNumber.append(value, decimals: 3, to: &bytes)
    }

    /// A position in font units, to 1 decimal.
    mutating func units(_ value: Double) {
        SVGNumber.append(value, decimals: 1, to: &bytes)
    }

    mutating func number(_ value: Double, decimals: Int) {
        SVGNumber.append(value, decimals: decimals, to: &bytes)
    }

    mutating func integer(_ value: Int) {
        if value < 0 { append("-") }
        SVGNumber.appendDigits(value.magnitude, minimumCount: 1, to: &bytes)
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
        append("#")
        hex(color.red)
        hex(color.green)
        hex(color.blue)
        append("\"")
        guard color.alpha < 1 else { return }
        append(opacity)
        number(color.alpha, decimals: 3)
        append("\"")
    }

    /// One channel as two hex digits, rounded as `Color.description` rounds it.
    private mutating func hex(_ channel: Double) {
        let byte = Int((min(max(channel, 0), 1) * 255).rounded())
        bytes.append(Self.hexDigits[byte >> 4])
        bytes.append(Self.hexDigits[byte & 15])
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
