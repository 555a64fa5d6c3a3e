import Foundation
import Testing

/// `--heading-layout column|above|inline` (issue 26): where group headings go, read back from
/// `--emit-layout` on the built binary.
@Suite("tagflow render --heading-layout")
struct HeadingLayoutTests {
    /// Three groups, the first long enough to wrap at 320 px.
    static let tsv = labelFile(
        [
            "Swift\t\t\t\tLanguages", "Rust\t\t\t\tLanguages", "TypeScript\t\t\t\tLanguages",
            "Kotlin\t\t\t\tLanguages", "Haskell\t\t\t\tLanguages", "Linux\t\t\t\tPlatforms",
            "Cairo\t\t\t\tLibraries", "HarfBuzz\t\t\t\tLibraries",
        ])

    static func layout(_ arguments: [String], in folder: URL) async throws -> EmittedLayout {
        try writeFile("tags.tsv", tsv, in: folder)
        let run = try await runRender(
            ["tags.tsv", "-o", "cloud.svg", "--group-by", "group", "--width", "320", "--emit-layout", "layout.json"]
                + arguments, in: folder)
        expectQuietSuccess(run)
        return try EmittedLayout.read("layout.json", in: folder)
    }

    /// The chips of each row, leftmost first.
    static func rows(_ chips: [EmittedLayout.Chip]) -> [[EmittedLayout.Chip]] {
        Dictionary(grouping: chips, by: \.row).sorted { $0.key < $1.key }.map {
            $0.value.sorted { $0.frame[0] < $1.frame[0] }
        }
    }

    @Test("Column (the default with --group-headings): every row's first chip at one x, past the widest heading")
    func column() async throws {
        try await withTemporaryFolder { folder in
            let layout = try await Self.layout(["--group-headings"], in: folder)
            let headings = try #require(layout.headings)
            #expect(headings.map(\.label) == ["Languages", "Platforms", "Libraries"])
            #expect(headings.allSatisfy { $0.frame[0] == 16 })
            let rows = Self.rows(layout.chips)
            #expect(rows.count == 4, "Languages wraps once: \(rows.map { $0.map(\.label) })")
            let starts = Set(rows.map { $0[0].frame[0] })
            let widest = headings.map { $0.frame[2] }.max()!
            #expect(starts.count == 1 && abs(starts.first! - (16 + widest + 8)) < 1e-9, "\(starts)")
            // Each heading is beside its group's first row; the wrapped row has none.
            #expect(headings.map(\.row) == [0, 2, 3])
            let explicit = try await Self.layout(["--heading-layout", "column"], in: folder)
            #expect(explicit == layout, "--heading-layout implies --group-headings")
        }
    }

    @Test("Column in right to left: headings against the right margin, every row ending at one x")
    func columnRightToLeft() async throws {
        try await withTemporaryFolder { folder in
            let layout = try await Self.layout(
                ["--heading-layout", "column", "--direction", "rtl", "--fit", "width"], in: folder)
            let headings = try #require(layout.headings)
            #expect(headings.allSatisfy { abs($0.frame[0] + $0.frame[2] - (layout.width - 16)) < 1e-9 })
            let ends = Set(
                Self.rows(layout.chips).map { (($0.last!.frame[0] + $0.last!.frame[2]) * 1000).rounded() / 1000 })
            let widest = headings.map { $0.frame[2] }.max()!
            #expect(ends.count == 1 && abs(ends.first! - (layout.width - 16 - widest - 8)) < 1e-3, "\(ends)")
        }
    }

    @Test("Above: each heading alone on a row over its group's rows; inline: the group's first row starts with it")
    func aboveAndInline() async throws {
        try await withTemporaryFolder { folder in
            let above = try await Self.layout(["--heading-layout", "above"], in: folder)
            let headings = try #require(above.headings)
            for heading in headings {
                #expect(!above.chips.contains { $0.row == heading.row }, "\(heading.label) has its row to itself")
                #expect(heading.frame[0] == 16)
            }
            #expect(above.chips.filter { $0.row == headings[1].row + 1 }.map(\.label) == ["Linux"])
            let inline = try await Self.layout(["--heading-layout", "inline"], in: folder)
            let first = try #require(inline.headings?.first)
            let row = inline.chips.filter { $0.row == first.row }
            #expect(first.frame[0] == 16 && row.allSatisfy { $0.frame[0] > first.frame[0] })
        }
    }

    @Test("--heading-layout alone groups and heads the rows; with --group-by none it is refused (64)")
    func implied() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.tsv", Self.tsv, in: folder)
            let alone = try await runRender(
                [
                    "tags.tsv", "-o", "cloud.svg", "--width", "320", "--heading-layout", "above", "--emit-layout",
                    "a.json",
                ],
                in: folder)
            expectQuietSuccess(alone)
            #expect(try EmittedLayout.read("a.json", in: folder).headings?.count == 3)
            let none = try await runRender(
                ["tags.tsv", "-o", "none.svg", "--group-by", "none", "--heading-layout", "above"], in: folder)
            expectError(none, exit: 64, mentions: ["--group-by group"])
            #expect(!fileExists("none.svg", in: folder))
        }
    }

    @Test("A heading layout that does not exist is a usage error naming the choices (64)")
    func badChoice() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.tsv", Self.tsv, in: folder)
            let run = try await runRender(
                ["tags.tsv", "-o", "cloud.svg", "--group-by", "group", "--heading-layout", "sideways"], in: folder)
            expectError(run, exit: 64, mentions: ["--heading-layout 'sideways'", "column", "above", "inline"])
            #expect(!fileExists("cloud.svg", in: folder))
        }
    }
}
