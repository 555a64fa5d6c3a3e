import Foundation
import Testing

@testable import TextShaping

/// The compact glyph path data read back by a reader of the SVG path grammar written here
/// (commands absolute and relative, implied commands, numbers run together by sign and point,
/// `H`/`V`, `T`/`S` mirroring): every outline comes back to the points it was drawn with.
@Suite("Compact glyph paths say the same outline")
struct PathRecorderPropertyTests {
    enum Segment: Equatable, CustomStringConvertible {
        case move(Double, Double)
        case line(Double, Double)
        case quadratic(Double, Double, Double, Double)
        case cubic(Double, Double, Double, Double, Double, Double)
        case close

        var description: String {
            switch self {
            case .move(let x, let y): "M\(x),\(y)"
            case .line(let x, let y): "L\(x),\(y)"
            case .quadratic(let a, let b, let x, let y): "Q\(a),\(b) \(x),\(y)"
            case .cubic(let a, let b, let c, let d, let x, let y): "C\(a),\(b) \(c),\(d) \(x),\(y)"
            case .close: "Z"
            }
        }
    }

    /// Reads SVG path data into absolute segments (`H`/`V` as lines, `T`/`S` as full curves).
    static func read(_ data: String) throws -> [Segment] {
        var tokens: [Character] = Array(data)
        var index = 0
        func skipSeparators() {
            while index < tokens.count && (tokens[index] == " " || tokens[index] == ",") { index += 1 }
        }
        func number() throws -> Double {
            skipSeparators()
            var text = ""
            if index < tokens.count && (tokens[index] == "-" || tokens[index] == "+") {
                text.append(tokens[index])
                index += 1
            }
            var seenPoint = false
            while index < tokens.count, tokens[index].isNumber || (tokens[index] == "." && !seenPoint) {
                if tokens[index] == "." { seenPoint = true }
                text.append(tokens[index])
                index += 1
            }
            guard let value = Double(text) else { throw ReadError(at: index, data: data) }
            return value
        }
        func startsNumber() -> Bool {
            skipSeparators()
            return index < tokens.count && (tokens[index].isNumber || "-+.".contains(tokens[index]))
        }
        // Sums of decimals in binary are not exact: every point read is set to its hundredth.
        func exact(_ value: Double) -> Double { (value * 100).rounded() / 100 }
        var segments: [Segment] = []
        var (x, y, startX, startY) = (0.0, 0.0, 0.0, 0.0)
        var lastQuadratic: (Double, Double)?
        var lastCubic: (Double, Double)?
        var command: Character = " "
        tokens.append(" ")
        while true {
            skipSeparators()
            guard index < tokens.count - 1 else { break }
            if tokens[index].isLetter {
                command = tokens[index]
                index += 1
            } else if command == "M" {
                command = "L"
            } else if command == "m" {
                command = "l"
            } else if command == " " || command == "Z" || command == "z" {
                throw ReadError(at: index, data: data)
            }
            let relative = command.isLowercase
            let (baseX, baseY) = relative ? (x, y) : (0, 0)
            switch command.uppercased().first! {
            case "M":
                (x, y) = (exact(baseX + (try number())), exact(baseY + (try number())))
                (startX, startY) = (x, y)
                segments.append(.move(x, y))
                (lastQuadratic, lastCubic) = (nil, nil)
            case "L", "H", "V":
                let upper = command.uppercased().first!
                let newX = upper == "V" ? x : exact(baseX + (try number()))
                let newY = upper == "H" ? y : exact(baseY + (try number()))
                (x, y) = (newX, newY)
                segments.append(.line(x, y))
                (lastQuadratic, lastCubic) = (nil, nil)
            case "Q", "T":
                let control: (Double, Double)
                if command.uppercased() == "Q" {
                    control = (exact(baseX + (try number())), exact(baseY + (try number())))
                } else {
                    let previous = lastQuadratic ?? (x, y)
                    control = (exact(2 * x - previous.0), exact(2 * y - previous.1))
                }
                (x, y) = (exact(baseX + (try number())), exact(baseY + (try number())))
                segments.append(.quadratic(control.0, control.1, x, y))
                (lastQuadratic, lastCubic) = (control, nil)
            case "C", "S":
                let first: (Double, Double)
                if command.uppercased() == "C" {
                    first = (exact(baseX + (try number())), exact(baseY + (try number())))
                } else {
                    let previous = lastCubic ?? (x, y)
                    first = (exact(2 * x - previous.0), exact(2 * y - previous.1))
                }
                let second = (exact(baseX + (try number())), exact(baseY + (try number())))
                (x, y) = (exact(baseX + (try number())), exact(baseY + (try number())))
                segments.append(.cubic(first.0, first.1, second.0, second.1, x, y))
                (lastQuadratic, lastCubic) = (nil, second)
            case "Z":
                segments.append(.close)
                (x, y) = (startX, startY)
                (lastQuadratic, lastCubic) = (nil, nil)
                continue
            default:
                throw ReadError(at: index, data: data)
            }
            _ = startsNumber()
        }
        return segments
    }

