/// Encodes a `Codable` value as canonical JSON without Foundation: object keys sorted, no
/// spaces, numbers in their shortest exact form (`JSONWriter`), a missing optional left out.
/// Two equal values give the same text on every run, which is what a freshness key needs.
package enum CanonicalJSONEncoder {
    /// `value` as canonical JSON text.
    package static func encode(_ value: some Encodable) throws -> String {
        let root = Node()
        try value.encode(to: NodeEncoder(node: root, codingPath: []))
        return root.text
    }

    /// What one value was encoded as.
    final class Node {
        enum Value {
            case literal(String)
            case object([String: Node])
            case array([Node])
        }
        var value: Value = .literal("null")

        var text: String {
            switch value {
            case .literal(let text): text
            case .object(let members):
                "{"
                    + members.keys.sorted().map { JSONWriter.string($0) + ":" + members[$0]!.text }
                    .joined(separator: ",") + "}"
            case .array(let items): "[" + items.map(\.text).joined(separator: ",") + "]"
            }
        }

        /// A child of this object, made on first use.
        func member(_ key: String) -> Node {
            var members: [String: Node] = [:]
            if case .object(let existing) = value { members = existing }
            if let node = members[key] { return node }
            let node = Node()
            members[key] = node
            value = .object(members)
            return node
        }

        /// A new last item of this array.
        func appended() -> Node {
            var items: [Node] = []
            if case .array(let existing) = value { items = existing }
            let node = Node()
            items.append(node)
            value = .array(items)
            return node
        }

        func becomeObject() {
            if case .object = value { return }
            value = .object([:])
        }

        func becomeArray() {
            if case .array = value { return }
            value = .array([])
        }

        /// A value: a primitive written as JSON, anything else encoded into this node.
        func put(_ value: some Encodable, codingPath: [any CodingKey]) throws {
            switch value {
            case let text as String: self.value = .literal(JSONWriter.string(text))
            case let flag as Bool: self.value = .literal(flag ? "true" : "false")
            case let number as Double:
                guard number.isFinite else {
                    throw EncodingError.invalidValue(
                        number, EncodingError.Context(codingPath: codingPath, debugDescription: "not a finite number"))
                }
                self.value = .literal(JSONWriter.number(number))
            case let number as Float: try put(Double(number), codingPath: codingPath)
            case let number as Int: self.value = .literal(String(number))
            case let number as Int8: self.value = .literal(String(number))
            case let number as Int16: self.value = .literal(String(number))
            case let number as Int32: self.value = .literal(String(number))
            case let number as Int64: self.value = .literal(String(number))
            case let number as UInt: self.value = .literal(String(number))
            case let number as UInt8: self.value = .literal(String(number))
            case let number as UInt16: self.value = .literal(String(number))
            case let number as UInt32: self.value = .literal(String(number))
            case let number as UInt64: self.value = .literal(String(number))
            default: try value.encode(to: NodeEncoder(node: self, codingPath: codingPath))
            }
        }
    }

    struct NodeEncoder: Encoder {
        let node: Node
        var codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy _: Key.Type) -> KeyedEncodingContainer<Key> {
            node.becomeObject()
            return KeyedEncodingContainer(Keyed<Key>(node: node, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            node.becomeArray()
            return Unkeyed(node: node, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            Single(node: node, codingPath: codingPath)
        }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        var codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws { node.member(key.stringValue).value = .literal("null") }
        mutating func encode(_ value: Bool, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: String, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: Double, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: Float, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: Int, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { try put(value, key) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try put(value, key) }

        private func put(_ value: some Encodable, _ key: Key) throws {
            try node.member(key.stringValue).put(value, codingPath: codingPath + [key])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            let child = node.member(key.stringValue)
            child.becomeObject()
            return KeyedEncodingContainer(Keyed<NestedKey>(node: child, codingPath: codingPath + [key]))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let child = node.member(key.stringValue)
            child.becomeArray()
            return Unkeyed(node: child, codingPath: codingPath + [key])
        }

        mutating func superEncoder() -> any Encoder {
            NodeEncoder(node: node.member("super"), codingPath: codingPath)
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let node: Node
        var codingPath: [any CodingKey]
        var count: Int {
            if case .array(let items) = node.value { return items.count }
            return 0
        }

        mutating func encodeNil() throws { node.appended().value = .literal("null") }
        mutating func encode<T: Encodable>(_ value: T) throws {
            try node.appended().put(value, codingPath: codingPath)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        {
            let child = node.appended()
            child.becomeObject()
            return KeyedEncodingContainer(Keyed<NestedKey>(node: child, codingPath: codingPath))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let child = node.appended()
            child.becomeArray()
            return Unkeyed(node: child, codingPath: codingPath)
        }

        mutating func superEncoder() -> any Encoder {
            NodeEncoder(node: node.appended(), codingPath: codingPath)
        }
    }

    struct Single: SingleValueEncodingContainer {
        let node: Node
        var codingPath: [any CodingKey]

        mutating func encodeNil() throws { node.value = .literal("null") }
        mutating func encode<T: Encodable>(_ value: T) throws { try node.put(value, codingPath: codingPath) }
    }
}
