import Foundation
import Testing

/// `--last-row-align` is CSS's `text-align-last`: it places the last row (and each row ended by a
/// forced break) whatever `--align` is; left out, the last row takes `--align` (leading when
/// that fills rows).
@Suite("tagflow --last-row-align applies to every --align")
struct LastRowAlignTests {
    /// Widths 4, 4, 6, 6, 6 in 20 with spacing 1: rows [4 4 6] (16 wide) and [6 6] (13 wide).
    static let boxes = Array("[[4,1],[4,1],[6,1],[6,1],[6,1]]".utf8)

    func lastRowStarts(_ flags: [String]) async throws -> [Double] {
        let run = try await TagflowBinary.run(
            ["plan", "-", "--width", "20", "--spacing", "1"] + flags, stdin: Self.boxes)
        #expect(run.status == 0, "\(run.stderr)")
        return try PlanOutput(run.stdout).frames[3...].map { $0[0] }
    }

    @Test(
        "The last row's x for each --align and --last-row-align (slack 7: centred at 3.5, trailing at 7)",
        arguments: [
            (["--align", "center"], [3.5, 10.5]),
            (["--align", "center", "--last-row-align", "trailing"], [7, 14]),
            (["--align", "center", "--last-row-align", "leading"], [0, 7]),
            (["--align", "leading", "--last-row-align", "center"], [3.5, 10.5]),
            (["--align", "trailing", "--last-row-align", "justify"], [0, 14]),
            (["--align", "trailing"], [7, 14]),
            (["--align", "justify"], [0, 7]),
            (["--align", "leading", "--last-row-align", "center", "--direction", "rtl"], [10.5, 3.5]),
        ])
    func lastRow(flags: [String], expected: [Double]) async throws {
        #expect(try await lastRowStarts(flags) == expected, "\(flags)")
    }
}
