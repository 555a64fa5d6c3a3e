import Foundation
import Testing

/// `tagflow render --emit-layout FILE.json`: the layout's shape, input order, row limits, atomic
/// writing, and when nothing is written.
@Suite("tagflow render --emit-layout")
struct EmitLayoutEndToEndTests {
    static let labels = ["delta", "Alpha", "charlie", "Bravo", "echo", "foxtrot", "golf", "hotel"]

    static func prepare(_ folder: URL) throws {
        try writeFile("tags.txt", labelFile(labels), in: folder)
    }

    @Test("The file is {version, width, height, chips: [{label, frame: [x, y, w, h], row, paint …}]}, matching the SVG")
    func shape() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder)
            let result = try await runRender(
                ["tags.txt", "-o", "out.svg", "--emit-layout", "layout.json", "--width", "200"], in: folder)
            expectQuietSuccess(result)
            let raw = try bytes(of: folder.appendingPathComponent("layout.json"))
            #expect(raw.last == UInt8(ascii: "\n"))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(raw)) as? [String: Any])
            #expect(Set(object.keys) == ["version", "width", "height", "chips"])
            let chips = try #require(object["chips"] as? [[String: Any]])
            #expect(
                chips.allSatisfy {
                    Set($0.keys) == [
                        "label", "frame", "row", "fontSize", "baseline", "textX", "fill", "stroke", "strokeWidth",
                        "textColor", "link", "weight", "group",
                    ]
                })
            #expect(chips.allSatisfy { ($0["frame"] as? [Double])?.count == 4 })

            let layout = try EmittedLayout.read("layout.json", in: folder)
            #expect(layout.chips.map(\.label) == Self.labels)
            let svg = try #require(ImageFacts.svgSize(try bytes(of: folder.appendingPathComponent("out.svg"))))
            #expect(layout.width == Double(svg.width) && layout.height == Double(svg.height))
            // Canvas px: inside the 16 px margins; rows count up from 0 and go down the canvas.
            for chip in layout.chips {
                #expect(chip.frame[0] >= 16 && chip.frame[1] >= 16, "\(chip)")
                #expect(chip.frame[0] + chip.frame[2] <= layout.width - 16 + 0.001, "\(chip)")
                #expect(chip.frame[1] + chip.frame[3] <= layout.height - 16 + 0.001, "\(chip)")
            }
            let rows = layout.chips.map(\.row)
            #expect(rows.first == 0 && rows == rows.sorted() && Set(rows).count > 1)
            for (a, b) in zip(layout.chips, layout.chips.dropFirst()) where a.row == b.row {
                #expect(b.frame[0] > a.frame[0] + a.frame[2], "\(a.label) then \(b.label) on one row")
            }
        }
    }

    @Test("Chips are listed in input order even when laid out in another order", arguments: ["label", "weight"])
    func inputOrder(sort: String) async throws {
        try await withTemporaryFolder { folder in
            // Weights rise down the list, so --sort weight reverses it.
            let weighted = Self.labels.enumerated().map { "\($1)\t\($0 + 1)" }
            try writeFile("tags.txt", labelFile(weighted), in: folder)
            let result = try await runRender(
                ["tags.txt", "-o", "out.svg", "--emit-layout", "layout.json", "--sort", sort, "--width", "10000"],
                in: folder)
            expectQuietSuccess(result)
            let chips = try EmittedLayout.read("layout.json", in: folder).chips
            #expect(chips.map(\.label) == Self.labels)
            // One row: left to right is the sorted order.
            let laidOut = chips.sorted { $0.frame[0] < $1.frame[0] }.map(\.label)
            let expected =
                sort == "label" ? Self.labels.sorted() : Array(Self.labels.reversed())
            #expect(laidOut == expected)
        }
    }

    @Test("With --max-rows, the hidden labels (in input order) and the +N chip are listed too")
    func hiddenAndOverflow() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder)
            let result = try await runRender(
                [
                    "tags.txt", "-o", "out.svg", "--emit-layout", "layout.json", "--width", "150", "--max-rows", "2",
                    "--sort", "label",
                ], in: folder)
            expectQuietSuccess(result)
            let raw = try bytes(of: folder.appendingPathComponent("layout.json"))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(raw)) as? [String: Any])
            #expect(Set(object.keys) == ["version", "width", "height", "chips", "hidden", "overflow"])
            let layout = try EmittedLayout.read("layout.json", in: folder)
            let hidden = try #require(layout.hidden)
            let overflow = try #require(layout.overflow)
            #expect(!hidden.isEmpty)
            #expect(overflow.label == "+\(hidden.count)")
            #expect(Set(layout.chips.map(\.row) + [overflow.row]) == [0, 1])
            #expect(overflow.row == 1)
            // Every label once, shown or hidden; both lists keep input order.
            #expect(Set(layout.chips.map(\.label) + hidden) == Set(Self.labels))
            #expect(layout.chips.count + hidden.count == Self.labels.count)
            #expect(layout.chips.map(\.label) == Self.labels.filter { !hidden.contains($0) })
            #expect(hidden == Self.labels.filter { hidden.contains($0) })
            // Sorted by label, the hidden ones are the alphabetical tail.
            #expect(Set(hidden) == Set(Self.labels.sorted().suffix(hidden.count)))

            // A limit that hides nothing adds neither key.
            let roomy = try await runRender(
                ["tags.txt", "-o", "b.svg", "--emit-layout", "b.json", "--max-rows", "5"], in: folder)
            expectQuietSuccess(roomy)
            let plain = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("b.json")))
                    as? [String: Any])
            #expect(Set(plain.keys) == ["version", "width", "height", "chips"])
        }
    }

    @Test("The layout file is replaced atomically: no temporary files, the old content gone, with -o - too")
    func atomicReplace() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder)
            try writeFile("layout.json", Array(String(repeating: "old layout ", count: 1000).utf8), in: folder)
            let first = try await runRender(["tags.txt", "-o", "out.svg", "--emit-layout", "layout.json"], in: folder)
            expectQuietSuccess(first)
            #expect(try EmittedLayout.read("layout.json", in: folder).chips.map(\.label) == Self.labels)
            expectNoTemporaryFiles(in: folder)

            let piped = try await runRender(
                ["tags.txt", "-o", "-", "--format", "svg", "--emit-layout", "piped.json"], in: folder)
            expectQuietSuccess(piped)
            let sameSVG = piped.stdout == (try bytes(of: folder.appendingPathComponent("out.svg")))
            #expect(sameSVG, "standard output should be the SVG")
            #expect(
                try bytes(of: folder.appendingPathComponent("piped.json"))
                    == bytes(of: folder.appendingPathComponent("layout.json")))
            expectNoTemporaryFiles(in: folder)
        }
    }

    @Test("--check writes no layout file, whether the output is up to date or not")
    func notWithCheck() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder)
            expectQuietSuccess(try await runRender(["tags.txt", "-o", "out.svg"], in: folder))
            let upToDate = try await runRender(
                ["tags.txt", "-o", "out.svg", "--check", "--emit-layout", "layout.json"], in: folder)
            #expect(upToDate.status == 0, "\(upToDate.stderr)")
            #expect(!fileExists("layout.json", in: folder))

            let stale = try await runRender(
                ["tags.txt", "-o", "out.svg", "--check", "--emit-layout", "layout.json", "--font-size", "20"],
                in: folder)
            #expect(stale.status == 1, "\(stale.stderr)")
            #expect(!fileExists("layout.json", in: folder))

            // An existing layout file is left as it was.
            let old = Array("{\"old\":true}\n".utf8)
            try writeFile("layout.json", old, in: folder)
            _ = try await runRender(
                ["tags.txt", "-o", "out.svg", "--check", "--emit-layout", "layout.json"], in: folder)
            let untouched = try bytes(of: folder.appendingPathComponent("layout.json")) == old
            #expect(untouched, "layout.json should be left as it was")
            expectNoTemporaryFiles(in: folder)
        }
    }

    @Test("When the output cannot be written, no layout file is written either")
    func notWhenOutputFails() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder)
            let result = try await runRender(
                ["tags.txt", "-o", "tags.txt/out.svg", "--emit-layout", "layout.json"], in: folder)
            // A file where the output's folder should be.
            expectError(result, exit: 73, mentions: ["tags.txt/out.svg"])
            #expect(!fileExists("layout.json", in: folder))
        }
    }

    @Test("When the layout file cannot be written, the run fails and the output is left as it was")
    func layoutFailureLeavesOutput() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder)
            let old = Array("<svg>old</svg>\n".utf8)
            try writeFile("out.svg", old, in: folder)
            let result = try await runRender(
                ["tags.txt", "-o", "out.svg", "--emit-layout", "tags.txt/layout.json"], in: folder)
            expectError(result, exit: 73, mentions: ["tags.txt/layout.json"])
            let untouched = try bytes(of: folder.appendingPathComponent("out.svg")) == old
            #expect(untouched, "out.svg should be left as it was")
            expectNoTemporaryFiles(in: folder)
        }
    }
}

