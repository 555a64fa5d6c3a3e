/// Numbers as SVG writes them: fixed decimals, trailing zeros and a bare "-0" dropped, so the
/// same value always prints the same way.
package enum SVGNumber {
    /// `value` rounded to `decimals` places: `12`, `12.5`, `-0.25`.
    package static func format(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        guard rounded != 0 else { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        let whole = Int(rounded.magnitude)
        var fraction = Int(((rounded.magnitude - Double(whole)) * scale).rounded())
        var digits = decimals
        while fraction % 10 == 0 && digits > 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        let padded = String(repeating: "0", count: max(0, digits - fractionText.count)) + fractionText
        return (rounded < 0 ? "-" : "") + String(whole) + "." + padded
    }
}