    struct ReadError: Error, CustomStringConvertible {
        let at: Int
        let data: String
        var description: String { "cannot read the path at \(at): \(data)" }
    }

    /// What the recorder promises to keep: every segment but lines of no length and the line
    /// onto a contour's start just before its close (lines of no length between them aside),
    /// each point rounded to hundredths.
    static func expected(_ drawn: [Segment]) -> [Segment] {
        func round(_ value: Double) -> Double { (value * 100).rounded() / 100 }
        var kept: [Segment] = []
        var (x, y, startX, startY) = (0.0, 0.0, 0.0, 0.0)
        for segment in drawn {
            switch segment {
            case .move(let a, let b):
                (x, y, startX, startY) = (round(a), round(b), round(a), round(b))
                kept.append(.move(x, y))
            case .line(let a, let b):
                let (a, b) = (round(a), round(b))
                if (a, b) == (x, y) { continue }
                (x, y) = (a, b)
                kept.append(.line(a, b))
            case .quadratic(let c, let d, let a, let b):
                (x, y) = (round(a), round(b))
                kept.append(.quadratic(round(c), round(d), x, y))
            case .cubic(let c, let d, let e, let f, let a, let b):
                (x, y) = (round(a), round(b))
                kept.append(.cubic(round(c), round(d), round(e), round(f), x, y))
            case .close:
                if kept.last == .line(startX, startY) { kept.removeLast() }
                (x, y) = (startX, startY)
                kept.append(.close)
            }
        }
        return kept
    }

    /// Draws `segments` through the recorder as HarfBuzz would.
    static func record(_ segments: [Segment]) -> String {
        var recorder = PathRecorder()
        for segment in segments {
            switch segment {
            case .move(let x, let y): recorder.move(Float(x), Float(y))
            case .line(let x, let y): recorder.line(Float(x), Float(y))
            case .quadratic(let a, let b, let x, let y): recorder.quadratic(Float(a), Float(b), Float(x), Float(y))
            case .cubic(let a, let b, let c, let d, let x, let y):
                recorder.cubic(Float(a), Float(b), Float(c), Float(d), Float(x), Float(y))
            case .close: recorder.close()
            }
        }
        return String(decoding: recorder.finished(), as: UTF8.self)
    }

