import Testing

@testable import Primitives

@Suite("Finding an ASCII character by byte")
struct StringASCIIIndexTests {
    @Test(
        "lastIndex(ofASCII:) finds what lastIndex(of:) finds, ASCII or not",
        arguments: [
            "", "/", "a/b", "a/b/", "dir/list.txt", "no separator", "a.b.c", "x.", ".x", "a\r\n/b", "Café/tags.txt",
            "딸기/목록.txt", "a/\u{301}b", "a.\u{301}b", "x/👩‍💻.png", "a\u{600}/b", "a/b\u{600}/", "é/", "/é",
        ])
    func matchesCharacterSearch(text: String) {
        for byte in [UInt8(ascii: "/"), UInt8(ascii: ".")] {
            let expected = text.lastIndex(of: Character(Unicode.Scalar(byte)))
            let found = text.lastIndex(ofASCII: byte)
            #expect(found == expected)
            #expect(found.map { String(text[..<$0]) } == expected.map { String(text[..<$0]) })
        }
    }
}
