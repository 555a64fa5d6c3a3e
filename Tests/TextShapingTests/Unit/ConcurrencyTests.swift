import Dispatch
import Primitives
import Testing

@testable import TextShaping

@Suite("Shaping from many threads")
struct ConcurrencyTests {
    static let labels: [String] = (0..<400).map { index in
        let words = ["Rock", "힙합", "Jazz 東京", "مرحبا", "Lo-fi", "👩‍💻", "AVATAR", "שלום", "देव", "Café"]
        return "\(words[index % words.count]) \(index) \(words[(index * 7) % words.count])"
    }

    /// What a label's shaping is, for comparing: glyph ids and positions per run, and the width.
    static func fingerprint(_ text: ShapedText) -> [Double] {
        [text.width] + text.runs.flatMap { run in run.glyphs.flatMap { [Double($0.id), $0.x, $0.y] } }
    }

    @Test("Hammering the shaper and its cache from many threads gives the single-threaded results")
    func hammer() throws {
        let shaper = TextShaper(fonts: try FontLibrary.defaultStack())
        let expected = Self.labels.map { Self.fingerprint(shaper.shapeUncached($0, size: 15)) }
        for round in 0..<3 {
            let results = Locked([[Double]?](repeating: nil, count: Self.labels.count * 8))
            DispatchQueue.concurrentPerform(iterations: Self.labels.count * 8) { iteration in
                let label = Self.labels[iteration % Self.labels.count]
                let shaped =
                    iteration % 2 == 0 ? shaper.shape(label, size: 15) : shaper.shapeUncached(label, size: 15)
                let fingerprint = Self.fingerprint(shaped)
                results.withLock { $0[iteration] = fingerprint }
            }
            for (iteration, value) in results.withLock({ $0 }).enumerated() {
                #expect(value == expected[iteration % Self.labels.count], "round \(round), iteration \(iteration)")
            }
        }
    }
}
