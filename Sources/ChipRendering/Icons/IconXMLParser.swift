/// A small XML reader for icon files, strict where XML is dangerous: a DOCTYPE, an entity
/// declaration or a reference to any entity but the five predefined ones stops it (so no entity
/// can expand, and nothing is fetched), and it never nests deeper or builds more elements than
/// an icon needs. Comments, processing instructions and text are skipped.
struct IconXMLParser {
    /// The deepest nesting accepted: drawings nest a few levels; the bound keeps recursion small.
    static let maximumDepth = 64
    /// The most elements accepted: a detailed logo has a few hundred.
    static let maximumElements = 50_000

    private let bytes: [UInt8]
    private var index = 0
    private var elements = 0

    /// Parses `bytes` (UTF-8) into its root element.
    static func parse(_ bytes: [UInt8]) throws(IconError) -> IconElement {
        var parser = IconXMLParser(bytes: bytes)
        return try parser.document()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    private mutating func document() throws(IconError) -> IconElement {
        var root: IconElement?
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                if try skipMarkup() { continue }
                guard root == nil else { throw damaged("a second root element") }
                root = try element(depth: 0)
            } else {
                guard isSpace(bytes[index]) else { throw damaged("text outside the root element") }
                index += 1
            }
        }
        guard let root else { throw damaged("no root element") }
        return root
    }

    /// Skips a comment, a processing instruction or CDATA at `index` (which is at `<`) and says
    /// whether it did; refuses a DOCTYPE or any other declaration.
    private mutating func skipMarkup() throws(IconError) -> Bool {
        if starts(with: "<?") {
            try skip(past: "?>")
            return true
        }
        if starts(with: "<!--") {
            try skip(past: "-->")
            return true
        }
        if starts(with: "<![CDATA[") {
            try skip(past: "]]>")
            return true
        }
        if starts(with: "<!") { throw .entities }
        return false
    }

    /// The element whose `<` is at `index`, with its children.
    private mutating func element(depth: Int) throws(IconError) -> IconElement {
        guard depth < Self.maximumDepth else { throw damaged("elements nested more than \(Self.maximumDepth) deep") }
        elements += 1
        guard elements <= Self.maximumElements else { throw damaged("more than \(Self.maximumElements) elements") }
        index += 1
        var element = IconElement(name: try name(), attributes: [])
        while true {
            skipSpaces()
            guard index < bytes.count else { throw damaged("<\(element.name)> is not closed") }
            if starts(with: "/>") {
                index += 2
                return element
            }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                break
            }
            let attribute = try name()
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw damaged("attribute '\(attribute)' has no value")
            }
            index += 1
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw damaged("attribute '\(attribute)' is not quoted")
            }
            let quote = bytes[index]
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != quote {
                guard bytes[index] != UInt8(ascii: "<") else { throw damaged("'<' inside attribute '\(attribute)'") }
                index += 1
            }
            guard index < bytes.count else { throw damaged("attribute '\(attribute)' is not closed") }
            let value = try decoded(bytes[start..<index])
            index += 1
            guard element[attribute] == nil else { throw damaged("attribute '\(attribute)' given twice") }
            element.attributes.append(.init(name: attribute, value: value))
        }
        // Content: child elements, skipped text, until the matching end tag.
        while index < bytes.count {
            if bytes[index] != UInt8(ascii: "<") {
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
                _ = try decoded(bytes[start..<index])
                continue
            }
            if starts(with: "</") {
                index += 2
                let closing = try name()
                skipSpaces()
                guard closing == element.name, index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
                    throw damaged("</\(closing)> does not close <\(element.name)>")
                }
                index += 1
                return element
            }
            if try skipMarkup() { continue }
            element.children.append(try self.element(depth: depth + 1))
        }
        throw damaged("<\(element.name)> is not closed")
    }

    /// An XML name at `index`.
    private mutating func name() throws(IconError) -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let isNameByte =
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: ":") || byte >= 0x80
                || (index > start
                    && ((byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                        || byte == UInt8(ascii: ".")))
            guard isNameByte else { break }
            index += 1
        }
        guard index > start, let name = String(validating: bytes[start..<index], as: UTF8.self) else {
            throw damaged("a malformed name at byte \(start)")
        }
        return name
    }

    /// Text with the predefined entities and character references decoded; any other entity is
    /// refused (it could only come from a DOCTYPE, which is refused too).
    private func decoded(_ raw: ArraySlice<UInt8>) throws(IconError) -> String {
        guard let text = String(validating: raw, as: UTF8.self) else { throw damaged("invalid UTF-8") }
        guard raw.contains(UInt8(ascii: "&")) else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { throw .entities }
            let name = rest[rest.index(after: amp)..<semicolon]
            switch name {
            case "lt": out += "<"
            case "gt": out += ">"
            case "amp": out += "&"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                guard name.hasPrefix("#") else { throw .entities }
                let digits = name.dropFirst()
                let value =
                    digits.hasPrefix("x") || digits.hasPrefix("X")
                    ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
                guard let value, let scalar = Unicode.Scalar(value),
                    value >= 0x20 || value == 9 || value == 10 || value == 13
                else { throw damaged("a bad character reference &\(name);") }
                out.unicodeScalars.append(scalar)
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return out + rest
    }

    private func starts(with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != prefix.utf8Start[offset] { return false }
        return true
    }

    private mutating func skip(past end: StaticString) throws(IconError) {
        while index < bytes.count {
            if starts(with: end) {
                index += end.utf8CodeUnitCount
                return
            }
            index += 1
        }
        throw damaged("unterminated \(end)")
    }

    private mutating func skipSpaces() {
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func damaged(_ problem: String) -> IconError {
        .damaged(problem: problem)
    }
}
