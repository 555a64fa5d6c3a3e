import Testing

@testable import TagFlow

@Suite("The JSON parser")
struct JSONParserTests {
    func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    /// The error's message and 1-based line and column.
    func failure(_ text: String) -> (message: String, line: Int, column: Int)? {
        let bytes = Array(text.utf8)
        do {
            _ = try JSONParser.parse(bytes)
            return nil
        } catch {
            let (line, column) = error.position(in: bytes)
            return (error.message, line, column)
        }
    }

    @Test("Values of every kind, with offsets")
    func values() throws {
        let value = try parse(#" {"a": [1, -2.5e3, true, false, null, "x\u00e9\n"], "b": {}} "#)
        guard case .object(let members) = value.kind else {
            Issue.record("not an object")
            return
        }
        #expect(value.offset == 1)
        #expect(members.map(\.key) == ["a", "b"])
        let array = try #require(members[0].value.array)
        #expect(array.map(\.kind) == [.number(1), .number(-2500), .bool(true), .bool(false), .null, .string("xé\n")])
        #expect(array[1].offset == 11)
    }

    @Test("Surrogate pairs decode; a lone surrogate is refused")
    func surrogates() throws {
        #expect(try parse(#""\ud83e\udda9""#).kind == .string("\u{1F9A9}"))
        #expect(failure(#""\ud83e""#)?.message == "an unpaired surrogate escape")
        #expect(failure(#""\udda9""#)?.message == "an unpaired surrogate escape")
    }

    @Test(
        "Malformed documents name what is wrong and where",
        arguments: [
            ("[1, 2", "expected ',' or ']', found the end", 1, 6),
            ("[1,\n 2 3]", "expected ',' or ']', found '3'", 2, 4),
            ("{\"a\" 1}", "expected ':' after the key", 1, 6),
            ("[01]", "a number may not start with 0", 1, 2),
            ("[1.]", "expected digits after the decimal point", 1, 4),
            ("[1e999]", "the number 1e999 is too large", 1, 2),
            ("[nul]", "expected a value", 1, 2),
            ("[1] x", "unexpected text after the JSON value", 1, 5),
            ("\"a\u{01}\"", "a control character must be escaped in a string", 1, 3),
            ("[\"\\x\"]", "unknown escape '\\x'", 1, 4),
            ("", "the document ends where a value should be", 1, 1),
            ("[NaN]", "expected a value, found 'N'", 1, 2),
        ])
    func malformed(text: String, message: String, line: Int, column: Int) {
        let got = failure(text)
        #expect(got?.message == message)
        #expect(got?.line == line && got?.column == column, "\(String(describing: got))")
    }

    @Test("Invalid UTF-8 in a string is refused")
    func invalidUTF8() {
        #expect(throws: JSONError.self) { try JSONParser.parse([0x22, 0xFF, 0x22]) }
    }

    @Test("Deep nesting is refused, not a stack overflow")
    func deepNesting() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(failure(deep)?.message == "nested deeper than 512 levels")
        #expect((try? parse(String(repeating: "[", count: 512) + String(repeating: "]", count: 512))) != nil)
    }

    @Test("A byte order mark before the document is allowed")
    func byteOrderMark() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[]".utf8)).array == [])
    }

    @Test("The writer prints whole numbers without a fraction and escapes strings")
    func writer() {
        #expect(JSONWriter.numbers([0, -0.0, 80, 2.5, 1e20, 0.1]) == "[0,0,80,2.5,1e+20,0.1]")
        #expect(JSONWriter.string("a\"b\\c\n\u{01}é") == #""a\"b\\c\n\u0001é""#)
    }

    @Test("A repeated key is refused at its second place, naming the first; allowed when asked")
    func repeatedKey() throws {
        let bytes = Array("{\"images\": [],\n \"images\": 1}".utf8)
        #expect(
            throws: JSONError(
                message: "the key \"images\" is given twice, first at line 1, column 2; keep one", offset: 16)
        ) {
            try JSONParser.parse(bytes)
        }
        #expect(try JSONParser.parse(bytes, allowsRepeatedKeys: true).kind != .null)
    }

    @Test("Line positions agree with JSONError.position at every offset")
    func linePositions() {
        let bytes = [0xEF, 0xBB, 0xBF] + Array("{\n\"a\": 1,\r\n\n  \"b\": 2}\n".utf8)
        let positions = LinePositions(bytes)
        for offset in 0...bytes.count {
            #expect(positions.position(of: offset) == JSONError.position(of: offset, in: bytes))
        }
    }
}
