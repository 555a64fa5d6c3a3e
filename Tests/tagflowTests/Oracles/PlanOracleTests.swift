import Foundation
import OracleFixtures
import Testing

/// `tagflow plan` against the Chromium flexbox fixtures the planner's own tests use
/// (`Tests/FlowLayoutTests/Fixtures`), through the real binary and its JSON in and out.
@Suite("tagflow plan against Chromium's CSS flexbox")
struct PlanOracleTests {
    static let tolerance = 0.02

    /// Whether `ours` is `theirs` within the tolerance, number by number.
    static func close(_ ours: [Double], _ theirs: [Double]) -> Bool {
        ours.count == theirs.count && zip(ours, theirs).allSatisfy { abs($0 - $1) <= tolerance }
    }

    // MARK: greedy line breaking, leading rows

    /// The first 25 greedy cases (the hand-worked ones come first).
    static func greedySample() throws -> [RowOracleCase] {
        Array(try OracleFixture<RowOracleCase>.load("flexbox-oracle.json").cases.prefix(25))
    }

    @Test("greedy cases: every frame and the height within 0.02 px", arguments: try PlanOracleTests.greedySample())
    func greedy(_ oracle: RowOracleCase) async throws {
        let arguments = [
            "--width", planNumber(oracle.limit), "--spacing", planNumber(oracle.spacing),
            "--line-spacing", planNumber(oracle.lineSpacing),
        ]
        let plan = try await planSucceeds(sizesJSON(oracle.sizes), arguments).plan
        #expect(abs(plan.height - oracle.height) <= Self.tolerance, "height \(plan.height), browser \(oracle.height)")
        // Rule 4: the layout is as wide as the limit, or as the widest row when one is wider.
        // No items: size zero (rule 6).
        let widest = oracle.frames.map { $0[0] + $0[2] }.max() ?? 0
        let width = oracle.sizes.isEmpty ? 0 : max(oracle.limit, widest)
        #expect(abs(plan.width - width) <= Self.tolerance, "width \(plan.width), expected \(width)")
        try #require(plan.frames.count == oracle.frames.count, "frame count")
        for (item, (ours, theirs)) in zip(plan.frames, oracle.frames).enumerated() {
            #expect(Self.close(ours, theirs), "item \(item): plan \(ours), browser \(theirs)")
        }
    }

    // MARK: alignment, baselines and direction

    /// The planner's option names as `tagflow plan` spells them.
    static let rowFlags = [
        "leading": "leading", "center": "center", "trailing": "trailing", "justified": "justify", "grow": "grow",
    ]
    static let itemFlags = ["top": "top", "center": "center", "bottom": "bottom", "firstTextBaseline": "baseline"]
    static let directionFlags = ["leftToRight": "ltr", "rightToLeft": "rtl"]

    /// The first 6 cases of every option in file order (both renderings of a split case when
    /// they come early), plus 6 more of the mixed "combined" ones further on.
    static func alignmentSample() throws -> [AlignmentOracleCase] {
        let cases = try OracleFixture<AlignmentOracleCase>.load("flexbox-alignment.json").cases
        var taken: [String: Int] = [:]
        var sample: [AlignmentOracleCase] = []
        for oracle in cases where taken[oracle.option, default: 0] < (oracle.option == "combined" ? 12 : 6) {
            taken[oracle.option, default: 0] += 1
            sample.append(oracle)
        }
        return sample
    }

    /// The items on the last row by rule 2 (`rowWidth + spacing + itemWidth <= limit` stays).
    static func lastRow(_ oracle: AlignmentOracleCase) -> Set<Int> {
        var row: [Int] = []
        var rowWidth = 0.0
        for (index, size) in oracle.sizes.enumerated() {
            if row.isEmpty || rowWidth + oracle.spacing + size[0] <= oracle.limit {
                rowWidth += (row.isEmpty ? 0 : oracle.spacing) + size[0]
                row.append(index)
            } else {
                (row, rowWidth) = ([index], size[0])
            }
        }
        return Set(row)
    }

    @Test(
        "alignment cases: the compared frames and the height within 0.02 px",
        arguments: try PlanOracleTests.alignmentSample())
    func alignment(_ oracle: AlignmentOracleCase) async throws {
        let layout = oracle.layout
        let align = try #require(Self.rowFlags[layout.alignment])
        // Flexbox has no last-row alignment: the fixture's last row differs only where rows
        // fill the width (rendered twice); elsewhere it is the rows' own, --last-row-align's default.
        let last =
            ["justify", "grow"].contains(align)
            ? ["--last-row-align", try #require(Self.rowFlags[layout.lastRowAlignment])] : []
        let flags =
            try [
                "--align", align,
                "--row-align", #require(Self.itemFlags[layout.itemAlignment]),
                "--direction", #require(Self.directionFlags[layout.direction]),
            ] + last
        let arguments =
            [
                "--width", planNumber(oracle.limit), "--spacing", planNumber(oracle.spacing),
                "--line-spacing", planNumber(oracle.lineSpacing),
            ] + flags
        let sizes = zip(oracle.sizes, oracle.baselines).map { size, baseline in size + (baseline.map { [$0] } ?? []) }
        let label =
            "tagflow plan \(arguments.joined(separator: " ")) <<< \(String(decoding: sizesJSON(sizes), as: UTF8.self))"
        let plan = try await planSucceeds(sizesJSON(sizes), arguments).plan
        #expect(
            abs(plan.height - oracle.height) <= Self.tolerance,
            "\(label): height \(plan.height), browser \(oracle.height)")
        // No item is wider than the limit, so the width is the limit; no items: size zero (rule 6).
        #expect(plan.width == (oracle.sizes.isEmpty ? 0 : oracle.limit), "\(label): width \(plan.width)")
        try #require(plan.frames.count == oracle.frames.count, "\(label): frame count")
        let lastRow = Self.lastRow(oracle)
        for (item, (ours, theirs)) in zip(plan.frames, oracle.frames).enumerated() {
            switch oracle.compare {
            case "allButLastRow" where lastRow.contains(item): continue
            case "lastRow" where !lastRow.contains(item): continue
            default: break
            }
            #expect(Self.close(ours, theirs), "\(label): item \(item): plan \(ours), browser \(theirs)")
        }
    }

    @Test("the samples cover every option, every compare rule and baselines")
    func sampleCoverage() throws {
        let sample = try Self.alignmentSample()
        #expect(Set(sample.map(\.option)).count == 9, "\(Set(sample.map(\.option)))")
        #expect(Set(sample.map(\.compare)) == ["all", "allButLastRow", "lastRow"])
        #expect(sample.contains { $0.baselines.contains { $0 != nil } })
        #expect(sample.contains { $0.layout.direction == "rightToLeft" })
        #expect(try Self.greedySample().count == 25)
    }
}
