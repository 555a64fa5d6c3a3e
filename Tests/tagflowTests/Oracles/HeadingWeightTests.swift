import Foundation
import Testing

/// Group headings in the theme's heading weight (issue 26): SemiBold (600) by default, measured
/// in the face they are drawn in, in SVG, PNG and PDF; a font with no heavier face keeps its own.
@Suite("tagflow render: group headings in the heading weight")
struct HeadingWeightTests {
    static let tsv = labelFile(["Swift\t\t\t\tLanguages", "Rust\t\t\t\tLanguages", "Linux\t\t\t\tPlatforms"])
    static let fonts = TagflowBinary.packageRoot.appendingPathComponent("Sources/TagFlowFonts/Fonts")

    /// What hb-shape (libharfbuzz-bin) says `text` advances in `font`, in px at 14 px: shaped at
    /// 14 × 1024 units per em, so its whole-unit rounding is a thousandth of a px per glyph.
    static func hbWidth(_ text: String, font: String) throws -> Double {
        let json = try runTool(
            "/usr/bin/hb-shape", ["--font-funcs=ot", "--font-size=\(14 * 1024)", "--output-format=json", font, text])
        let glyphs = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        return glyphs.reduce(0.0) { $0 + ((($1["ax"]) as? NSNumber)?.doubleValue ?? .nan) } / 1024
    }

    /// The headings' text widths (frame width less the half padding a heading has, 12 / 2).
    static func headingWidths(_ arguments: [String], in folder: URL) async throws -> [String: Double] {
        try writeFile("tags.tsv", tsv, in: folder)
        let run = try await runRender(
            ["tags.tsv", "-o", "cloud.svg", "--heading-layout", "column", "--emit-layout", "layout.json"] + arguments,
            in: folder)
        expectQuietSuccess(run)
        let headings = try #require(try EmittedLayout.read("layout.json", in: folder).headings)
        return Dictionary(uniqueKeysWithValues: headings.map { ($0.label, $0.frame[2] - 6) })
    }

    @Test("Headings are as wide as hb-shape shapes them in Inter SemiBold; the column is the widest plus the gap")
    func semiBoldWidths() async throws {
        try await withTemporaryFolder { folder in
            let widths = try await Self.headingWidths([], in: folder)
            let semibold = Self.fonts.appendingPathComponent("Inter-SemiBold.otf").path
            let regular = Self.fonts.appendingPathComponent("Inter-Regular.otf").path
            for name in ["Languages", "Platforms"] {
                let expected = try Self.hbWidth(name, font: semibold)
                #expect(abs(try #require(widths[name]) - expected) < 0.01, "\(name): \(widths[name]!) vs \(expected)")
                #expect(expected > (try Self.hbWidth(name, font: regular)) + 1, "SemiBold is wider than Regular")
            }
            // Every row starts past the column: the widest heading (SemiBold) plus half padding and the gap.
            let layout = try EmittedLayout.read("layout.json", in: folder)
            let column = try Self.hbWidth("Languages", font: semibold) + 6
            let starts = Dictionary(grouping: layout.chips, by: \.row).values.map { $0.map { $0.frame[0] }.min()! }
            #expect(starts.count == 2 && starts.allSatisfy { abs($0 - (16 + column + 8)) < 0.01 }, "\(starts)")
        }
    }

    @Test("SVG draws the headings with SemiBold's outlines, as --font-weight 600 draws a label; PDF embeds both faces")
    func svgAndPDF() async throws {
        try await withTemporaryFolder { folder in
            _ = try await Self.headingWidths([], in: folder)
            let cloud = try String(contentsOf: folder.appendingPathComponent("cloud.svg"), encoding: .utf8)
            try writeFile("name.txt", labelFile(["Languages"]), in: folder)
            for (name, weight) in [("semibold.svg", "600"), ("regular.svg", "400")] {
                expectQuietSuccess(
                    try await runRender(["name.txt", "-o", name, "--font-weight", weight], in: folder))
            }
            func outlines(_ file: String) throws -> Set<String> {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                return Set(
                    text.components(separatedBy: " d=\"").dropFirst().map { $0.prefix { $0 != "\"" } }.map(String.init))
            }
            let drawn = try outlines("cloud.svg")
            let semibold = try outlines("semibold.svg").subtracting(try outlines("regular.svg"))
            #expect(!semibold.isEmpty && semibold.isSubset(of: drawn), "the heading's glyphs are SemiBold's")
            #expect(cloud.contains("aria-label=\"Languages, Swift, Rust, Platforms, Linux\""))

            expectQuietSuccess(
                try await runRender(["tags.tsv", "-o", "cloud.pdf", "--heading-layout", "above"], in: folder))
            let fonts = try runTool("/usr/bin/pdffonts", [folder.appendingPathComponent("cloud.pdf").path])
            #expect(fonts.contains("Inter-SemiBold") && fonts.contains("Inter-Regular"), "\(fonts)")
        }
    }

    @Test("PNG headings are SemiBold: the picture differs from one whose headings fall back to Regular")
    func png() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.tsv", Self.tsv, in: folder)
            let regular = Self.fonts.appendingPathComponent("Inter-Regular.otf").path
            expectQuietSuccess(
                try await runRender(["tags.tsv", "-o", "bold.png", "--heading-layout", "above"], in: folder))
            // A font file is one face: its headings are Regular, the labels the same Inter Regular.
            expectQuietSuccess(
                try await runRender(
                    ["tags.tsv", "-o", "plain.png", "--heading-layout", "above", "--font", regular], in: folder))
            let diff = try await TagflowBinary.run(["diff", "bold.png", "plain.png", "--quiet"], in: folder)
            #expect(diff.status == 1, "headings differ: \(diff.stderr)")
            // With no headings drawn the two fonts give the same picture.
            expectQuietSuccess(try await runRender(["tags.tsv", "-o", "a.png", "--group-by", "group"], in: folder))
            expectQuietSuccess(
                try await runRender(["tags.tsv", "-o", "b.png", "--group-by", "group", "--font", regular], in: folder))
            #expect(try await TagflowBinary.run(["diff", "a.png", "b.png", "--quiet"], in: folder).status == 0)
        }
    }

    @Test(
        "A family with a heavier face draws headings in it (DejaVu Sans Bold); one file, or a family of one weight, keeps its face",
        arguments: [
            ("DejaVu Sans", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
            ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
            ("IPAGothic", "/usr/share/fonts/truetype/fonts-japanese-gothic.ttf"),
        ])
    func otherFonts(font: String, headingFace: String) async throws {
        try await withTemporaryFolder { folder in
            let widths = try await Self.headingWidths(["--font", font], in: folder)
            let expected = try Self.hbWidth("Languages", font: headingFace)
            #expect(abs(try #require(widths["Languages"]) - expected) < 0.01, "\(widths) vs \(expected)")
        }
    }
}
