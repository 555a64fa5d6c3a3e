/// A parsed JSON value with the byte offset where it starts, so errors can point at it.
package struct JSONValue: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        /// Members in document order (a repeated key is refused unless the
        /// parser is told to allow it).
        case object([Member])
    }

    /// One `"key": value` pair of an object.
    package struct Member: Hashable, Sendable {
        package var key: String
        package var value: JSONValue
        /// Where the key's opening quote is, in bytes from the start.
        package var keyOffset: Int
    }

    package var kind: Kind
    /// Where the value starts in the document, in bytes from the start.
    package var offset: Int

    /// The number, if this is one.
    package var number: Double? {
        if case .number(let value) = kind { return value }
        return nil
    }

    /// The elements, if this is an array.
    package var array: [JSONValue]? {
        if case .array(let values) = kind { return values }
        return nil
    }

    /// A short name of the kind, for messages: "a number", "an array".
    package var kindName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
