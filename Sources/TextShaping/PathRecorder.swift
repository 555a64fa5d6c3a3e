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
struct PathRecorder {
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

    /// The recorder HarfBuzz's callbacks reach through their user-data pointer. The work is the
    /// struct's: one access to the box a callback, not one to a class's property a byte.
    final class Box {
        var recorder = PathRecorder()

        static func from(_ pointer: UnsafeMutableRawPointer?) -> Box {
            Unmanaged<Box>.fromOpaque(pointer!).takeUnretainedValue()
        }
    }

    /// The path data: empty for a glyph with no outline.
    mutating func finished() -> [UInt8] {
        flushLine()
        return data
    }

    // MARK: HarfBuzz's drawing callbacks

    mutating func move(_ x: Float, _ y: Float) {
        flushLine()
        let point = Self.hundredths(x, y)
        operands(point, from: current)
        // The path's first move is from (0, 0): relative and absolute are the same numbers, and
        // it is written `m`, as scour writes it (gzip finds it beside the other lower-case letters).
        emit("M")
        (current, start) = (point, point)
        (quadraticControl, cubicControl) = (nil, nil)
    }

    mutating func line(_ x: Float, _ y: Float) {
        let point = Self.hundredths(x, y)
        // A line of no length draws nothing, and would hide a closing line before it.
        guard point != (pendingLine ?? current) else { return }
        flushLine()
        pendingLine = point
        (quadraticControl, cubicControl) = (nil, nil)
    }

    mutating func quadratic(_ cx: Float, _ cy: Float, _ x: Float, _ y: Float) {
        flushLine()
        let (control, point) = (Self.hundredths(cx, cy), Self.hundredths(x, y))
        if let previous = quadraticControl, control == Self.mirror(previous, about: current) {
            operands(point, from: current)
            emit("T")
        } else {
            operands(control, from: current)
            operands(point, from: current)
            emit("Q")
        }
        (current, quadraticControl, cubicControl) = (point, control, nil)
    }

    mutating func cubic(_ c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float, _ x: Float, _ y: Float) {
        flushLine()
        let (first, second, point) = (Self.hundredths(c1x, c1y), Self.hundredths(c2x, c2y), Self.hundredths(x, y))
        if let previous = cubicControl, first == Self.mirror(previous, about: current) {
            operands(second, from: current)
            operands(point, from: current)
            emit("S")
        } else {
            operands(first, from: current)
            operands(second, from: current)
            operands(point, from: current)
            emit("C")
        }
        (current, quadraticControl, cubicControl) = (point, nil, second)
    }

    mutating func close() {
        if let line = pendingLine, line != start { writeLine(to: line) }
        pendingLine = nil
        // `z`, not `Z`: the same command, and lower case like nearly every letter around it.
        data.append(UInt8(ascii: "z"))
        (implied, afterNumber) = (0, false)
        current = start
        (quadraticControl, cubicControl) = (nil, nil)
    }

    // MARK: writing

    /// The numbers of the command being written, absolute and relative (hundredths): kept
    /// between commands, so writing one allocates nothing.
    private var absolute: [Int] = []
    private var relative: [Int] = []

    private mutating func flushLine() {
        guard let line = pendingLine else { return }
        pendingLine = nil
        writeLine(to: line)
    }

    private mutating func writeLine(to point: Point) {
        if point.y == current.y {
            operand(point.x, from: current.x)
            emit("H")
        } else if point.x == current.x {
            operand(point.y, from: current.y)
            emit("V")
        } else {
            operands(point, from: current)
            emit("L")
        }
        current = point
    }

    private mutating func operand(_ value: Int, from origin: Int) {
        absolute.append(value)
        relative.append(value - origin)
    }

    private mutating func operands(_ point: Point, from origin: Point) {
        operand(point.x, from: origin.x)
        operand(point.y, from: origin.y)
    }

