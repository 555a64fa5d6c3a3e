/// A strict JSON parser (RFC 8259) over UTF-8 bytes, written here because TagFlow takes no
/// outside packages and keeps Foundation out of the binary. Errors carry the byte offset;
/// `JSONError.position(in:)` turns it into a line and column.
package struct JSONParser {
    /// Deeper nesting than this is refused rather than risking the stack.
    package static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private let maximumTopLevelCount: Int
    private let allowsRepeatedKeys: Bool

    private init(_ bytes: [UInt8], maximumTopLevelCount: Int, allowsRepeatedKeys: Bool) {
        self.bytes = bytes
        self.maximumTopLevelCount = maximumTopLevelCount
        self.allowsRepeatedKeys = allowsRepeatedKeys
    }

    /// Parses one JSON document (a leading byte order mark is allowed).
    ///
    /// - Parameter maximumTopLevelCount: when the document is an array, parsing stops with an
    ///   error (`exceedsCount`) at the first entry past this many, so a reader with a limit on
    ///   entries does not build them all first.
    /// - Parameter allowsRepeatedKeys: whether an object may hold one key twice (kept in order;
    ///   the reader decides). Otherwise the second is an error naming both places, so a
    ///   manifest or config file never silently takes the last of two.
    package static func parse(
        _ bytes: [UInt8], maximumTopLevelCount: Int = .max, allowsRepeatedKeys: Bool = false
    ) throws(JSONError) -> JSONValue {
        var parser = JSONParser(
            bytes, maximumTopLevelCount: maximumTopLevelCount, allowsRepeatedKeys: allowsRepeatedKeys)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipSpace()
        let value = try parser.value()
        parser.skipSpace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private mutating func value() throws(JSONError) -> JSONValue {
        let start = index
        guard let byte = peek() else { throw error("the document ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"): return JSONValue(kind: try object(), offset: start)
        case UInt8(ascii: "["): return JSONValue(kind: try array(), offset: start)
        case UInt8(ascii: "\""): return JSONValue(kind: .string(try string()), offset: start)
        case UInt8(ascii: "t"):
            try literal("true")
            return JSONValue(kind: .bool(true), offset: start)
        case UInt8(ascii: "f"):
            try literal("false")
            return JSONValue(kind: .bool(false), offset: start)
        case UInt8(ascii: "n"):
            try literal("null")
            return JSONValue(kind: .null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(kind: .number(try number()), offset: start)
        default: throw error("expected a value, found \(describe(byte))")
        }
    }

    private mutating func array() throws(JSONError) -> JSONValue.Kind {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipSpace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipSpace()
            if depth == 1 && elements.count == maximumTopLevelCount {
                throw JSONError(message: "more than \(maximumTopLevelCount) entries", offset: index, exceedsCount: true)
            }
            elements.append(try value())
            skipSpace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            case let byte: throw error("expected ',' or ']', found \(byte.map(describe) ?? "the end")")
            }
        }
    }

    private mutating func object() throws(JSONError) -> JSONValue.Kind {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [JSONValue.Member] = []
        var keyOffsets: [String: Int] = [:]
        skipSpace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let keyOffset = index
            let key = try string()
            if !allowsRepeatedKeys {
                if let first = keyOffsets.updateValue(keyOffset, forKey: key) {
                    throw repeatedKey(key, first: first, again: keyOffset)
                }
            }
            skipSpace()
            guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
            index += 1
            skipSpace()
            members.append(JSONValue.Member(key: key, value: try value(), keyOffset: keyOffset))
            skipSpace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            case let byte: throw error("expected ',' or '}', found \(byte.map(describe) ?? "the end")")
            }
        }
    }

    private mutating func string() throws(JSONError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flushRun() throws(JSONError) {
            guard let run = String(validating: bytes[runStart..<index], as: UTF8.self) else {
                throw JSONError(message: "invalid UTF-8 in a string", offset: runStart)
            }
            scalars.append(contentsOf: run.unicodeScalars)
        }
        while true {
            guard let byte = peek() else { throw error("the document ends inside a string") }
            switch byte {
            case UInt8(ascii: "\""):
                try flushRun()
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flushRun()
                index += 1
                scalars.append(try escape())
                runStart = index
            case 0..<0x20:
                throw error("a control character must be escaped in a string")
            default:
                index += 1
            }
        }
    }

    private mutating func escape() throws(JSONError) -> Unicode.Scalar {
        guard let byte = peek() else { throw error("the document ends inside an escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex4()
            if (0xD800..<0xDC00).contains(high) {
                guard bytes[index...].starts(with: Array("\\u".utf8)) else {
                    throw error("an unpaired surrogate escape")
                }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("an unpaired surrogate escape") }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("an unpaired surrogate escape") }
            return scalar
        default:
            index -= 1
            let shown = (0x21..<0x7F).contains(byte) ? String(Character(Unicode.Scalar(byte))) : describe(byte)
            throw error("unknown escape '\\\(shown)'")
        }
    }

    private mutating func hex4() throws(JSONError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("expected four hex digits") }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                throw error("expected four hex digits")
            }
            value = value * 16 + UInt32(digit)
        }
        index += 4
        return value
    }

    private mutating func number() throws(JSONError) -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
            return index - from
        }
        if peek() == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        guard digits() > 0 else { throw error("a number needs digits") }
        if bytes[integerStart] == UInt8(ascii: "0") && index - integerStart > 1 {
            throw JSONError(message: "a number may not start with 0", offset: integerStart)
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected digits after the decimal point") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONError(message: "the number \(text) is too large", offset: start)
        }
        return value
    }

    private mutating func literal(_ word: String) throws(JSONError) {
        guard bytes[index...].starts(with: Array(word.utf8)) else { throw error("expected a value") }
        index += word.utf8.count
    }

    private mutating func enter() throws(JSONError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw error("nested deeper than \(Self.maximumDepth) levels")
        }
    }

    private mutating func skipSpace() {
        while let byte = peek(),
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r")
        {
            index += 1
        }
    }

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private func describe(_ byte: UInt8) -> String {
        (0x20..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }

    /// The error for `key` given again at `again`, having first been given at `first`.
    private func repeatedKey(_ key: String, first: Int, again: Int) -> JSONError {
        let (line, column) = JSONError.position(of: first, in: bytes)
        let printable = key.unicodeScalars.allSatisfy { (0x20..<0x7F).contains($0.value) }
        let shown = printable ? "\"\(key)\"" : key.debugDescription
        return JSONError(
            message: "the key \(shown) is given twice, first at line \(line), column \(column); keep one",
            offset: again)
    }

    private func error(_ message: String) -> JSONError {
        JSONError(message: message, offset: index)
    }
}

/// A JSON syntax error and where it is.
package struct JSONError: Error, Hashable, Sendable {
    package var message: String
    /// Bytes from the start of the document.
    package var offset: Int
    /// The top-level array has more entries than the parser was allowed to read.
    package var exceedsCount = false

    package init(message: String, offset: Int, exceedsCount: Bool = false) {
        self.message = message
        self.offset = offset
        self.exceedsCount = exceedsCount
    }

    /// The 1-based line and column (in bytes) of `offset` in `bytes`.
    package func position(in bytes: [UInt8]) -> (line: Int, column: Int) {
        JSONError.position(of: offset, in: bytes)
    }

    /// The 1-based line and column (in bytes) of any offset in `bytes`.
    package static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = bytes[..<min(offset, bytes.count)]
        let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
        // A byte order mark takes no column.
        let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? min(bom, offset)
        return (line, offset - lineStart + 1)
    }
}
