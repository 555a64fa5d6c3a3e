import Foundation
import Testing

@testable import TagFlow

/// Reading stops at every limit the moment it is passed: lines split as the bytes arrive (LF,
/// CRLF, a lone CR), a NUL byte or an over-long line refused at once, `maxLabels` applied label
/// by label, byte limits on every file; and JSON and prose are not line-limited.
@Suite("Bounded reading")
struct BoundedReadingTests {
    /// The lines `chunks` split into, fed one chunk at a time.
    static func lines(_ chunks: [[UInt8]]) throws(InputError) -> [String] {
        try splitLines(chunks).map(\.line)
    }

    /// The lines `chunks` split into, each with what the splitter says of it: whether it is all
    /// printable ASCII.
    static func splitLines(_ chunks: [[UInt8]]) throws(InputError) -> [(line: String, printable: Bool)] {
        var splitter = LineSplitter(source: "s")
        var lines: [(String, Bool)] = []
        for chunk in chunks {
            try splitter.feed(chunk[...]) { line, _, printable in
                lines.append((String(decoding: line, as: UTF8.self), printable))
            }
        }
        try splitter.finish { line, _, printable in lines.append((String(decoding: line, as: UTF8.self), printable)) }
        return lines
    }

    @Test("Each line comes with whether it is all printable ASCII, also when it is split over chunks")
    func printableLines() throws {
        func flags(_ chunks: [[UInt8]]) throws -> [Bool] { try Self.splitLines(chunks).map(\.printable) }
        #expect(
            try flags([Array("plain label\nwith\ttab\n\nDEL \u{7F}\r\nM\u{FA}sica\r~ !".utf8)]) == [
                true, false, true, false, false, true,
            ])
        #expect(
            try flags([Array("pla".utf8), Array("in\nM\u{FA}".utf8), Array("sica\nok".utf8), Array("ay".utf8)]) == [
                true, false, true,
            ])
        #expect(try flags([Array("tab\t".utf8), Array("then\nnext".utf8)]) == [false, true])
        // A byte order mark's start that is not one is the line's own: not ASCII.
        #expect(try flags([[0xEF], [0x41, 0x0A, 0x42]]) == [false, true])
        #expect(try flags([[0xEF, 0xBB, 0xBF] + Array("x\n".utf8)]) == [true])
        #expect(try flags([[0xEF, 0xBB]]) == [false])
        // What the reader makes of such lines is what it makes of them parsed alone.
        let list = "rock\nM\u{FA}sica Popular\n  padded  \n\tfield\tx\n"
        let read = try TagReader().tags(from: Array(list.utf8), path: "l.txt")
        #expect(read.map(\.label) == ["rock", "M\u{FA}sica Popular", "padded"])
    }

    @Test("LF, CRLF and a lone CR each end one line, also when a CRLF or a byte order mark is split over chunks")
    func lineEnds() throws {
        #expect(try Self.lines([Array("rock\rpop\rjazz\r".utf8)]) == ["rock", "pop", "jazz"])
        #expect(try Self.lines([Array("a\r\nb\nc\r\rd".utf8)]) == ["a", "b", "c", "", "d"])
        #expect(try Self.lines([Array("a\r".utf8), Array("\nb".utf8)]) == ["a", "b"])
        #expect(try Self.lines([[0xEF], [0xBB, 0xBF] + Array("x\n".utf8)]) == ["x"])
        #expect(try Self.lines([[0xEF, 0x41]]) == ["\u{FFFD}A"])
        #expect(try Self.lines([Array("lo".utf8), Array("ng\nline".utf8)]) == ["long", "line"])
    }

    @Test("A lone CR in a file ends a label, in text and in CSV")
    func oldMacLineEnds() throws {
        let text = try TagReader().tags(from: Array("rock\rpop\rjazz\r".utf8), path: "mac.txt")
        #expect(text.map(\.label) == ["rock", "pop", "jazz"])
        #expect(text.map(\.line) == [1, 2, 3])
        let csv = try TagReader().tags(from: Array("label,weight\rrock,1\rpop,2\r\njazz,3".utf8), path: "mac.csv")
        #expect(csv.map(\.label) == ["rock", "pop", "jazz"])
        #expect(csv.map(\.line) == [2, 3, 4])
    }

    @Test("A NUL byte and an over-long line are refused while splitting, with the place")
    func refusedWhileSplitting() {
        #expect(throws: InputError.nulByte(source: "s", line: 2, column: 3)) {
            try Self.lines([Array("ok\rab".utf8), [0, 0x41]])
        }
        let long = [UInt8](repeating: 0x61, count: 40_000)
        #expect(throws: InputError.lineTooLong(source: "s", line: 1, limit: 64 * 1024)) {
            try Self.lines([long, long])
        }
    }

    @Test("--max-labels stops at the first label over it, whatever the format; dedupe counts distinct labels")
    func maxLabelsStopsEarly() throws {
        let many = Array((0..<200_000).map { "t\($0 % 50)\n" }.joined().utf8)
        var reader = TagReader()
        reader.maxLabels = 10
        #expect(throws: InputError.tooManyLabels(source: "big.txt", count: 11, limit: 10)) {
            try reader.tags(from: many, path: "big.txt")
        }
        let json = Array(("[" + (0..<50_000).map { "\"t\($0)\"" }.joined(separator: ",") + "]").utf8)
        #expect(throws: InputError.tooManyLabels(source: "big.json", count: 11, limit: 10)) {
            try reader.tags(from: json, path: "big.json")
        }
        let csv = Array(("label\n" + (0..<50_000).map { "t\($0)\n" }.joined()).utf8)
        #expect(throws: InputError.tooManyLabels(source: "big.csv", count: 11, limit: 10)) {
            try reader.tags(from: csv, path: "big.csv")
        }
        reader.maxLabels = 50
        reader.dedupe = true
        #expect(try reader.tags(from: many, path: "big.txt").count == 50)
        #expect(
            InputError.tooManyLabels(source: "big.txt", count: 11, limit: 10).description
                == "big.txt: at least 11 labels, more than the 10 allowed; raise TagReader.maxLabels if you mean it")
    }

    @Test("Minified JSON and one-paragraph prose far over 64 KiB on one line are read")
    func noLineLimitForJSONAndProse() throws {
        let json = Array(("[" + (0..<6_000).map { "\"label \($0)\"" }.joined(separator: ",") + "]").utf8)
        #expect(json.count > 64 * 1024)
        #expect(try TagReader().tags(from: json, path: "tags.json").count == 6_000)
        let prose = Array(String(repeating: "rivers carry mountains slowly ", count: 4_000).utf8)
        #expect(try TagReader(format: .words).tags(from: prose, path: "essay.txt").map(\.label).count == 4)
    }

    @Test("A file larger than maxInputBytes is refused when the limit is passed, saying what to raise")
    func byteLimit() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-big-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(String(repeating: "label\n", count: 100_000).utf8).write(to: url)
        var reader = TagReader()
        reader.maxInputBytes = 1 << 16
        reader.maxLabels = 1_000_000
        #expect(throws: InputError.tooLarge(source: url.path, limit: 1 << 16, remedy: InputFile.listRemedy)) {
            try reader.read(url.path)
        }
        #expect(
            InputError.tooLarge(source: "x", limit: 1 << 16, remedy: InputFile.listRemedy).description
                == "x: more than 64 KiB; raise TagReader.maxInputBytes if you mean it")
        #expect(throws: InputError.nulByte(source: "/dev/zero", line: 1, column: 1)) {
            try InputFile.read("/dev/zero", maximumBytes: 1 << 20, text: true)
        }
    }

    @Test("Read as text, a file with a NUL byte past its start is refused at that byte's line and column")
    func nulInsideFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-nul-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: url) }
        // Past the first word of bytes, and the smallest byte before it a line end, not the NUL.
        try Data(Array("alpha beta\ngamma\r\nde".utf8) + [0] + Array("lta\n".utf8)).write(to: url)
        #expect(throws: InputError.nulByte(source: url.path, line: 3, column: 3)) {
            try InputFile.read(url.path, text: true)
        }
        // Not as text: the bytes as they are.
        #expect(try InputFile.read(url.path).count == 25)
        // Without a NUL, every byte (the smallest a line end).
        try Data("alpha\nbeta\n".utf8).write(to: url)
        #expect(try InputFile.read(url.path, text: true) == Array("alpha\nbeta\n".utf8))
    }

    @Test("Positions count LF, CRLF and a lone CR as line ends; a byte order mark takes no column")
    func positions() {
        let bytes = Array("ab\r\ncd\ref\ng".utf8)[...]
        #expect(TextPosition.of(0, in: bytes) == (1, 1))
        #expect(TextPosition.of(5, in: bytes) == (2, 2))
        #expect(TextPosition.of(7, in: bytes) == (3, 1))
        #expect(TextPosition.of(10, in: bytes) == (4, 1))
        #expect(TextPosition.of(4, in: ([0xEF, 0xBB, 0xBF] + Array("abcd".utf8))[...]) == (1, 2))
    }
}
