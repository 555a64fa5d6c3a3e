/// Numbers as SVG writes them: fixed decimals, trailing zeros and a bare "-0" dropped, so the
/// same value always prints the same way.
package enum SVGNumber {
    /// `value` rounded to `decimals` places: `12`, `12.5`, `-0.25`.
    package static func format(_ value: Double, decimals: Int) -> String {
        var bytes: [UInt8] = []
        append(value, decimals: decimals, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value` as `format` writes it, digit by digit: no `String` is made, which is most
    /// of the cost of an SVG document with hundreds of thousands of numbers.
    package static func append(_ value: Double, decimals: Int, to out: inout [UInt8]) {
        // Powers of ten multiplied up from 1 are exact up to 1e22, so a table gives the same scale.
        let scale = decimals < powersOfTen.count ? powersOfTen[decimals] : power(decimals)
        let rounded = (value * scale).rounded() / scale
        guard rounded != 0 else {
            out.append(UInt8(ascii: "0"))
            return
        }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            let whole = Int(rounded)
            if whole < 0 { out.append(UInt8(ascii: "-")) }
            appendDigits(whole.magnitude, minimumCount: 1, to: &out)
            return
        }
        let whole = Int(rounded.magnitude)
        var fraction = Int(((rounded.magnitude - Double(whole)) * scale).rounded())
        var digits = decimals
        while fraction % 10 == 0 && digits > 0 {
            fraction /= 10
            digits -= 1
        }
        if rounded < 0 { out.append(UInt8(ascii: "-")) }
        appendDigits(UInt(whole), minimumCount: 1, to: &out)
        out.append(UInt8(ascii: "."))
        // Leading zeros pad the fraction to its place count ("0.05"); a fraction longer than its
        // places (only when rounding carried) prints whole, as it always has.
        appendDigits(UInt(fraction), minimumCount: digits, to: &out)
    }

    /// Appends the decimal digits of `value`, zero-padded on the left to `minimumCount`.
    @inline(__always)
    package static func appendDigits(_ value: UInt, minimumCount: Int, to out: inout [UInt8]) {
        // Twenty digits hold any UInt; written backwards into a fixed tuple, then copied once.
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &buffer) { raw in
            var index = raw.count
            var rest = value
            repeat {
                index -= 1
                raw[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest != 0
            while raw.count - index < minimumCount && index > 0 {
                index -= 1
                raw[index] = UInt8(ascii: "0")
            }
            out.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[index...]))
        }
    }

    private static let powersOfTen: [Double] = (0...15).map(power)

    private static func power(_ exponent: Int) -> Double {
        var scale = 1.0
        for _ in 0..<exponent { scale *= 10 }
        return scale
    }
}
