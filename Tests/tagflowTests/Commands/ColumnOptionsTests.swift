import Foundation
import Testing

/// One way to ask for a combination that has no column (or no row) meaning.
struct RefusedFlow: Sendable, CustomTestStringConvertible {
    var options: [String]
    var mentions: [String]
    var testDescription: String { options.joined(separator: " ") }
}

/// `--flow columns` with `--height` in `render`, `batch` and `plan`, and the combinations refused.
@Suite("tagflow: --flow columns")
struct ColumnOptionsTests {
    static let labels = [
        "Swift", "Rust", "Go", "TypeScript", "Kotlin", "Zig", "WebAssembly", "C++", "Haskell", "OCaml",
    ]

    @Test("render: chips run top to bottom in input order, wrap at --height, and the layout names each chip's column")
    func render() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(Self.labels), in: folder)
            let run = try await runRender(
                [
                    "tags.txt", "-o", "cloud.svg", "--flow", "columns", "--height", "120", "--emit-layout",
                    "layout.json",
                ],
                in: folder)
            expectQuietSuccess(run)
            let layout = try EmittedLayout.read("layout.json", in: folder)
            #expect(layout.chips.map(\.label) == Self.labels)
            let columns = Dictionary(grouping: layout.chips, by: \.row).sorted { $0.key < $1.key }.map(\.value)
            #expect(columns.count > 1)
            #expect(columns.flatMap { $0.map(\.label) } == Self.labels, "columns hold the labels in input order")
            for column in columns {
                #expect(Set(column.map { $0.frame[0] }).count == 1)
                #expect(zip(column, column.dropFirst()).allSatisfy { $0.frame[1] < $1.frame[1] })
                #expect(column.allSatisfy { $0.frame[1] + $0.frame[3] <= 16 + 120 })
            }
            // One column without --height.
            let tall = try await runRender(
                ["tags.txt", "-o", "tall.svg", "--flow", "columns", "--emit-layout", "tall.json"], in: folder)
            expectQuietSuccess(tall)
            #expect(Set(try EmittedLayout.read("tall.json", in: folder).chips.map(\.row)) == [0])
        }
    }

    @Test("render: columns never read --width, so a padding wider than half of the default width is theirs")
    func widePaddingInColumns() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(Self.labels), in: folder)
            let run = try await runRender(
                [
                    "tags.txt", "-o", "cloud.svg", "--flow", "columns", "--height", "200", "--padding", "400,6",
                    "--emit-layout", "layout.json",
                ],
                in: folder)
            expectQuietSuccess(run)
            // Every chip holds its label plus 400 px each side, more than the rows' 640 px width.
            let chips = try EmittedLayout.read("layout.json", in: folder).chips
            #expect(chips.count == Self.labels.count)
            #expect(chips.allSatisfy { $0.frame[2] > 800 }, "\(chips.map { $0.frame[2] })")
            // Rows still refuse it, naming the width.
            let rows = try await runRender(["tags.txt", "-o", "rows.svg", "--padding", "400,6"], in: folder)
            expectError(rows, exit: 64, mentions: ["--padding '400,6'", "--width"])
        }
    }

    @Test("render and batch give the same bytes for a column cloud, as do flags and --config")
    func renderBatchConfigAgree() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(Self.labels), in: folder)
            try writeFile(
                "cfg.json",
                Array(#"{"flow": "columns", "height": 110, "direction": "rtl", "row-align": "center"}"#.utf8),
                in: folder)
            let options = ["--flow", "columns", "--height", "110", "--direction", "rtl", "--row-align", "center"]
            expectQuietSuccess(try await runRender(["tags.txt", "-o", "one.svg"] + options, in: folder))
            let batch = try await TagflowBinary.run(
                ["batch", "tags.txt", "-o", "out", "--format", "svg"] + options, in: folder)
            #expect(batch.status == 0, "\(batch.stderr)")
            expectQuietSuccess(
                try await runRender(["tags.txt", "-o", "config.svg", "--config", "cfg.json"], in: folder))
            let one = try bytes(of: folder.appendingPathComponent("one.svg"))
            #expect(one == (try bytes(of: folder.appendingPathComponent("out/tags.svg"))))
            #expect(one == (try bytes(of: folder.appendingPathComponent("config.svg"))))
        }
    }

    @Test("plan: the help's example, byte for byte, and the column meanings of rtl, fit and the +N box")
    func plan() async throws {
        let design = Array("[[80,30],[70,30],[60,30],[90,30]]".utf8)
        let columns = ["--flow", "columns", "--height", "100", "--spacing", "10"]
        #expect(
            try await planSucceeds(design, columns).text
                == "{\"width\":180,\"height\":100,\"frames\":[[0,0,80,30],[0,40,70,30],[90,0,60,30],[90,40,90,30]]}\n")
        let rtl = try await planSucceeds(design, columns + ["--direction", "rtl", "--row-align", "trailing"]).plan
        #expect(rtl.frames == [[100, 0, 80, 30], [100, 40, 70, 30], [0, 0, 60, 30], [0, 40, 90, 30]])
        let hugged = try await planSucceeds(design, columns + ["--align", "center", "--fit", "content"]).plan
        #expect(hugged.height == 70)
        #expect(hugged.frames.map { $0[1] } == [0, 40, 0, 40])
        let limited = try await planSucceeds(design, columns + ["--max-rows", "1", "--overflow", "20,30"]).plan
        // [80, 70] is 70 tall; a +N box below would need 110 > 100, so the second item goes too.
        #expect(limited.hidden == [1, 2, 3])
        #expect(limited.overflow == [0, 40, 20, 30])
        let spaced = try await planSucceeds(design, columns + ["--line-spacing", "4"]).plan
        #expect(spaced.frames.map { $0[0] } == [0, 0, 84, 84])
    }

    static let refused: [RefusedFlow] = [
        RefusedFlow(
            options: ["--flow", "columns", "--width", "300"], mentions: ["--width", "--flow columns", "--height"]),
        RefusedFlow(options: ["--height", "300"], mentions: ["--height", "--flow rows", "--flow columns"]),
        RefusedFlow(
            options: ["--flow", "columns", "--row-align", "baseline"],
            mentions: ["--row-align baseline", "leading, center or trailing"]),
        RefusedFlow(
            options: ["--flow", "columns", "--row-align", "top"], mentions: ["--row-align top", "--flow columns"]),
        RefusedFlow(options: ["--row-align", "trailing"], mentions: ["--row-align trailing", "--flow rows"]),
        RefusedFlow(options: ["--flow", "columns", "--fit", "width"], mentions: ["--fit width", "--fit height"]),
        RefusedFlow(options: ["--fit", "height"], mentions: ["--fit height", "--fit width"]),
        RefusedFlow(options: ["--flow", "diagonal"], mentions: ["--flow", "columns, rows"]),
    ]

    @Test("Combinations with no meaning are usage errors (64) in render, batch and plan", arguments: refused)
    func refusedCombinations(_ refused: RefusedFlow) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(Self.labels), in: folder)
            let render = try await runRender(["tags.txt", "-o", "cloud.svg"] + refused.options, in: folder)
            expectError(render, exit: 64, mentions: refused.mentions)
            #expect(!fileExists("cloud.svg", in: folder))
            let batch = try await TagflowBinary.run(["batch", "tags.txt", "-o", "out"] + refused.options, in: folder)
            #expect(batch.status == 64, "\(batch.stderr)")
            let plan = try await runPlan("[[10,10]]", refused.options)
            expectError(plan, exit: 64, mentions: refused.mentions, usageTail: planUsageTail)
        }
    }

    @Test(
        "A config file's --width gives way to --flow columns on the command line; beside its own flow columns it is refused at its place"
    )
    func configPlace() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(Self.labels), in: folder)
            try writeFile("cfg.json", Array("{\n  \"width\": 300\n}\n".utf8), in: folder)
            let run = try await runRender(
                ["tags.txt", "-o", "cloud.svg", "--config", "cfg.json", "--flow", "columns"], in: folder)
            expectQuietSuccess(run)
            try writeFile("both.json", Array("{\n  \"flow\": \"columns\",\n  \"width\": 300\n}\n".utf8), in: folder)
            let both = try await runRender(["tags.txt", "-o", "cloud2.svg", "--config", "both.json"], in: folder)
            #expect(both.status == 64)
            #expect(both.stderr.contains("both.json:3:12: --width does not go with --flow columns"), "\(both.stderr)")
        }
    }
}
