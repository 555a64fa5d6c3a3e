/// Counts as a chip shows them (`12.4k`) and as a screen reader says them (`12,400`): one rule
/// for every writer and every door.
///
/// The compact form has at most three significant digits and a unit, k (thousand), M (million),
/// B (billion) or T (trillion): one decimal below 100 of a unit, none from 100 on, a trailing
/// ".0" left out (`1k`, not `1.0k`). Values are rounded to the nearest step, halves away from
/// zero, as people round (1,250 → `1.3k`, 1,249 → `1.2k`), and a value that rounds up to 1,000
/// of a unit is said in the next unit: 999,950 → `1M`, never `1000k`. Below 1,000 the same
/// rule holds with no unit (`980`, `3.1`, `0`). A negative value gets a hyphen-minus (`-1.2k`);
/// anything that rounds to zero is `0`, never `-0`. From 999.5 trillion on the form is
/// scientific with one decimal (`1.2e20`), so no count is ever longer than seven characters.
package enum CompactNumber {
    /// The units, a thousand apart, after the plain numbers.
    private static let units = ["", "k", "M", "B", "T"]

    /// `value` compactly: `12.4k`, `1.3M`, `980`; `nil` for an infinite or NaN value.
    package static func compact(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        let magnitude = abs(value)
        var unitValue = 1.0
        for unit in units {
            // Multiplied before dividing, so a value like 1,150 gives 11.5 exactly (1.15 is not).
            let tenths = (magnitude * 10 / unitValue).rounded(.toNearestOrAwayFromZero)
            if tenths < 1000 {
                return signed(value, digits(tenths: tenths) + unit)
            }
            let whole = (magnitude / unitValue).rounded(.toNearestOrAwayFromZero)
            if whole < 1000 { return signed(value, String(Int(whole)) + unit) }
            unitValue *= 1000
        }
        return signed(value, scientific(magnitude))
    }

    /// `value` in full, its whole part grouped by threes with commas (`12,400`, `1,234.5`), for
    /// what is read aloud; scientific from 1e15 on, where a `Double` no longer holds every whole
    /// number; `nil` for an infinite or NaN value.
    package static func grouped(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        let magnitude = abs(value)
        guard magnitude < 1e15 else { return signed(value, String(magnitude)) }
        let whole = magnitude.rounded(.down)
        var digits = Array(String(Int(whole)))
        var text = ""
        while digits.count > 3 {
            text = "," + String(digits.suffix(3)) + text
            digits.removeLast(3)
        }
        text = String(digits) + text
        // At most two decimals, rounded; a trailing zero left out (`0.5`, `0.05`, `1.25`).
        let fraction = ((magnitude - whole) * 100).rounded(.toNearestOrAwayFromZero)
        if fraction >= 100 { return grouped(value < 0 ? -(whole + 1) : whole + 1) }
        if fraction > 0 {
            let cents = Int(fraction)
            text += cents % 10 == 0 ? "." + String(cents / 10) : (cents < 10 ? ".0" : ".") + String(cents)
        }
        return signed(value, text)
    }

    /// `tenths` (below 1,000) as a number with one decimal, the ".0" left out.
    private static func digits(tenths: Double) -> String {
        let count = Int(tenths)
        return count % 10 == 0 ? String(count / 10) : String(count / 10) + "." + String(count % 10)
    }

    /// `magnitude` (at least 999.5 trillion) as `1.2e20`.
    private static func scientific(_ magnitude: Double) -> String {
        var exponent = Int(magnitude.exponentBase10)
        var tenths = (magnitude / pow10(exponent) * 10).rounded(.toNearestOrAwayFromZero)
        if tenths >= 100 {
            exponent += 1
            tenths = (tenths / 10).rounded(.toNearestOrAwayFromZero)
        }
        return digits(tenths: tenths) + "e" + String(exponent)
    }

    /// A hyphen-minus before a negative value's text, unless the text says zero.
    private static func signed(_ value: Double, _ text: String) -> String {
        value < 0 && text != "0" ? "-" + text : text
    }

    /// 10 to the power `exponent`, exactly for the powers a `Double` holds exactly.
    private static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        var base = 10.0
        var power = abs(exponent)
        while power > 0 {
            if power & 1 == 1 { result *= base }
            base *= base
            power >>= 1
        }
        return exponent < 0 ? 1 / result : result
    }
}

extension Double {
    /// The power of ten at or below the value (positive values only).
    fileprivate var exponentBase10: Double {
        var exponent = 0.0
        var rest = self
        while rest >= 10 {
            rest /= 10
            exponent += 1
        }
        return exponent
    }
}
