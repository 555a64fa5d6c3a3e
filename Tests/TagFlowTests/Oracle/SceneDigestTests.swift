import ChipRendering
import Primitives
import Testing

@testable import TagFlow

@Suite("Hashing a drawing a word at a time")
struct SceneDigestTests {
    /// Values from a separate implementation of the rule `SceneDigest` documents, written from
    /// the doc comment, not from this code (`Scripts/scene-digest-oracle.py` prints them): what
    /// pins the ids every SVG gets, so a change to them is seen here first.
    @Test("The documented rule's values")
    func documentedValues() {
        #expect(SceneDigest().value == 0x7acd_bb98_b134_4213)

        var text = SceneDigest()
        text.feed("Rock 한국어 🎸")  // 21 bytes: two whole words and a padded one
        #expect(text.value == 0x0c44_c756_3f46_4b44)

        var short = SceneDigest()
        short.feed("Go")  // less than a word
        #expect(short.value == 0x0840_17a6_284a_b03d)

        var eight = SceneDigest()
        eight.feed("Electron")  // exactly one word, no padding
        #expect(eight.value == 0xa5cf_1841_52b7_6724)

        var numbers = SceneDigest()
        numbers.feed(1.5)
        numbers.feed(-2)
        numbers.feed(-0.0)
        #expect(numbers.value == 0x19f4_fb3b_4c4f_3e4a)
    }

    @Test("Texts carry their lengths: the same bytes cut differently hash differently")
    func lengthsCount() {
        var ab = SceneDigest()
        ab.feed("ab")
        ab.feed("c")
        var abc = SceneDigest()
        abc.feed("a")
        abc.feed("bc")
        #expect(ab.value != abc.value)
    }

    @Test("Every bit of a word reaches the 32 bits an id prefix shows")
    func everyBitCounts() {
        var prefixes = Set<UInt64>()
        for bit in 0..<64 {
            var hash = SceneDigest()
            hash.feed(UInt64(1) << bit)
            hash.feed(0)
            prefixes.insert(hash.value >> 32)
        }
        #expect(prefixes.count == 64)
    }
}
