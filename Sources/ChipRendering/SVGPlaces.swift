import Primitives

/// Where the SVG writer puts things, in thousandths of a px as it prints them.
///
/// A length is printed to thousandths below 100 px and to hundredths from 100 px on (5
/// significant digits there, as scour writes them): an edge moves by at most 0.005 px, within
/// anti-aliasing in rsvg-convert and Chromium. A chip's parts are placed at its box's printed
/// origin plus their own printed offsets in the box (to thousandths), never each rounded on its
/// own: so every part of a chip moves by the same printed amount between two drawings, and an
/// animation that moves a chip by `move(from:to:)` ends exactly where a drawing of its end
/// prints it, to the last digit. (Each part rounded on its own, 2 decimals from 100 px on left
/// `animate`'s last frame a few edge pixels unlike a render of its end, in Chromium.) A part is
/// at most 0.0055 px from where it would be unrounded; a part past 100 px prints a third decimal
/// only when its offset in the box has one.
package enum SVGPlaces {
    /// The largest magnitude worked out in thousandths, in px (no drawing comes near: canvases
    /// are at most 100,000 px); beyond it a value is held there, and not a number is 0.
    static let largest = 1e12

    /// `value` px as a length prints: in thousandths, rounded to thousandths below 100 px and
    /// to hundredths from there on, half away from zero.
    @inline(__always)
    package static func length(_ value: Double) -> Int {
        // Below 100 px, nearly every number: one product and one comparison.
        let thousandths = value * 1000
        if thousandths.magnitude < 100_000 { return rounded(thousandths) }
        if thousandths.magnitude < largest * 1000 { return rounded(value * 100) &* 10 }
        return rounded(held(value) * 100) &* 10
    }

    /// `value` px as an offset inside a chip (from the box's origin to its outline, its label,
    /// its count or its icon): in thousandths, rounded half away from zero. (Rounded to
    /// hundredths, it saved under 0.05% of the samples' bytes, raw and gzipped, and moved parts
    /// by up to 0.01 px.)
    @inline(__always)
    package static func offset(_ value: Double) -> Int {
        let thousandths = value * 1000
        return rounded(thousandths.magnitude < largest * 1000 ? thousandths : held(value) * 1000)
    }

    /// `value` held within ±`largest`, not a number as 0.
    @inline(never)
    private static func held(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, -largest), largest)
    }

    /// The printed origin of a chip's box at `frame`, in thousandths (x, y).
    @inline(__always)
    static func origin(_ frame: Rect) -> (x: Int, y: Int) {
        (length(frame.minX), length(frame.minY))
    }

    /// How far a chip drawn with its box at `start` must move to be where a drawing with its box
    /// at `end` prints it, in px: the difference of the two printed origins, exact to thousandths.
    package static func move(from start: Rect, to end: Rect) -> Point {
        let (a, b) = (origin(start), origin(end))
        return Point(x: Double(b.x - a.x) / 1000, y: Double(b.y - a.y) / 1000)
    }

    /// `scaled` rounded half away from zero as `SVGNumber` rounds (below 2^52 the truncation and
    /// the remainder are exact), without a call into libm.
    @inline(__always)
    private static func rounded(_ scaled: Double) -> Int {
        var whole = Int(scaled)
        let rest = scaled - Double(whole)
        if rest >= 0.5 { whole &+= 1 } else if rest <= -0.5 { whole &-= 1 }
        return whole
    }
}
