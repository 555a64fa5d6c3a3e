import Foundation
import OracleFixtures
import Primitives
import Testing

@testable import FlowLayout

/// An independent oracle: the same inputs laid out by a real browser's CSS flexbox
/// (`flex-wrap: wrap`, `column-gap`, `row-gap`, `align-items: flex-start`, `flex: none` items),
/// measured in headless Chromium by `Scripts/flexbox-oracle.py`. Flexbox wraps exactly like
/// DESIGN.md's rules 2–4, so every frame and the height must match.
@Suite("Greedy planner against Chromium's CSS flexbox")
struct FlexboxOracleTests {
    /// `Fixtures/flexbox-oracle.json`, written by `Scripts/flexbox-oracle.py`.
    private typealias Fixture = OracleFixture<RowOracleCase>

    private static let tolerance = 0.01

    private static func loadFixture() throws -> Fixture { try Fixture.load("flexbox-oracle.json") }

    @Test("The fixture is well formed and holds DESIGN.md's worked examples")
    func fixtureIsWellFormed() throws {
        let fixture = try Self.loadFixture()
        fixture.expectProvenance(script: "Scripts/flexbox-oracle.py", commandRecorded: false)
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
            let layout = RowFlow(spacing: oracle.spacing, lineSpacing: oracle.lineSpacing)
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

/// The alignment and direction options against the same browser: `Scripts/flexbox-oracle.py`
/// renders each case with the CSS that means the same thing (`justify-content`, `align-items`,
/// `direction: rtl`, `flex: 1 0 auto` for `.grow`) into `Fixtures/flexbox-alignment.json`.
///
/// CSS has one `justify-content` for every line, so a filling alignment whose last row takes
/// another `lastRowAlignment` is rendered twice: each rendering is compared on the rows it
/// stands for (`compare`). No item is wider than its container (CSS would let it overflow,
/// rule 4 widens the layout instead), so our plan is exactly `limit` wide, like the container,
/// and centred, trailing and right-to-left x compare directly.
@Suite("Alignment and direction against Chromium's CSS flexbox")
struct FlexboxAlignmentOracleTests {
    typealias Fixture = OracleFixture<Case>
    typealias Case = AlignmentOracleCase

    static let tolerance = 0.02
    static let options = [
        "center", "trailing", "justified", "grow", "itemCenter", "itemBottom", "firstTextBaseline",
        "rightToLeft", "combined",
    ]

    static func loadFixture() throws -> Fixture { try Fixture.load("flexbox-alignment.json") }

    @Test("The fixture is well formed, covers every option and agrees with hand-worked examples")
    func fixtureIsWellFormed() throws {
        let fixture = try Self.loadFixture()
        fixture.expectProvenance(script: "Scripts/flexbox-oracle.py")
        for option in Self.options {
            let count = Set(fixture.cases.filter { $0.option == option }.map(\.index)).count
            #expect(count >= 40, "option \(option): only \(count) cases")
        }
        for oracle in fixture.cases {
            #expect(Self.options.contains(oracle.option), "\(oracle.label): unknown option")
            #expect(["all", "allButLastRow", "lastRow"].contains(oracle.compare), "\(oracle.label)")
            #expect(oracle.sizes.allSatisfy { $0.count == 2 && $0[0] <= oracle.limit }, "\(oracle.label): sizes")
            #expect(oracle.frames.allSatisfy { $0.count == 4 }, "\(oracle.label): a frame is not [x, y, w, h]")
            #expect(oracle.frames.count == oracle.sizes.count, "\(oracle.label): frame count")
            #expect(oracle.baselines.count == oracle.sizes.count, "\(oracle.label): baseline count")
        }
        // The browser agrees with DESIGN.md's example worked by hand (rows of 160 in 200).
        func example(_ option: String) throws -> Case {
            try #require(fixture.cases.first { $0.option == option && $0.index == 0 && $0.compare != "lastRow" })
        }
        #expect(try example("center").frames.map { $0[0] } == [20, 110, 20, 90])
        #expect(try example("trailing").frames.map { $0[0] } == [40, 130, 40, 110])
        #expect(try example("justified").frames.prefix(2).map { $0[0] } == [0, 130])
        #expect(try example("grow").frames.prefix(2).map { $0[2] } == [100, 90])
        #expect(try example("rightToLeft").frames.map { $0[0] } == [120, 40, 140, 40])
    }

    @Test(
        "Every compared frame and every height matches the browser's within 0.02 px",
        arguments: try FlexboxAlignmentOracleTests.loadFixture().cases)
    func matchesChromiumFlexbox(_ oracle: Case) throws {
        let label = oracle.label
        let layout = try #require(Self.layout(oracle), "\(label): unknown option value")
        let items = zip(oracle.sizes, oracle.baselines).map {
            MeasuredItem(size: Size(width: $0[0], height: $0[1]), firstBaseline: $1)
        }
        let plan = layout.plan(proposal: ProposedSize(width: oracle.limit, height: nil), items: items)

        #expect(
            abs(plan.size.height - oracle.height) <= Self.tolerance,
            "\(label): height \(plan.size.height), browser \(oracle.height)")
        if !items.isEmpty {
            #expect(plan.size.width == oracle.limit, "\(label): width \(plan.size.width), limit \(oracle.limit)")
        }
        guard plan.frames.count == oracle.frames.count else {
            Issue.record("\(label): \(plan.frames.count) frames, browser \(oracle.frames.count)")
            return
        }
        let lastRow = Set(plan.rows.last.map { plan.items(in: $0) } ?? [])
        for (item, (ours, theirs)) in zip(plan.frames, oracle.frames).enumerated() {
            switch oracle.compare {
            case "allButLastRow" where lastRow.contains(item): continue
            case "lastRow" where !lastRow.contains(item): continue
            default: break
            }
            let mine = [ours.minX, ours.minY, ours.width, ours.height]
            let matches = zip(mine, theirs).allSatisfy { abs($0 - $1) <= Self.tolerance }
            #expect(matches, "\(label), item \(item): planner \(mine), browser \(theirs)")
        }
    }

    static func layout(_ oracle: Case) -> RowFlow? {
        // The fixture spells values the way the library's cases were once named.
        let renamed = [
            "justified": "justify", "firstTextBaseline": "baseline", "leftToRight": "ltr", "rightToLeft": "rtl",
        ]
        func name(_ value: String) -> String { renamed[value] ?? value }
        guard let alignment = RowAlignment(rawValue: name(oracle.layout.alignment)),
            let lastRowAlignment = RowAlignment(rawValue: name(oracle.layout.lastRowAlignment)),
            let itemAlignment = ItemAlignment(rawValue: name(oracle.layout.itemAlignment)),
            let direction = LayoutDirection(rawValue: name(oracle.layout.direction))
        else { return nil }
        // Flexbox has no last-row alignment: the fixture's last row takes another alignment only
        // where the rows fill the width (rendered twice), and is the rows' own otherwise.
        return RowFlow(
            spacing: oracle.spacing, lineSpacing: oracle.lineSpacing, alignment: alignment,
            lastRowAlignment: alignment.fillsRow ? lastRowAlignment : nil, itemAlignment: itemAlignment,
            direction: direction)
    }
}
