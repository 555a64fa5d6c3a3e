import Testing

@testable import TagFlow

/// Through `TagReader`, the production path: the rules every reader of text input follows.
@Suite("Reading the plain-text label list")
struct TagListParserTests {
    func parse(_ text: String) throws -> [CloudTag] {
        try TagReader().tags(from: Array(text.utf8), path: "tags.txt")
    }

    @Test("One label per line; blank lines skipped; spaces around a label dropped")
    func basicLines() throws {
        #expect(
            try parse("Rock\n\n  Hip Hop  \n\t\nJazz") == [
                CloudTag("Rock", line: 1), CloudTag("Hip Hop", line: 3), CloudTag("Jazz", line: 5),
            ])
    }

    @Test("A byte order mark and CRLF line ends are accepted")
    func bomAndCRLF() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("Rock\r\nPop\r\n".utf8)
        #expect(try TagReader().tags(from: bytes, path: "x") == [CloudTag("Rock", line: 1), CloudTag("Pop", line: 2)])
    }

    @Test("label<TAB>weight gives a weight")
    func weights() throws {
        #expect(
            try parse("Rock\t3\nPop\t0.5\nJazz")
                == [
                    CloudTag("Rock", weight: 3, line: 1), CloudTag("Pop", weight: 0.5, line: 2),
                    CloudTag("Jazz", line: 3),
                ])
    }

    @Test(
        "A line the fast paths take is the tag the general path makes of it; the rest are left to it",
        arguments: [false, true])
    func fastPathsAgree(comments: Bool) throws {
        let lines: [[UInt8]] =
            [
                "Rock", "Música Popular", "Forró", "a\u{301}b", "x\u{A0}y", "x\u{85}y", "x\u{3000}y", "a\u{600}b",
                "#Música", " Música", "Música ", "a\tMúsica", "\u{600}a", "a\u{FFFD}b", "a\u{2066}b\u{2069}c",
                // Ending past ASCII: U+00C0–U+00FF, and what is left to the general path (a
                // combining mark, white space, a no-break space, a first character past ASCII).
                "Rock ó", "a\u{C0}", "a×", "aÿ", "é", "ó\u{301}", "ó ", "aó\u{301}", "a \u{301}", "a\u{2003}",
                "a\u{A0}", "a\u{3000}", "a\u{100}", "#ó", "a\tó",
            ].map { Array($0.utf8) } + [
                [0x61, 0xF0, 0x9F, 0x98, 0x62], [0x61, 0xC3, 0x62], [0x61, 0xED, 0xA0, 0x80, 0x62],
                [0x61, 0xC3, 0xC3, 0xB3], [0x61, 0xE2, 0xC3, 0xB3], [0x61, 0xB3], [0x61, 0xC3, 0xC0],
            ]
        var taken: [String] = []
        for line in lines {
            guard
                let fast = TagListParser.plainLabel(line[...], comments: comments)
                    ?? TagListParser.simpleLabel(line[...], comments: comments)
            else { continue }
            taken.append(fast)
            let general = try TagListParser.parseLine(line[...], source: "t", line: 1, comments: comments) { _ in }
            #expect(general == CloudTag(fast, line: 1))
        }
        let always = ["Rock", "Música Popular", "Forró", "a\u{301}b", "x\u{3000}y", "a\u{600}b"]
        let rest = ["a\u{FFFD}b", "a\u{2066}b\u{2069}c", "Rock ó", "a\u{C0}", "a×", "aÿ"]
        #expect(taken == always + (comments ? [] : ["#Música"]) + rest + (comments ? [] : ["#ó"]))
    }

    @Test("The fast path's UTF-8 check accepts what String(validating:) accepts, and nothing else")
    func utf8CheckAgrees() {
        // Every sequence of one or two bytes; of three and four, every lead past ASCII with the
        // others drawn from the edges of the ranges table 3-7 names.
        let edges: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xE0, 0xF0, 0xFF]
        var sequences: [[UInt8]] = (0...255).map { [UInt8($0)] }
        for first in 0...255 { for second in 0...255 { sequences.append([UInt8(first), UInt8(second)]) } }
        for lead in 0x80...0xFF {
            for second in edges {
                for third in edges {
                    sequences.append([UInt8(lead), second, third])
                    for fourth in edges { sequences.append([UInt8(lead), second, third, fourth]) }
                }
            }
        }
        var disagreements: [[UInt8]] = []
        for bytes in sequences {
            // Alone, and after and before a letter: the check steps from character to character.
            for line in [bytes, [0x61] + bytes + [0x62]]
            where TagListParser.isValidUTF8(line[...]) != (String(validating: line, as: UTF8.self) != nil) {
                disagreements.append(line)
            }
        }
        #expect(disagreements.isEmpty)
        #expect(sequences.count == 256 + 65_536 + 128 * (14 * 14 + 14 * 14 * 14))
    }

    @Test("A bad weight names the file, the line and the value", arguments: ["abc", "-1", "nan", "inf", "1e309", ""])
    func badWeight(value: String) {
        #expect(throws: InputError.badWeight(source: "tags.txt", line: 2, value: value)) {
            try parse("Rock\nPop\t\(value)\n")
        }
    }

    @Test("More than six columns is refused rather than silently dropped")
    func tooManyColumns() {
        #expect(throws: InputError.tooManyColumns(source: "tags.txt", line: 1, count: 7)) {
            try parse("Rock\t1\t#ff0000\thttps://x.org\tGenres\ticon.svg\textra\n")
        }
    }

    @Test("Colour and link columns; empty columns are skipped")
    func colorAndLink() throws {
        let tags = try parse(
            "Rock\t3\t#ff0000\thttps://example.org/rock?a=1&b=2\nPop\t\trebeccapurple\nJazz\t\t\t/jazz\n")
        #expect(
            tags[0]
                == CloudTag(
                    "Rock", weight: 3, color: try! Color(hex: "#ff0000"), link: "https://example.org/rock?a=1&b=2",
                    line: 1))
        #expect(tags[1] == CloudTag("Pop", color: try! Color(hex: "#663399"), line: 2))
        #expect(tags[2] == CloudTag("Jazz", link: "/jazz", line: 3))
    }

    @Test("A bad colour names the line and the value")
    func badColor() {
        #expect(throws: InputError.badColor(source: "tags.txt", line: 1, value: "reddish")) {
            try parse("Rock\t1\treddish\n")
        }
    }

    @Test("Invalid UTF-8 names the line and the byte where it goes wrong")
    func invalidUTF8() {
        let bytes = Array("Rock\nPop\nJa".utf8) + [0xFF] + Array("zz\n".utf8)
        #expect(throws: InputError.invalidUTF8(source: "tags.txt", line: 3, column: 3)) {
            try TagReader().tags(from: bytes, path: "tags.txt")
        }
    }

    @Test("A truncated multi-byte character at the end of a line is invalid UTF-8")
    func truncatedSequence() {
        let bytes = Array("한".utf8).dropLast()
        #expect(throws: InputError.invalidUTF8(source: "s", line: 1, column: 1)) {
            try TagReader().tags(from: Array(bytes), path: "s")
        }
    }

    @Test("A NUL byte is refused with its position")
    func nulByte() {
        #expect(throws: InputError.nulByte(source: "s", line: 2, column: 3)) {
            try TagReader().tags(from: Array("ok\nab".utf8) + [0] + Array("c".utf8), path: "s")
        }
    }

    @Test("A line over 64 KiB is refused")
    func longLine() {
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 64 * 1024 + 1)
        #expect(throws: InputError.lineTooLong(source: "s", line: 1, limit: 65536)) {
            try TagReader().tags(from: bytes, path: "s")
        }
    }

    @Test("No labels at all is an error", arguments: ["", "\n\n", "   \n\t\n", "\u{FEFF}"])
    func noLabels(text: String) {
        #expect(throws: InputError.noLabels(source: "s")) {
            try TagReader().tags(from: Array(text.utf8), path: "s")
        }
    }

    @Test("Messages follow FILE:LINE[:COLUMN]: what is wrong; what to do")
    func messages() {
        #expect(
            InputError.invalidUTF8(source: "a.txt", line: 3, column: 7).description
                == "a.txt:3:7: invalid UTF-8; save the file as UTF-8")
        #expect(InputError.noLabels(source: "<stdin>").description == "<stdin>: no labels; put one label per line")
    }
}
