import Testing

@testable import TagFlow

@Suite("Mapping on every core")
struct ConcurrentMapTests {
    @Test(
        "The result is map's, in order, for short and long arrays and every chunking",
        arguments: [0, 1, 7, 1_000, 10_007])
    func sameAsMap(count: Int) {
        let input = (0..<count).map { "label \($0)" }
        let expected = input.map { $0.utf8.count * 3 }
        #expect(input.concurrentMap(minimumCount: 1) { $0.utf8.count * 3 } == expected)
        #expect(input.concurrentMap(minimumCount: .max) { $0.utf8.count * 3 } == expected)
    }
}
