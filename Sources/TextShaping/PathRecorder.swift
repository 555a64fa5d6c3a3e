/// Collects a glyph outline, as HarfBuzz draws it, as SVG path data said as briefly as a careful
/// optimiser says it (scour's rules), with the same points:
///
/// - every point is kept in hundredths of a font unit (the 2 decimals TagFlow always wrote), as
///   whole numbers, so a relative step is exact and the path lands where the absolute one did;
/// - each command is written relative, or absolute where that is shorter by more than
///   `absoluteMargin` bytes;
/// - a line along an axis is `H`/`V`; a curve whose first control point mirrors the previous
///   curve's last is `T` (quadratic) or `S` (cubic);
/// - a command letter the one before implies is left out (after `M`, `L`), and so is the
///   separator before a number that starts with `-`, or with `.` after a number that has one;
///   `0.5` is `.5`;
/// - a line of no length, and the line that closes a contour onto its start (`Z` draws it), are
///   dropped.
final class PathRecorder {
    private var data: [UInt8] = []

    private typealias Point = (x: Int, y: Int)
    private var current: Point = (0, 0)
    private var start: Point = (0, 0)
    /// A line not yet written: held until the next command, so one onto the start can be dropped.
    private var pendingLine: Point?
    /// The last control point of a quadratic (`T` mirrors it) or of a cubic (`S` mirrors it).
    private var quadraticControl: Point?
    private var cubicControl: Point?
    /// The command the last one written implies for numbers that follow it without a letter
    /// (`L` after `M`, itself otherwise, none after `Z` or at the start).
    private var implied: UInt8 = 0
    /// Whether the last thing written is a number, and whether it has a decimal point.
    private var afterNumber = false
    private var lastHasPoint = false

    /// How many bytes shorter an absolute command must be to be written instead of the relative
    /// one. Relative steps repeat (a stem's `v1120`, a bowl's `q0-41`) where absolute positions do
    /// not, and repeats are what gzip takes out, as web servers send SVG: on the samples, choosing
    /// by length alone made korean.svg 2% smaller raw and 8% larger gzipped than always relative;
    /// a margin of 3 keeps most of the first and none of the second (every sample no larger than
    /// scour's output, raw and gzipped).
    static let absoluteMargin = 3

    static func from(_ pointer: UnsafeMutableRawPointer?) -> PathRecorder {
        Unmanaged<PathRecorder>.fromOpaque(pointer!).takeUnretainedValue()
    }

    /// The path data: empty for a glyph with no outline.
    func finished() -> [UInt8] {
        flushLine()
        return data
    }

    // MARK: HarfBuzz's drawing callbacks

    func move(_ x: Float, _ y: Float) {
        flushLine()
        let point = Self.hundredths(x, y)
        // The path's first command is absolute however it is written: said so.
        let relative = data.isEmpty ? nil : [point.x - current.x, point.y - current.y]
        write("M", [point.x, point.y], relative: relative)
        (current, start) = (point, point)
        (quadraticControl, cubicControl) = (nil, nil)
    }

    func line(_ x: Float, _ y: Float) {
        let point = Self.hundredths(x, y)
        // A line of no length draws nothing, and would hide a closing line before it.
        guard point != (pendingLine ?? current) else { return }
        flushLine()
        pendingLine = point
        (quadraticControl, cubicControl) = (nil, nil)
    }

    func quadratic(_ cx: Float, _ cy: Float, _ x: Float, _ y: Float) {
        flushLine()
        let (control, point) = (Self.hundredths(cx, cy), Self.hundredths(x, y))
        if let previous = quadraticControl, control == Self.mirror(previous, about: current) {
            write("T", [point.x, point.y], relative: [point.x - current.x, point.y - current.y])
        } else {
            write(
                "Q", [control.x, control.y, point.x, point.y],
                relative: [control.x - current.x, control.y - current.y, point.x - current.x, point.y - current.y])
        }
        (current, quadraticControl, cubicControl) = (point, control, nil)
    }

    func cubic(_ c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float, _ x: Float, _ y: Float) {
        flushLine()
        let (first, second, point) = (Self.hundredths(c1x, c1y), Self.hundredths(c2x, c2y), Self.hundredths(x, y))
        let (dx, dy) = (current.x, current.y)
        if let previous = cubicControl, first == Self.mirror(previous, about: current) {
            write(
                "S", [second.x, second.y, point.x, point.y],
                relative: [second.x - dx, second.y - dy, point.x - dx, point.y - dy])
        } else {
            write(
                "C", [first.x, first.y, second.x, second.y, point.x, point.y],
                relative: [first.x - dx, first.y - dy, second.x - dx, second.y - dy, point.x - dx, point.y - dy])
        }
        (current, quadraticControl, cubicControl) = (point, nil, second)
    }

