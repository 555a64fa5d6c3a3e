import Foundation
import Testing

/// What `tagflow plan` printed, read with `JSONSerialization`.
struct PlanOutput {
    var keys: Set<String>
    var width: Double
    var height: Double
    var frames: [[Double]]
    var hidden: [Int]?
    var overflow: [Double]?

    struct Malformed: Error, CustomStringConvertible {
        var text: String
        var description: String { "not the plan JSON: \(text.debugDescription)" }
    }

    init(_ stdout: [UInt8]) throws {
        let malformed = Malformed(text: String(decoding: stdout, as: UTF8.self))
        guard let object = try JSONSerialization.jsonObject(with: Data(stdout)) as? [String: Any],
            let width = (object["width"] as? NSNumber)?.doubleValue,
            let height = (object["height"] as? NSNumber)?.doubleValue,
            let frames = (object["frames"] as? [Any])?.map({ Self.numbers($0) }), !frames.contains(nil)
        else { throw malformed }
        (keys, self.width, self.height, self.frames) = (Set(object.keys), width, height, frames.map { $0! })
        hidden = object["hidden"].map { Self.numbers($0)?.map { Int($0) } ?? [-1] }
        overflow = object["overflow"].map { Self.numbers($0) ?? [] }
    }

    /// A JSON array of numbers, or `nil`.
    private static func numbers(_ value: Any) -> [Double]? {
        guard let values = value as? [Any] else { return nil }
        let numbers = values.compactMap { ($0 as? NSNumber)?.doubleValue }
        return numbers.count == values.count ? numbers : nil
    }
}

/// A number as JSON or a command-line value: whole numbers without a fraction.
func planNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
}

/// `[[w,h],…]` (or `[w,h,baseline]` where a baseline is given) as JSON bytes.
func sizesJSON(_ sizes: [[Double]]) -> [UInt8] {
    Array(("[" + sizes.map { "[" + $0.map(planNumber).joined(separator: ",") + "]" }.joined(separator: ",") + "]").utf8)
}

/// Runs `tagflow plan arguments…` with `stdin`.
func runPlan(_ stdin: String, _ arguments: [String] = []) async throws -> TagflowRun {
    try await TagflowBinary.run(["plan"] + arguments, stdin: Array(stdin.utf8))
}

/// Runs a plan that must succeed with exactly one line on stdout, and reads it.
func planSucceeds(
    _ stdin: [UInt8], _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation
) async throws -> (text: String, plan: PlanOutput) {
    let run = try await TagflowBinary.run(["plan"] + arguments, stdin: stdin)
    try #require(
        run.status == 0, "tagflow plan \(arguments): exit \(run.status), \(run.stderr)", sourceLocation: sourceLocation)
    #expect(run.stderr.isEmpty, "stderr: \(run.stderr)", sourceLocation: sourceLocation)
    let text = String(decoding: run.stdout, as: UTF8.self)
    #expect(
        text.hasSuffix("\n") && text.filter { $0 == "\n" }.count == 1, "one line: \(text.debugDescription)",
        sourceLocation: sourceLocation)
    return (text, try PlanOutput(run.stdout))
}

/// One way to make `tagflow plan` fail.
struct FailingPlan: Sendable, CustomTestStringConvertible {
    var name: String
    var stdin: [UInt8]
    var arguments: [String] = []
    var exit: Int32
    var mentions: [String]
    var testDescription: String { name }

    init(_ name: String, _ stdin: String, _ arguments: [String] = [], exit: Int32 = 65, mentions: [String]) {
        self.init(name, bytes: Array(stdin.utf8), arguments, exit: exit, mentions: mentions)
    }
    init(_ name: String, bytes: [UInt8], _ arguments: [String] = [], exit: Int32 = 65, mentions: [String]) {
        (self.name, self.stdin, self.arguments, self.exit, self.mentions) = (name, bytes, arguments, exit, mentions)
    }
}

@Suite("tagflow plan: boxes in, frames out, end to end")
struct PlanCommandTests {
    static let design = "[[80,30],[70,30],[60,30],[90,30]]"

