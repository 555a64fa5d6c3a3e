import Foundation
import OracleFixtures
import Primitives
import Testing

@testable import FlowLayout

/// Column flow against an independent oracle: the same inputs laid out by Chromium's CSS flexbox
/// with `flex-direction: column; flex-wrap: wrap; height: H` (`row-gap` = `spacing`, `column-gap`
/// = `lineSpacing`), with the alignment and direction options turned (`justify-content` down the
/// columns, `align-items` across them, `direction: rtl`), measured by
/// `Scripts/flexbox-column-oracle.py` into `Fixtures/flexbox-columns.json`.
///
/// The browser's container is a fixed 20,000 px wide (Chromium does not widen a wrapping column
/// flexbox to its columns), so in right-to-left its columns start at that right edge: our frames
/// are moved by the container's width less the plan's before comparing. CSS has one
/// `justify-content` for every line, so a filling alignment whose last column takes another is
/// rendered twice, each rendering compared on the columns it stands for.
@Suite("Column flow against Chromium's CSS flexbox, flex-direction: column")
struct ColumnOracleTests {
    typealias Fixture = OracleFixture<Case>

    struct Options: Decodable, Sendable {
        var alignment: String
        var lastColumnAlignment: String
        var itemAlignment: String
        var direction: String
    }

    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        /// What the case checks: "greedy", "center", "justify", "itemTrailing", "rtl", ...
        var option: String
        var index: Int
        /// The container's height: the column limit.
        var limit: Double
        var spacing: Double
        var lineSpacing: Double
        /// `[width, height]` per item.
        var sizes: [[Double]]
        var layout: Options
        var css: [String: String]
        /// Which columns this rendering stands for: "all", "allButLastColumn" or "lastColumn".
        var compare: String
        var note: String?
        var containerWidth: Double
        /// `[x, y, width, height]` per item, relative to the flex container, from the browser.
        var frames: [[Double]]

        var testDescription: String { "\(option) #\(index) (\(compare))" }

        var label: String {
            "\(option) #\(index) [\(compare)] (height \(limit), spacing \(spacing), lineSpacing \(lineSpacing), "
                + "alignment .\(layout.alignment), lastColumnAlignment .\(layout.lastColumnAlignment), "
                + "itemAlignment .\(layout.itemAlignment), direction .\(layout.direction)"
                + "\(note.map { "; \($0)" } ?? ""))"
        }
    }

    /// Two of Chromium's layout units (1/64 px). Sizes are halves, so greedy frames are exact;
    /// but where justify or grow split the free space into thirds or fifths, Chromium rounds each
    /// share to its units (as much as 0.025 px off here), and the row oracle's 0.02 px is too tight.
    static let tolerance = 2.0 / 64
    static let options = [
        "greedy", "center", "trailing", "justify", "grow", "itemCenter", "itemTrailing", "rtl", "combined",
    ]

    static func loadFixture() throws -> Fixture { try Fixture.load("flexbox-columns.json") }

    @Test("The fixture is well formed, covers every option and agrees with the worked examples turned")
    func fixtureIsWellFormed() throws {
        let fixture = try Self.loadFixture()
        fixture.expectProvenance(script: "Scripts/flexbox-column-oracle.py")
        for option in Self.options {
            let count = Set(fixture.cases.filter { $0.option == option }.map(\.index)).count
            #expect(count >= 40, "option \(option): only \(count) cases")
        }
        for oracle in fixture.cases {
            #expect(["all", "allButLastColumn", "lastColumn"].contains(oracle.compare), "\(oracle.label)")
            #expect(oracle.frames.allSatisfy { $0.count == 4 }, "\(oracle.label): a frame is not [x, y, w, h]")
            #expect(oracle.frames.count == oracle.sizes.count, "\(oracle.label): frame count")
        }
        // The browser agrees with DESIGN.md's example turned on its side, worked by hand.
        let turned = try #require(fixture.cases.first { $0.option == "greedy" && $0.index == 0 })
        #expect(turned.frames == [[0, 0, 30, 80], [0, 90, 30, 70], [40, 0, 30, 60], [40, 70, 30, 90]])
        let wraps = try #require(fixture.cases.first { $0.option == "greedy" && $0.index == 2 })
        #expect(wraps.frames.map { $0[0] } == [0, 0, 32])
    }

    @Test(
        "Every compared frame matches the browser's within two of its 1/64 px units",
        arguments: try ColumnOracleTests.loadFixture().cases)
    func matchesChromiumFlexbox(_ oracle: Case) throws {
        let label = oracle.label
        let layout = try #require(Self.layout(oracle), "\(label): unknown option value")
        let sizes = oracle.sizes.map { Size(width: $0[0], height: $0[1]) }
        let plan = layout.plan(proposal: ProposedSize(width: nil, height: oracle.limit), sizes: sizes)
        #expect(plan.axis == .columns)
        guard plan.frames.count == oracle.frames.count else {
            Issue.record("\(label): \(plan.frames.count) frames, browser \(oracle.frames.count)")
            return
        }
        guard !sizes.isEmpty else {
            #expect(plan.size == .zero, "\(label)")
            return
        }

        // Size: as tall as the limit or the tallest column (rule 4 turned); as wide as the
        // columns, which is where the browser's last column ends.
        let tallest = oracle.frames.map { $0[1] + $0[3] }.max() ?? 0
        #expect(
            abs(plan.size.height - max(oracle.limit, tallest)) <= Self.tolerance, "\(label): height \(plan.size.height)"
        )
        let shift = oracle.layout.direction == "rtl" ? oracle.containerWidth - plan.size.width : 0
        let (left, right) = (
            oracle.frames.map { $0[0] }.min() ?? 0, oracle.frames.map { $0[0] + $0[2] }.max() ?? 0
        )
        #expect(abs(right - left - plan.size.width) <= Self.tolerance, "\(label): width \(plan.size.width)")

        let lastColumn = Set(plan.rows.last.map { plan.items(in: $0) } ?? [])
        for (item, (ours, theirs)) in zip(plan.frames, oracle.frames).enumerated() {
            switch oracle.compare {
            case "allButLastColumn" where lastColumn.contains(item): continue
            case "lastColumn" where !lastColumn.contains(item): continue
            default: break
            }
            let mine = [ours.minX + shift, ours.minY, ours.width, ours.height]
            let matches = zip(mine, theirs).allSatisfy { abs($0 - $1) <= Self.tolerance }
            #expect(matches, "\(label), item \(item): planner \(mine), browser \(theirs)")
        }
    }

    static func layout(_ oracle: Case) -> ColumnFlow? {
        guard let alignment = RowAlignment(rawValue: oracle.layout.alignment),
            let last = RowAlignment(rawValue: oracle.layout.lastColumnAlignment),
            let item = ColumnItemAlignment(rawValue: oracle.layout.itemAlignment),
            let direction = LayoutDirection(rawValue: oracle.layout.direction)
        else { return nil }
        return ColumnFlow(
            spacing: oracle.spacing, lineSpacing: oracle.lineSpacing, alignment: alignment,
            lastColumnAlignment: alignment.fillsRow ? last : nil,
            itemAlignment: item, direction: direction)
    }
}
