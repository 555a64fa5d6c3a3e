/// A key that carries its own 64-bit code, made with it (`CacheKeyCode`): equal keys have equal
/// codes.
protocol CodedKey: Equatable {
    var code: UInt64 { get }
}

/// The shaping caches' table: open addressing by the keys' own codes, so a lookup hashes
/// nothing. A `Dictionary` hashes even a key's one-number code with SipHash, about 320
/// instructions a lookup with its probe; this is a multiplication, a compare of codes and one of
/// keys. The slot comes from the code's high bits after a multiplication by the golden ratio
/// (FNV-1a's low bits are its weakest); the codes start from a random basis, so a list cannot
/// be made to crowd one slot. Filled at most three quarters, as a `Dictionary` is.
///
/// The slots are memory of its own (below): the same table in arrays of optionals took 8.3 M
/// instructions more of the 10,000-label SVG's 412 M (2.0%), and 7.4 M of the 200 × 40 SVG
/// batch's 459 M (1.6%; issue 42, 6 Dec 2026).
final class CodeTable<Key: CodedKey, Value> {
    /// 0 for an empty slot, else the key's code with its low bit set.
    private var tags: UnsafeMutableBufferPointer<UInt64>
    /// Keys and values, initialized where the tag is not 0: memory of their own rather than
    /// arrays of optionals, whose elements a lookup copied out (a retain and a release for each
    /// of a key's parts) to compare them.
    private var keys: UnsafeMutablePointer<Key>
    private var values: UnsafeMutablePointer<Value>
    /// `64 - log2(slots)`: the slot is the top bits of the mixed code.
    private var shift: UInt64
    private(set) var count = 0

    init() {
        (tags, keys, values, shift) = Self.slots(log2: 6)
    }

    deinit {
        removeAll()
        Self.free(tags, keys, values)
    }

    private static func slots(log2: Int) -> (
        UnsafeMutableBufferPointer<UInt64>, UnsafeMutablePointer<Key>, UnsafeMutablePointer<Value>, UInt64
    ) {
        let count = 1 << log2
        let tags = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: count)
        tags.initialize(repeating: 0)
        return (
            tags, .allocate(capacity: count), .allocate(capacity: count), UInt64(64 - log2)
        )
    }

    private static func free(
        _ tags: UnsafeMutableBufferPointer<UInt64>, _ keys: UnsafeMutablePointer<Key>,
        _ values: UnsafeMutablePointer<Value>
    ) {
        tags.deallocate()
        keys.deallocate()
        values.deallocate()
    }

    subscript(key: Key) -> Value? {
        let tag = key.code | 1
        let mask = tags.count - 1
        var index = slot(key.code)
        while true {
            let found = tags[index]
            if found == 0 { return nil }
            if found == tag, keys[index] == key { return values[index] }
            index = (index + 1) & mask
        }
    }

    /// The value of the key with `code` that `matches`: a lookup that makes no key (the word
    /// table's, for each piece of a label).
    func value(code: UInt64, where matches: (Key) -> Bool) -> Value? {
        let tag = code | 1
        let mask = tags.count - 1
        var index = slot(code)
        while true {
            let found = tags[index]
            if found == 0 { return nil }
            if found == tag, matches(keys[index]) { return values[index] }
            index = (index + 1) & mask
        }
    }

    /// Keeps `value` for `key` unless the key is there already.
    func insert(_ value: Value, for key: Key) {
        if (count + 1) * 4 > tags.count * 3 { grow() }
        let tag = key.code | 1
        let mask = tags.count - 1
        var index = slot(key.code)
        while true {
            let found = tags[index]
            if found == 0 { break }
            if found == tag, keys[index] == key { return }
            index = (index + 1) & mask
        }
        tags[index] = tag
        (keys + index).initialize(to: key)
        (values + index).initialize(to: value)
        count += 1
    }

    /// Empties the table, keeping its slots.
    func removeAll() {
        for index in tags.indices where tags[index] != 0 {
            tags[index] = 0
            (keys + index).deinitialize(count: 1)
            (values + index).deinitialize(count: 1)
        }
        count = 0
    }

    private func slot(_ code: UInt64) -> Int {
        Int(truncatingIfNeeded: (code &* 0x9e37_79b9_7f4a_7c15) &>> shift)
    }

    /// Twice the slots, every entry moved into them.
    private func grow() {
        let (old, oldKeys, oldValues) = (tags, keys, values)
        (tags, keys, values, shift) = Self.slots(log2: 64 - Int(shift) + 1)
        let mask = tags.count - 1
        for from in old.indices where old[from] != 0 {
            var index = slot(oldKeys[from].code)
            while tags[index] != 0 { index = (index + 1) & mask }
            tags[index] = old[from]
            (keys + index).moveInitialize(from: oldKeys + from, count: 1)
            (values + index).moveInitialize(from: oldValues + from, count: 1)
        }
        Self.free(old, oldKeys, oldValues)
    }
}