    /// Writes the command `letter` (upper case) with the absolute numbers or, lower case, the
    /// relative ones: relative unless absolute is more than `absoluteMargin` bytes shorter.
    private mutating func emit(_ letter: Unicode.Scalar) {
        defer {
            absolute.removeAll(keepingCapacity: true)
            relative.removeAll(keepingCapacity: true)
        }
        let upper = UInt8(ascii: letter)
        let lower = upper | 0x20
        var (letter, useRelative) = (upper, false)
        if length(of: relative, letter: lower) <= length(of: absolute, letter: upper) + Self.absoluteMargin {
            (letter, useRelative) = (lower, true)
        }
        let numbers = useRelative ? relative : absolute
        if letter != implied {
            data.append(letter)
        } else if needsSeparator(before: numbers[0]) {
            data.append(UInt8(ascii: " "))
        }
        for (index, value) in numbers.enumerated() {
            if index > 0 && Self.needsSeparator(before: value, afterPoint: Self.hasPoint(numbers[index - 1])) {
                data.append(UInt8(ascii: " "))
            }
            append(value)
        }
        implied =
            letter == UInt8(ascii: "M") ? UInt8(ascii: "L") : letter == UInt8(ascii: "m") ? UInt8(ascii: "l") : letter
        afterNumber = true
        lastHasPoint = Self.hasPoint(numbers[numbers.count - 1])
    }

    /// How many bytes a command takes written with `letter` (left out where it is implied).
    private func length(of numbers: [Int], letter: UInt8) -> Int {
        var total = letter != implied ? 1 : (needsSeparator(before: numbers[0]) ? 1 : 0)
        for (index, value) in numbers.enumerated() {
            total += Self.length(of: value)
            if index > 0 && Self.needsSeparator(before: value, afterPoint: Self.hasPoint(numbers[index - 1])) {
                total += 1
            }
        }
        return total
    }

    /// Whether a number written next must be set apart from the one written last by a space.
    private func needsSeparator(before value: Int) -> Bool {
        afterNumber && Self.needsSeparator(before: value, afterPoint: lastHasPoint)
    }

    /// Whether `value` must be set apart from a number before it: not when it starts with `-`,
    /// nor with `.` after a number that has a point of its own.
    private static func needsSeparator(before value: Int, afterPoint: Bool) -> Bool {
        if value < 0 { return false }
        if value < 100 && value != 0 { return !afterPoint }
        return true
    }

    private static func hasPoint(_ hundredths: Int) -> Bool { hundredths % 100 != 0 }

    /// How many characters `append` writes for `hundredths`.
    private static func length(of hundredths: Int) -> Int {
        let (whole, fraction) = hundredths.magnitude.quotientAndRemainder(dividingBy: 100)
        var count = hundredths < 0 ? 1 : 0
        if whole > 0 || fraction == 0 {
            var rest = whole
            repeat {
                count += 1
                rest /= 10
            } while rest > 0
        }
        if fraction > 0 { count += fraction % 10 == 0 ? 2 : 3 }
        return count
    }

    /// Appends `hundredths` / 100 in the fewest characters: no trailing zeros, no leading zero
    /// (`.5`, `-.25`).
    private mutating func append(_ hundredths: Int) {
        let (whole, fraction) = hundredths.magnitude.quotientAndRemainder(dividingBy: 100)
        if hundredths < 0 { data.append(UInt8(ascii: "-")) }
        if whole > 0 || fraction == 0 {
            var power: UInt = 1
            while power <= whole / 10 { power *= 10 }
            while power > 0 {
                data.append(UInt8(ascii: "0") + UInt8(whole / power % 10))
                power /= 10
            }
        }
        if fraction > 0 {
            data.append(UInt8(ascii: "."))
            data.append(UInt8(ascii: "0") + UInt8(fraction / 10))
            if fraction % 10 != 0 { data.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
        }
    }

    /// A point in hundredths of a font unit, rounded half away from zero.
    private static func hundredths(_ x: Float, _ y: Float) -> Point {
        (Int((Double(x) * 100).rounded()), Int((Double(y) * 100).rounded()))
    }

    private static func mirror(_ point: Point, about center: Point) -> Point {
        (2 * center.x - point.x, 2 * center.y - point.y)
    }
}