    @Test(
        "DESIGN.md worked examples, byte for byte",
        arguments: [
            (
                design, ["--width", "200", "--spacing", "10"],
                #"{"width":200,"height":70,"frames":[[0,0,80,30],[90,0,70,30],[0,40,60,30],[70,40,90,30]]}"#
            ),
            (
                "[[80,24],[100,24],[90,24]]", ["--width", "300", "--spacing", "8"],
                #"{"width":300,"height":24,"frames":[[0,0,80,24],[88,0,100,24],[196,0,90,24]]}"#
            ),
            (
                "[[80,24],[150,24],[90,24]]", ["--width", "300", "--spacing", "8"],
                #"{"width":300,"height":56,"frames":[[0,0,80,24],[88,0,150,24],[0,32,90,24]]}"#
            ),
        ])
    func workedExamples(input: String, arguments: [String], expected: String) async throws {
        let (text, plan) = try await planSucceeds(Array(input.utf8), arguments)
        #expect(text == expected + "\n")
        #expect(Set(plan.frames.map { $0[1] }).count == (plan.height == 24 ? 1 : 2), "row count")
    }

    @Test("whole numbers print without a fraction; fractions print as they are")
    func numberFormat() async throws {
        let (text, plan) = try await planSucceeds(
            Array("[[10,5],[20.5,6.25]]".utf8), ["--spacing", "3", "--width", "100"])
        #expect(text == #"{"width":100,"height":6.25,"frames":[[0,0,10,5],[13,0,20.5,6.25]]}"# + "\n")
        #expect(text.firstMatch(of: /\.0[,\]}]/) == nil, "\(text)")
        #expect(plan.keys == ["width", "height", "frames"], "no hidden or overflow when nothing is hidden")
    }

    @Test("--max-rows 1 --overflow 20,30 reports hidden items and an overflow frame inside the width")
    func hiddenAndOverflow() async throws {
        let (_, plan) = try await planSucceeds(
            Array(Self.design.utf8), ["--width", "200", "--max-rows", "1", "--overflow", "20,30"])
        #expect(plan.keys == ["width", "height", "frames", "hidden", "overflow"])
        // Row 1 holds 80 + 8 + 70 = 158, and 158 + 8 + 20 = 186 ≤ 200 leaves room for the +N box.
        #expect(plan.hidden == [2, 3])
        #expect(plan.width == 200 && plan.height == 30)
        #expect(plan.frames == [[0, 0, 80, 30], [88, 0, 70, 30], [0, 0, 0, 0], [0, 0, 0, 0]])
        let box = try #require(plan.overflow)
        try #require(box.count == 4)
        #expect(box[2] == 20 && box[3] == 30, "the box has the size asked for: \(box)")
        #expect(box[0] >= 158 && box[0] + box[2] <= plan.width, "after the row, inside the width: \(box)")
        #expect(box[1] >= 0 && box[1] + box[3] <= plan.height, "\(box)")

        let (_, bare) = try await planSucceeds(Array(Self.design.utf8), ["--width", "200", "--max-rows", "1"])
        #expect(bare.keys == ["width", "height", "frames", "hidden"] && bare.hidden == [2, 3])
        let (_, fits) = try await planSucceeds(
            Array(Self.design.utf8), ["--width", "200", "--max-rows", "2", "--overflow", "20,30"])
        #expect(fits.keys == ["width", "height", "frames"], "nothing hidden: no hidden, no overflow")
    }

    @Test("an empty array is size zero", arguments: ["[]", " [ ]\n"])
    func emptyArray(input: String) async throws {
        let (text, _) = try await planSucceeds(Array(input.utf8), ["--width", "200"])
        #expect(text == #"{"width":0,"height":0,"frames":[]}"# + "\n")
    }

    @Test("no --width: one row at ideal size (rule 5)")
    func noWidth() async throws {
        let (_, plan) = try await planSucceeds(Array(Self.design.utf8), ["--spacing", "10"])
        let oneRow: Double = 80 + 70 + 60 + 90 + 3 * 10
        #expect(plan.width == oneRow && plan.height == 30)
        #expect(plan.frames == [[0, 0, 80, 30], [90, 0, 70, 30], [170, 0, 60, 30], [240, 0, 90, 30]])
        let (_, defaults) = try await planSucceeds(Array("[[10,5],[20,6.5],[30,7]]".utf8), [])
        #expect(defaults.width == 76 && defaults.height == 7, "10 + 20 + 30 and two default spacings of 8")
        #expect(defaults.frames.allSatisfy { $0[1] == 0 })
    }

