import Foundation
import Testing

/// `--max-rows-per-group N` (issue 26): each group keeps at most N rows, its heaviest tags, and
/// counts the rest on a "+N" chip of its own at the end of its last row; read back from
/// `--emit-layout` on the built binary, in every heading layout, right to left and balanced.
@Suite("tagflow render --max-rows-per-group")
struct MaxRowsPerGroupTests {
    /// Three groups; Languages and Libraries need more than one row at 300 px.
    static let rows: [(label: String, weight: Int, group: String)] = [
        ("Swift", 5, "Languages"), ("Rust", 1, "Languages"), ("TypeScript", 4, "Languages"),
        ("Kotlin", 2, "Languages"), ("Haskell", 3, "Languages"), ("Go", 1, "Languages"),
        ("Linux", 1, "Platforms"), ("Cairo", 1, "Libraries"), ("HarfBuzz", 2, "Libraries"),
        ("FreeType", 3, "Libraries"), ("Pango", 1, "Libraries"), ("Fontconfig", 1, "Libraries"),
    ]
    static let tsv = labelFile(rows.map { "\($0.label)\t\($0.weight)\t\t\t\($0.group)" })

    /// The layout JSON's parts these tests read, with each chip's group.
    struct Layout: Decodable {
        struct Chip: Decodable {
            var label: String
            var frame: [Double]
            var row: Int
            var group: String?
        }
        var chips: [Chip]
        var hidden: [String]?
        var overflow: Chip?
        var overflows: [Chip]?
        var headings: [Chip]?
    }

    static func layout(_ arguments: [String], in folder: URL) async throws -> Layout {
        try writeFile("tags.tsv", tsv, in: folder)
        let run = try await runRender(
            ["tags.tsv", "-o", "cloud.svg", "--width", "300", "--emit-layout", "layout.json"] + arguments, in: folder)
        expectQuietSuccess(run)
        return try JSONDecoder().decode(
            Layout.self, from: Data(contentsOf: folder.appendingPathComponent("layout.json")))
    }

    /// Each group within `limit` rows, no hidden tag heavier than a shown one of its group, and
    /// a "+N" chip per group that hid tags, counting them, on the group's last row after its chips.
    static func expectLimited(_ layout: Layout, limit: Int, _ context: String) {
        let hidden = Set(layout.hidden ?? [])
        #expect(layout.overflow == nil, "\(context): no whole-cloud +N")
        for group in ["Languages", "Platforms", "Libraries"] {
            let members = rows.filter { $0.group == group }
            let shown = layout.chips.filter { $0.group == group }
            let rowsUsed = Set(shown.map(\.row))
            #expect(!shown.isEmpty && rowsUsed.count <= limit, "\(context) \(group): rows \(rowsUsed.sorted())")
            let lightestShown = members.filter { !hidden.contains($0.label) }.map(\.weight).min() ?? 0
            let heaviestHidden = members.filter { hidden.contains($0.label) }.map(\.weight).max() ?? 0
            #expect(heaviestHidden <= lightestShown, "\(context) \(group): the heaviest are kept")
            let count = members.count - shown.count
            let chip = layout.overflows?.first { $0.group == group }
            guard count > 0 else {
                #expect(chip == nil, "\(context) \(group) hid nothing")
                continue
            }
            guard let chip else {
                Issue.record("\(context) \(group): no +N chip for \(count) hidden")
                continue
            }
            #expect(chip.label == "+\(count)", "\(context) \(group)")
            #expect(chip.row == rowsUsed.max(), "\(context) \(group): on the group's last row")
            let neighbours = shown.filter { $0.row == chip.row }
            let after = neighbours.allSatisfy { $0.frame[0] + $0.frame[2] <= chip.frame[0] + 1e-9 }
            let before = neighbours.allSatisfy { chip.frame[0] + chip.frame[2] <= $0.frame[0] + 1e-9 }
            #expect(context.contains("rtl") ? before : after, "\(context) \(group): +N ends the row")
        }
    }