/// `--emit-layout` version 2: per chip what a next stage needs to redraw it.
@Suite("tagflow render --emit-layout carries paint, size, baseline, link, weight and group")
struct EmitLayoutFieldsTests {
    @Test("Each chip's fields come from its tag and the style; a version field says which format")
    func fields() async throws {
        try await withTemporaryFolder { folder in
            try writeFile(
                "t.tsv", Array("swift\t5\t#ff0000\thttps://swift.org\tlang\nlinux\t2\n".utf8), in: folder)
            let run = try await runRender(
                [
                    "t.tsv", "-o", "t.svg", "--emit-layout", "t.json", "--scale-by", "weight", "--min-font-size", "10",
                    "--max-font-size", "20", "--stroke", "#00ff00", "--text-color", "#112233",
                ], in: folder)
            expectQuietSuccess(run)
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(bytes(of: folder.appendingPathComponent("t.json"))))
                    as? [String: Any])
            #expect(object["version"] as? Int == 2)
            let chips = try #require(object["chips"] as? [[String: Any]])
            let (swift, linux) = (chips[0], chips[1])
            #expect(swift["fill"] as? String == "#ff0000" && swift["link"] as? String == "https://swift.org")
            #expect(swift["weight"] as? Double == 5 && swift["group"] as? String == "lang")
            #expect(linux["link"] is NSNull && linux["group"] is NSNull && linux["weight"] as? Double == 2)
            #expect(swift["fontSize"] as? Double == 20 && linux["fontSize"] as? Double == 10)
            #expect(swift["stroke"] as? String == "#00ff00" && swift["strokeWidth"] as? Double == 1)
            // The tag's own colour gets a text colour that reads on it; the other takes the flag's.
            #expect(linux["textColor"] as? String == "#112233")
            // One row, aligned on the text baseline: both chips share it, inside their frames.
            let baselines = chips.compactMap { $0["baseline"] as? Double }
            #expect(baselines.count == 2 && baselines[0] == baselines[1])
            for chip in chips {
                let frame = try #require(chip["frame"] as? [Double])
                let baseline = try #require(chip["baseline"] as? Double)
                #expect(baseline > frame[1] && baseline < frame[1] + frame[3])
            }
        }
    }
}
