import Foundation
import Testing

/// `--heading-layout` in `--flow columns` (issue 40), and right to left in rows: each layout read
/// back from `--emit-layout` on the built binary.
@Suite("tagflow render --heading-layout in columns and right to left")
struct HeadingLayoutColumnsTests {
    typealias Chip = EmittedLayout.Chip

    /// Samples/groups.csv: three groups, the first too tall for one column at --height 120.
    static let csv = """
        label,weight,group
        Swift,9,Languages
        Rust,7,Languages
        Cairo,5,Libraries
        Go,4,Languages
        HarfBuzz,6,Libraries
        Linux,8,Systems
        FreeType,3,Libraries
        Debian,2,Systems

        """
    static let groups = [
        "Languages": ["Swift", "Rust", "Go"], "Libraries": ["Cairo", "HarfBuzz", "FreeType"],
        "Systems": ["Linux", "Debian"],
    ]

    static func layout(_ arguments: [String], in folder: URL) async throws -> EmittedLayout {
        try writeFile("groups.csv", Array(csv.utf8), in: folder)
        let run = try await runRender(
            ["groups.csv", "-o", "cloud.svg", "--group-by", "group", "--emit-layout", "layout.json"] + arguments,
            in: folder)
        expectQuietSuccess(run)
        return try EmittedLayout.read("layout.json", in: folder)
    }

    static func columns(_ arguments: [String], in folder: URL) async throws -> EmittedLayout {
        try await layout(["--flow", "columns", "--height", "120"] + arguments, in: folder)
    }

    static func chips(of heading: Chip, in layout: EmittedLayout) -> [Chip] {
        layout.chips.filter { groups[heading.label]!.contains($0.label) }
    }

    static func maxX(_ chip: Chip) -> Double { chip.frame[0] + chip.frame[2] }
    static func maxY(_ chip: Chip) -> Double { chip.frame[1] + chip.frame[3] }

