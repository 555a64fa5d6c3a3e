/// Numbers as SVG writes them: fixed decimals, trailing zeros and a bare "-0" dropped, so the
/// same value always prints the same way.
///
/// Public, with every member `package`, for one reason: Swift 6.3 inlines no `@inlinable`
/// member of a `package` type into another module (a `public` type's `package` members it
/// does), so the SVG writer called the writer of each glyph's x: 1.2 M instructions of the
/// 200 × 40 SVG batch's 209.8 M (6 Dec 2026).
public enum SVGNumber {
    /// The most bytes `write` puts down: a sign, 20 digits, a point and up to 24 decimals.
    package static let maximumLength = 48

    /// `value` rounded to `decimals` places: `12`, `12.5`, `-0.25`.
    package static func format(_ value: Double, decimals: Int) -> String {
        var bytes: [UInt8] = []
        append(value, decimals: decimals, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value` as `format` writes it.
    package static func append(_ value: Double, decimals: Int, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { buffer in
            let count = write(value, decimals: decimals, to: buffer.baseAddress!)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Writes `value` as `format` does, digit by digit at `out` (which has room for
    /// `maximumLength` bytes), and returns how many bytes it wrote. No `String` is made: an SVG
    /// document prints hundreds of thousands of numbers. `decimals` is at most 24.
    ///
    /// `writeOneDecimal` and `writeThreeDecimals` are this with `decimals` fixed.
    @inline(__always)
    package static func write(_ value: Double, decimals: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        if decimals <= 15 {
            let power = integerPower(decimals)
            let scaled = value * Double(power)
            // Rounded half away from zero as `rounded()` does, without its call into libm: below
            // 2^52 the truncation and the remainder are exact.
            if scaled.magnitude < 1e15 - 1 {
                var whole = Int(scaled)
                let rest = scaled - Double(whole)
                if rest >= 0.5 { whole &+= 1 } else if rest <= -0.5 { whole &-= 1 }
                return writeUnits(whole, decimals: decimals, power: power, to: out)
            }
        }
        return writeRare(value, decimals: decimals, to: out)
    }

    /// `write(value, decimals: 1, to: out)`, its power of ten folded in: SVG's font units, two
    /// numbers of every glyph drawn. (Another module's call cannot inline `write`.)
    @inlinable
    package static func writeOneDecimal(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let scaled = value * 10
        guard scaled.magnitude < 1e15 - 1 else { return writeRare(value, decimals: 1, to: out) }
        guard let (tenths, count) = writeSignAndWhole(scaled, power: 10, to: out) else { return 1 }
        guard tenths != 0 else { return count }
        out[count] = UInt8(ascii: ".")
        out[count &+ 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: tenths)
        return count &+ 2
    }

    /// `write(value, decimals: 3, to: out)`, its power of ten folded in: SVG's px. Inlined
    /// where it is called: a chip's box alone prints ten of them.
    @inlinable
    package static func writeThreeDecimals(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let scaled = value * 1000
        guard scaled.magnitude < 1e15 - 1 else { return writeRare(value, decimals: 3, to: out) }
        guard let (thousandths, count) = writeSignAndWhole(scaled, power: 1000, to: out) else { return 1 }
        return count &+ writeFraction(thousandths: thousandths, to: out + count)
    }

    /// `units` thousandths, as `writeThreeDecimals(Double(units) / 1000, to: out)` prints them:
    /// SVG's px when they are worked out in thousandths (`SVGPlaces`). `units` is below 10^15 in
    /// magnitude.
    @inlinable @inline(__always)
    package static func writeThousandths(_ units: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        guard units != 0 else {
            out[0] = UInt8(ascii: "0")
            return 1
        }
        var count = 0
        if units < 0 {
            out[0] = UInt8(ascii: "-")
            count = 1
        }
        let magnitude = units.magnitude
        let whole = magnitude / 1000
        count &+= writeWhole(whole, to: out + count)
        return count &+ writeFraction(thousandths: Int(truncatingIfNeeded: magnitude &- whole &* 1000), to: out + count)
    }

    /// ".ddd" of `thousandths` (0 to 999), trailing zeros dropped, nothing for 0; returns how many
    /// bytes.
    @inlinable @inline(__always)
    static func writeFraction(thousandths: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        guard thousandths != 0 else { return 0 }
        // The hundreds digit, then the last two as a pair (from the literal, not a table: a lazy
        // global is a check on every call, and its making was two million instructions at the
        // first number).
        let hundreds = thousandths / 100
        let rest = thousandths &- hundreds &* 100
        out[0] = UInt8(ascii: ".")
        out[1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: hundreds)
        guard rest != 0 else { return 2 }
        let pairs = digitPairs.utf8Start
        out[2] = pairs[rest &* 2]
        guard rest % 10 == 0 else {
            out[3] = pairs[rest &* 2 &+ 1]
            return 4
        }
        return 3
    }

    /// `value` in whole units, as `write(Double(value), decimals: d, to: out)` prints it for any
    /// `d` (no fraction to print): the digits, after "-" when it is negative.
    @inlinable @inline(__always)
    package static func writeInteger(_ value: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        guard value < 0 else { return writeWhole(UInt(bitPattern: value), to: out) }
        out[0] = UInt8(ascii: "-")
        return 1 &+ writeWhole(value.magnitude, to: out + 1)
    }

    /// `scaled` (a value times `power`, below 10^15 in magnitude) rounded half away from zero as
    /// `write` rounds it; writes its sign and whole part and returns the fraction in units and
    /// the bytes written, or `nil` when it rounds to 0 (then "0" is written).
    @inlinable @inline(__always)
    static func writeSignAndWhole(
        _ scaled: Double, power: UInt, to out: UnsafeMutablePointer<UInt8>
    ) -> (fraction: Int, count: Int)? {
        var units = Int(scaled)
        let rest = scaled - Double(units)
        if rest >= 0.5 { units &+= 1 } else if rest <= -0.5 { units &-= 1 }
        guard units != 0 else {
            out[0] = UInt8(ascii: "0")
            return nil
        }
        var count = 0
        if units < 0 {
            out[0] = UInt8(ascii: "-")
            count = 1
        }
        let magnitude = units.magnitude
        let whole = magnitude / power
        count &+= writeWhole(whole, to: out + count)
        return (Int(truncatingIfNeeded: magnitude &- whole &* power), count)
    }

    /// `writeDigits(value, minimumCount: 1, to: out)`, with no digit count worked out first for
    /// values below a million (an SVG number's whole part nearly always is).
    @inlinable @inline(__always)
    static func writeWhole(_ value: UInt, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let pairs = digitPairs.utf8Start
        @inline(__always) func pair(_ two: UInt, at index: Int) {
            let at = Int(truncatingIfNeeded: two) &* 2
            out[index] = pairs[at]
            out[index &+ 1] = pairs[at &+ 1]
        }
        @inline(__always) func single(_ one: UInt, at index: Int) {
            out[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: one)
        }
        if value < 100 {
            if value < 10 {
                single(value, at: 0)
                return 1
            }
            pair(value, at: 0)
            return 2
        }
        if value < 10_000 {
            let high = value / 100
            let low = value &- high &* 100
            if high < 10 {
                single(high, at: 0)
                pair(low, at: 1)
                return 3
            }
            pair(high, at: 0)
            pair(low, at: 2)
            return 4
        }
        if value < 1_000_000 {
            let high = value / 10_000
            let rest = value &- high &* 10_000
            let middle = rest / 100
            let low = rest &- middle &* 100
            if high < 10 {
                single(high, at: 0)
                pair(middle, at: 1)
                pair(low, at: 3)
                return 5
            }
            pair(high, at: 0)
            pair(middle, at: 2)
            pair(low, at: 4)
            return 6
        }
        return writeDigits(value, minimumCount: 1, to: out)
    }

    /// The largest magnitude printed: ±10^18, below `Int.max`.
    static let largest = 1e18

    /// `write` for values of 10^15 units and more, and for more than 15 decimals.
    /// A value that is not a number prints as 0 and one beyond ±10^18 as ±10^18, so that no
    /// value traps (no drawing comes near: canvases are at most 100,000 px); and a fraction with
    /// more decimals than an integer holds at this size loses the last ones, which a `Double` of
    /// this size does not have.
    @usableFromInline @inline(never)
    static func writeRare(_ value: Double, decimals: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        guard !value.isNaN else {
            out[0] = UInt8(ascii: "0")
            return 1
        }
        let value = min(max(value, -Self.largest), Self.largest)
        // Powers of ten multiplied up from 1 are exact up to 1e22, so a table gives the same scale.
        var scale = decimals <= 15 ? Double(integerPower(decimals)) : power(decimals)
        let scaled = value * scale
        let units = scaled.rounded()
        // Below 1e15 units the value's whole and fraction digits are exactly those of the integer
        // `units` (the division and multiplication below err by far less than half a unit), so
        // integer arithmetic prints what the floating-point steps print, faster.
        if units.magnitude < 1e15, decimals <= 15 {
            return writeUnits(Int(units), decimals: decimals, power: integerPower(decimals), to: out)
        }
        let rounded = units / scale
        guard rounded != 0 else {
            out[0] = UInt8(ascii: "0")
            return 1
        }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            let whole = Int(rounded)
            var count = 0
            if whole < 0 {
                out[0] = UInt8(ascii: "-")
                count = 1
            }
            return count + writeDigits(whole.magnitude, minimumCount: 1, to: out + count)
        }
        let whole = Int(rounded.magnitude)
        var digits = decimals
        while ((rounded.magnitude - Double(whole)) * scale).rounded() >= Self.largest {
            scale /= 10
            digits -= 1
        }
        var fraction = Int(((rounded.magnitude - Double(whole)) * scale).rounded())
        while fraction % 10 == 0 && digits > 0 {
            fraction /= 10
            digits -= 1
        }
        var count = 0
        if rounded < 0 {
            out[0] = UInt8(ascii: "-")
            count = 1
        }
        count += writeDigits(UInt(whole), minimumCount: 1, to: out + count)
        out[count] = UInt8(ascii: ".")
        count += 1
        // Leading zeros pad the fraction to its place count ("0.05"); a fraction longer than its
        // places (only when rounding carried) prints whole, as it always has.
        return count + writeDigits(UInt(fraction), minimumCount: digits, to: out + count)
    }

    /// Writes `units` (`value` × `power`, rounded, below 10^15; `power` is 10^`decimals`) as the
    /// number it stands for, trailing zeros dropped; returns how many bytes.
    @inline(__always)
    static func writeUnits(_ units: Int, decimals: Int, power: UInt, to out: UnsafeMutablePointer<UInt8>) -> Int {
        guard units != 0 else {
            out[0] = UInt8(ascii: "0")
            return 1
        }
        var count = 0
        if units < 0 {
            out[0] = UInt8(ascii: "-")
            count = 1
        }
        let magnitude = units.magnitude
        count &+= writeDigits(magnitude / power, minimumCount: 1, to: out + count)
        var fraction = magnitude % power
        guard fraction != 0 else { return count }
        var digits = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            digits &-= 1
        }
        out[count] = UInt8(ascii: ".")
        return count &+ 1 &+ writeDigits(fraction, minimumCount: digits, to: out + count + 1)
    }

    /// Appends the decimal digits of `value`, zero-padded on the left to `minimumCount`.
    package static func appendDigits(_ value: UInt, minimumCount: Int, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { buffer in
            let count = writeDigits(value, minimumCount: minimumCount, to: buffer.baseAddress!)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Writes the decimal digits of `value`, zero-padded on the left to `minimumCount` (at most
    /// 24), at `out`; returns how many.
    @inline(__always) @usableFromInline
    package static func writeDigits(_ value: UInt, minimumCount: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let count = max(digitCount(value), minimumCount)
        var rest = value
        var index = count
        // Two digits a step, from a literal's bytes (a constant, unlike a table's lazy global).
        let pairs = digitPairs.utf8Start
        while rest >= 100 {
            let pair = Int(truncatingIfNeeded: rest % 100) &* 2
            rest /= 100
            index &-= 2
            out[index] = pairs[pair]
            out[index &+ 1] = pairs[pair &+ 1]
        }
        if rest >= 10 {
            let pair = Int(truncatingIfNeeded: rest) &* 2
            index &-= 2
            out[index] = pairs[pair]
            out[index &+ 1] = pairs[pair &+ 1]
        } else {
            index &-= 1
            out[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
        while index > 0 {
            index &-= 1
            out[index] = UInt8(ascii: "0")
        }
        return count
    }

    @usableFromInline
    static var digitPairs: StaticString {
        // swift-format-ignore
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }

    /// How many decimal digits `value` has (1 for 0).
    @inline(__always)
    static func digitCount(_ value: UInt) -> Int {
        // The lengths SVG numbers have, by comparison alone.
        if value < 10 { return 1 }
        if value < 100 { return 2 }
        if value < 1000 { return 3 }
        if value < 10000 { return 4 }
        // `threshold` is 10^count; past 10^19 (count 20, the most a UInt has) it would wrap.
        var count = 5
        var threshold: UInt = 100_000
        while count < 20 && value >= threshold {
            count += 1
            threshold &*= 10
        }
        return count
    }

    /// 10^`exponent` for 0…15, without a table (whose lazy global costs a check on every call).
    @inline(__always)
    private static func integerPower(_ exponent: Int) -> UInt {
        switch exponent {
        case 0: return 1
        case 1: return 10
        case 3: return 1000
        default:
            var power: UInt = 1
            for _ in 0..<exponent { power &*= 10 }
            return power
        }
    }

    private static func power(_ exponent: Int) -> Double {
        var scale = 1.0
        for _ in 0..<exponent { scale *= 10 }
        return scale
    }
}
