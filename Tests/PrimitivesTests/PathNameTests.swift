import Testing

@testable import Primitives

@Suite("Path names")
struct PathNameTests {
    @Test(
        "The last component is what splitting by '/' finds, ASCII or not",
        arguments: [
            "", "/", "//", "a", "a/", "a//", "/a", "dir/list.txt", "/work/shared/bench/data/batch/000.txt",
            "./x.svg", "a/b/c/", "-", "no slash.txt", "Café/tags.txt", "딸기/목록.txt", "a/\u{301}b", "x/👩‍💻.png",
        ])
    func matchesSplit(path: String) {
        let expected = path.split(separator: "/").last.map(String.init) ?? path
        #expect(PathName.last(path) == expected)
    }
}