    /// No chip's box reaches into the band of any heading's line.
    static func noChipOnAHeadingsLine(_ layout: EmittedLayout, sourceLocation: SourceLocation = #_sourceLocation) {
        for heading in layout.headings ?? [] {
            let beside = layout.chips.filter { $0.frame[1] < maxY(heading) && maxY($0) > heading.frame[1] }
            #expect(
                beside.isEmpty, "\(beside.map(\.label)) share \(heading.label)'s line", sourceLocation: sourceLocation)
        }
    }

    @Test(
        "Column (the default): headings on one line at the top, each over its group's first column, every group's chips starting at one y"
    )
    func column() async throws {
        try await withTemporaryFolder { folder in
            let layout = try await Self.columns(["--group-headings"], in: folder)
            let headings = try #require(layout.headings)
            #expect(headings.map(\.label) == ["Languages", "Libraries", "Systems"])
            #expect(headings.allSatisfy { $0.frame[1] == 16 })
            Self.noChipOnAHeadingsLine(layout)
            let top = layout.chips.map { $0.frame[1] }.min()!
            #expect(top == Self.maxY(headings[0]) + 8)
            for (number, heading) in headings.enumerated() {
                let chips = Self.chips(of: heading, in: layout)
                #expect(chips.map { $0.frame[0] }.min() == heading.frame[0], "\(heading.label) heads its first column")
                #expect(chips.contains { $0.frame[1] == top }, "\(heading.label)'s chips start at the top line")
                if number + 1 < headings.count {
                    let next = Self.chips(of: headings[number + 1], in: layout).map { $0.frame[0] }.min()!
                    #expect(Self.maxX(heading) <= next && chips.allSatisfy { Self.maxX($0) <= next })
                }
            }
            // Languages wraps: Go's column is under the heading, beside Swift's.
            let go = try #require(layout.chips.first { $0.label == "Go" })
            #expect(go.frame[1] == top && go.frame[0] > headings[0].frame[0] && go.frame[0] < Self.maxX(headings[0]))
            let explicit = try await Self.columns(["--heading-layout", "column"], in: folder)
            #expect(explicit == layout, "--heading-layout column is the default")
        }
    }

    @Test("Column in right to left: groups from the right, each heading against its first column's right edge")
    func columnRightToLeft() async throws {
        try await withTemporaryFolder { folder in
            let layout = try await Self.columns(["--heading-layout", "column", "--direction", "rtl"], in: folder)
            let headings = try #require(layout.headings)
            Self.noChipOnAHeadingsLine(layout)
            // The first group at the right: its heading ends where the rightmost chip does (the
            // canvas is that plus the margin, rounded up to a whole px).
            #expect(Self.maxX(headings[0]) == layout.chips.map(Self.maxX).max())
            #expect(layout.width - 16 - Self.maxX(headings[0]) < 1)
            for heading in headings {
                let chips = Self.chips(of: heading, in: layout)
                #expect(abs(chips.map(Self.maxX).max()! - Self.maxX(heading)) < 1e-9, "\(heading.label)")
            }
            #expect(headings[0].frame[0] > headings[1].frame[0] && headings[1].frame[0] > headings[2].frame[0])
        }
    }

    @Test("Above: each heading in a column of its own before its group's columns, mirrored in right to left")
    func above() async throws {
        try await withTemporaryFolder { folder in
            for rtl in [false, true] {
                let layout = try await Self.columns(
                    ["--heading-layout", "above"] + (rtl ? ["--direction", "rtl"] : []), in: folder)
                let headings = try #require(layout.headings)
                for heading in headings {
                    #expect(!layout.chips.contains { $0.row == heading.row }, "\(heading.label) has its column alone")
                    let chips = Self.chips(of: heading, in: layout)
                    if rtl {
                        #expect(
                            chips.allSatisfy { Self.maxX($0) < heading.frame[0] }, "\(heading.label) right of its chips"
                        )
                    } else {
                        #expect(
                            chips.allSatisfy { $0.frame[0] > Self.maxX(heading) }, "\(heading.label) left of its chips")
                    }
                }
            }
        }
    }

    @Test("Inline: each heading at the top of its group's first column, the chips under it, mirrored in right to left")
    func inline() async throws {
        try await withTemporaryFolder { folder in
            for rtl in [false, true] {
                let layout = try await Self.columns(
                    ["--heading-layout", "inline"] + (rtl ? ["--direction", "rtl"] : []), in: folder)
                let headings = try #require(layout.headings)
                for heading in headings {
                    #expect(heading.frame[1] == 16)
                    let column = layout.chips.filter { $0.row == heading.row }
                    #expect(
                        !column.isEmpty && column.allSatisfy { $0.frame[1] > Self.maxY(heading) }, "\(heading.label)")
                    let edge = rtl ? Self.maxX(heading) : heading.frame[0]
                    #expect(column.allSatisfy { abs((rtl ? Self.maxX($0) : $0.frame[0]) - edge) < 1e-9 })
                }
            }
        }
    }

    @Test("The three layouts draw three different pictures in columns, and in rows, in either direction")
    func threeDiffer() async throws {
        try await withTemporaryFolder { folder in
            for flow in [["--flow", "columns", "--height", "120"], ["--width", "260"]] {
                for direction in ["ltr", "rtl"] {
                    var seen: [EmittedLayout] = []
                    for placement in ["column", "above", "inline"] {
                        let layout = try await Self.layout(
                            flow + ["--heading-layout", placement, "--direction", direction], in: folder)
                        #expect(!seen.contains(layout), "\(flow) \(direction) \(placement) repeats another layout")
                        seen.append(layout)
                    }
                }
            }
        }
    }

    @Test("Above and inline in right-to-left rows: headings at the right, before their chips")
    func rowsRightToLeft() async throws {
        try await withTemporaryFolder { folder in
            let arguments = ["--width", "260", "--direction", "rtl", "--fit", "width"]
            let above = try await Self.layout(arguments + ["--heading-layout", "above"], in: folder)
            for heading in try #require(above.headings) {
                #expect(abs(Self.maxX(heading) - (above.width - 16)) < 1e-9)
                #expect(!above.chips.contains { $0.row == heading.row })
            }
            let inline = try await Self.layout(arguments + ["--heading-layout", "inline"], in: folder)
            for heading in try #require(inline.headings) {
                #expect(abs(Self.maxX(heading) - (inline.width - 16)) < 1e-9)
                let row = inline.chips.filter { $0.row == heading.row }
                #expect(!row.isEmpty && row.allSatisfy { Self.maxX($0) < heading.frame[0] }, "\(heading.label)")
            }
        }
    }
}
