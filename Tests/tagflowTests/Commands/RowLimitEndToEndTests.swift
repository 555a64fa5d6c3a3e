import Foundation
import Testing

/// `--max-rows` on a real weighted list (Samples/stackoverflow.tsv): the "+N" chip holds the
/// lightest tags, whatever the line breaking and the order.
@Suite("tagflow render --max-rows hides the lightest tags")
struct RowLimitEndToEndTests {
    static let input = TagflowBinary.packageRoot.appendingPathComponent("Samples/stackoverflow.tsv")

    /// The weight of each label in the sample.
    static func weights() throws -> [String: Double] {
        let text = try String(contentsOf: input, encoding: .utf8)
        return Dictionary(
            uniqueKeysWithValues: text.split(separator: "\n").map { line in
                let fields = line.split(separator: "\t")
                return (String(fields[0]), Double(fields[1])!)
            })
    }

    @Test(
        "In every mode and order, no hidden tag outweighs a visible one; the chosen order is kept",
        arguments: [[], ["--balance"], ["--dense"]], [[], ["--sort", "label"], ["--scale-by", "weight"]])
    func lightestHidden(mode: [String], extra: [String]) async throws {
        let weights = try Self.weights()
        try await withTemporaryFolder { folder in
            let result = try await runRender(
                [Self.input.path, "-o", "out.svg", "--emit-layout", "layout.json", "--max-rows", "3", "--width", "300"]
                    + mode + extra, in: folder)
            expectQuietSuccess(result)
            let layout = try EmittedLayout.read("layout.json", in: folder)
            let hidden = try #require(layout.hidden)
            #expect(layout.overflow?.label == "+\(hidden.count)")
            #expect(layout.chips.count + hidden.count == weights.count)
            let lightestShown = layout.chips.map { weights[$0.label]! }.min()!
            let heaviestHidden = hidden.map { weights[$0]! }.max()!
            #expect(
                heaviestHidden <= lightestShown,
                "\(mode + extra): hid one of \(heaviestHidden), showed \(lightestShown)")
            for label in ["javascript", "python", "java"] {
                #expect(layout.chips.contains { $0.label == label }, "\(mode + extra): \(label) is hidden")
            }
            // Reading order (row, then x) follows the input or the sort, except where dense picks rows.
            let reading = layout.chips.sorted { ($0.row, $0.frame[0]) < ($1.row, $1.frame[0]) }.map(\.label)
            let order = extra.contains("label") ? reading.sorted() : layout.chips.map(\.label)
            if !mode.contains("--dense") { #expect(reading == order, "\(mode + extra)") }
        }
    }

    @Test(
        "--balance with --max-rows shows as many tags as greedy at the same width, the same heaviest ones",
        arguments: [300, 400, 480, 560])
    func balanceHidesNoMoreThanGreedy(width: Int) async throws {
        try await withTemporaryFolder { folder in
            func visible(_ mode: [String]) async throws -> Set<String> {
                let result = try await runRender(
                    [
                        Self.input.path, "-o", "out.svg", "--emit-layout", "layout.json", "--max-rows", "4",
                        "--width", "\(width)", "--margin", "0", "--scale-by", "weight", "--scale-curve", "sqrt",
                    ] + mode, in: folder)
                expectQuietSuccess(result)
                let layout = try EmittedLayout.read("layout.json", in: folder)
                #expect(layout.chips.allSatisfy { $0.frame[0] + $0.frame[2] <= Double(width) + 1e-6 })
                #expect(Set(layout.chips.map(\.row)).count <= 4)
                return Set(layout.chips.map(\.label))
            }
            let greedy = try await visible([])
            let balanced = try await visible(["--balance"])
            #expect(balanced == greedy, "width \(width): greedy \(greedy.count), balanced \(balanced.count)")
        }
    }
}
