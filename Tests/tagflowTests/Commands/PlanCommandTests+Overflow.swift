import Foundation
import Testing

/// `tagflow plan` with sizes near the largest numbers: refused with exit 65 where the sums would
/// overflow, and otherwise an answer whose every number is finite (JSON has no `inf` or `nan`).
extension PlanCommandTests {
    static let hugeSizes: [String] = [
        "[[1e307,10]]", "[[9e306,10]]", "[[4e306,10],[4e306,10]]", "[[3e306,1],[3e306,1],[3e306,1]]",
        "[[10,9e306],[10,10]]", "[[5e306,5e306],[4e306,4e306]]", "[[1,1,4e306],[1,1,-4e306]]",
        "[[1e306,1e306,1e306],[2e306,1e306,-1e306],[3e306,5,2]]",
        // Past the limit: without it these print inf.
        "[[1e308,10],[1e308,10]]", "[[1.7e308,10],[1.7e308,10]]", "[[10,1e308],[10,1e308]]",
        "[[1,1,1.7e308],[1,1,-1.7e308]]", "[[1.7976931348623157e308,1.7976931348623157e308]]",
    ]
    static let hugeOptions: [[String]] = [
        [], ["--width", "10000000"], ["--width", "1", "--align", "center"], ["--align", "justify", "--width", "5"],
        ["--align", "grow", "--width", "5"], ["--direction", "rtl", "--align", "trailing", "--width", "5"],
        ["--balance", "--width", "10"], ["--dense", "--width", "10"], ["--row-align", "baseline", "--width", "3"],
        ["--max-rows", "1", "--overflow", "100000,100000", "--width", "10", "--fit", "content"],
    ]

    @Test("sizes near the largest number: exit 65 naming the entry, or JSON with only finite numbers")
    func hugeValues() async throws {
        var refused = 0
        var answered = 0
        for input in Self.hugeSizes {
            for options in Self.hugeOptions {
                let run = try await runPlan(input, options)
                let label = "tagflow plan \(options.joined(separator: " ")) <<< \(input)"
                if run.status == 65 {
                    refused += 1
                    #expect(
                        run.stderr.firstMatch(of: #/^tagflow: error: <stdin>:\d+:\d+: entry \d+: /#) != nil,
                        "\(label): \(run.stderr)")
                    continue
                }
                try #require(run.status == 0, "\(label): exit \(run.status), \(run.stderr)")
                answered += 1
                let text = String(decoding: run.stdout, as: UTF8.self)
                #expect(!text.contains("inf") && !text.contains("nan"), "\(label): \(text)")
                // JSONSerialization refuses anything that is not a JSON number.
                let plan = try PlanOutput(run.stdout)
                let numbers = [plan.width, plan.height] + plan.frames.joined() + (plan.overflow ?? [])
                #expect(numbers.allSatisfy { $0.isFinite }, "\(label): \(text)")
            }
        }
        // Both outcomes occur, so neither half of the test is empty.
        #expect(refused > 0 && answered > 0, "refused \(refused), answered \(answered)")
    }
}
