import Foundation
import Testing

/// `tagflow plan --separator-width PX`: the planner's room for separators (`RowFlow.separatorWidth`),
/// as `render --separator` keeps it, and where each separator goes.
extension PlanCommandTests {
    @Test("--separator-width: neighbours are spacing, PX and spacing apart, so rows wrap sooner; none at a row's end")
    func separatorWidth() async throws {
        // 80 + 10 + 70 + 10 + 30 = 200 fits one row without; with 4 px separators 80 + 24 + 70 = 174,
        // and + 24 + 30 = 228 wraps the third box.
        let boxes = sizesJSON([[80, 20], [70, 20], [30, 20]])
        let plain = try await planSucceeds(boxes, ["--width", "200", "--spacing", "10"])
        #expect(plain.plan.frames.map { $0[1] } == [0, 0, 0])
        #expect(!plain.plan.keys.contains("separators"))
        let (text, _) = try await planSucceeds(
            boxes, ["--width", "200", "--spacing", "10", "--separator-width", "4"])
        #expect(
            text
                == #"{"width":200,"height":50,"frames":[[0,0,80,20],[104,0,70,20],[0,30,30,20]],"#
                + #""separators":[[90,0,4,20]]}"# + "\n")
    }

    @Test("--separator-width with columns, or out of range, is refused (64)")
    func separatorWidthRefused() async throws {
        let columns = try await runPlan("[[1,1]]", ["--separator-width", "4", "--flow", "columns", "--height", "9"])
        expectError(
            columns, exit: 64, mentions: ["--separator-width does not go with --flow columns"],
            usageTail: planUsageTail)
        let negative = try await runPlan("[[1,1]]", ["--separator-width", "-1"])
        expectError(negative, exit: 64, mentions: ["--separator-width '-1'"], usageTail: planUsageTail)
    }
}
