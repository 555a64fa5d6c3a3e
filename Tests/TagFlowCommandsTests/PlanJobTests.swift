import Testing

@testable import TagFlow
@testable import TagFlowCommands

@Suite("tagflow plan's engine: boxes in, frames out")
struct PlanJobTests {
    func run(_ json: String, _ job: PlanJob) throws -> String {
        try job.run(input: Array(json.utf8), source: "sizes.json")
    }

    @Test("DESIGN.md's worked example, as JSON")
    func workedExample() throws {
        let job = PlanJob(layout: RowFlow(spacing: 10), width: 200)
        #expect(
            try run("[[80,30],[70,30],[60,30],[90,30]]", job)
                == "{\"width\":200,\"height\":70,\"frames\":[[0,0,80,30],[90,0,70,30],[0,40,60,30],[70,40,90,30]]}\n")
    }

    @Test("An empty array is a zero-size plan")
    func empty() throws {
        #expect(
            try run(" [ ] ", PlanJob(layout: RowFlow(), width: 100)) == "{\"width\":0,\"height\":0,\"frames\":[]}\n")
    }

    @Test("A baseline as the third value aligns rows by baseline")
    func baselines() throws {
        let job = PlanJob(layout: RowFlow(spacing: 0, itemAlignment: .baseline), width: nil)
        #expect(try run("[[10,40,30],[10,20,15]]", job).contains("\"frames\":[[0,0,10,40],[10,15,10,20]]"))
    }

    @Test("A row limit reports the hidden items and the +N frame")
    func hiddenAndOverflow() throws {
        let job = PlanJob(
            layout: RowFlow(spacing: 1, maxRows: 1), width: 10, overflowSize: Size(width: 3, height: 5))
        #expect(
            try run("[[4,5],[4,5],[4,5]]", job)
                == "{\"width\":10,\"height\":5,\"frames\":[[0,0,4,5],[0,0,0,0],[0,0,0,0]],\"hidden\":[1,2],\"overflow\":[5,0,3,5]}\n"
        )
    }

    @Test(
        "Bad entries name the file, line, column and entry",
        arguments: [
            (
                "[[1,2],\n [3,-4]]",
                InputError.badEntry(
                    source: "sizes.json", line: 2, column: 2, entry: 1,
                    problem: "width and height must be ≥ 0, found [3, -4]")
            ),
            (
                "[[1]]",
                InputError.badEntry(
                    source: "sizes.json", line: 1, column: 2, entry: 0,
                    problem: "expected [width, height] or [width, height, baseline], found an array")
            ),
            (
                "[[1,2],5]",
                InputError.badEntry(
                    source: "sizes.json", line: 1, column: 8, entry: 1,
                    problem: "expected [width, height] or [width, height, baseline], found a number")
            ),
            (
                "[[1,\"2\"]]",
                InputError.badEntry(
                    source: "sizes.json", line: 1, column: 2, entry: 0, problem: "every value must be a number")
            ),
            (
                "{\"a\":1}",
                InputError.malformedJSON(
                    source: "sizes.json", line: 1, column: 1,
                    problem: "expected an array of [width, height] entries, found an object")
            ),
            (
                "[[4e306,1],\n [4e306,1],\n [4e306,1]]",
                InputError.badEntry(
                    source: "sizes.json", line: 3, column: 2, entry: 2,
                    problem: "the widths add up to more than 1e307 px here, too much to lay out; use smaller values")
            ),
            (
                "[[1,2]",
                InputError.malformedJSON(
                    source: "sizes.json", line: 1, column: 7, problem: "expected ',' or ']', found the end")
            ),
        ])
    func badInput(json: String, error: InputError) {
        #expect(throws: error) { try run(json, PlanJob(layout: RowFlow(), width: 100)) }
    }
}

@Suite("tagflow plan's engine: --fit")
struct PlanJobFitTests {
    @Test("content cuts the width to the boxes and moves them left; width is the planner's max(limit, widest row)")
    func fit() throws {
        let layout = RowFlow(spacing: 10, alignment: .trailing)
        let input = Array("[[80,30],[70,30],[60,30]]".utf8)
        let content = try PlanJob(layout: layout, width: 200, fit: .content).run(input: input, source: "-")
        let width = try PlanJob(layout: layout, width: 200).run(input: input, source: "-")
        #expect(content == "{\"width\":160,\"height\":70,\"frames\":[[0,0,80,30],[90,0,70,30],[100,40,60,30]]}\n")
        #expect(width == "{\"width\":200,\"height\":70,\"frames\":[[40,0,80,30],[130,0,70,30],[140,40,60,30]]}\n")
    }
}
