import Testing

@testable import TextShaping

@Suite("The shaping cache's text codes")
struct CacheKeyCodeTests {
    /// `CacheKeyCode.text` of `bytes` from `basis`.
    func text(_ bytes: [UInt8], from basis: UInt64 = CacheKeyCode.basis) -> (code: UInt64, isPrintableASCII: Bool) {
        bytes.withUnsafeBufferPointer { CacheKeyCode.text($0, from: basis) }
    }

    @Test(
        "The printable-ASCII answer is the byte-by-byte one, for every length to 40 and a byte outside at every place",
        arguments: [0x00, 0x1F, 0x7F, 0x80, 0xC3, 0xFF] as [UInt8])
    func printableASCII(outside: UInt8) {
        for count in 0...40 {
            // Both edges of the range, in every place of a word.
            let printable = (0..<count).map { UInt8([0x20, 0x7E, 0x41, 0x7D, 0x21][$0 % 5]) }
            #expect(text(printable).isPrintableASCII, "\(count) bytes")
            for place in 0..<count {
                var bytes = printable
                bytes[place] = outside
                #expect(!text(bytes).isPrintableASCII, "\(count) bytes, \(outside) at \(place)")
            }
        }
    }

    @Test("Equal bytes have equal codes; a byte changed anywhere, or a byte more, changes the code")
    func codeReadsEveryByte() {
        for count in 0...40 {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: 0x41 &+ $0 &* 7) }
            let code = text(bytes).code
            #expect(text(Array(bytes)).code == code)
            for place in 0..<count {
                for change: UInt8 in [0x01, 0x80, 0x20] {
                    var other = bytes
                    other[place] ^= change
                    #expect(text(other).code != code, "\(count) bytes, \(change) at \(place)")
                }
            }
            // A NUL more, which a word filled with zeros would not see.
            #expect(text(bytes + [0]).code != code, "\(count) bytes")
        }
    }

    @Test("Codes depend on the basis, so a list cannot be made ahead whose labels share one")
    func codeDependsOnBasis() {
        // Labels that differ only in the top bit of two bytes eight apart: with a word multiplied
        // and not folded, such changes cancel whatever the basis.
        let a: [UInt8] = Array("abcdefg\u{7F}abcdefg\u{7F}".utf8)
        var b = a
        b[7] ^= 0x80
        b[15] ^= 0x80
        var shared = 0
        for basis in 0..<UInt64(64) {
            let start = basis &* 0x9e37_79b9_7f4a_7c15
            if text(a, from: start).code == text(b, from: start).code { shared += 1 }
        }
        #expect(shared == 0)
        #expect(text(a, from: 1).code != text(a, from: 2).code)
    }

    @Test("Texts compare equal exactly when their bytes are, for every length to 40 and a byte changed at every place")
    func textsCompared() {
        for count in 0...40 {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: 0x61 &+ $0) }
            let same = bytes.map { $0 }  // other memory, the same bytes
            bytes.withUnsafeBufferPointer { a in
                same.withUnsafeBufferPointer { #expect(ShapedText.equal(a, $0), "\(count) bytes") }
                (bytes + [0x61]).withUnsafeBufferPointer { #expect(!ShapedText.equal(a, $0), "\(count) bytes") }
                for place in 0..<count {
                    var other = bytes
                    other[place] ^= 0x01
                    other.withUnsafeBufferPointer { #expect(!ShapedText.equal(a, $0), "\(count) bytes, at \(place)") }
                }
            }
        }
    }

    @Test("A label the shaper stores is found by a key made from its text, whatever its length")
    func storedUnderKeyCode() throws {
        let stack = try FontLibrary.defaultStack()
        let shaper = TextShaper(fonts: stack)
        let primary = [ObjectIdentifier(stack[0])]
        for count in 1...24 {
            // Printable ASCII (kept under the primary font) and past it (under the whole stack).
            let ascii = String(repeating: "k", count: count - 1) + "\(count % 10)"
            let past = String(repeating: "\u{E9}", count: count)
            for (label, fonts) in [(ascii, primary), (past, stack.map(ObjectIdentifier.init))] {
                _ = shaper.shape(label, size: 9.5)
                let key = ShapingCache.Key(fonts: fonts, fallback: true, size: 9.5, text: label)
                #expect(ShapingCache.shared.value(for: key) != nil, "\(label)")
            }
        }
    }
}