    func close() {
        if let line = pendingLine, line != start { writeLine(to: line) }
        pendingLine = nil
        data.append(UInt8(ascii: "Z"))
        (implied, afterNumber) = (0, false)
        current = start
        (quadraticControl, cubicControl) = (nil, nil)
    }

    // MARK: writing

    private func flushLine() {
        guard let line = pendingLine else { return }
        pendingLine = nil
        writeLine(to: line)
    }

    private func writeLine(to point: Point) {
        if point.y == current.y {
            write("H", [point.x], relative: [point.x - current.x])
        } else if point.x == current.x {
            write("V", [point.y], relative: [point.y - current.y])
        } else {
            write("L", [point.x, point.y], relative: [point.x - current.x, point.y - current.y])
        }
        current = point
    }

    /// Writes the command `letter` (upper case) with `absolute` or, lower case, `relative`
    /// numbers (hundredths): relative unless absolute is more than `absoluteMargin` bytes shorter.
    private func write(_ letter: Unicode.Scalar, _ absolute: [Int], relative: [Int]?) {
        let upper = UInt8(ascii: letter)
        let lower = upper | 0x20
        let (absoluteBytes, absolutePoint) = Self.numbers(absolute)
        var (chosen, letter, endsWithPoint) = (absoluteBytes, upper, absolutePoint)
        if let relative {
            let (relativeBytes, relativePoint) = Self.numbers(relative)
            if length(of: relativeBytes, letter: lower) <= length(of: absoluteBytes, letter: upper)
                + Self.absoluteMargin
            {
                (chosen, letter, endsWithPoint) = (relativeBytes, lower, relativePoint)
            }
        }
        if letter != implied {
            data.append(letter)
        } else if needsSeparator(before: chosen[0]) {
            data.append(UInt8(ascii: " "))
        }
        data.append(contentsOf: chosen.joined())
        implied =
            letter == UInt8(ascii: "M") ? UInt8(ascii: "L") : letter == UInt8(ascii: "m") ? UInt8(ascii: "l") : letter
        afterNumber = true
        lastHasPoint = endsWithPoint
    }

    /// How many bytes a command takes written with `letter` (left out where it is implied).
    private func length(of numbers: [[UInt8]], letter: UInt8) -> Int {
        let joined = numbers.reduce(0) { $0 + $1.count }
        if letter != implied { return 1 + joined }
        return joined + (needsSeparator(before: numbers[0]) ? 1 : 0)
    }

    /// Whether a number written next must be set apart from the one before it by a space.
    private func needsSeparator(before number: [UInt8]) -> Bool {
        guard afterNumber else { return false }
        if number[0] == UInt8(ascii: "-") { return false }
        if number[0] == UInt8(ascii: ".") { return !lastHasPoint }
        return true
    }

    /// `values` (hundredths) as numbers, each with the separator it needs from the one before
    /// it inside the command, and whether the last has a decimal point.
    private static func numbers(_ values: [Int]) -> ([[UInt8]], Bool) {
        var out: [[UInt8]] = []
        var previousHasPoint = false
        for (index, value) in values.enumerated() {
            var number = format(value)
            let hasPoint = number.contains(UInt8(ascii: "."))
            let first = number[0]
            if index > 0 && first != UInt8(ascii: "-") && !(first == UInt8(ascii: ".") && previousHasPoint) {
                number.insert(UInt8(ascii: " "), at: 0)
            }
            out.append(number)
            previousHasPoint = hasPoint
        }
        return (out, previousHasPoint)
    }

    /// `hundredths` / 100 in the fewest characters: no trailing zeros, no leading zero (`.5`, `-.25`).
    static func format(_ hundredths: Int) -> [UInt8] {
        var out: [UInt8] = []
        if hundredths < 0 { out.append(UInt8(ascii: "-")) }
        let magnitude = hundredths.magnitude
        let (whole, fraction) = magnitude.quotientAndRemainder(dividingBy: 100)
        if whole > 0 || fraction == 0 { out.append(contentsOf: String(whole).utf8) }
        if fraction > 0 {
            out.append(UInt8(ascii: "."))
            out.append(UInt8(ascii: "0") + UInt8(fraction / 10))
            if fraction % 10 != 0 { out.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
        }
        return out
    }

    /// A point in hundredths of a font unit, rounded half away from zero.
    private static func hundredths(_ x: Float, _ y: Float) -> Point {
        (Int((Double(x) * 100).rounded()), Int((Double(y) * 100).rounded()))
    }

    private static func mirror(_ point: Point, about center: Point) -> Point {
        (2 * center.x - point.x, 2 * center.y - point.y)
    }
}
