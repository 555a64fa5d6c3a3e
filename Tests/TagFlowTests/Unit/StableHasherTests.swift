import Testing

@testable import TagFlow

@Suite("Hashing piece by piece")
struct StableHasherTests {
    /// FNV-1a test vectors published with the algorithm (Fowler, Noll and Vo's test suite).
    @Test(
        "Text hashes to FNV-1a's published values",
        arguments: [("", 0xcbf2_9ce4_8422_2325), ("a", 0xaf63_dc4c_8601_ec8c), ("foobar", 0x8594_4171_f739_67e8)]
            as [(String, UInt64)])
    func publishedVectors(_ text: String, _ expected: UInt64) {
        var hasher = StableHasher()
        hasher.feed(text)
        #expect(hasher.value == expected)
        // Palette slots hash the label alone, the same way.
        #expect(ChipMaker.stableHash(text) == expected)
    }

    @Test("Text fed in pieces hashes as the whole")
    func pieces() {
        var whole = StableHasher()
        whole.feed("Rock 한국어 🎸")
        var pieces = StableHasher()
        for piece in ["Rock ", "한국어", " 🎸"] { pieces.feed(piece) }
        #expect(whole.value == pieces.value)
    }
}