    /// Random outlines: contours of lines (some along an axis, some of no length, one back onto
    /// the start), quadratics and cubics (some mirroring the one before), on whole, half and
    /// hundredth font units, negative and positive, below 1 and above 1000.
    static func outline(seed: UInt64) -> [Segment] {
        var random = SplitMix(seed: seed)
        func coordinate() -> Double {
            switch random.next() % 4 {
            case 0: Double(Int(random.next() % 2400) - 400)
            case 1: Double(Int(random.next() % 4800) - 800) / 2
            case 2: Double(Int(random.next() % 200) - 100) / 100
            default: Double(Int(random.next() % 240_000) - 40_000) / 100
            }
        }
        var segments: [Segment] = []
        for _ in 0..<(1 + Int(random.next() % 3)) {
            var (x, y) = (coordinate(), coordinate())
            let start = (x, y)
            segments.append(.move(x, y))
            var lastQuadratic: (Double, Double)?
            var lastCubic: (Double, Double)?
            for _ in 0..<(1 + Int(random.next() % 12)) {
                let (nx, ny) = (coordinate(), coordinate())
                switch random.next() % 7 {
                case 0: segments.append(.line(nx, y))
                case 1: segments.append(.line(x, ny))
                case 2: segments.append(.line(x, y))
                case 3:
                    let control = lastQuadratic.map { (2 * x - $0.0, 2 * y - $0.1) } ?? (coordinate(), coordinate())
                    segments.append(.quadratic(control.0, control.1, nx, ny))
                    (x, y, lastQuadratic, lastCubic) = (nx, ny, control, nil)
                    continue
                case 4:
                    let first = lastCubic.map { (2 * x - $0.0, 2 * y - $0.1) } ?? (coordinate(), coordinate())
                    let second = (coordinate(), coordinate())
                    segments.append(.cubic(first.0, first.1, second.0, second.1, nx, ny))
                    (x, y, lastQuadratic, lastCubic) = (nx, ny, nil, second)
                    continue
                default: segments.append(.line(nx, ny))
                }
                if case .line(let a, let b) = segments.last! { (x, y) = (a, b) }
                (lastQuadratic, lastCubic) = (nil, nil)
            }
            if random.next() % 2 == 0 { segments.append(.line(start.0, start.1)) }
            segments.append(.close)
        }
        return segments
    }

    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test("Random outlines read back to their points", arguments: 0..<1000)
    func randomOutlines(seed: UInt64) throws {
        let drawn = Self.outline(seed: seed)
        let data = Self.record(drawn)
        #expect(try Self.read(data) == Self.expected(drawn), "\(data)")
    }

    @Test("A hand-worked contour: relative, H/V, T, implied L, dropped closing line, .5 and -.5")
    func handWorked() throws {
        let drawn: [Segment] = [
            .move(345, 699), .quadratic(384, 699, 399, 684.5), .quadratic(414, 670, 414, 632), .line(414, 500),
            .line(345, 699), .line(345, 699), .close, .move(0.5, -0.5), .line(1, 1), .close,
        ]
        let data = Self.record(drawn)
        #expect(data == "m345 699q39 0 54-14.5t15-52.5v-132zM.5-.5l.5 1.5z")
        #expect(try Self.read(data) == Self.expected(drawn))
    }

    @Test(
        "Real outlines (Inter's cubics, NanumSquareRound's quadratics) are read whole: each contour moves, draws, closes"
    )
    func realGlyphs() throws {
        let fonts = try FontLibrary.defaultStack()
        let shaper = TextShaper(fonts: fonts)
        let text = "Hip-hop 힙합 K-Pop 케이팝 Blues, Jazz & Rock 0123456789 ÀÉÎÕÜ ß œ @#%?!"
        var checked = 0
        for run in shaper.shape(text, size: 16).runs {
            var ids: [UInt32] = []
            run.storage.withPositioned { glyphs in ids = glyphs.map(\.id) }
            for id in ids {
                let data = run.font.outlinePath(glyph: id)
                guard !data.isEmpty else { continue }
                let segments = try Self.read(data)
                #expect(segments.first.map { if case .move = $0 { true } else { false } } == true, "\(data)")
                #expect(segments.last == .close, "\(data)")
                checked += 1
            }
        }
        #expect(checked > 40)
    }
}
