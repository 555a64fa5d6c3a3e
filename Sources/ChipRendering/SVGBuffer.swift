import Primitives

/// A growing SVG document in bytes. Markup, numbers, escaped text and colours are written in
/// place, so writing an element makes no `String` and allocates nothing but the buffer's growth.
///
/// The storage is an array kept longer than what is written (zeroed room to grow into), so each
/// write is one capacity check and a copy through a pointer rather than an `Array.append`.
struct SVGBuffer {
    private var storage: [UInt8]
    /// How many bytes are written.
    private(set) var count = 0

    init(capacity: Int = 4096) {
        storage = [UInt8](repeating: 0, count: max(capacity, 256))
    }

    /// The bytes written so far, leaving the buffer empty with its room kept: a piece to emit.
    mutating func takePiece() -> [UInt8] {
        defer { count = 0 }
        return Array(storage[..<count])
    }

    /// The bytes written, without a copy; the buffer is spent.
    consuming func finish() -> [UInt8] {
        storage.removeLast(storage.count - count)
        return storage
    }

    /// Runs `body` with a pointer to room for `room` bytes; `body` returns how many it wrote.
    @inline(__always)
    private mutating func write(room: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if count + room > storage.count {
            storage.append(contentsOf: repeatElement(0, count: max(count + room, storage.count * 2) - storage.count))
        }
        let start = count
        count += storage.withUnsafeMutableBufferPointer { body($0.baseAddress! + start) }
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

    /// A length in px, to 3 decimals.
    mutating func px(_ value: Double) {
        number(value, decimals: 3)
    }

    /// A position in font units, to 1 decimal.
    mutating func units(_ value: Double) {
        number(value, decimals: 1)
    }

    mutating func number(_ value: Double, decimals: Int) {
        write(room: SVGNumber.maximumLength) { SVGNumber.write(value, decimals: decimals, to: $0) }
    }

    mutating func integer(_ value: Int) {
        write(room: SVGNumber.maximumLength) { out in
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
        write(room: 8) { out in
            out[0] = UInt8(ascii: "#")
            Self.hex(color.red, to: out + 1)
            Self.hex(color.green, to: out + 3)
            Self.hex(color.blue, to: out + 5)
            out[7] = UInt8(ascii: "\"")
            return 8
        }
        guard color.alpha < 1 else { return }
        append(opacity)
        number(color.alpha, decimals: 3)
        append("\"")
    }

    /// One channel as two hex digits, rounded as `Color.description` rounds it.
    private static func hex(_ channel: Double, to out: UnsafeMutablePointer<UInt8>) {
        let byte = Int((min(max(channel, 0), 1) * 255).rounded())
        out[0] = hexDigits[byte >> 4]
        out[1] = hexDigits[byte & 15]
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
