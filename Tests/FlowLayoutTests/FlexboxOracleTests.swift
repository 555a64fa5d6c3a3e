import Foundation
import Testing

@testable import FlowLayout

/// An independent oracle: the same inputs laid out by a real browser's CSS flexbox
/// (`flex-wrap: wrap`, `column-gap`, `row-gap`, `align-items: flex-start`, `flex: none` items),
/// measured in headless Chromium by `Scripts/flexbox-oracle.py`. Flexbox wraps exactly like
/// DESIGN.md's rules 2–4, so every frame and the height must match.
@Suite("Greedy planner against Chromium's CSS flexbox")
struct FlexboxOracleTests {
    /// `Fixtures/flexbox-oracle.json`, written by `Scripts/flexbox-oracle.py`.
    private struct Fixture: Decodable {
        var generatedBy: String
        var chromium: String
        var cases: [Case]
    }

    private struct Case: Decodable {
        var limit: Double
        var spacing: Double
        var lineSpacing: Double
        /// `[width, height]` per item.
        var sizes: [[Double]]
        /// `[x, y, width, height]` per item, relative to the flex container, from the browser.
        var frames: [[Double]]
        /// The flex container's height, from the browser.
        var height: Double
        var note: String?
    }

    private static let tolerance = 0.01

    private static func loadFixture() throws -> Fixture {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/flexbox-oracle.json")
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    @Test("The fixture is well formed and holds DESIGN.md's worked examples")
    func fixtureIsWellFormed() throws {
        let fixture = try Self.loadFixture()
        #expect(fixture.generatedBy.hasPrefix("python3 Scripts/flexbox-oracle.py"))
        #expect(fixture.chromium.hasPrefix("Chromium"))
        #expect(fixture.cases.count >= 200)
        for (index, oracle) in fixture.cases.enumerated() {
            #expect(oracle.sizes.allSatisfy { $0.count == 2 }, "case \(index): a size is not [w, h]")
            #expect(oracle.frames.allSatisfy { $0.count == 4 }, "case \(index): a frame is not [x, y, w, h]")
            #expect(oracle.frames.count == oracle.sizes.count, "case \(index): frame count")
        }
        // The browser agrees with the worked examples too (so the oracle itself is sane).
        let first = try #require(fixture.cases.first { $0.limit == 200 && $0.sizes.map { $0[0] } == [80, 70, 60, 90] })
        #expect(first.frames.map { $0[1] } == [0, 0, 40, 40])
        let wraps = try #require(fixture.cases.first { $0.limit == 300 && $0.sizes.map { $0[0] } == [80, 150, 90] })
        #expect(wraps.height == 56)
        let oneRow = try #require(fixture.cases.first { $0.limit == 300 && $0.sizes.map { $0[0] } == [80, 100, 90] })
        #expect(oneRow.height == 24)
        #expect(oneRow.frames.last.map { $0[0] + $0[2] } == 286)
    }

    @Test("Every frame and every height matches the browser's within 0.01 px")
    func matchesChromiumFlexbox() throws {
        let fixture = try Self.loadFixture()
        try #require(!fixture.cases.isEmpty)
        for (index, oracle) in fixture.cases.enumerated() {
            let label =
                "case \(index) (limit \(oracle.limit), spacing \(oracle.spacing), "
                + "lineSpacing \(oracle.lineSpacing)\(oracle.note.map { ", \($0)" } ?? ""))"
            let sizes = oracle.sizes.map { Size(width: $0[0], height: $0[1]) }
            let layout = FlowLayout(spacing: oracle.spacing, lineSpacing: oracle.lineSpacing)
            let plan = layout.plan(proposal: ProposedSize(width: oracle.limit, height: nil), sizes: sizes)

            #expect(
                abs(plan.size.height - oracle.height) <= Self.tolerance,
                "\(label): height \(plan.size.height), browser \(oracle.height)")
            guard plan.frames.count == oracle.frames.count else {
                Issue.record("\(label): \(plan.frames.count) frames, browser \(oracle.frames.count)")
                continue
            }
            for (item, (ours, theirs)) in zip(plan.frames, oracle.frames).enumerated() {
                let mine = [ours.minX, ours.minY, ours.width, ours.height]
                let matches = zip(mine, theirs).allSatisfy { abs($0 - $1) <= Self.tolerance }
                #expect(matches, "\(label), item \(item): planner \(mine), browser \(theirs)")
            }
        }
    }
}
