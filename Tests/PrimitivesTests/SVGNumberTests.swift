import Testing

@testable import Primitives

@Suite("SVG numbers")
struct SVGNumberTests {
    /// The formatting SVG documents were written with before numbers went straight into bytes,
    /// kept here as the oracle: every committed SVG depends on printing exactly this.
    static func stringFormat(_ value: Double, decimals: Int) -> String {
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

    @Test(
        "Fixed decimals, trailing zeros and a bare minus dropped",
        arguments: [
            (12.0, 3, "12"), (12.5, 3, "12.5"), (-0.25, 3, "-0.25"), (-0.0001, 3, "0"), (0.05, 3, "0.05"),
            (1.0005, 3, "1.001"), (0.00568182, 8, "0.00568182"), (-0.00568182, 8, "-0.00568182"), (2024, 1, "2024"),
            (-1e14, 1, "-100000000000000"),
        ])
    func examples(value: Double, decimals: Int, text: String) {
        #expect(SVGNumber.format(value, decimals: decimals) == text)
    }

    @Test(
        "No value traps: NaN prints 0, the infinities and magnitudes past 10^18 print as ±10^18, long fractions are cut",
        arguments: [
            Double.nan, -Double.nan, Double.infinity, -Double.infinity, 1e19, -1e300, Double.greatestFiniteMagnitude,
            1e15 + 0.5, -(1e15 + 0.5), 123_456_789_012.345,
        ])
    func noTrap(value: Double) {
        for decimals in [0, 1, 3, 8, 15, 16, 24] {
            let text = SVGNumber.format(value, decimals: decimals)
            #expect(!text.isEmpty && text.count <= SVGNumber.maximumLength, "\(value), \(decimals): \(text)")
            if value.isNaN { #expect(text == "0") }
            if value.isFinite && value.magnitude < 1e18 {
                // Still the value, to the digits a Double has.
                #expect(Double(text).map { abs($0 - value) <= max(1, value.magnitude * 1e-15) } == true, "\(text)")
            } else if !value.isNaN {
                #expect(Double(text) == (value < 0 ? -1e18 : 1e18), "\(value), \(decimals): \(text)")
            }
        }
    }

    @Test("Bytes written digit by digit match the String formatting, for every kind of value SVG prints")
    func matchesOracle() {
        var random = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 0.0005, 0.00049999, 999.9995, 1e15, -1e15, 123_456_789.125]
        for _ in 0..<20_000 {
            let magnitude = [1.0, 10, 1000, 100_000, 1e9][Int.random(in: 0..<5, using: &random)]
            values.append(Double.random(in: -magnitude...magnitude, using: &random))
            // Values near a rounding boundary: whole numbers and halves at each place.
            let place = [1.0, 0.1, 0.001, 1e-8][Int.random(in: 0..<4, using: &random)]
            values.append((Double(Int.random(in: -99_999...99_999, using: &random)) + 0.5) * place)
        }
        for value in values {
            for decimals in [0, 1, 2, 3, 8] {
                let expected = Self.stringFormat(value, decimals: decimals)
                var bytes: [UInt8] = Array("x".utf8)
                SVGNumber.append(value, decimals: decimals, to: &bytes)
                #expect(String(decoding: bytes.dropFirst(), as: UTF8.self) == expected, "\(value), \(decimals) places")
            }
        }
    }

    @Test("The one- and three-decimal writers print what the general one prints, digits of every length")
    func fixedDecimals() {
        var random = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 0.05, -0.05, 0.0004999, 0.9995, 99_999.95, 1e14, -1e14, 1e15]
        for _ in 0..<20_000 {
            let magnitude = [1.0, 10, 1000, 100_000, 1e12][Int.random(in: 0..<5, using: &random)]
            values.append(Double.random(in: -magnitude...magnitude, using: &random))
        }
        var fixed = [UInt8](repeating: 0, count: SVGNumber.maximumLength)
        var general = [UInt8](repeating: 0, count: SVGNumber.maximumLength)
        for value in values {
            for decimals in [1, 3] {
                let count = fixed.withUnsafeMutableBufferPointer { out in
                    decimals == 1
                        ? SVGNumber.writeOneDecimal(value, to: out.baseAddress!)
                        : SVGNumber.writeThreeDecimals(value, to: out.baseAddress!)
                }
                let expected = general.withUnsafeMutableBufferPointer { out in
                    SVGNumber.write(value, decimals: decimals, to: out.baseAddress!)
                }
                #expect(fixed[..<count] == general[..<expected], "\(value), \(decimals) places")
                if value.isFinite {
                    #expect(
                        String(decoding: fixed[..<count], as: UTF8.self) == Self.stringFormat(value, decimals: decimals)
                    )
                }
            }
        }
    }

    @Test("Thousandths print as the three-decimal writer prints the value they stand for")
    func thousandths() {
        var random = SystemRandomNumberGenerator()
        var units = [0, 1, -1, 5, 50, 500, 999, 1000, -1000, 1001, 100_010, -100_130, 999_999_999_999_999]
        for _ in 0..<20_000 {
            let magnitude = [10, 1000, 100_000, 100_000_000, 1_000_000_000_000][Int.random(in: 0..<5, using: &random)]
            units.append(Int.random(in: -magnitude...magnitude, using: &random))
        }
        var bytes = [UInt8](repeating: 0, count: SVGNumber.maximumLength)
        for unit in units {
            let count = bytes.withUnsafeMutableBufferPointer { SVGNumber.writeThousandths(unit, to: $0.baseAddress!) }
            let value = Double(unit) / 1000
            #expect(
                String(decoding: bytes[..<count], as: UTF8.self) == Self.stringFormat(value, decimals: 3), "\(unit)")
        }
    }

    @Test("Integers and zero-padded digits")
    func digits() {
        var bytes: [UInt8] = []
        SVGNumber.appendDigits(UInt.max, minimumCount: 1, to: &bytes)
        SVGNumber.appendDigits(7, minimumCount: 3, to: &bytes)
        SVGNumber.appendDigits(0, minimumCount: 0, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "\(UInt.max)0070")
    }
}