    @Test("reads a file by name, the same as stdin")
    func readsFile() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("sizes.json", Array(Self.design.utf8), in: folder)
            let file = try await TagflowBinary.run(["plan", "sizes.json", "--width", "200"], in: folder)
            let dash = try await TagflowBinary.run(["plan", "-", "--width", "200"], stdin: Array(Self.design.utf8))
            #expect(file.status == 0 && dash.status == 0 && file.stdout == dash.stdout && !file.stdout.isEmpty)
        }
    }

    /// `[[1,2,"…"]]` with the byte 0xFF, which is never UTF-8, in the string (column 8).
    static let invalidUTF8: [UInt8] = Array(#"[[1,2,""#.utf8) + [0xFF] + Array(#""]]"#.utf8)

    static let failures: [FailingPlan] = [
        FailingPlan("negative height in entry 1", "[[1,2],[3,-4]]", mentions: ["<stdin>:1:8: ", "entry 1:"]),
        FailingPlan("an object, not an array", "{}", mentions: ["<stdin>:1:1: "]),
        FailingPlan("an entry with one number", "[[1,2],\n [5]]", mentions: ["<stdin>:2:2: ", "entry 1:"]),
        FailingPlan("a string in an entry", #"[[1,"a"]]"#, mentions: ["<stdin>:1:2: ", "entry 0:"]),
        FailingPlan("four numbers in an entry", "[[1,2],[3,4],[1,2,3,4]]", mentions: ["<stdin>:1:14: ", "entry 2:"]),
        FailingPlan("trailing garbage", "[[1,2]] x", mentions: ["<stdin>:1:9: ", "malformed JSON: "]),
        FailingPlan("unterminated over two lines", "[[1,2],\n[3,4]", mentions: ["<stdin>:2:", "malformed JSON: "]),
        FailingPlan(
            "nesting 100000 deep", String(repeating: "[", count: 100_000), mentions: ["<stdin>:1:", "malformed JSON: "]),
        FailingPlan(
            "invalid UTF-8 in a string", bytes: invalidUTF8,
            mentions: ["<stdin>:1:8: "]),
        FailingPlan("1e999 as a width", "[[1e999,2]]", mentions: ["<stdin>:1:3: ", "1e999"]),
        FailingPlan(
            "widths whose sum overflows", "[[1e308,10],[1e308,10]]",
            mentions: ["<stdin>:1:2: entry 0: ", "widths add up to more than 1e307"]),
        FailingPlan(
            "widths that add up past 1e307", "[[6e306,10],[6e306,10]]",
            mentions: ["<stdin>:1:13: entry 1: ", "widths add up to more than 1e307"]),
        FailingPlan(
            "heights that add up past 1e307 over two rows", "[[1,6e306],\n [1,6e306]]", ["--width", "1"],
            mentions: ["<stdin>:2:2: entry 1: ", "heights add up to more than 1e307"]),
        FailingPlan(
            "a baseline far below its box", "[[1,1,-6e306]]", ["--row-align", "baseline"],
            mentions: ["<stdin>:1:2: entry 0: ", "heights"]),
        FailingPlan("an empty input", "", mentions: ["<stdin>:1:1: ", "malformed JSON: "]),
        FailingPlan("missing file", "", ["missing.json"], exit: 66, mentions: ["missing.json"]),
        FailingPlan("--width -1", "[[1,2]]", ["--width", "-1"], exit: 64, mentions: ["--width", "-1"]),
        FailingPlan(
            "--align centre", "[[1,2]]", ["--align", "centre"], exit: 64, mentions: ["(did you mean 'center'?)"]),
        FailingPlan("--max-rows 0", "[[1,2]]", ["--max-rows", "0"], exit: 64, mentions: ["--max-rows"]),
        FailingPlan(
            "--balance with --dense", "[[1,2]]", ["--balance", "--dense"], exit: 64, mentions: ["--balance", "--dense"]),
        FailingPlan("--overflow 3 (no H)", "[[1,2]]", ["--overflow", "3"], exit: 64, mentions: ["--overflow", "3"]),
        FailingPlan("--row-align middle", "[[1,2]]", ["--row-align", "middle"], exit: 64, mentions: ["--row-align"]),
        FailingPlan("two inputs", "[[1,2]]", ["a.json", "b.json"], exit: 64, mentions: ["b.json"]),
    ]

    @Test("bad input, a missing file and bad options fail with one line and the right code", arguments: failures)
    func fails(_ failure: FailingPlan) async throws {
        let run = try await TagflowBinary.run(["plan"] + failure.arguments, stdin: failure.stdin)
        #expect(run.status != 134 && run.status != 139 && run.status < 128, "crashed: \(run.status)")
        expectError(run, exit: failure.exit, mentions: failure.mentions, usageTail: planUsageTail)
        if failure.exit == 65 {
            #expect(run.stderr.firstMatch(of: #/^tagflow: error: <stdin>:\d+:\d+: /#) != nil, "\(run.stderr)")
        }
    }

    @Test("FILE is the file's name for a bad entry in a file")
    func fileNameInError() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("bad.json", Array("[[1,2],\n  [3,-4]]\n".utf8), in: folder)
            let run = try await TagflowBinary.run(["plan", "bad.json", "--width", "100"], in: folder)
            expectError(run, exit: 65, mentions: ["tagflow: error: bad.json:2:3: entry 1:"])
        }
    }

    /// 40 boxes from a fixed linear congruential sequence: widths 10…150 in halves, heights 10…40.
    static let sample: [[Double]] = {
        var state: UInt64 = 0x7A6F_C10D
        func next(_ range: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(range))
        }
        return (0..<40).map { _ in [10 + Double(next(281)) / 2, Double(10 + next(31))] }
    }()

    @Test("the same input gives the same bytes, run after run")
    func deterministic() async throws {
        let arguments = ["--width", "400", "--spacing", "6", "--line-spacing", "4", "--align", "center"]
        let first = try await planSucceeds(sizesJSON(Self.sample), arguments).text
        for _ in 0..<3 { #expect(try await planSucceeds(sizesJSON(Self.sample), arguments).text == first) }
    }

    @Test("--direction rtl is the mirror image of ltr", arguments: [[], ["--row-align", "center"], ["--balance"]])
    func rightToLeftMirrors(extra: [String]) async throws {
        let arguments = ["--width", "400", "--spacing", "6", "--line-spacing", "4"] + extra
        let ltr = try await planSucceeds(sizesJSON(Self.sample), arguments + ["--direction", "ltr"]).plan
        let rtl = try await planSucceeds(sizesJSON(Self.sample), arguments + ["--direction", "rtl"]).plan
        #expect(ltr.width == rtl.width && ltr.height == rtl.height)
        #expect(Set(ltr.frames.map { $0[1] }).count > 3, "the sample wraps into several rows")
        try #require(ltr.frames.count == Self.sample.count && rtl.frames.count == Self.sample.count)
        for (index, (l, r)) in zip(ltr.frames, rtl.frames).enumerated() {
            let mirrored = [ltr.width - l[0] - l[2], l[1], l[2], l[3]]
            #expect(zip(mirrored, r).allSatisfy { abs($0 - $1) <= 1e-9 }, "item \(index): ltr \(l), rtl \(r)")
        }
    }

    @Test("tagflow plan --help matches the golden")
    func planHelp() async throws {
        let text = try await HelpTests.succeeds(["plan", "--help"])
        #expect(text.contains("Usage: tagflow plan [SIZES.json|-] --width W [options]"))
        for option in [
            "--width", "--spacing", "--line-spacing", "--align", "--last-row-align", "--row-align",
            "--direction", "--balance", "--dense", "--max-rows", "--max-items-per-row", "--overflow", "--fit",
        ] {
            #expect(text.contains(option + " "), "help does not mention \(option)")
        }
        expectHelpSnapshot(text, of: "plan")
        #expect(try await HelpTests.succeeds(["plan", "-h"]) == text)
    }
}
