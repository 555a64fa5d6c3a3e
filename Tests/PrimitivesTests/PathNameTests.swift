import Testing

@testable import Primitives

@Suite("Path names")
struct PathNameTests {
    /// Every path the tests below ask about: ASCII or not, trailing and doubled slashes, a
    /// combining mark right after a `/` (one `Character` with it), a prepended mark before one.
    static let paths = [
        "", "/", "//", "a", "a/", "a//", "/a", "dir/list.txt", "/work/shared/bench/data/batch/000.txt",
        "./x.svg", "a/b/c/", "-", "no slash.txt", "Café/tags.txt", "딸기/목록.txt", "a/\u{301}b", "x/👩‍💻.png",
        "d/\u{301}x.svg/", "\u{600}/x", "a/\u{212A}", ".tagflow.fresh", "out/.tagflow.fresh//",
    ]

    /// What the file system takes for the last name: the bytes after the last `/` byte, trailing
    /// slashes ignored; written out here by bytes, not by `Character`s.
    static func byteLast(_ path: String) -> String {
        let parts = Array(path.utf8).split(separator: UInt8(ascii: "/"))
        return parts.last.map { String(decoding: $0, as: UTF8.self) } ?? path
    }

    @Test("The last component is what splitting the bytes by '/' finds, ASCII or not", arguments: paths)
    func matchesByteSplit(path: String) {
        #expect(PathName.last(path) == Self.byteLast(path))
    }

    @Test("A '/' before a combining mark separates, as the file system reads it")
    func combiningMarkAfterSlash() {
        #expect(PathName.last("d/\u{301}x.svg") == "\u{301}x.svg")
        #expect(PathName.split("d/\u{301}x.svg") == ("d", "\u{301}x.svg"))
        #expect(PathName.last("\u{600}/x") == "x")
    }

    @Test("Asking whether the last component is a name answers as comparing it does", arguments: paths)
    func lastIs(path: String) {
        for name in [".tagflow.fresh", "a", "b", "x.svg", "K", "\u{212A}", "", "\u{301}x.svg", "목록.txt"] {
            #expect(PathName.last(path, is: name) == (PathName.last(path) == name), "\(path) \(name)")
        }
        // By canonical equivalence, as `String` compares: the Kelvin sign is K.
        #expect(PathName.last("a/\u{212A}", is: "K"))
    }

    @Test("A path splits at its last '/' byte into its folder and name", arguments: paths)
    func splits(path: String) {
        let (folder, name) = PathName.split(path)
        let bytes = Array(path.utf8)
        if let slash = bytes.lastIndex(of: UInt8(ascii: "/")) {
            #expect(folder == (slash == 0 ? "/" : String(decoding: bytes[..<slash], as: UTF8.self)))
            #expect(name == String(decoding: bytes[(slash + 1)...], as: UTF8.self))
        } else {
            #expect(folder == nil && name == path)
        }
    }
}
