import Foundation
import TagFlow
import Testing

// BEGIN docs/swift.md
/// Each chip below and to the right of the one before.
struct Staircase: Layout {
    var spacing = 4.0

    func plan(proposal: ProposedSize, items: [MeasuredItem], overflow: ((Int) -> MeasuredItem)?) -> Plan {
        var frames: [Rect] = []
        var corner = Point.zero
        for item in items {
            frames.append(Rect(origin: corner, size: item.size))
            corner.x += item.size.width + spacing
            corner.y += item.size.height + spacing
        }
        // Each chip is a row of its own.
        let rows = frames.indices.map {
            Row(span: $0..<($0 + 1), y: frames[$0].minY, width: frames[$0].width, height: frames[$0].height)
        }
        return Plan(
            size: Size(width: frames.last?.maxX ?? 0, height: frames.last?.maxY ?? 0),
            frames: frames, rows: rows, order: Array(items.indices))
    }
}
// END docs/swift.md

/// The layout of one's own that docs/swift.md shows compiles with `import TagFlow` alone, as
/// written there (the block is this file's, between its markers), and lays a cloud out.
@Suite("docs/swift.md's layout of one's own")
struct DocsLayoutExampleTests {
    @Test("The docs' block is this file's code, byte for byte")
    func sameText() throws {
        let here = URL(fileURLWithPath: #filePath)
        let source = try String(contentsOf: here, encoding: .utf8)
        let code = try #require(source.firstRange(of: "// BEGIN docs/swift.md\n")).upperBound
        let end = try #require(source.firstRange(of: "// END docs/swift.md\n")).lowerBound
        let docs = try String(
            contentsOf: here.deletingLastPathComponent().appendingPathComponent("../../../docs/swift.md"),
            encoding: .utf8)
        #expect(docs.contains("```swift\nimport TagFlow\n\n" + source[code..<end] + "```\n"))
    }

    @Test("A cloud laid out by it: each chip below and right of the one before, spacing apart")
    func laysOut() throws {
        var style = CloudStyle()
        style.layout = Staircase()
        let layout = try TagCloud(tags: ["Swift", "Linux", "Cairo"], style: style).layout()
        let frames = layout.chips.map(\.frame)
        #expect(frames.count == 3)
        for (a, b) in zip(frames, frames.dropFirst()) {
            #expect(abs(b.minX - a.maxX - 4) < 1e-9 && abs(b.minY - a.maxY - 4) < 1e-9, "\(a) \(b)")
        }
    }
}
