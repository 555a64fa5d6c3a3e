import Testing

@testable import TextShaping

@Suite("The shaping caches' table")
struct CodeTableTests {
    /// A key whose code the test chooses, so keys can share one.
    struct Key: CodedKey {
        var name: String
        var code: UInt64
    }

    @Test("What is put in is found, through growth and shared codes; a second value for a key is not kept")
    func findsWhatWasPut() {
        let table = CodeTable<Key, Int>()
        // 5,000 keys, every ten sharing a code (and codes 0 and 1, which differ only in the bit
        // a slot's tag sets), so the table grows many times and compares keys past equal codes.
        let keys = (0..<5_000).map { Key(name: "label \($0)", code: UInt64($0 / 10)) }
        for (index, key) in keys.enumerated() { table.insert(index, for: key) }
        #expect(table.count == keys.count)
        for (index, key) in keys.enumerated() { #expect(table[key] == index, "\(key.name)") }
        #expect(table[Key(name: "absent", code: 3)] == nil)
        #expect(table[Key(name: "absent", code: 1 << 63)] == nil)

        table.insert(-1, for: keys[7])
        #expect(table[keys[7]] == 7 && table.count == keys.count)
    }

    @Test("Emptied, it finds nothing and fills again")
    func emptied() {
        let table = CodeTable<Key, String>()
        let keys = (0..<100).map { Key(name: "\($0)", code: UInt64($0) &* 0x9e37_79b9_7f4a_7c15) }
        for key in keys { table.insert(key.name, for: key) }
        table.removeAll()
        #expect(table.count == 0)
        #expect(keys.allSatisfy { table[$0] == nil })
        table.insert("again", for: keys[42])
        #expect(table[keys[42]] == "again" && table.count == 1)
    }

    @Test("A lookup by code and a test of the keys finds what a lookup by key finds")
    func findsByCode() {
        let table = CodeTable<Key, Int>()
        // Every ten keys share a code, and codes 0 and 1 a slot's tag.
        let keys = (0..<1_000).map { Key(name: "label \($0)", code: UInt64($0 / 10)) }
        for (index, key) in keys.enumerated() { table.insert(index, for: key) }
        for (index, key) in keys.enumerated() {
            #expect(table.value(code: key.code) { $0.name == key.name } == index, "\(key.name)")
        }
        #expect(table.value(code: 3) { $0.name == "absent" } == nil)
        #expect(table.value(code: 1 << 63) { _ in true } == nil)
    }
}