    @Test(
        "Every heading layout, left to right and right to left, greedy and balanced: each group within N rows",
        arguments: [
            ["--heading-layout", "column"], ["--heading-layout", "above"], ["--heading-layout", "inline"], [],
        ],
        [[], ["--direction", "rtl"], ["--balance"], ["--direction", "rtl", "--balance"]])
    func limited(headings: [String], flow: [String]) async throws {
        try await withTemporaryFolder { folder in
            for limit in [1, 2] {
                let arguments = ["--group-by", "group", "--max-rows-per-group", "\(limit)"] + headings + flow
                let layout = try await Self.layout(arguments, in: folder)
                Self.expectLimited(layout, limit: limit, arguments.joined(separator: " "))
                if limit == 1 { #expect(layout.overflows?.count == 2, "Languages and Libraries hide tags") }
                if !headings.isEmpty { #expect(layout.headings?.count == 3, "no heading is hidden") }
            }
        }
    }

    @Test("With headings above, each group keeps N rows under its heading's own row")
    func aboveCountsChipRows() async throws {
        try await withTemporaryFolder { folder in
            let layout = try await Self.layout(["--heading-layout", "above", "--max-rows-per-group", "1"], in: folder)
            for heading in try #require(layout.headings) {
                #expect(Set(layout.chips.filter { $0.group == heading.label }.map(\.row)) == [heading.row + 1])
            }
        }
    }

    @Test(
        "SVG title and PDF text count each group's hidden tags; PNG renders; batch, build and markdown draw what render draws"
    )
    func everyCommand() async throws {
        try await withTemporaryFolder { folder in
            let options = ["--group-by", "group", "--max-rows-per-group", "1", "--width", "300"]
            try writeFile("tags.tsv", Self.tsv, in: folder)
            expectQuietSuccess(try await runRender(["tags.tsv", "-o", "render.svg"] + options, in: folder))
            let svg = try bytes(of: folder.appendingPathComponent("render.svg"))
            #expect(
                String(decoding: svg, as: UTF8.self).contains(", and 5 more\""), "the title counts every hidden tag")
            for format in ["png", "pdf"] {
                expectQuietSuccess(try await runRender(["tags.tsv", "-o", "render.\(format)"] + options, in: folder))
            }
            let text = try runTool("/usr/bin/pdftotext", [folder.appendingPathComponent("render.pdf").path, "-"])
            #expect(text.contains("+3") && text.contains("+2"), "\(text)")

            let batch = try await TagflowBinary.run(
                ["batch", "tags.tsv", "-o", "out", "--format", "svg", "-q"] + options, in: folder)
            #expect(batch.status == 0, "\(batch.stderr)")
            #expect(try bytes(of: folder.appendingPathComponent("out/tags.svg")) == svg)

            let manifest =
                "{\"images\": [{\"input\": \"tags.tsv\", \"output\": \"built.svg\", \"group-by\": \"group\", "
                + "\"max-rows-per-group\": 1, \"width\": 300}]}"
            try writeFile("tagflow.json", Array(manifest.utf8), in: folder)
            let build = try await TagflowBinary.run(["build", "-q"], in: folder)
            #expect(build.status == 0, "\(build.stderr)")
            #expect(try bytes(of: folder.appendingPathComponent("built.svg")) == svg)

            let body = Self.rows.map { "\($0.label)\t\($0.weight)\t\t\t\($0.group)" }.joined(separator: "\n")
            let page = "```tagflow --group-by group --max-rows-per-group 1 --width 300\n\(body)\n```\n"
            try writeFile("in.md", Array(page.utf8), in: folder)
            let markdown = try await TagflowBinary.run(["markdown", "in.md", "-o", "out.md", "-q"], in: folder)
            #expect(markdown.status == 0, "\(markdown.stderr)")
            let images = try FileManager.default.contentsOfDirectory(
                atPath: folder.appendingPathComponent("images").path
            ).filter { $0.hasSuffix(".svg") }
            #expect(images.count == 1, "\(images)")
            #expect(try bytes(of: folder.appendingPathComponent("images/\(images[0])")) == svg)
        }
    }

    @Test("A flag replaces a config file's row limit: --max-rows-per-group over a config's max-rows, and back")
    func configOverride() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("whole.json", Array("{\"max-rows\": 2, \"group-by\": \"group\"}".utf8), in: folder)
            let perGroup = try await Self.layout(
                ["--config", "whole.json", "--max-rows-per-group", "1"], in: folder)
            #expect(perGroup.overflows?.count == 2 && perGroup.overflow == nil)
            try writeFile("each.json", Array("{\"max-rows-per-group\": 1, \"group-by\": \"group\"}".utf8), in: folder)
            let whole = try await Self.layout(["--config", "each.json", "--max-rows", "2"], in: folder)
            #expect(whole.overflows == nil && whole.overflow != nil)
        }
    }

    @Test(
        "Refused (64), naming the remedy: without groups, with --max-rows, with --flow columns, and not a count",
        arguments: [
            (["--max-rows-per-group", "2"], ["--max-rows-per-group", "--group-by group", "--max-rows N"]),
            (
                ["--group-by", "none", "--heading-layout", "above", "--max-rows-per-group", "2"],
                ["--group-by group"]
            ),
            (
                ["--group-by", "group", "--max-rows-per-group", "2", "--max-rows", "3"],
                ["--max-rows-per-group", "--max-rows", "each group"]
            ),
            (
                ["--group-by", "group", "--flow", "columns", "--max-rows-per-group", "2"],
                ["--max-rows-per-group", "--flow columns", "--max-rows N"]
            ),
            (["--group-by", "group", "--max-rows-per-group", "0"], ["--max-rows-per-group '0'", "1 to 1000000"]),
        ])
    func refused(arguments: [String], mentions: [String]) async throws {
        try await expectRenderRefused(arguments, input: ("tags.tsv", Self.tsv), output: "cloud.svg", mentions: mentions)
    }
}
